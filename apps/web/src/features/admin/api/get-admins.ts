import { useQuery } from '@tanstack/react-query';
import type { AdminList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/admins: newest first. */
export function useAdmins() {
  return useQuery({ queryKey: adminKeys.admins, queryFn: () => api.get<AdminList>('/api/admin/admins') });
}
