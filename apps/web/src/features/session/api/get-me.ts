import { useQuery } from '@tanstack/react-query';
import type { Me } from '@pintrip/shared';
import { api, ApiError } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/** The signed-in user, or null. A failed session check counts as signed out (spec 1 §4). */
export async function getMe(): Promise<Me | null> {
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
