import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEntry, Page } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/audit: the most recent entries (the hub shows the first page). */
export function useRecentAudit(limit = 10) {
  return useQuery({
    queryKey: [...adminKeys.audit, limit],
    queryFn: () => api.get<Page<AuditEntry>>('/api/admin/audit', { query: { limit } }),
  });
}

export interface AuditFilter {
  /** '' for every action. */
  action: AuditAction | '';
  /** The actor's email; '' for everyone. */
  actor: string;
}

/** GET /api/admin/audit with filters, a page at a time ("more" asks for the next cursor). */
export function useAuditLog(filter: AuditFilter, limit = 20) {
  return useInfiniteQuery({
    queryKey: adminKeys.auditPage(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get<Page<AuditEntry>>('/api/admin/audit', {
        query: {
          limit,
          ...(filter.action ? { action: filter.action } : {}),
          ...(filter.actor ? { actor: filter.actor } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    getNextPageParam: (last) => last.next_cursor,
  });
}
