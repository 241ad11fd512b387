import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Balances } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/balances, `household` repeated: each group's user ids joined by commas. */
export const getBalances = (itineraryId: string, households: readonly string[]) => {
  const query = new URLSearchParams(households.map((group) => ['household', group]));
  const search = query.toString();
  return api.get<Balances>(`${moneyPath(itineraryId)}/balances${search ? `?${search}` : ''}`);
};

export function useBalances(itineraryId: string, households: readonly string[] = []) {
  return useQuery({
    queryKey: moneyKeys.balances(itineraryId, households),
    queryFn: () => getBalances(itineraryId, households),
    placeholderData: keepPreviousData,
  });
}
