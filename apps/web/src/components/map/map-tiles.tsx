import { createContext, useContext, type ReactNode } from 'react';

const MapTilesContext = createContext('');

/**
 * The `{z}/{x}/{y}` tile URL every map draws (GET /api/app-info → map_tile_url), handed in once by
 * the app layout. Empty while unknown: a map then shows its styled background only.
 */
export function MapTilesProvider({ tileUrl, children }: { tileUrl: string; children: ReactNode }) {
  return <MapTilesContext.Provider value={tileUrl}>{children}</MapTilesContext.Provider>;
}

export function useMapTileUrl(): string {
  return useContext(MapTilesContext);
}
