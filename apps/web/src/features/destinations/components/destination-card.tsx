import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { limits, type Destination } from '@pintrip/shared';
import { useDetailLink, type DetailLinkState } from '../hooks/use-detail-link';
import { useFormatBudget, useFormatCount, useFormatDate } from '../../../lib/format';
import { AuthorAvatar, CategoryBadge, DestinationImage, Hashtags } from './destination-parts';
import {
  CalendarIcon,
  CommentIcon,
  HeartIcon,
  PinIcon,
  StarIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { cn } from '../../../components/ui/cn';
import { likedHeartClass } from '../../../components/ui/liked';
import { BookmarkButton } from './reaction-buttons';
import { useCategoryLabel } from '../api/get-categories';
import { useDestinationsViewer } from '../context/viewer-context';

const linkState: DetailLinkState = { fromList: true };

function Counts({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  return (
    <div className="flex items-center gap-3 text-sm text-ink-muted">
      <span className="inline-flex items-center gap-1 whitespace-nowrap" data-testid="destination-rating">
        <span className="sr-only">{t('destinations.card.rating', { rating: destination.rating })}</span>
        <StarIcon filled className="h-4 w-4 text-accent" />
        <span aria-hidden="true" className="tabular-nums">
          <span className="font-semibold text-ink">{destination.rating}</span>/{limits.ratingMax}
        </span>
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="sr-only">{t('destinations.card.likes', { count: destination.likes_count })}</span>
        <HeartIcon
          className={cn('h-4 w-4', destination.is_liked && likedHeartClass)}
          filled={destination.is_liked}
        />
        <span aria-hidden="true" className="tabular-nums">
          {formatCount(destination.likes_count)}
        </span>
      </span>
      <span className="inline-flex items-center gap-1">
        <span className="sr-only">
          {t('destinations.card.comments', { count: destination.comments_count })}
        </span>
        <CommentIcon className="h-4 w-4" />
        <span aria-hidden="true" className="tabular-nums">
          {formatCount(destination.comments_count)}
        </span>
      </span>
    </div>
  );
}

function Author({ destination }: { destination: Destination }) {
  return (
    <div className="flex min-w-0 items-center gap-2 text-sm">
      <AuthorAvatar author={destination.author} />
      <span className="truncate font-medium text-ink-muted" data-user-content>
        {destination.author.display_name}
      </span>
    </div>
  );
}

/**
 * The title, linking to the detail; its ::after stretches over the card, so the whole card opens it.
 * The focus ring is drawn inside that box: the card clips what lies outside it.
 */
function TitleLink({ destination }: { destination: Destination }) {
  const detailLink = useDetailLink();
  return (
    <Link
      to={detailLink(destination.id)}
      state={linkState}
      className="outline-none after:absolute after:inset-0 after:content-[''] focus-visible:after:rounded-[var(--radius-card)] focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-brand"
    >
      <span data-user-content>{destination.title}</span>
    </Link>
  );
}

/** Where, what, how much and the tags: the middle of a card and of a row alike. */
function Summary({ destination }: { destination: Destination }) {
  const formatBudget = useFormatBudget();
  return (
    <>
      <p className="flex items-start gap-1 text-sm text-ink-muted">
        <PinIcon className="mt-0.5 h-4 w-4 shrink-0" />
        <span className="line-clamp-1" data-user-content>
          {destination.location}
        </span>
      </p>
      <p className="line-clamp-2 text-sm text-ink-muted" data-user-content>
        {destination.description}
      </p>
      <p className="flex items-center gap-1 text-sm font-semibold text-ink">
        <WalletIcon className="h-4 w-4 shrink-0 text-ink-subtle" />
        {formatBudget(destination.budget_min, destination.budget_max)}
      </p>
      <Hashtags tags={destination.hashtags} />
    </>
  );
}

/** A grid card with every field of spec 1 §2; the whole card opens the detail. */
/** Shown to the author and admins only (nobody else receives a hidden destination). */
function HiddenMark({ destination }: { destination: Destination }) {
  const { t } = useTranslation();
  if (!destination.is_hidden) return null;
  return (
    <p className="w-fit rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
      {t('destinations.hiddenByAdmin')}
    </p>
  );
}

/** `isFirst`: the list's first card, whose picture is the page's largest on a phone (its LCP). */
export function DestinationCard({
  destination,
  isFirst = false,
}: {
  destination: Destination;
  isFirst?: boolean;
}) {
  const categoryLabel = useCategoryLabel();
  const { renderTripAction } = useDestinationsViewer();
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-raised)]"
      data-testid="destination-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <DestinationImage
          destination={destination}
          eager={isFirst}
          className="h-full w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
        <CategoryBadge name={categoryLabel(destination.category)} className="absolute top-3 left-3" />
        <BookmarkButton destination={destination} compact className="absolute top-3 right-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Author destination={destination} />
        <h3 className="text-lg leading-snug font-bold">
          <TitleLink destination={destination} />
        </h3>
        <HiddenMark destination={destination} />
        <Summary destination={destination} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <Counts destination={destination} />
          {renderTripAction?.(destination, 'card')}
        </div>
      </div>
    </article>
  );
}

/** A list row: the card's fields side by side, plus the date. */
export function DestinationRow({ destination }: { destination: Destination }) {
  const formatDate = useFormatDate();
  const categoryLabel = useCategoryLabel();
  const { renderTripAction } = useDestinationsViewer();
  return (
    <article
      className="group relative flex gap-3 rounded-[var(--radius-card)] border border-line bg-surface-raised p-3 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-raised)] sm:gap-4"
      data-testid="destination-row"
    >
      <div className="relative h-24 w-24 shrink-0 overflow-hidden rounded-xl sm:h-36 sm:w-48">
        <DestinationImage destination={destination} className="h-full w-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <span className="text-xs font-bold text-brand">{categoryLabel(destination.category)}</span>
            <h3 className="text-base leading-snug font-bold sm:text-lg">
              <TitleLink destination={destination} />
            </h3>
            <HiddenMark destination={destination} />
          </div>
          <BookmarkButton destination={destination} compact className="relative z-10 -mt-1 -mr-1" />
        </div>
        <Summary destination={destination} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-1">
          <Author destination={destination} />
          <div className="flex items-center gap-3">
            <time
              dateTime={destination.created_at}
              className="inline-flex items-center gap-1 text-xs text-ink-subtle"
            >
              <CalendarIcon className="h-3.5 w-3.5" />
              {formatDate(destination.created_at)}
            </time>
            <Counts destination={destination} />
          </div>
          {renderTripAction?.(destination, 'card')}
        </div>
      </div>
    </article>
  );
}
