import { useInfiniteQuery } from '@tanstack/react-query';
import { limits, type DestinationPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { destinationKeys } from './query-keys';

/** GET /api/me/destinations: the signed-in user's own pinpoints, newest first (hidden ones marked). */
export function getMyDestinations(cursor?: string) {
  return api.get<DestinationPage>('/api/me/destinations', {
    query: { limit: limits.pageSizeDefault, cursor },
  });
}

export function useMyDestinations() {
  return useInfiniteQuery({
    queryKey: destinationKeys.mine(),
    queryFn: ({ pageParam }) => getMyDestinations(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
