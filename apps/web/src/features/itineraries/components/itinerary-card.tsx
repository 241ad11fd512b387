import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { ItinerarySummary } from '@pintrip/shared';
import { useFormatCount, useFormatTripDates, useFormatWon } from '../../../lib/format';
import { likedHeartClass } from '../../../components/ui/liked';
import {
  CopyIcon,
  EyeIcon,
  GlobeIcon,
  HeartIcon,
  LockIcon,
  ShareIcon,
  TrashIcon,
} from '../../../components/ui/icons';

export interface ItineraryCardProps {
  itinerary: ItinerarySummary;
  /** "public" cards show the location; the toggle and delete come with the permissions below. */
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
        {canDelete ? (
          <button
            type="button"
            onClick={onDelete}
            disabled={isBusy}
            aria-label={t('itineraries.actions.delete')}
            className="relative z-10 shrink-0 rounded-full p-2 text-ink-muted hover:bg-danger-soft hover:text-danger disabled:opacity-50"
          >
            <TrashIcon />
          </button>
        ) : null}
      </div>
      <VisibilityBadges itinerary={itinerary} />
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
      {canToggleVisibility ? (
        <VisibilityToggle itinerary={itinerary} isBusy={isBusy} onToggle={onToggleVisibility} />
      ) : null}
    </article>
  );
}

/**
 * What the card's owner (and admins) need to know at a glance, in words: private (only its owner
 * sees it) and hidden by a moderator. Nobody else is ever sent such an itinerary.
 */
function VisibilityBadges({ itinerary }: { itinerary: ItinerarySummary }) {
  const { t } = useTranslation();
  if (itinerary.is_public && !itinerary.is_hidden) return null;
  return (
    <p className="flex flex-wrap gap-1.5" data-testid="itinerary-badges">
      {!itinerary.is_public ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs font-bold text-ink-muted ring-1 ring-line">
          <LockIcon className="h-3.5 w-3.5" />
          {t('itineraries.badges.private')}
        </span>
      ) : null}
      {itinerary.is_hidden ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
          <EyeIcon off className="h-3.5 w-3.5" />
          {t('itineraries.badges.hidden')}
        </span>
      ) : null}
    </p>
  );
}

/** The visibility switch, labelled with what a press does ("공개로 전환" / "비공개로 전환"). */
function VisibilityToggle({
  itinerary,
  isBusy,
  onToggle,
}: {
  itinerary: ItinerarySummary;
  isBusy: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const label = itinerary.is_public
    ? t('itineraries.actions.makePrivate')
    : t('itineraries.actions.makePublic');
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={isBusy}
      aria-label={label}
      data-testid="visibility-toggle"
      className="relative z-10 mt-1 inline-flex w-fit items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-xs font-semibold text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-50"
    >
      {itinerary.is_public ? <LockIcon className="h-3.5 w-3.5" /> : <GlobeIcon className="h-3.5 w-3.5" />}
      {label}
    </button>
  );
}
