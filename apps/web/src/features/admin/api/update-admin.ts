import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRights, AdminUpdate } from '@pintrip/shared';
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

export function useUpdateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, rights }: { userId: string; rights: AdminUpdate }) => updateAdmin(userId, rights),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
