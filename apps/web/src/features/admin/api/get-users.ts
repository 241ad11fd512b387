import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser, Page } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** GET /api/admin/users: newest first, searched by email, name or full name, keyset pages. */
export function getUsers(q: string, cursor?: string) {
  return api.get<Page<AdminUser>>('/api/admin/users', { query: { q, cursor, limit: 20 } });
}

export function useUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => getUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
