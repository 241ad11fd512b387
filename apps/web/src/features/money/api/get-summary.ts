import { useQuery } from '@tanstack/react-query';
import type { MoneySummary } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/money/summary: budget (the plans' costs) against actuals, per day, category, person. */
export const getMoneySummary = (itineraryId: string) =>
  api.get<MoneySummary>(`${moneyPath(itineraryId)}/money/summary`);

export function useMoneySummary(itineraryId: string) {
  return useQuery({
    queryKey: moneyKeys.summary(itineraryId),
    queryFn: () => getMoneySummary(itineraryId),
  });
}
