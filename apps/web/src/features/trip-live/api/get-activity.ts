import { useInfiniteQuery } from '@tanstack/react-query';
import type { ItineraryAuthor } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { tripLiveKeys, tripPath } from './query-keys';

/** One entry of GET /api/itineraries/:id/activity (docs/API.md "Editing a trip together"). */
export interface TripActivity {
  seq: number;
  /** plan.add, plan.move, plan.update, plan.remove, trip.update or trip.replace. */
  kind: string;
  /** Null when the account is gone. */
  user: ItineraryAuthor | null;
  plan_id: string | null;
  /** The plan's title when the operation was made (its destination). */
  plan_title: string | null;
  from_day: number | null;
  to_day: number | null;
  /** The fields an update changed. */
  fields: string[];
  created_at: string;
}

export interface TripActivityPage {
  items: TripActivity[];
  next_cursor: string | null;
}

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
