import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Comment, CommentList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { commentKeys } from './query-keys';

/** What the thread query caches: the pages loaded so far, each a run of whole threads. */
export type CommentPages = InfiniteData<CommentList, string | null>;

/** GET /api/destinations/:id/comments — one page of whole threads, newest thread first. */
export function getComments(destinationId: string, cursor: string | null) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get<CommentList>(`/api/destinations/${encodeURIComponent(destinationId)}/comments${query}`);
}

/** Applies `change` to the items of every loaded page (the cache keeps its pages). */
export function mapCommentPages(
  data: CommentPages | undefined,
  change: (items: Comment[], pageIndex: number) => Comment[],
): CommentPages | undefined {
  return data && { ...data, pages: data.pages.map((page, n) => ({ ...page, items: change(page.items, n) })) };
}

/**
 * The thread of a destination, a page of threads at a time (`fetchNextPage` loads the next);
 * only fetched for a signed-in user (visitors get 401).
 */
export function useComments(destinationId: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: commentKeys.thread(destinationId),
    queryFn: ({ pageParam }) => getComments(destinationId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? null,
    enabled,
    select: (data) => data.pages.flatMap((page) => page.items),
  });
}
