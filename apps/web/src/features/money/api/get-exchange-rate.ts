import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrencyCode, ExchangeRate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/**
 * GET /api/itineraries/:id/exchange-rate: the weighted average of the trip's (or one traveller's)
 * 환전 into `currency`, ready to store with `rate_source: "exchange"`; `rate: null` with none.
 */
export const getExchangeRate = (itineraryId: string, currency: CurrencyCode, userId: string | null) =>
  api.get<ExchangeRate>(`${moneyPath(itineraryId)}/exchange-rate`, {
    query: { currency, user_id: userId },
  });

/** Asks for the average when the person presses the button (never in the background). */
export function useFetchExchangeRate(itineraryId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (currency: CurrencyCode, userId: string | null) =>
      queryClient.fetchQuery({
        queryKey: moneyKeys.exchangeRate(itineraryId, currency, userId),
        queryFn: () => getExchangeRate(itineraryId, currency, userId),
        staleTime: 0,
      }),
    [queryClient, itineraryId],
  );
}
