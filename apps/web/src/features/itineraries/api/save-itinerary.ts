import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Itinerary, ItineraryWrite } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** POST /api/itineraries. */
export function createItinerary(body: ItineraryWrite) {
  return api.post<Itinerary>('/api/itineraries', body);
}

/** PUT /api/itineraries/:id: replaces all days and plans. */
export function updateItinerary(id: string, body: ItineraryWrite) {
  return api.put<Itinerary>(`/api/itineraries/${encodeURIComponent(id)}`, body);
}

/** Creates (no id) or replaces an itinerary; the answer becomes the cached detail and lists reload. */
export function useSaveItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: ({ id, body }: { id?: string; body: ItineraryWrite }) =>
      id ? updateItinerary(id, body) : createItinerary(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(itineraryKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
