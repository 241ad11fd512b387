import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryLikeResult, ItinerarySummary } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { patchItinerary } from './cache';
import { itineraryKeys } from './query-keys';

/** POST /api/itineraries/:id/like (a toggle). */
export function toggleItineraryLike(id: string) {
  return api.post<ItineraryLikeResult>(`/api/itineraries/${encodeURIComponent(id)}/like`);
}

type LikeState = Pick<ItinerarySummary, 'id' | 'is_liked' | 'likes_count'>;

/** Flips the like at once (spec 2 §4: ±1 locally), then settles on the server's answer or rolls back. */
export function useToggleItineraryLike() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: (itinerary: LikeState) => toggleItineraryLike(itinerary.id),
    onMutate: async (itinerary) => {
      await queryClient.cancelQueries({ queryKey: itineraryKeys.detail(itinerary.id) });
      patchItinerary(queryClient, itinerary.id, {
        is_liked: !itinerary.is_liked,
        likes_count: Math.max(0, itinerary.likes_count + (itinerary.is_liked ? -1 : 1)),
      });
    },
    onError: (_error, itinerary) =>
      patchItinerary(queryClient, itinerary.id, {
        is_liked: itinerary.is_liked,
        likes_count: itinerary.likes_count,
      }),
    onSuccess: (result, itinerary) => patchItinerary(queryClient, itinerary.id, result),
  });
}
