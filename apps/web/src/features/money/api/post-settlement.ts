import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settlement, SettlementInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** POST /api/itineraries/:id/settlements under the client's id: a replay answers the one recorded. */
export const postSettlement = (itineraryId: string, input: SettlementInput) =>
  api.post<Settlement>(`${moneyPath(itineraryId)}/settlements`, input);

export function useRecordSettlement(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SettlementInput) => postSettlement(itineraryId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
