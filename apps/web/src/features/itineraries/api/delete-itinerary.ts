import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeItinerary } from './cache';

/** DELETE /api/itineraries/:id. */
export function deleteItinerary(id: string) {
  return api.delete<void>(`/api/itineraries/${encodeURIComponent(id)}`);
}

export function useDeleteItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: deleteItinerary,
    onSuccess: (_result, id) => removeItinerary(queryClient, id),
  });
}
