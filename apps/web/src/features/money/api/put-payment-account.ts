import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentAccount, PaymentAccountInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** PUT /api/itineraries/:id/payment-accounts/me: my bank account and/or KakaoPay link on this trip. */
export const putMyPaymentAccount = (itineraryId: string, input: PaymentAccountInput) =>
  api.put<PaymentAccount>(`${moneyPath(itineraryId)}/payment-accounts/me`, input);

export function useSaveMyPaymentAccount(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentAccountInput) => putMyPaymentAccount(itineraryId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.paymentAccounts(itineraryId) }),
  });
}
