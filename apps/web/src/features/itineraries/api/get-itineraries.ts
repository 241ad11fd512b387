import { useInfiniteQuery } from '@tanstack/react-query';
import { limits, type ItineraryPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys, type ItineraryFilters } from './query-keys';

/** GET /api/itineraries: one keyset page. */
export function getItineraries(filters: ItineraryFilters, cursor?: string) {
  return api.get<ItineraryPage>('/api/itineraries', {
    query: { scope: filters.scope, sort: filters.sort, limit: limits.pageSizeDefault, cursor },
  });
}

export function useItineraries(filters: ItineraryFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: itineraryKeys.list(filters),
    queryFn: ({ pageParam }) => getItineraries(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
}
