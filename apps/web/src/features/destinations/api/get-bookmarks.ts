import { useInfiniteQuery } from '@tanstack/react-query';
import { limits, type DestinationPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { destinationKeys } from './query-keys';

/** GET /api/me/bookmarks: the signed-in user's bookmarked destinations, newest bookmark first. */
export function getBookmarks(cursor?: string) {
  return api.get<DestinationPage>('/api/me/bookmarks', { query: { limit: limits.pageSizeDefault, cursor } });
}

export function useBookmarks() {
  return useInfiniteQuery({
    queryKey: destinationKeys.bookmarks(),
    queryFn: ({ pageParam }) => getBookmarks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
