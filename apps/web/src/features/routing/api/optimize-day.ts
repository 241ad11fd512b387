import { useQuery } from '@tanstack/react-query';
import type { OptimizeAnswer, RouteMode } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { routeSignature, routingKeys, type RoutePlan } from './get-day-legs';

/** POST /api/itineraries/:id/days/:day/optimize?mode=: the best order as a proposal (no write). */
export function optimizeDay(
  itineraryId: string,
  dayNumber: number,
  mode: RouteMode,
  pinned: readonly string[],
) {
  return api.post<OptimizeAnswer>(
    `/api/itineraries/${encodeURIComponent(itineraryId)}/days/${dayNumber}/optimize`,
    { pinned_plan_ids: pinned },
    { query: { mode } },
  );
}

/**
 * The proposed order of a day while the preview is open: asked again when a pin changes or the
 * day changes under it. A question, not a write, so it is a query.
 */
export function useOptimizeDay(
  itineraryId: string,
  dayNumber: number,
  mode: RouteMode,
  plans: readonly RoutePlan[],
  pinned: readonly string[],
  enabled: boolean,
) {
  return useQuery({
    queryKey: routingKeys.optimize(itineraryId, dayNumber, mode, routeSignature(plans), pinned),
    queryFn: () => optimizeDay(itineraryId, dayNumber, mode, pinned),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
