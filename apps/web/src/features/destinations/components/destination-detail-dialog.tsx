import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { Destination } from '@pintrip/shared';
import { ShareMenu } from '../../../components/share-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { useOrigin } from '../../../hooks/use-origin';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-messages';
import { useDeleteDestination } from '../api/delete-destination';
import { useCategoryLabel } from '../api/get-categories';
import { useDestination } from '../api/get-destination';
import { useDestinationsViewer } from '../context/viewer-context';
import { mapSearchUrl, useFormatBudget, useFormatCount, useFormatDate } from '../../../lib/format';
import { AuthorAvatar, DestinationImage, Hashtags } from './destination-parts';
import {
  CommentIcon,
  EditIcon,
  PinIcon,
  StarIcon,
  TrashIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { BookmarkButton, LikeButton } from './reaction-buttons';
import { HiddenBanner } from '../../moderation';
import { useRememberRecentDestination } from '../hooks/use-recent-destinations';

export interface DestinationDetailDialogProps {
  id: string | undefined;
  onClose: () => void;
  onEdit: (destination: Destination) => void;
  /** After a successful delete (the dialog has shown its toast). */
  onDeleted: () => void;
  /** The comments section, composed by the route module (features stay apart). */
  renderComments?: (destination: Destination) => ReactNode;
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {t('destinations.detail.loading')}
      </p>
      <div className="skeleton aspect-[16/9] rounded-2xl" />
      <div className="skeleton h-5 w-1/3 rounded" />
      <div className="skeleton h-4 w-2/3 rounded" />
      <div className="skeleton h-20 w-full rounded" />
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only <dt> and <dd>, so the icon sits inside the term.
    <div className="relative min-h-9 min-w-0 pl-11">
      <dt className="text-xs font-semibold text-ink-subtle">
        <span
          aria-hidden="true"
          className="absolute top-0.5 left-0 inline-flex h-8 w-8 items-center justify-center rounded-full bg-surface-muted text-ink-muted"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

function DetailBody({
  destination,
  onEdit,
  onDeleted,
  renderComments,
}: {
  destination: Destination;
  onEdit: (destination: Destination) => void;
  onDeleted: () => void;
  renderComments?: (destination: Destination) => ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const { canEdit, canDelete, renderTripAction } = useDestinationsViewer();
  const formatBudget = useFormatBudget();
  const formatDate = useFormatDate();
  const formatCount = useFormatCount();
  const categoryLabel = useCategoryLabel();
  const remove = useDeleteDestination();
  const [isConfirming, setConfirming] = useState(false);
  // The server renders this body too (an open detail's address).
  const origin = useOrigin();
  const shareUrl = `${origin}/destinations/${encodeURIComponent(destination.id)}`;

  const confirmDelete = () => {
    if (remove.isPending) return;
    remove.mutate(destination.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.show(t('destinations.messages.deleted'), 'success');
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        toast.show(errorMessage('destinations.delete', error), 'error');
      },
    });
  };

  return (
    <article className="flex flex-col gap-5" data-testid="destination-detail">
      <HiddenBanner targetType="destination" item={destination} isHidden={destination.is_hidden === true} />
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <AuthorAvatar author={destination.author} size="md" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold" data-user-content>
              {destination.author.display_name}
            </p>
            {/* The comment count sits with the date: on a phone it no longer wraps alone under the buttons. */}
            <p className="flex items-center gap-1.5 text-xs text-ink-subtle">
              <time dateTime={destination.created_at}>{formatDate(destination.created_at)}</time>
              <span aria-hidden="true">·</span>
              <a
                href="#destination-comments-heading"
                className="inline-flex items-center gap-1 hover:text-ink"
                data-testid="detail-comment-count"
                onClick={(event) => {
                  // Scroll inside the dialog without touching the address (it is the detail's URL).
                  event.preventDefault();
                  document
                    .getElementById('destination-comments-heading')
                    ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                <CommentIcon className="h-3.5 w-3.5" />
                <span className="sr-only">
                  {t('destinations.card.comments', { count: destination.comments_count })}
                </span>
                <span aria-hidden="true" className="tabular-nums">
                  {formatCount(destination.comments_count)}
                </span>
              </a>
            </p>
          </div>
        </div>
        <span className="shrink-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-bold text-brand-strong">
          {categoryLabel(destination.category)}
        </span>
      </div>

      <DestinationImage destination={destination} eager className="aspect-[16/9] w-full rounded-2xl" />

      <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
        <LikeButton destination={destination} />
        <BookmarkButton destination={destination} />
        <ShareMenu
          url={shareUrl}
          title={destination.title}
          description={destination.location}
          imageUrl={
            destination.image_url && origin
              ? new URL(destination.image_url, origin).href
              : destination.image_url
          }
        />
        {renderTripAction?.(destination, 'detail')}
        {canEdit(destination) || canDelete(destination) ? (
          <div className="ml-auto flex gap-2">
            {canEdit(destination) ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => onEdit(destination)}
                data-testid="edit-destination"
              >
                <EditIcon className="h-4 w-4" />
                {t('destinations.actions.edit')}
              </Button>
            ) : null}
            {canDelete(destination) ? (
              <Button
                variant="outline"
                size="sm"
                className="text-danger"
                onClick={() => setConfirming(true)}
                data-testid="delete-destination"
              >
                <TrashIcon className="h-4 w-4" />
                {t('destinations.actions.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <dl className="grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2">
        <Fact icon={<PinIcon className="h-4 w-4" />} label={t('destinations.fields.location')}>
          <span className="block" data-user-content>
            {destination.location}
          </span>
          <a
            href={mapSearchUrl(destination.location)}
            target="_blank"
            rel="noopener noreferrer"
            className="text-xs font-semibold text-brand hover:underline"
          >
            {t('destinations.detail.openMap')}
          </a>
        </Fact>
        <Fact icon={<WalletIcon className="h-4 w-4" />} label={t('destinations.fields.budget')}>
          {formatBudget(destination.budget_min, destination.budget_max)}
        </Fact>
        <Fact icon={<StarIcon className="h-4 w-4" />} label={t('destinations.fields.rating')}>
          {t('destinations.detail.ratingValue', { rating: destination.rating })}
        </Fact>
      </dl>

      <div>
        <h3 className="sr-only">{t('destinations.fields.description')}</h3>
        <p className="text-[15px] leading-relaxed whitespace-pre-line" data-user-content>
          {destination.description}
        </p>
      </div>
      <Hashtags tags={destination.hashtags} />

      <section aria-labelledby="destination-comments-heading" className="border-t border-line pt-5">
        <h3 id="destination-comments-heading" className="mb-3 text-base font-bold">
          {t('destinations.detail.comments', { count: destination.comments_count })}
        </h3>
        {/* The comment thread: supplied by the route module. */}
        {renderComments?.(destination)}
      </section>

      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={t('destinations.messages.deleteConfirm')}
        confirmLabel={t('destinations.actions.delete')}
        onConfirm={confirmDelete}
        isBusy={remove.isPending}
      />
    </article>
  );
}

/** The detail of one destination as a dialog over the list (its own URL: /destinations/:id). */
export function DestinationDetailDialog({
  id,
  onClose,
  onEdit,
  onDeleted,
  renderComments,
}: DestinationDetailDialogProps) {
  const { t } = useTranslation();
  const query = useDestination(id);
  const destination = query.data;
  useRememberRecentDestination(destination);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;

  let body: ReactNode;
  if (destination) {
    body = (
      <DetailBody
        destination={destination}
        onEdit={onEdit}
        onDeleted={onDeleted}
        renderComments={renderComments}
      />
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="font-semibold">
          {isNotFound ? t('destinations.messages.notFound') : t('destinations.messages.loadFailed')}
        </p>
        <div className="flex gap-2">
          {isNotFound ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('destinations.actions.retry')}
            </Button>
          )}
          <Button onClick={onClose}>{t('destinations.detail.backToList')}</Button>
        </div>
      </div>
    );
  } else {
    body = <DetailSkeleton />;
  }

  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        destination ? <span data-user-content>{destination.title}</span> : t('destinations.detail.title')
      }
      size="lg"
      confirmUnsentText
    >
      {body}
    </Dialog>
  );
}
