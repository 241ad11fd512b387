import { useInfiniteQuery } from '@tanstack/react-query';
import type { TripActivityPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { tripLiveKeys, tripPath } from './query-keys';

export type { TripActivity, TripActivityPage } from '@pintrip/shared';

export const activityPageSize = 20;

/** GET /api/itineraries/:id/activity: newest first, one keyset page. */
export const getActivity = (itineraryId: string, cursor?: string) =>
  api.get<TripActivityPage>(`${tripPath(itineraryId)}/activity`, {
    query: { limit: activityPageSize, cursor },
  });

export function useActivity(itineraryId: string) {
  return useInfiniteQuery({
    queryKey: tripLiveKeys.activity(itineraryId),
    queryFn: ({ pageParam }) => getActivity(itineraryId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
