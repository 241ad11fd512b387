import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const appInfoQueryKey = ['app-info'] as const;

/** GET /api/app-info */
export const getAppInfo = () => api.get<AppInfo>('/api/app-info');

export function useAppInfo() {
  return useQuery({
    queryKey: appInfoQueryKey,
    queryFn: getAppInfo,
    staleTime: Infinity,
  });
}
