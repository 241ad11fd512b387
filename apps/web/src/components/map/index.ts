/**
 * The app's one map kit: Leaflet loaded on first use (its own chunk), the map hook every map is
 * built with, the frame it draws into, the markers, and the tile URL handed in by the layout.
 */
export { clusterIcon, numberIcon, pinIcon } from './load-leaflet';
export { MapFrame } from './map-frame';
export { MapTilesProvider } from './map-tiles';
export { RoutePicture, type RouteStop } from './route-picture';
export { useLeafletMap } from './use-leaflet-map';
