/**
 * What the server hands the page beside its HTML, in one `<script type="application/json">` block
 * (never executable inline script: the CSP allows none): the language it chose, whether #root holds
 * rendered HTML to hydrate, and the queries that HTML was rendered from.
 */
import type { DehydratedState } from '@tanstack/react-query';

export const pageDataElementId = 'pintrip-page';

export interface PageData {
  /** The language the server chose (cookie, then Accept-Language) and rendered in. */
  language: string;
  /** #root holds the server's HTML of this page: hydrate it instead of rendering anew. */
  rendered: boolean;
  /** The TanStack Query cache the HTML was rendered from (dehydrate). */
  state?: DehydratedState;
}

/** The page's data block, or null (the development server, a page the service worker served). */
export function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(pageDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<PageData> | null;
    return data && typeof data.language === 'string'
      ? { language: data.language, rendered: data.rendered === true, state: data.state }
      : null;
  } catch {
    return null;
  }
}

/**
 * The page's queries as fresh as the moment it arrived. A page is sent as current as the database:
 * the server's rendered pages are dropped on every write on every instance (apps/server/src/app.ts,
 * `dropCaches` and the notifications), and the browser keeps no copy (`cache-control: no-cache`).
 * Dated from when its HTML was first rendered instead, a page kept longer than the queries'
 * staleTime was fetched again the moment it hydrated: one more request, and a synchronous render
 * of the list in the middle of hydration. A query the server marked stale (dataUpdatedAt 0: a
 * signed-in reader's own flags, an itinerary's view) stays stale and is fetched at once.
 */
export function freshFromArrival(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.dataUpdatedAt > 0 ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
