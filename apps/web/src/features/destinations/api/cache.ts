/**
 * Keeps every cached copy of a destination consistent (list pages, the detail, My Page bookmarks)
 * after a mutation or a realtime event, without refetching whole lists.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Destination, DestinationPage } from '@pintrip/shared';
import { destinationKeys, type DestinationFilters } from './query-keys';

type Pages = InfiniteData<DestinationPage, string | undefined>;

function mapPages(data: Pages | undefined, fn: (items: Destination[]) => Destination[]): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: fn(page.items) })) };
}

/** Applies `patch` to the destination `id` wherever it is cached. */
export function patchDestination(
  queryClient: QueryClient,
  id: string,
  patch: Partial<Destination> | ((current: Destination) => Partial<Destination>),
) {
  const apply = (d: Destination): Destination =>
    d.id === id ? { ...d, ...(typeof patch === 'function' ? patch(d) : patch) } : d;
  for (const key of [destinationKeys.lists(), destinationKeys.bookmarks(), destinationKeys.mine()]) {
    queryClient.setQueriesData<Pages>({ queryKey: key }, (data) =>
      mapPages(data, (items) => items.map(apply)),
    );
  }
  queryClient.setQueryData<Destination>(destinationKeys.detail(id), (d) => (d ? apply(d) : d));
}

/** Replaces the cached copies of a destination with a fresh one from the server. */
export function mergeDestination(queryClient: QueryClient, destination: Destination) {
  patchDestination(queryClient, destination.id, destination);
}

/** Takes a destination out of every list (it was deleted). */
export function removeDestination(queryClient: QueryClient, id: string) {
  for (const key of [destinationKeys.lists(), destinationKeys.bookmarks(), destinationKeys.mine()]) {
    queryClient.setQueriesData<Pages>({ queryKey: key }, (data) =>
      mapPages(data, (items) => items.filter((d) => d.id !== id)),
    );
  }
  queryClient.removeQueries({ queryKey: destinationKeys.detail(id), exact: true });
}

/** Takes a destination out of My Page's bookmarks only (it was unbookmarked). */
export function removeFromBookmarks(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<Pages>({ queryKey: destinationKeys.bookmarks() }, (data) =>
    mapPages(data, (items) => items.filter((d) => d.id !== id)),
  );
}

function filtersOf(key: QueryKey): DestinationFilters | undefined {
  const filters = key[2];
  return filters && typeof filters === 'object' ? (filters as DestinationFilters) : undefined;
}

/**
 * Puts a new destination at the top of the first page of every cached list it belongs to. A list
 * whose order or search the client cannot reproduce (another sort, a text search) is marked stale
 * instead, so it refetches when it is shown.
 */
export function prependDestination(queryClient: QueryClient, destination: Destination) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: destinationKeys.lists() })) {
    const filters = filtersOf(query.queryKey);
    if (!filters) continue;
    if (filters.category && filters.category !== destination.category) continue;
    if (filters.q || filters.sort !== 'latest') {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    queryClient.setQueryData<Pages>(query.queryKey, (data) => {
      if (!data || data.pages.length === 0) return data;
      if (data.pages.some((page) => page.items.some((d) => d.id === destination.id))) {
        return mapPages(data, (items) => items.map((d) => (d.id === destination.id ? destination : d)));
      }
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, items: [destination, ...first!.items] }, ...rest] };
    });
  }
  queryClient.setQueryData(destinationKeys.detail(destination.id), destination);
  // My Page's own pinpoints refetch when next shown.
  void queryClient.invalidateQueries({ queryKey: destinationKeys.mine() });
}

/** The destination as some cached list holds it, to show at once while the detail loads. */
export function findCachedDestination(queryClient: QueryClient, id: string): Destination | undefined {
  for (const key of [destinationKeys.lists(), destinationKeys.bookmarks(), destinationKeys.mine()]) {
    for (const [, data] of queryClient.getQueriesData<Pages>({ queryKey: key })) {
      for (const page of data?.pages ?? []) {
        const found = page.items.find((d) => d.id === id);
        if (found) return found;
      }
    }
  }
  return undefined;
}
