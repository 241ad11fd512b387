import { useQuery } from '@tanstack/react-query';
import type { AppInfo } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const appInfoQueryKey = ['app-info'] as const;

export function useAppInfo() {
  return useQuery({
    queryKey: appInfoQueryKey,
    queryFn: () => api.get<AppInfo>('/api/app-info'),
    staleTime: Infinity,
  });
}
