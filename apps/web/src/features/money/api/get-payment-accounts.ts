import { useQuery } from '@tanstack/react-query';
import type { PaymentAccountList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/payment-accounts: where the trip's people take transfers (members only). */
export const getPaymentAccounts = (itineraryId: string) =>
  api.get<PaymentAccountList>(`${moneyPath(itineraryId)}/payment-accounts`);

export function usePaymentAccounts(itineraryId: string) {
  return useQuery({
    queryKey: moneyKeys.paymentAccounts(itineraryId),
    queryFn: () => getPaymentAccounts(itineraryId),
  });
}
