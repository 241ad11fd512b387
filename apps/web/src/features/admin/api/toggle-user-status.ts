import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { AdminUser, Page, UserStatus } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/users/:id/toggle-status */
export function toggleUserStatus(id: string) {
  return api.post<UserStatus>(`/api/admin/users/${encodeURIComponent(id)}/toggle-status`);
}

/** Flips a user's status; the list updates in place (spec 2 §4), the audit log reloads. */
export function useToggleUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUserStatus,
    onSuccess: (result, id) => {
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>({ queryKey: ['admin', 'users'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((user) => (user.id === id ? { ...user, ...result } : user)),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
