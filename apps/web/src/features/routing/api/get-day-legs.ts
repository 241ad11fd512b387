import { useQuery } from '@tanstack/react-query';
import type { DayLegs, RouteMode } from '@pintrip/shared';
import { api } from '../../../lib/api-client';

/** What a day's route depends on: its plans' order and places. */
export interface RoutePlan {
  id: string;
  destination: string;
  time: string | null;
  lat: number | null;
  lng: number | null;
}

/** A day's plans as one string: a reorder or a moved place asks again. */
export const routeSignature = (plans: readonly RoutePlan[]) =>
  plans.map((plan) => `${plan.id}@${plan.lat ?? ''},${plan.lng ?? ''}`).join('|');

export const routingKeys = {
  all: ['routing'] as const,
  legs: (itineraryId: string, dayNumber: number, mode: RouteMode, signature: string) =>
    ['routing', 'legs', itineraryId, dayNumber, mode, signature] as const,
  optimize: (
    itineraryId: string,
    dayNumber: number,
    mode: RouteMode,
    signature: string,
    pinned: readonly string[],
  ) =>
    ['routing', 'optimize', itineraryId, dayNumber, mode, signature, [...pinned].sort().join(',')] as const,
};

/** GET /api/itineraries/:id/days/:day/legs?mode=: each leg of the day, in order. */
export function getDayLegs(itineraryId: string, dayNumber: number, mode: RouteMode) {
  return api.get<DayLegs>(`/api/itineraries/${encodeURIComponent(itineraryId)}/days/${dayNumber}/legs`, {
    query: { mode },
  });
}

/**
 * The legs of a day as it stands now (the plans given). Every leg row of the day reads this one
 * query; a plan moved or placed elsewhere makes a new key.
 */
export function useDayLegs(
  itineraryId: string,
  dayNumber: number,
  mode: RouteMode,
  plans: readonly RoutePlan[],
) {
  const signature = routeSignature(plans);
  return useQuery({
    queryKey: routingKeys.legs(itineraryId, dayNumber, mode, signature),
    queryFn: () => getDayLegs(itineraryId, dayNumber, mode),
    // Only a day of two plans or more has legs.
    enabled: plans.length > 1,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
