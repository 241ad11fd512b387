import { useQuery } from '@tanstack/react-query';
import type { Me } from '@pintrip/shared';
import { api, ApiError } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * Whether the browser holds a session. better-auth's session endpoint answers a visitor with 200
 * and null, so visitors' pages log no failed request (GET /api/me would answer 401). When it
 * cannot tell, /api/me decides.
 */
async function hasSession(): Promise<boolean> {
  try {
    const session = await api.get<unknown>('/api/auth/get-session');
    return session !== null && session !== undefined;
  } catch {
    return true;
  }
}

/** The signed-in user, or null. A failed session check counts as signed out (spec 1 §4). */
export async function getMe(): Promise<Me | null> {
  if (!(await hasSession())) return null;
  try {
    return await api.get<Me>('/api/me');
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status < 500) return null;
    throw error;
  }
}

export function useMe() {
  return useQuery({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: false });
}
