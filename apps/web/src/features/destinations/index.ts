/** The destinations feature's public surface. */
export { DestinationsScreen, type DestinationsScreenProps } from './components/destinations-screen';
export { MyBookmarks } from './components/my-bookmarks';
export type { DestinationsViewer } from './hooks/viewer-context';
export { useDestination } from './api/get-destination';
export { loadLeaflet } from './lib/load-leaflet';
