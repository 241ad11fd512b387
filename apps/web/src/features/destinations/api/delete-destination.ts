import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { removeDestination } from './cache';

/**
 * Ids this tab is deleting: the realtime "deleted" event that follows our own delete must not
 * tell the user that someone else removed the destination.
 */
export const deletingIds = new Set<string>();

/** DELETE /api/destinations/:id */
export function deleteDestination(id: string) {
  return api.delete<void>(`/api/destinations/${encodeURIComponent(id)}`);
}

export function useDeleteDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDestination,
    onMutate: (id) => {
      deletingIds.add(id);
    },
    onSuccess: (_result, id) => removeDestination(queryClient, id),
    onSettled: (_result, _error, id) => {
      // Give the event a moment to arrive before forgetting the id.
      setTimeout(() => deletingIds.delete(id), 10_000);
    },
  });
}
