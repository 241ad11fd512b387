import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/exchanges/:exchange_id (204, again 204). */
export const deleteExchange = (itineraryId: string, exchangeId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/exchanges/${encodeURIComponent(exchangeId)}`);

export function useDeleteExchange(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (exchangeId: string) => deleteExchange(itineraryId, exchangeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
