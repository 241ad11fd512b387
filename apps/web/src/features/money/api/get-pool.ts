import { useQuery } from '@tanstack/react-query';
import type { Pool } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/pool: the common pool (총무): contributions, spent, remainder and its returns. */
export const getPool = (itineraryId: string) => api.get<Pool>(`${moneyPath(itineraryId)}/pool`);

export function usePool(itineraryId: string) {
  return useQuery({ queryKey: moneyKeys.pool(itineraryId), queryFn: () => getPool(itineraryId) });
}
