/**
 * Leaflet and its CSS, bundled locally. Imported only through load-leaflet.ts (a dynamic import),
 * so pages without a map never download any of it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';

/** Makes `L` global, for leaflet.markercluster (a UMD script that extends it) if a map wants it. */
export function setupLeaflet(): typeof L {
  (globalThis as unknown as { L: typeof L }).L = L;
  return L;
}
