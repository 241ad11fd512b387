import { useInfiniteQuery } from '@tanstack/react-query';
import type { DestinationPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** How many destinations the picker asks for at a time. */
const pickerPageSize = 10;

/**
 * GET /api/destinations for the plan picker: `q` matches title and location (and more), one keyset
 * page at a time, never the whole table.
 */
export function searchDestinations(q: string, cursor?: string) {
  return api.get<DestinationPage>('/api/destinations', {
    query: { q: q || undefined, sort: 'latest', limit: pickerPageSize, cursor },
  });
}

export function useDestinationSearch(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: itineraryKeys.destinationSearch(q),
    queryFn: ({ pageParam }) => searchDestinations(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
}
