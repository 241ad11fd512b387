import { memo, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import type { Destination } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { HydrateWhenSeen } from '../../../components/ui/hydrate-when-seen';
import { cn } from '../../../components/ui/cn';
import { Spinner } from '../../../components/ui/spinner';
import { useDestinations } from '../api/get-destinations';
import type { DestinationFilters } from '../api/query-keys';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import type { ViewMode } from '../hooks/use-list-params';
import { DestinationCard, DestinationRow } from './destination-card';
import { DestinationsMap } from './destinations-map';
import { MapIcon, PinIcon } from '../../../components/ui/icons';

/** The map shows every destination, not a page of them; this caps how many pages it fetches. */
const mapPageCap = 25;

/** The cards hydrated with the page: the first (a phone's first screen); the rest as each nears the screen. */
const eagerCards = 1;

/**
 * A card further down: the server's HTML until it comes near the screen, then hydrated
 * (docs/decisions/0051). `memo`: a refetch that changed nothing keeps the item, so the card stays
 * unhydrated rather than rendered anew.
 */
const LaterCard = memo(function LaterCard({ destination }: { destination: Destination }) {
  return (
    <HydrateWhenSeen
      as="li"
      className="grid [contain-intrinsic-block-size:auto_34rem] [content-visibility:auto]"
    >
      <DestinationCard destination={destination} />
    </HydrateWhenSeen>
  );
});

export function CardSkeletons({
  view,
  count = 6,
  columns = 3,
}: {
  view: ViewMode;
  count?: number;
  /** Most grid columns on wide screens. */
  columns?: 2 | 3;
}) {
  const items = Array.from({ length: count }, (_, n) => n);
  if (view === 'list') {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {items.map((n) => (
          <div key={n} className="flex gap-4 rounded-[var(--radius-card)] border border-line p-3">
            <div className="skeleton h-24 w-24 rounded-xl sm:h-36 sm:w-48" />
            <div className="flex flex-1 flex-col gap-2 py-1">
              <div className="skeleton h-3 w-16 rounded" />
              <div className="skeleton h-5 w-2/3 rounded" />
              <div className="skeleton h-4 w-1/2 rounded" />
              <div className="skeleton h-4 w-1/3 rounded" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')} aria-hidden="true">
      {items.map((n) => (
        <div key={n} className="overflow-hidden rounded-[var(--radius-card)] border border-line">
          <div className="skeleton aspect-[4/3]" />
          <div className="flex flex-col gap-2 p-4">
            <div className="skeleton h-4 w-1/3 rounded" />
            <div className="skeleton h-5 w-3/4 rounded" />
            <div className="skeleton h-4 w-1/2 rounded" />
            <div className="skeleton h-4 w-full rounded" />
          </div>
        </div>
      ))}
    </div>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-line px-6 py-16 text-center">
      <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-soft text-brand-strong">
        {icon}
      </span>
      {children}
    </div>
  );
}

/**
 * The results in the chosen view, with their states: skeletons while loading, the load error with
 * a retry, the empty state, and more pages as the end of the list comes near.
 */
export function DestinationResults({
  filters,
  view,
  onOpen,
  onClearFilters,
  createAction,
}: {
  filters: DestinationFilters;
  view: ViewMode;
  onOpen: (id: string) => void;
  onClearFilters: () => void;
  /** The "register pinpoint" button, when the viewer may register one. */
  createAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const query = useDestinations(filters);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items: Destination[] = data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll(
    () => {
      if (canLoadMore) void fetchNextPage();
    },
    canLoadMore && view !== 'map',
  );

  const pageCount = data?.pages.length ?? 0;
  useEffect(() => {
    if (view === 'map' && canLoadMore && pageCount < mapPageCap) void fetchNextPage();
  }, [view, canLoadMore, pageCount, fetchNextPage]);

  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('destinations.list.loading')}
        </p>
        {view === 'map' ? (
          <div className="skeleton h-[600px] rounded-[var(--radius-card)]" aria-hidden="true" />
        ) : (
          <CardSkeletons view={view} />
        )}
      </div>
    );
  }

  if (query.isError && items.length === 0) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-[var(--radius-card)] bg-danger-soft px-6 py-12 text-center"
      >
        <p className="font-semibold text-danger">{t('destinations.messages.loadFailed')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('destinations.actions.retry')}
        </Button>
      </div>
    );
  }

  if (items.length === 0) {
    const isFiltered = Boolean(filters.category || filters.q);
    return (
      <Notice icon={<PinIcon className="h-7 w-7" />}>
        <div>
          <p className="text-lg font-bold">
            {isFiltered ? t('destinations.list.noResults') : t('destinations.list.empty')}
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            {isFiltered ? t('destinations.list.noResultsHint') : t('destinations.list.emptyHint')}
          </p>
        </div>
        {isFiltered ? (
          <Button variant="outline" onClick={onClearFilters}>
            {t('destinations.filters.clear')}
          </Button>
        ) : (
          createAction
        )}
      </Notice>
    );
  }

  return (
    <div>
      {/* Cards title themselves with <h3>: this keeps the outline h1 → h2 → h3. */}
      <h2 className="sr-only">{t('destinations.list.label')}</h2>
      {view === 'map' ? (
        <DestinationsMap destinations={items} onOpen={onOpen} />
      ) : view === 'list' ? (
        <ul className="flex flex-col gap-3" aria-label={t('destinations.list.label')}>
          {items.map((destination) => (
            <li key={destination.id}>
              <DestinationRow destination={destination} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('destinations.list.label')}>
          {items.map((destination, index) =>
            index < eagerCards ? (
              <li key={destination.id} className="grid">
                <DestinationCard destination={destination} isFirst={index === 0} />
              </li>
            ) : (
              <LaterCard key={destination.id} destination={destination} />
            ),
          )}
        </ul>
      )}
      <div ref={sentinel} className="h-px" />
      {isFetchingNextPage ? (
        view === 'map' ? (
          <Spinner className="mt-3" label={t('destinations.list.loadingMore')} />
        ) : (
          <div className="mt-5">
            <p role="status" className="sr-only">
              {t('destinations.list.loadingMore')}
            </p>
            <CardSkeletons view={view} count={3} />
          </div>
        )
      ) : null}
      {query.isFetchNextPageError ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="text-sm font-semibold text-danger">{t('destinations.messages.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
            {t('destinations.actions.retry')}
          </Button>
        </div>
      ) : null}
      {canLoadMore && view !== 'map' ? (
        <div className="mt-8 flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()}>
            {t('destinations.list.more')}
          </Button>
        </div>
      ) : null}
      {!hasNextPage && view !== 'map' && items.length > 6 ? (
        <p className="mt-8 flex items-center justify-center gap-2 text-sm text-ink-subtle">
          <MapIcon className="h-4 w-4" />
          {t('destinations.list.end')}
        </p>
      ) : null}
    </div>
  );
}
