import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, Page } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/audit: the most recent entries (the hub shows the first page). */
export function useRecentAudit(limit = 10) {
  return useQuery({
    queryKey: [...adminKeys.audit, limit],
    queryFn: () => api.get<Page<AuditEntry>>('/api/admin/audit', { query: { limit } }),
  });
}
