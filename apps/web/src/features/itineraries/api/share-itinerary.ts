import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItineraryShareResult, ShareChannel } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { patchItinerary } from './cache';

/** POST /api/itineraries/:id/share: counts one share on a channel. */
export function shareItinerary(id: string, channel: ShareChannel) {
  return api.post<ItineraryShareResult>(`/api/itineraries/${encodeURIComponent(id)}/share`, { channel });
}

/** A failure is only logged (spec 2 §8). */
export function useShareItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: ({ id, channel }: { id: string; channel: ShareChannel }) => shareItinerary(id, channel),
    onSuccess: (result, { id }) => patchItinerary(queryClient, id, result),
    onError: (error) => console.warn('share count failed', error),
  });
}
