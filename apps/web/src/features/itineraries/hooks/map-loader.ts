import type * as Leaflet from 'leaflet';

/** Loads Leaflet on first use (the app hands in the destinations feature's loader). */
export type MapLoader = () => Promise<typeof Leaflet>;
