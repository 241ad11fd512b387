import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const noticesQueryKey = ['me', 'notices'] as const;
export const itemNoticesQueryKey = (targetId: string) => [...noticesQueryKey, targetId] as const;

/** GET /api/me/notices: the signed-in user's items an admin hid (the latest 20). */
export function useNotices() {
  return useQuery({
    queryKey: noticesQueryKey,
    queryFn: () => api.get<{ items: Notice[] }>('/api/me/notices'),
  });
}

/** GET /api/me/notices?target_id=: what the owner was told about one item; asked only when `enabled`. */
export function useItemNotices(targetId: string, enabled: boolean) {
  return useQuery({
    queryKey: itemNoticesQueryKey(targetId),
    queryFn: () => api.get<{ items: Notice[] }>('/api/me/notices', { query: { target_id: targetId } }),
    enabled,
  });
}
