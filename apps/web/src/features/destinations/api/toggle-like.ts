import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Destination, LikeToggleResult } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { patchDestination } from './cache';
import { destinationKeys } from './query-keys';

/** POST /api/destinations/:id/like (a toggle). */
export function toggleLike(id: string) {
  return api.post<LikeToggleResult>(`/api/destinations/${encodeURIComponent(id)}/like`);
}

type LikeState = Pick<Destination, 'id' | 'is_liked' | 'likes_count'>;

/**
 * Flips the like at once everywhere the destination is shown, then settles on the server's
 * answer; on failure the previous state comes back and `onError` of the caller runs.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (destination: LikeState) => toggleLike(destination.id),
    onMutate: async (destination) => {
      await queryClient.cancelQueries({ queryKey: destinationKeys.detail(destination.id) });
      patchDestination(queryClient, destination.id, {
        is_liked: !destination.is_liked,
        likes_count: Math.max(0, destination.likes_count + (destination.is_liked ? -1 : 1)),
      });
    },
    onError: (_error, destination) =>
      patchDestination(queryClient, destination.id, {
        is_liked: destination.is_liked,
        likes_count: destination.likes_count,
      }),
    onSuccess: (result, destination) => patchDestination(queryClient, destination.id, result),
  });
}
