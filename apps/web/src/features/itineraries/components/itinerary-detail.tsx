import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { useIsDeactivated } from '../../session';
import type { Itinerary } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { ArrowLeftIcon, HeartIcon } from '../../../components/ui/icons';
import { likedButtonClass } from '../../../components/ui/liked';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatCount } from '../../../lib/format';
import { useCopyItinerary } from '../api/copy-itinerary';
import { useItinerary } from '../api/get-itinerary';
import { useToggleItineraryLike } from '../api/toggle-like';
import { useItinerariesViewer } from '../context/viewer-context';
import { useItineraryActions } from '../hooks/use-itinerary-actions';
import { useIsOnline } from '../../../hooks/use-online';
import { ItineraryDayMapSection } from './itinerary-day-map-section';
import { ItineraryDays } from './itinerary-days';
import { ItineraryHeader } from './itinerary-header';
import { ItineraryRecommendations } from './itinerary-recommendations';
import { ItineraryShare } from './itinerary-share';
import '../lib/itineraries.css';
import { HiddenBanner } from '../../moderation';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/itineraries"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-ink print:hidden"
    >
      <ArrowLeftIcon />
      {t('itineraries.detail.back')}
    </Link>
  );
}

/** /itineraries/:id. */
export function ItineraryDetailScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = useItinerary(id);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Spinner label={t('itineraries.detail.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 py-10">
        <FormMessage tone="error">{errorMessage('itineraries.load', query.error)}</FormMessage>
        <BackLink />
      </div>
    );
  }
  return <ItineraryDetail itinerary={query.data} />;
}

/**
 * The detail: header and actions, the day map, the days, recommendations, and on phones a bottom
 * bar with like and share.
 */
function ItineraryDetail({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const isOnline = useIsOnline();
  const errorMessage = useErrorMessage();
  const formatCount = useFormatCount();
  const { viewer, requestLogin } = useItinerariesViewer();
  const like = useToggleItineraryLike();
  const copy = useCopyItinerary();
  const actions = useItineraryActions({ onDeleted: () => void navigate('/itineraries') });

  const onLike = () => {
    // Offline the session cannot be checked either: say so rather than ask to sign in.
    if (!isOnline) {
      toast.show(t('itineraries.errors.offline'), 'error');
      return;
    }
    if (!viewer) {
      toast.show(t('itineraries.errors.likeLoginRequired'), 'error');
      requestLogin();
      return;
    }
    like.mutate(itinerary, {
      onError: (error) => toast.show(errorMessage('itineraries.like', error), 'error'),
    });
  };
  const onCopy = () =>
    copy.mutate(itinerary.id, {
      onSuccess: (created) => {
        toast.show(t('itineraries.notices.copied'), 'success');
        void navigate(`/itineraries/${created.id}`);
      },
      onError: (error) => toast.show(errorMessage('itineraries.copy', error), 'error'),
    });

  const isDeactivated = useIsDeactivated();
  const likeButton = (compact: boolean) => (
    <Button
      disabled={isDeactivated}
      variant="outline"
      size={compact ? 'sm' : 'md'}
      onClick={onLike}
      aria-pressed={itinerary.is_liked}
      aria-label={t('itineraries.detail.like', { value: formatCount(itinerary.likes_count) })}
      className={cn(itinerary.is_liked && likedButtonClass)}
    >
      <HeartIcon filled={itinerary.is_liked} />
      {formatCount(itinerary.likes_count)}
    </Button>
  );

  return (
    <div className="itinerary-print mx-auto max-w-4xl px-4 py-8 pb-28 sm:pb-10">
      <BackLink />
      <HiddenBanner targetType="itinerary" item={itinerary} isHidden={itinerary.is_hidden} />
      {!isOnline ? (
        <div className="mt-3 print:hidden">
          <FormMessage tone="info" testId="offline-notice">
            {t('itineraries.offline.notice')}
          </FormMessage>
        </div>
      ) : null}
      <ItineraryHeader
        itinerary={itinerary}
        likeButton={likeButton(false)}
        actions={actions}
        onCopy={onCopy}
        isCopying={copy.isPending}
      />
      <ItineraryDayMapSection itinerary={itinerary} />
      <ItineraryDays itinerary={itinerary} />
      <ItineraryRecommendations id={itinerary.id} />

      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-center gap-3 border-t border-line bg-surface-raised/95 px-4 py-3 backdrop-blur sm:hidden print:hidden">
        {likeButton(true)}
        <ItineraryShare itinerary={itinerary} compact />
      </div>

      <ConfirmDialog
        open={actions.deleteTarget !== null}
        onOpenChange={(open) => (open ? undefined : actions.cancelDelete())}
        title={t('itineraries.confirmDelete')}
        description={t('itineraries.confirmDeleteIrreversible')}
        confirmLabel={t('itineraries.actions.delete')}
        isBusy={actions.isDeleting}
        onConfirm={actions.confirmDelete}
      />
    </div>
  );
}
