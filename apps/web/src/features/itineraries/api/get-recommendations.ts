import { useQuery } from '@tanstack/react-query';
import type { ItineraryRecommendations } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { itineraryKeys } from './query-keys';

/** GET /api/itineraries/:id/recommendations: at most 3 other public itineraries. */
export function getRecommendations(id: string) {
  return api.get<ItineraryRecommendations>(`/api/itineraries/${encodeURIComponent(id)}/recommendations`);
}

/** A failure only hides the section (spec 2 §8: logged, no message). */
export function useRecommendations(id: string) {
  return useQuery({
    queryKey: itineraryKeys.recommendations(id),
    queryFn: () => getRecommendations(id),
    retry: false,
  });
}
