import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Itinerary } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** PATCH /api/itineraries/:id/visibility (owner or admin). */
export function setVisibility(id: string, isPublic: boolean) {
  return api.patch<Itinerary>(`/api/itineraries/${encodeURIComponent(id)}/visibility`, {
    is_public: isPublic,
  });
}

/** Spec 2 §4: after the change the data reloads. */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, fail at once ("not saved") instead of pausing as if it would be saved later.
    networkMode: 'always',
    mutationFn: ({ id, isPublic }: { id: string; isPublic: boolean }) => setVisibility(id, isPublic),
    onSuccess: async (saved) => {
      queryClient.setQueryData(itineraryKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.lists() });
    },
  });
}
