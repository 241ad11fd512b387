import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

export const noticesQueryKey = ['me', 'notices'] as const;

/** GET /api/me/notices: the signed-in user's items an admin hid. */
export function useNotices() {
  return useQuery({
    queryKey: noticesQueryKey,
    queryFn: () => api.get<{ items: Notice[] }>('/api/me/notices'),
  });
}
