/**
 * The queries the server runs before rendering a public page, under the keys and with the
 * fetchers the page's components use, so the HTML holds the first screen and the browser's first
 * render (hydration) reads the same data from the inlined cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchWebRoute } from '@pintrip/shared';
import { getCategories, categoriesQueryKey } from '../lib/categories';
import { destinationKeys, getDestination, getDestinations, listFiltersOf } from '../features/destinations';
import { getItineraries, getItinerary, getRecommendations, itineraryKeys } from '../features/itineraries';
import { appInfoQueryKey, getAppInfo, meQueryKey } from '../features/session';

/** The pages the server renders; every other page is the app shell the browser renders. */
export const renderedPages = ['landing', 'destinations', 'destination', 'itineraries', 'itinerary'] as const;
export type RenderedPage = (typeof renderedPages)[number];

export function renderedPageOf(pathname: string): { name: RenderedPage; id: string } | null {
  const route = matchWebRoute(pathname);
  const name =
    route && (renderedPages as readonly string[]).includes(route.name) ? (route.name as RenderedPage) : null;
  return name ? { name, id: route?.params.id ?? '' } : null;
}

/**
 * Fills `queryClient` with what `url`'s first screen shows to a visitor. A failed query is left
 * out: its component renders its loading state on both sides and fetches in the browser.
 */
export async function prefetchPage(queryClient: QueryClient, url: URL, isVisitor: boolean): Promise<void> {
  const page = renderedPageOf(url.pathname);
  // A visitor is known to be one; a signed-in reader's session stays the browser's to ask.
  if (isVisitor) queryClient.setQueryData(meQueryKey, null);
  if (!page) return;
  const first = { initialPageParam: undefined as string | undefined };
  // The layout's settings (the map tiles a map reads once, when it is built).
  const loads: Promise<unknown>[] = [
    queryClient.prefetchQuery({ queryKey: appInfoQueryKey, queryFn: getAppInfo }),
  ];
  if (page.name === 'destinations' || page.name === 'destination') {
    const filters = listFiltersOf(url.searchParams);
    loads.push(
      queryClient.prefetchQuery({ queryKey: categoriesQueryKey, queryFn: getCategories }),
      queryClient.prefetchInfiniteQuery({
        queryKey: destinationKeys.list(filters),
        queryFn: ({ pageParam }) => getDestinations(filters, pageParam),
        ...first,
      }),
    );
    if (page.name === 'destination') {
      loads.push(
        queryClient.prefetchQuery({
          queryKey: destinationKeys.detail(page.id),
          queryFn: () => getDestination(page.id),
        }),
      );
    }
  }
  if (page.name === 'itineraries') {
    // The public section's first page, as ItinerariesScreen asks for it (a visitor has no "mine").
    const filters = { scope: 'public', sort: 'latest' } as const;
    loads.push(
      queryClient.prefetchInfiniteQuery({
        queryKey: itineraryKeys.list(filters),
        queryFn: ({ pageParam }) => getItineraries(filters, pageParam),
        ...first,
      }),
    );
  }
  if (page.name === 'itinerary') {
    loads.push(
      queryClient.prefetchQuery({
        queryKey: itineraryKeys.detail(page.id),
        queryFn: () => getItinerary(page.id),
      }),
      queryClient.prefetchQuery({
        queryKey: itineraryKeys.recommendations(page.id),
        queryFn: () => getRecommendations(page.id),
      }),
    );
  }
  await Promise.all(loads);
}
