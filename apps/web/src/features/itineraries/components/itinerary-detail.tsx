import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dayCost, type Itinerary, type ItineraryPlan } from '@pintrip/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormMessage } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useCopyItinerary } from '../api/copy-itinerary';
import { useItinerary } from '../api/get-itinerary';
import { useRecommendations } from '../api/get-recommendations';
import { useToggleItineraryLike } from '../api/toggle-like';
import { useItineraryActions } from '../hooks/use-itinerary-actions';
import { useIsOnline } from '../hooks/use-online';
import { useItinerariesViewer } from '../hooks/viewer-context';
import {
  fallbackPlanImage,
  mapSearchUrl,
  useFormatCount,
  useFormatDateRange,
  useFormatWon,
} from '../lib/format';
import { useItineraryErrorMessage } from '../lib/messages';
import { DayMap } from './day-map';
import { ArrowLeftIcon, CalendarIcon, CopyIcon, EyeIcon, HeartIcon, PinIcon, PrintIcon } from './icons';
import { ItineraryCard } from './itinerary-card';
import { ItineraryFormDialog } from './itinerary-form-dialog';
import { ShareMenu } from './share-menu';
import '../lib/itineraries.css';

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
  const query = useItinerary(id);
  if (query.isPending) {
    return (
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Spinner label={t('itineraries.detail.loading')} />
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-4xl flex-col items-start gap-4 px-4 py-10">
        <FormMessage tone="error">
          {isMissing ? t('itineraries.errors.notFound') : t('itineraries.errors.detailFailed')}
        </FormMessage>
        <BackLink />
      </div>
    );
  }
  return <ItineraryDetail itinerary={query.data} />;
}

