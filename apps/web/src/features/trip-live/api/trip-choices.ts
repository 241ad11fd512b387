import { useQuery } from '@tanstack/react-query';
import { limits, type ItineraryPage, type ItinerarySummary, type SharedItineraryPage } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { tripLiveKeys } from './query-keys';

/** A trip a plan may be added to: mine, or one shared with me as an editor. */
export interface TripChoice {
  trip: ItinerarySummary;
  isMine: boolean;
}

/**
 * The trips a destination may be added to, from the existing lists: GET /api/itineraries?scope=mine
 * and GET /api/me/shared-itineraries (the editor ones), first page of each (the most recent
 * trips, up to the largest page).
 */
export async function getTripChoices(): Promise<TripChoice[]> {
  const [mine, shared] = await Promise.all([
    api.get<ItineraryPage>('/api/itineraries', {
      query: { scope: 'mine', sort: 'latest', limit: limits.pageSizeMax },
    }),
    api.get<SharedItineraryPage>('/api/me/shared-itineraries', { query: { limit: limits.pageSizeMax } }),
  ]);
  return [
    ...mine.items.map((trip) => ({ trip, isMine: true })),
    ...shared.items.filter((trip) => trip.my_role === 'editor').map((trip) => ({ trip, isMine: false })),
  ];
}

export function useTripChoices() {
  // Always fresh when the dialog opens: a trip made a moment ago is in the list.
  return useQuery({ queryKey: tripLiveKeys.choices(), queryFn: getTripChoices, staleTime: 0 });
}
