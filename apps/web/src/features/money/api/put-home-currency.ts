import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrencyCode, HomeCurrency } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** PUT /api/itineraries/:id/home-currency (only while the trip has no money: 409 after). */
export const putHomeCurrency = (itineraryId: string, home: CurrencyCode) =>
  api.put<HomeCurrency>(`${moneyPath(itineraryId)}/home-currency`, { home_currency: home });

export function useSetHomeCurrency(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (home: CurrencyCode) => putHomeCurrency(itineraryId, home),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