function ItineraryDetail({ itinerary }: { itinerary: Itinerary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const isOnline = useIsOnline();
  const errorMessage = useItineraryErrorMessage();
  const formatWon = useFormatWon();
  const formatCount = useFormatCount();
  const formatRange = useFormatDateRange();
  const { viewer, isAdmin, isOwner, requestLogin } = useItinerariesViewer();
  const like = useToggleItineraryLike();
  const copy = useCopyItinerary();
  const actions = useItineraryActions({ onDeleted: () => void navigate('/itineraries') });
  const [isEditing, setIsEditing] = useState(false);
  const [mapDay, setMapDay] = useState(itinerary.days[0]?.day_number ?? 1);
  const owner = isOwner(itinerary.user_id);
  const canToggle = owner || isAdmin;

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
      onError: (error) => toast.show(errorMessage(error, t('itineraries.errors.likeFailed')), 'error'),
    });
  };
  const onCopy = () =>
    copy.mutate(itinerary.id, {
      onSuccess: (created) => {
        toast.show(t('itineraries.notices.copied'), 'success');
        void navigate(`/itineraries/${created.id}`);
      },
      onError: (error) =>
        toast.show(
          error instanceof ApiError && error.status === 404
            ? t('itineraries.errors.copySourceMissing')
            : errorMessage(error, t('itineraries.errors.copyFailed')),
          'error',
        ),
    });

  const likeButton = (compact: boolean) => (
    <Button
      variant="outline"
      size={compact ? 'sm' : 'md'}
      onClick={onLike}
      aria-pressed={itinerary.is_liked}
      aria-label={t('itineraries.detail.like', { count: itinerary.likes_count })}
      className={cn(itinerary.is_liked && 'text-danger')}
    >
      <HeartIcon filled={itinerary.is_liked} />
      {formatCount(itinerary.likes_count)}
    </Button>
  );
  const mapPlans = itinerary.days.find((d) => d.day_number === mapDay)?.plans ?? [];

  return (
    <div className="itinerary-print mx-auto max-w-4xl px-4 py-8 pb-28 sm:pb-10">
      <BackLink />
      {!isOnline ? (
        <div className="mt-3 print:hidden">
          <FormMessage tone="info" testId="offline-notice">
            {t('itineraries.offline.notice')}
          </FormMessage>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl" data-user-content>
            {itinerary.title}
          </h1>
          {isAdmin ? (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-bold print:hidden',
                itinerary.is_public ? 'bg-brand-soft text-brand-strong' : 'bg-surface-muted text-ink-muted',
              )}
              data-testid="visibility-badge"
            >
              {itinerary.is_public ? t('itineraries.visibility.public') : t('itineraries.visibility.private')}
            </span>
          ) : null}
        </div>
        <p className="text-ink-muted">
          {formatRange(itinerary.start_date, itinerary.end_date)}
          <span aria-hidden="true"> · </span>
          {t('itineraries.detail.author', { name: itinerary.author.display_name })}
        </p>
        {itinerary.copied_from ? (
          <p className="text-sm text-ink-muted">
            {t('itineraries.detail.copiedFrom')}{' '}
            <Link className="underline" to={`/itineraries/${itinerary.copied_from.id}`}>
              {itinerary.copied_from.title}
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 print:hidden">
          <div className="hidden gap-2 sm:flex">
            {likeButton(false)}
            <ShareMenu itinerary={itinerary} />
          </div>
          {canToggle ? (
            <Button
              variant="outline"
              onClick={() => actions.toggleVisibility(itinerary, owner ? 'detail' : 'admin')}
              disabled={actions.isToggling(itinerary.id)}
              aria-pressed={itinerary.is_public}
            >
              <EyeIcon off={!itinerary.is_public} />
              {itinerary.is_public
                ? t('itineraries.actions.makePrivate')
                : t('itineraries.actions.makePublic')}
            </Button>
          ) : null}
          {owner ? (
            <>
              <Button variant="outline" onClick={() => setIsEditing(true)}>
                {t('itineraries.actions.edit')}
              </Button>
              <Button variant="danger" onClick={() => actions.askDelete(itinerary)}>
                {t('itineraries.actions.delete')}
              </Button>
            </>
          ) : null}
          {viewer && !owner ? (
            <Button variant="secondary" onClick={onCopy} disabled={copy.isPending}>
              <CopyIcon />
              {t('itineraries.actions.copy')}
            </Button>
          ) : null}
          <a
            href={`/api/itineraries/${encodeURIComponent(itinerary.id)}/calendar.ics`}
            download
            className={buttonClasses('ghost')}
            data-testid="calendar-download"
          >
            <CalendarIcon />
            {t('itineraries.actions.calendar')}
          </a>
          <Button variant="ghost" onClick={() => window.print()}>
            <PrintIcon />
            {t('itineraries.actions.print')}
          </Button>
        </div>
      </div>

      {itinerary.days.some((d) => d.plans.length > 0) ? (
        <section className="mt-6 print:hidden" aria-labelledby="day-map-title">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="day-map-title" className="text-lg font-bold">
              {t('itineraries.map.title')}
            </h2>
            <div role="group" aria-label={t('itineraries.map.chooseDay')} className="flex flex-wrap gap-1.5">
              {itinerary.days.map((d) => (
                <button
                  key={d.id}
                  type="button"
                  aria-pressed={d.day_number === mapDay}
                  onClick={() => setMapDay(d.day_number)}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm font-medium',
                    d.day_number === mapDay
                      ? 'border-brand bg-brand-soft text-brand-strong'
                      : 'border-line text-ink-muted',
                  )}
                >
                  {t('itineraries.dayTitle', { day: d.day_number })}
                </button>
              ))}
            </div>
          </div>
          <div className="mt-3">
            <DayMap dayNumber={mapDay} plans={mapPlans.map((plan) => ({ ...plan, key: plan.id }))} />
          </div>
        </section>
      ) : null}

      <ol className="mt-6 flex flex-col gap-5">
        {itinerary.days.map((day) => (
          <li
            key={day.id}
            className="print-day rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-bold">{t('itineraries.dayTitle', { day: day.day_number })}</h2>
              <p className="text-sm text-ink-muted">
                {t('itineraries.dayCost', { amount: formatWon(day.estimated_cost ?? dayCost(day.plans)) })}
              </p>
            </div>
            {day.plans.length === 0 ? (
              <p className="mt-3 text-sm text-ink-muted">{t('itineraries.detail.noPlans')}</p>
            ) : (
              <ol className="mt-3 flex flex-col gap-3">
                {day.plans.map((plan, index) => (
                  <PlanItem key={plan.id} plan={plan} index={index} />
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <p className="mt-6 text-right text-lg font-bold" data-testid="total-cost">
        {t('itineraries.totalCost', { amount: formatWon(itinerary.total_cost) })}
      </p>

      <Recommendations id={itinerary.id} />

      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-center gap-3 border-t border-line bg-surface-raised/95 px-4 py-3 backdrop-blur sm:hidden print:hidden">
        {likeButton(true)}
        <ShareMenu itinerary={itinerary} compact />
      </div>

      {owner ? (
        <ItineraryFormDialog open={isEditing} onOpenChange={setIsEditing} itinerary={itinerary} />
      ) : null}
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

function PlanItem({ plan, index }: { plan: ItineraryPlan; index: number }) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  return (
    <li className="flex gap-3" data-testid="plan-item">
      <img
        src={plan.image_url ?? fallbackPlanImage}
        onError={(event) => {
          if (!event.currentTarget.src.endsWith(fallbackPlanImage))
            event.currentTarget.src = fallbackPlanImage;
        }}
        alt=""
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-xl object-cover sm:h-20 sm:w-20"
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
          <span className="font-bold text-brand-strong">{index + 1}</span>
          <span>{plan.time ?? t('itineraries.plan.noTime')}</span>
          <span aria-hidden="true">·</span>
          <span>{t('itineraries.plan.duration', { minutes: plan.duration })}</span>
          <span aria-hidden="true">·</span>
          <span>{formatWon(plan.cost)}</span>
        </p>
        <p className="font-semibold break-words" data-user-content>
          {plan.destination_id ? (
            <Link to={`/destinations/${plan.destination_id}`} className="hover:underline">
              {plan.destination}
            </Link>
          ) : (
            plan.destination
          )}
        </p>
        {plan.location ? (
          <a
            href={mapSearchUrl(plan.location)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-ink-muted underline"
          >
            <PinIcon />
            <span data-user-content>{plan.location}</span>
          </a>
        ) : null}
        {plan.note ? (
          <p className="mt-1 text-sm whitespace-pre-wrap" data-user-content>
            {plan.note}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function Recommendations({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useRecommendations(id);
  const items = query.data?.items.slice(0, 3) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title" className="mt-10 print:hidden">
      <h2 id="recommendations-title" className="mb-3 text-lg font-bold">
        {t('itineraries.detail.recommendations')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <ItineraryCard
              itinerary={item}
              variant="public"
              canToggleVisibility={false}
              canDelete={false}
              onToggleVisibility={() => undefined}
              onDelete={() => undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
