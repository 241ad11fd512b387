import { useInfiniteQuery } from '@tanstack/react-query';
import type { ExchangePage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/exchanges: the trip's 환전 records, latest day first, a keyset page at a time. */
export const getExchanges = (itineraryId: string, cursor: string | null) =>
  api.get<ExchangePage>(`${moneyPath(itineraryId)}/exchanges`, { query: { limit: 20, cursor } });

export function useExchanges(itineraryId: string) {
  return useInfiniteQuery({
    queryKey: moneyKeys.exchanges(itineraryId),
    queryFn: ({ pageParam }) => getExchanges(itineraryId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
