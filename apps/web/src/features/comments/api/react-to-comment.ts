import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentReactionResult } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { mapCommentPages, type CommentPages } from './get-comments';
import { commentKeys } from './query-keys';

/** POST /api/comments/:id/reaction — none → set, same again → removed, opposite → switched. */
export function reactToComment(commentId: string, isLike: boolean) {
  return api.post<CommentReactionResult>(`/api/comments/${encodeURIComponent(commentId)}/reaction`, {
    is_like: isLike,
  });
}

/** Reacts and writes the server's counts into the cached thread (no refetch). */
export function useReactToComment(destinationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, isLike }: { commentId: string; isLike: boolean }) =>
      reactToComment(commentId, isLike),
    onSuccess: (result, { commentId }) => {
      queryClient.setQueryData<CommentPages>(commentKeys.thread(destinationId), (data) =>
        mapCommentPages(data, (items) => items.map((c) => (c.id === commentId ? { ...c, ...result } : c))),
      );
    },
  });
}
