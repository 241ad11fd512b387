/**
 * Leaflet, its marker clustering and their CSS, bundled locally. Imported only through
 * load-leaflet.ts (a dynamic import), so pages without a map never download any of it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import './map.css';

/** Makes `L` global for leaflet.markercluster (a UMD script that extends it), then loads the plugin. */
export async function setupLeaflet(): Promise<typeof L> {
  (globalThis as unknown as { L: typeof L }).L = L;
  await import('leaflet.markercluster');
  return L;
}
