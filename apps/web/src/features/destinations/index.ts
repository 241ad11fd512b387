/** The destinations feature's public surface. */
export { DestinationsScreen, type DestinationsScreenProps } from './components/destinations-screen';
export { MyBookmarks } from './components/my-bookmarks';
export { useDestination } from './api/get-destination';
export { MyDestinations } from './components/my-destinations';
export { findDestinationByTitle } from './api/find-destination';
