import { useInfiniteQuery } from '@tanstack/react-query';
import { limits, type DestinationPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { destinationKeys, type DestinationFilters } from './query-keys';

/** GET /api/destinations: one keyset page. */
export function getDestinations(filters: DestinationFilters, cursor?: string) {
  return api.get<DestinationPage>('/api/destinations', {
    query: {
      category: filters.category || undefined,
      q: filters.q || undefined,
      sort: filters.sort,
      limit: limits.pageSizeDefault,
      cursor,
    },
  });
}

export function useDestinations(filters: DestinationFilters) {
  return useInfiniteQuery({
    queryKey: destinationKeys.list(filters),
    queryFn: ({ pageParam }) => getDestinations(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Offline, fail (and say so) instead of waiting silently; back online, refetch whatever the
    // query's age (a failed list did not count as stale and stayed on its error until 다시 시도).
    networkMode: 'always',
    refetchOnReconnect: 'always',
  });
}
