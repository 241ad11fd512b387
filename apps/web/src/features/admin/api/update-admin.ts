import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminList, AdminRights, AdminUpdate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** POST /api/admin/admins: make a user an admin. */
export function addAdmin(userId: string) {
  return api.post<AdminRights>('/api/admin/admins', { user_id: userId });
}

/** PATCH /api/admin/admins/:user_id */
export function updateAdmin(userId: string, rights: AdminUpdate) {
  return api.patch<AdminRights>(`/api/admin/admins/${encodeURIComponent(userId)}`, rights);
}

export function useAddAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/**
 * PATCH a user's rights. The admins list takes the answer at once: the row shows its new rights, or
 * leaves "현재 관리자" when both are gone (the server no longer lists the record).
 */
export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rights }: { userId: string; rights: AdminUpdate }) => updateAdmin(userId, rights),
    onSuccess: (answer) => {
      queryClient.setQueryData<AdminList>(adminKeys.admins, (list) =>
        list
          ? {
              items: list.items.flatMap((entry) =>
                entry.user_id !== answer.user_id
                  ? [entry]
                  : answer.is_admin || answer.is_super_admin
                    ? [{ ...entry, is_admin: answer.is_admin, is_super_admin: answer.is_super_admin }]
                    : [],
              ),
            }
          : list,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
