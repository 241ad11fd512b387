import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Itinerary, ItineraryWrite } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** POST /api/itineraries. */
export function createItinerary(body: ItineraryWrite) {
  return api.post<Itinerary>('/api/itineraries', body);
}

/** Creates an itinerary; the answer becomes the cached detail (the planner opens on it) and lists reload. */
export function useCreateItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: createItinerary,
    onSuccess: async (created) => {
      queryClient.setQueryData(itineraryKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
