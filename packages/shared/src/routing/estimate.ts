/**
 * Travel modes and the estimate every provider falls back to: the straight line × a detour factor
 * at a speed per mode (transit adds a wait). No internet; labelled an estimate wherever it shows.
 */
import { haversineKm, type LatLng } from '../itineraries.js';

export const routeModes = ['walk', 'transit', 'car'] as const;
export type RouteMode = (typeof routeModes)[number];

/** Speeds (km/h) along the straight line × `detour`; `waitMinutes` added to every transit leg. */
export const routeEstimate = {
  walk: { kmh: 4.5, detour: 1.3, waitMinutes: 0 },
  transit: { kmh: 20, detour: 1.3, waitMinutes: 8 },
  car: { kmh: 30, detour: 1.3, waitMinutes: 0 },
} as const satisfies Record<RouteMode, { kmh: number; detour: number; waitMinutes: number }>;

export interface LegMeasure {
  /** Seconds. */
  duration: number;
  /** Metres. */
  distance: number;
}

/** The estimated leg from `a` to `b` (integers: seconds, metres); 0 for the same point. */
export function estimateLeg(a: LatLng, b: LatLng, mode: RouteMode): LegMeasure {
  const km = haversineKm(a, b);
  if (km === 0) return { duration: 0, distance: 0 };
  const { kmh, detour, waitMinutes } = routeEstimate[mode];
  const roadKm = km * detour;
  return {
    duration: Math.round((roadKm / kmh) * 3600 + waitMinutes * 60),
    distance: Math.round(roadKm * 1000),
  };
}

/** Whether a plan is fixed in its day: its time, first or last place, or a pin keeps it there. */
export function isFixedStop(
  plan: { id: string; time: string | null },
  index: number,
  count: number,
  pinned: ReadonlySet<string>,
): boolean {
  return (
    index === 0 || index === count - 1 || (plan.time !== null && plan.time !== '') || pinned.has(plan.id)
  );
}
