import { useQuery } from '@tanstack/react-query';
import type { Itinerary } from '@pintrip/shared';
import { api, ApiError } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** GET /api/itineraries/:id (the server counts a view). */
export function getItinerary(id: string) {
  return api.get<Itinerary>(`/api/itineraries/${encodeURIComponent(id)}`);
}

export function useItinerary(id: string) {
  return useQuery({
    queryKey: itineraryKeys.detail(id),
    queryFn: () => getItinerary(id),
    // Every load counts a view; refetching on focus would count the same reader again.
    refetchOnWindowFocus: false,
    // Offline, still ask: the service worker answers with the copy it cached when it was opened.
    networkMode: 'offlineFirst',
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}
