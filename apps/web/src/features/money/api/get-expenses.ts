import { useInfiniteQuery } from '@tanstack/react-query';
import type { ExpensePage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** GET /api/itineraries/:id/expenses: latest first, a keyset page at a time. */
export const getExpenses = (itineraryId: string, cursor: string | null) =>
  api.get<ExpensePage>(`${moneyPath(itineraryId)}/expenses`, { query: { limit: 20, cursor } });

/** The trip's expenses, page by page ("더 보기" asks for the next). */
export function useExpenses(itineraryId: string) {
  return useInfiniteQuery({
    queryKey: moneyKeys.expenses(itineraryId),
    queryFn: ({ pageParam }) => getExpenses(itineraryId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}
