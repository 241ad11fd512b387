import { useQuery } from '@tanstack/react-query';
import type { CategoryList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

/** GET /api/categories: sorted by name by the server. */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => api.get<CategoryList>('/api/categories'),
    staleTime: 5 * 60_000,
  });
}
