/// <reference types="leaflet.markercluster" />
import type * as Leaflet from 'leaflet';

export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | null = null;
let loadingClusters: Promise<LeafletModule> | null = null;

/**
 * Loads Leaflet once, on first use, and leaflet.markercluster with it for a map that clusters its
 * markers (`clusters`); a failed load may be retried.
 */
export function loadLeaflet({ clusters = false }: { clusters?: boolean } = {}): Promise<LeafletModule> {
  loading ??= import('./leaflet-setup')
    .then((module) => module.setupLeaflet())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  if (!clusters) return loading;
  loadingClusters ??= loading
    .then((L) => import('./leaflet-clusters').then((module) => module.setupClusters()).then(() => L))
    .catch((error: unknown) => {
      loadingClusters = null;
      throw error;
    });
  return loadingClusters;
}

/**
 * Our own marker: a CSS pin in a divIcon, so no image URLs are needed (Leaflet's default icon
 * images break under bundlers).
 */
export function pinIcon(L: LeafletModule, variant: 'default' | 'picked' = 'default') {
  return L.divIcon({
    className: `pt-pin${variant === 'picked' ? ' pt-pin--picked' : ''}`,
    html: '<span class="pt-pin__head"><span class="pt-pin__dot"></span></span>',
    iconSize: [30, 40],
    iconAnchor: [15, 38],
    tooltipAnchor: [0, -36],
  });
}

/** A round marker with a number in it: the order of a day's plans. */
export function numberIcon(L: LeafletModule, n: number) {
  return L.divIcon({
    className: 'pt-itinerary-marker',
    html: `<span>${n}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** Cluster bubbles in the brand colour, larger as they hold more. */
export function clusterIcon(L: LeafletModule, count: number) {
  const size = count < 10 ? 36 : count < 100 ? 44 : 52;
  return L.divIcon({
    className: 'pt-cluster',
    html: `<span>${count}</span>`,
    iconSize: [size, size],
  });
}
