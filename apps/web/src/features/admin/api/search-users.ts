import { useQuery } from '@tanstack/react-query';
import type { UserSearchResult } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/user-search?email= : at most 5; runs once a non-blank text is submitted. */
export function useUserSearch(email: string) {
  return useQuery({
    queryKey: adminKeys.userSearch(email),
    queryFn: () => api.get<UserSearchResult>('/api/admin/user-search', { query: { email } }),
    enabled: email.trim().length > 0,
  });
}
