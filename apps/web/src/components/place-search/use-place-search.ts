import { useQuery } from '@tanstack/react-query';
import type { PlaceList } from '@pintrip/shared';
import { api } from '../../lib/api-client';

export const placesQueryKey = (q: string) => ['places', q] as const;

/** GET /api/places/search?q= (at most 10 places; works offline with the built-in gazetteer). */
export function usePlaceSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: placesQueryKey(query),
    queryFn: () => api.get<PlaceList>('/api/places/search', { query: { q: query } }),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });
}
