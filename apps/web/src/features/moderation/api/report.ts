import { useMutation } from '@tanstack/react-query';
import type { ReportCreate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** POST /api/reports: once per user and item. */
export function report(input: ReportCreate) {
  return api.post<{ id: string }>('/api/reports', input);
}

export function useReport() {
  return useMutation({ mutationFn: report });
}
