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
    mutationFn: deleteItinerary,
    onSuccess: (_result, id) => removeItinerary(queryClient, id),
  });
}
