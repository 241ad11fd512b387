import { limits } from '@pintrip/shared';

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where each point sits, in pixels from the map's centre, and the zoom that put it there. */
export interface FittedView {
  zoom: number;
  offsets: { x: number; y: number }[];
}

/** The padding the day map fits its plans with (Leaflet's `fitBounds(…, { padding })`). */
export const fitPadding = 24;

const tileSize = 256;
/** Leaflet's SphericalMercator.MAX_LATITUDE: Web Mercator ends there. */
const maxLatitude = 85.0511287798;

/** A point in Web Mercator's pixels at `zoom` (Leaflet's EPSG:3857 `project`). */
function project({ lat, lng }: LatLng, zoom: number) {
  const scale = tileSize * 2 ** zoom;
  const sin = Math.sin((Math.max(-maxLatitude, Math.min(maxLatitude, lat)) * Math.PI) / 180);
  return {
    x: scale * (0.5 + lng / 360),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

/**
 * The view Leaflet shows for `points` in a map of `size`, computed without Leaflet: one point at
 * the place zoom in the middle (`setView`), several fitted with `fitPadding` on every side at the
 * largest whole zoom that holds them, centred on their box (`fitBounds`, zoomSnap 1, as
 * `getBoundsZoom` rounds: within 1 % of a level counts as that level). The day map draws its first
 * picture from it, so the plans stay where they are when the live map takes its place
 * (fit-view.test.ts holds it to Leaflet's own answer).
 */
export function fitView(points: LatLng[], size: Size): FittedView {
  if (points.length === 0) return { zoom: limits.mapDefaultZoom, offsets: [] };
  if (points.length === 1) return { zoom: limits.mapPlaceZoom, offsets: [{ x: 0, y: 0 }] };
  const north = Math.max(...points.map((p) => p.lat));
  const south = Math.min(...points.map((p) => p.lat));
  const east = Math.max(...points.map((p) => p.lng));
  const west = Math.min(...points.map((p) => p.lng));
  const nw = project({ lat: north, lng: west }, 0);
  const se = project({ lat: south, lng: east }, 0);
  const scale = Math.min(
    (size.width - 2 * fitPadding) / Math.abs(se.x - nw.x),
    (size.height - 2 * fitPadding) / Math.abs(se.y - nw.y),
  );
  const exact = Math.round(Math.log2(scale) * 100) / 100;
  const zoom = Math.max(0, Math.min(limits.mapMaxZoom, Math.floor(exact)));
  const a = project({ lat: south, lng: west }, zoom);
  const b = project({ lat: north, lng: east }, zoom);
  const centre = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return {
    zoom,
    offsets: points.map((point) => {
      const p = project(point, zoom);
      return { x: p.x - centre.x, y: p.y - centre.y };
    }),
  };
}
