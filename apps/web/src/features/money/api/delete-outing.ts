import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/outings/:outing_id: the outing with every round (204, again 204). */
export const deleteOuting = (itineraryId: string, outingId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/outings/${encodeURIComponent(outingId)}`);

export function useDeleteOuting(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outingId: string) => deleteOuting(itineraryId, outingId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
