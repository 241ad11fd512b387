/**
 * leaflet.markercluster and its CSS: only the destinations map clusters its markers, so the day
 * map and the location picker never download it (docs/decisions/0027-page-weight.md). Loaded by
 * load-leaflet.ts after Leaflet itself, which the plugin extends through the global `L`.
 */
import 'leaflet.markercluster/dist/MarkerCluster.css';

export async function setupClusters(): Promise<void> {
  await import('leaflet.markercluster');
}
