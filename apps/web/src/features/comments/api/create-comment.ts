import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentCreate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { insertInThread } from '../utils/thread';
import { mapCommentPages, type CommentPages } from './get-comments';
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
      // A new thread opens the first page; a reply goes into the page holding its parent.
      queryClient.setQueryData<CommentPages>(commentKeys.thread(destinationId), (data) =>
        mapCommentPages(data, (items, n) =>
          comment.parent_id
            ? items.some((c) => c.id === comment.parent_id)
              ? insertInThread(items, comment)
              : items
            : n === 0
              ? insertInThread(items, comment)
              : items,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: commentKeys.thread(destinationId) });
    },
  });
}
