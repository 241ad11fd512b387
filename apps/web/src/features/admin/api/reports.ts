import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, Report, ReportDecision } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/reports: the open queue, newest first. */
export function useOpenReports() {
  return useQuery({
    queryKey: adminKeys.reports,
    queryFn: () => api.get<Page<Report>>('/api/admin/reports', { query: { limit: 100 } }),
  });
}

/** POST /api/admin/reports/:id/decision */
export function decideReport(id: string, decision: ReportDecision['decision']) {
  return api.post<{ status: string }>(`/api/admin/reports/${encodeURIComponent(id)}/decision`, { decision });
}

export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: ReportDecision['decision'] }) =>
      decideReport(id, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
        queryClient.invalidateQueries({ queryKey: ['destinations'] }),
        queryClient.invalidateQueries({ queryKey: ['comments'] }),
      ]),
  });
}
