import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Itinerary } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** POST /api/itineraries/:id/copy: a private copy for the caller. */
export function copyItinerary(id: string) {
  return api.post<Itinerary>(`/api/itineraries/${encodeURIComponent(id)}/copy`);
}

export function useCopyItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: copyItinerary,
    onSuccess: async (copy) => {
      queryClient.setQueryData(itineraryKeys.detail(copy.id), copy);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
