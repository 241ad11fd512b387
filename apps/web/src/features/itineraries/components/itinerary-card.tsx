import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItinerarySummary } from '@pintrip/shared';
import { useFormatCount, useFormatTripDates, useFormatWon } from '../../../lib/format';
import { likedHeartClass } from '../../../components/ui/liked';
import { CopyIcon, EyeIcon, HeartIcon, ShareIcon, TrashIcon } from '../../../components/ui/icons';

export interface ItineraryCardProps {
  itinerary: ItinerarySummary;
  /** "own" cards show the eye toggle and delete; "public" cards the location and admin toggle. */
  variant: 'own' | 'public';
  canToggleVisibility: boolean;
  canDelete: boolean;
  onToggleVisibility: () => void;
  onDelete: () => void;
  isBusy?: boolean;
}

/** A card linking to the detail: title, dates with day count, destinations, cost and counters. */
export function ItineraryCard({
  itinerary,
  variant,
  canToggleVisibility,
  canDelete,
  onToggleVisibility,
  onDelete,
  isBusy = false,
}: ItineraryCardProps) {
  const { t } = useTranslation();
  const formatWon = useFormatWon();
  const formatCount = useFormatCount();
  const formatRange = useFormatTripDates();
  return (
    <article
      className="relative flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4 shadow-[var(--shadow-card)] transition-shadow hover:shadow-raised"
      data-testid="itinerary-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base leading-snug font-bold break-words">
          <Link to={`/itineraries/${itinerary.id}`} className="after:absolute after:inset-0 hover:underline">
            <span data-user-content>{itinerary.title}</span>
          </Link>
          {variant === 'public' && itinerary.location ? (
            <span className="ml-1 text-sm font-medium text-ink-muted" data-user-content>
              {t('itineraries.card.location', { location: itinerary.location })}
            </span>
          ) : null}
        </h3>
        <div className="relative z-10 flex shrink-0 gap-1">
          {canToggleVisibility ? (
            <button
              type="button"
              onClick={onToggleVisibility}
              disabled={isBusy}
              aria-pressed={itinerary.is_public}
              aria-label={
                itinerary.is_public
                  ? t('itineraries.actions.makePrivate')
                  : t('itineraries.actions.makePublic')
              }
              title={
                itinerary.is_public ? t('itineraries.visibility.public') : t('itineraries.visibility.private')
              }
              className="rounded-full p-2 text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
            >
              <EyeIcon off={!itinerary.is_public} />
            </button>
          ) : null}
          {canDelete ? (
            <button
              type="button"
              onClick={onDelete}
              disabled={isBusy}
              aria-label={t('itineraries.actions.delete')}
              className="rounded-full p-2 text-ink-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
            >
              <TrashIcon />
            </button>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-ink-muted">{formatRange(itinerary.start_date, itinerary.end_date)}</p>
      <p className="text-sm">
        {t('itineraries.card.destinations', { count: itinerary.destination_count })}
        <span aria-hidden="true"> · </span>
        <span className="font-semibold">{formatWon(itinerary.total_cost)}</span>
      </p>
      <ul
        className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted"
        aria-label={t('itineraries.card.stats')}
      >
        <li className="inline-flex items-center gap-1" title={t('itineraries.card.likes')}>
          <HeartIcon
            filled={itinerary.is_liked}
            className={itinerary.is_liked ? likedHeartClass : undefined}
          />
          <span className="sr-only">{t('itineraries.card.likes')}</span>
          {formatCount(itinerary.likes_count)}
        </li>
        <li className="inline-flex items-center gap-1" title={t('itineraries.card.shares')}>
          <ShareIcon />
          <span className="sr-only">{t('itineraries.card.shares')}</span>
          {formatCount(itinerary.share_count)}
        </li>
        <li className="inline-flex items-center gap-1" title={t('itineraries.card.views')}>
          <EyeIcon />
          <span className="sr-only">{t('itineraries.card.views')}</span>
          {formatCount(itinerary.views_count)}
        </li>
        <li className="inline-flex items-center gap-1" title={t('itineraries.card.copies')}>
          <CopyIcon />
          <span className="sr-only">{t('itineraries.card.copies')}</span>
          {formatCount(itinerary.copy_count)}
        </li>
      </ul>
    </article>
  );
}
