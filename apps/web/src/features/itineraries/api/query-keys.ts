import type { ItineraryScope, ItinerarySort } from '@pintrip/shared';

/** What a list of itineraries is filtered and sorted by; part of its query key. */
export interface ItineraryFilters {
  scope: ItineraryScope;
  sort: ItinerarySort;
}

/** Every itineraries query lives under ['itineraries'], so one prefix reaches lists and details. */
export const itineraryKeys = {
  all: ['itineraries'] as const,
  lists: () => ['itineraries', 'list'] as const,
  list: (filters: ItineraryFilters) => ['itineraries', 'list', filters] as const,
  details: () => ['itineraries', 'detail'] as const,
  detail: (id: string) => ['itineraries', 'detail', id] as const,
  recommendations: (id: string) => ['itineraries', 'recommendations', id] as const,
  destinationSearch: (q: string) => ['itineraries', 'destination-search', q] as const,
};
