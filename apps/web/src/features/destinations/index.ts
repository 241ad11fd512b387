/** The destinations feature's public surface. */
export { DestinationsScreen, type DestinationsScreenProps } from './components/destinations-screen';
export { preloadDestinationDetail } from './components/lazy-destination-detail-dialog';
export { MyBookmarks } from './components/my-bookmarks';
export { useDestination } from './api/get-destination';
export { MyDestinations } from './components/my-destinations';
export { findDestinationByTitle } from './api/find-destination';
// What the server needs to render a destinations page with its data (app/prefetch-page.ts).
export { getDestinations } from './api/get-destinations';
export { getDestination } from './api/get-destination';
export { destinationKeys } from './api/query-keys';
export { listFiltersOf } from './hooks/use-list-params';
// The planner's search panel: my bookmarks, and the destinations this browser opened last.
export { useBookmarks } from './api/get-bookmarks';
export { useRecentDestinations, type RecentDestination } from './hooks/use-recent-destinations';
