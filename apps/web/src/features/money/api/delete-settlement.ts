import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/settlements/:settlement_id: undo a settle-up (again: 204). */
export const deleteSettlement = (itineraryId: string, settlementId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/settlements/${encodeURIComponent(settlementId)}`);

export function useUndoSettlement(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settlementId: string) => deleteSettlement(itineraryId, settlementId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
