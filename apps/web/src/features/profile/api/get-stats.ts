import { useQuery } from '@tanstack/react-query';
import type { MeStats } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const meStatsQueryKey = ['me', 'stats'] as const;

/** GET /api/me/stats: the profile card's counts, counted by the server. */
export function getMeStats() {
  return api.get<MeStats>('/api/me/stats');
}

/** Fresh each time My Page opens: the counts change on other screens. */
export function useMeStats() {
  return useQuery({ queryKey: meStatsQueryKey, queryFn: getMeStats, staleTime: 0 });
}
