import { useQuery } from '@tanstack/react-query';
import type { CommentList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { commentKeys } from './query-keys';

/** GET /api/destinations/:id/comments — the whole thread, in thread order. */
export function getComments(destinationId: string) {
  return api.get<CommentList>(`/api/destinations/${encodeURIComponent(destinationId)}/comments`);
}

/** The thread of a destination; only fetched for a signed-in user (visitors get 401). */
export function useComments(destinationId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: commentKeys.thread(destinationId),
    queryFn: () => getComments(destinationId),
    enabled,
    select: (data) => data.items,
  });
}
