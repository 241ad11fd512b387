import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import type { DestinationPage } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import { DestinationCard } from './destination-card';
import { CardSkeletons } from './destination-results';

export interface DestinationShelfProps {
  query: UseInfiniteQueryResult<InfiniteData<DestinationPage>>;
  /** The section's id: its heading is `${id}-heading`. */
  id: string;
  icon: ReactNode;
  title: string;
  loading: string;
  loadFailed: string;
  empty: ReactNode;
}

/**
 * One of My Page's keyset lists of destination cards (bookmarks, own pinpoints) with its loading,
 * error and empty states; the next page loads as the end comes into view, or by the button.
 */
export function DestinationShelf({
  query,
  id,
  icon,
  title,
  loading,
  loadFailed,
  empty,
}: DestinationShelfProps) {
  const { t } = useTranslation();
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  const canLoadMore = Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {loading}
        </p>
        <CardSkeletons view="grid" count={2} columns={2} />
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] bg-danger-soft px-6 py-10 text-center"
      >
        <p className="font-semibold text-danger">{loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('destinations.actions.retry')}
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="rounded-[var(--radius-card)] border border-dashed border-line px-6 py-10 text-center text-sm text-ink-muted">
        {empty}
      </div>
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={title}>
          {items.map((destination) => (
            <li key={destination.id} className="grid">
              <DestinationCard destination={destination} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} className="h-px" />
        {isFetchingNextPage ? (
          <div className="mt-5">
            <CardSkeletons view="grid" count={2} columns={2} />
          </div>
        ) : null}
        {canLoadMore ? (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => void fetchNextPage()}>
              {t('destinations.list.more')}
            </Button>
          </div>
        ) : null}
        {query.isFetchNextPageError ? (
          <p role="alert" className="mt-4 text-center text-sm text-danger">
            {loadFailed}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] sm:p-6"
      data-testid={id}
    >
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {body}
    </section>
  );
}
