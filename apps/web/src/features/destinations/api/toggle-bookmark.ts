import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { BookmarkToggleResult, Destination, DestinationPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { patchDestination, removeFromBookmarks } from './cache';
import { destinationKeys } from './query-keys';

/** POST /api/destinations/:id/bookmark (a toggle). */
export function toggleBookmark(id: string) {
  return api.post<BookmarkToggleResult>(`/api/destinations/${encodeURIComponent(id)}/bookmark`);
}

type BookmarkState = Pick<Destination, 'id' | 'is_bookmarked'>;
type Snapshot = [readonly unknown[], InfiniteData<DestinationPage> | undefined][];

/**
 * Flips the bookmark at once; unbookmarking also takes the card off My Page. On failure both come
 * back as they were.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (destination: BookmarkState) => toggleBookmark(destination.id),
    onMutate: async (destination): Promise<{ bookmarks: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: destinationKeys.bookmarks() });
      const bookmarks = queryClient.getQueriesData<InfiniteData<DestinationPage>>({
        queryKey: destinationKeys.bookmarks(),
      });
      patchDestination(queryClient, destination.id, { is_bookmarked: !destination.is_bookmarked });
      if (destination.is_bookmarked) removeFromBookmarks(queryClient, destination.id);
      return { bookmarks };
    },
    onError: (_error, destination, context) => {
      patchDestination(queryClient, destination.id, { is_bookmarked: destination.is_bookmarked });
      for (const [key, data] of context?.bookmarks ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (result, destination) => {
      patchDestination(queryClient, destination.id, result);
      if (result.is_bookmarked) {
        // A new bookmark belongs on My Page: its list refetches when next shown.
        void queryClient.invalidateQueries({ queryKey: destinationKeys.bookmarks() });
      } else {
        removeFromBookmarks(queryClient, destination.id);
      }
    },
  });
}
