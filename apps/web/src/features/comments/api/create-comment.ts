import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentCreate, CommentList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { insertInThread } from '../utils/thread';
import { commentKeys } from './query-keys';

/** POST /api/destinations/:id/comments */
export function createComment(destinationId: string, body: CommentCreate) {
  return api.post<Comment>(`/api/destinations/${encodeURIComponent(destinationId)}/comments`, body);
}

/** Posts a comment or reply, shows it at once, then refetches the thread for its true place. */
export function useCreateComment(destinationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentCreate) => createComment(destinationId, body),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentList>(commentKeys.thread(destinationId), (data) =>
        data ? { items: insertInThread(data.items, comment) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.thread(destinationId) });
    },
  });
}
