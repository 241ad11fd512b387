import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryCreate, CategoryUpdate, CategoryUsageList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../lib/categories';
import { adminKeys } from './query-keys';

/**
 * GET /api/admin/categories: every category with how many destinations use it, so a category in use
 * is refused before anyone confirms its deletion.
 */
export function useCategoryUsage() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: () => api.get<CategoryUsageList>('/api/admin/categories'),
  });
}

/** POST /api/categories */
export function createCategory(input: CategoryCreate) {
  return api.post<Category>('/api/categories', input);
}

/** PATCH /api/categories/:id */
export function updateCategory(id: string, input: CategoryUpdate) {
  return api.patch<Category>(`/api/categories/${encodeURIComponent(id)}`, input);
}

/** DELETE /api/categories/:id */
export function deleteCategory(id: string) {
  return api.delete<void>(`/api/categories/${encodeURIComponent(id)}`);
}

/** After any change: the categories everywhere, destinations (a rename moves them), the audit log. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
      queryClient.invalidateQueries({ queryKey: ['destinations'] }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

export function useCreateCategory() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: createCategory, onSuccess: invalidate });
}

export function useUpdateCategory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryUpdate }) => updateCategory(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCategory() {
  const invalidate = useInvalidate();
  // A refusal (a destination took the category meanwhile) refreshes the counts too.
  return useMutation({ mutationFn: deleteCategory, onSettled: invalidate });
}
