import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { commentKeys } from './query-keys';

/** DELETE /api/comments/:id (author or admin). */
export function deleteComment(commentId: string) {
  return api.delete<void>(`/api/comments/${encodeURIComponent(commentId)}`);
}

/**
 * Deletes a comment, then refetches the thread: the server decides whether it leaves a
 * placeholder (it had replies) or disappears, possibly with emptied placeholders above it.
 */
export function useDeleteComment(destinationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(commentId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: commentKeys.thread(destinationId) });
    },
  });
}
