import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/payment-accounts/me (204, again 204). */
export const deleteMyPaymentAccount = (itineraryId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/payment-accounts/me`);

export function useRemoveMyPaymentAccount(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMyPaymentAccount(itineraryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.paymentAccounts(itineraryId) }),
  });
}
