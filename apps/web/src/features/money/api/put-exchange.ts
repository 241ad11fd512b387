import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Exchange, ExchangeInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** PUT /api/itineraries/:id/exchanges/:exchange_id: a 환전 record, whole, under the client's id. */
export const putExchange = (itineraryId: string, exchangeId: string, input: ExchangeInput) =>
  api.put<Exchange>(`${moneyPath(itineraryId)}/exchanges/${encodeURIComponent(exchangeId)}`, input);

export function useSaveExchange(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ExchangeInput }) => putExchange(itineraryId, id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
