import { useInfiniteQuery } from '@tanstack/react-query';
import type { SharedItineraryPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys } from './query-keys';

/** GET /api/me/shared-itineraries: trips I am a member of, newest membership first (keyset). */
export const getSharedItineraries = (cursor?: string) =>
  api.get<SharedItineraryPage>(
    `/api/me/shared-itineraries${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

export function useSharedItineraries() {
  return useInfiniteQuery({
    queryKey: memberKeys.shared(),
    queryFn: ({ pageParam }) => getSharedItineraries(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
