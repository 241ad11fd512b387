import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Itinerary, ItineraryPage, ItinerarySummary } from '@pintrip/shared';
import { itineraryKeys } from './query-keys';

/** Applies `patch` to the itinerary wherever it is cached: lists, its detail, recommendations. */
export function patchItinerary(queryClient: QueryClient, id: string, patch: Partial<ItinerarySummary>) {
  queryClient.setQueriesData<InfiniteData<ItineraryPage>>({ queryKey: itineraryKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<Itinerary>(itineraryKeys.detail(id), (data) =>
    data ? { ...data, ...patch } : data,
  );
}

/** Takes a deleted itinerary out of every cached list and drops its detail. */
export function removeItinerary(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<InfiniteData<ItineraryPage>>({ queryKey: itineraryKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((i) => i.id !== id) })),
        }
      : data,
  );
  queryClient.removeQueries({ queryKey: itineraryKeys.detail(id) });
}
