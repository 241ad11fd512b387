import type { DestinationSort } from '@pintrip/shared';

/** What the list screen filters by; part of the list query key. */
export interface DestinationFilters {
  category: string;
  q: string;
  sort: DestinationSort;
}

/**
 * Every destinations query lives under ['destinations'], so one prefix reaches lists, details and
 * the bookmarks of My Page (a catch-up after a realtime reconnect invalidates them all).
 */
export const destinationKeys = {
  all: ['destinations'] as const,
  lists: () => ['destinations', 'list'] as const,
  list: (filters: DestinationFilters) => ['destinations', 'list', filters] as const,
  details: () => ['destinations', 'detail'] as const,
  detail: (id: string) => ['destinations', 'detail', id] as const,
  bookmarks: () => ['destinations', 'bookmarks'] as const,
  /** My Page's own pinpoints (GET /api/me/destinations). */
  mine: () => ['destinations', 'mine'] as const,
};
