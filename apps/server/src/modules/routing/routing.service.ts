/**
 * Travel times of a day and the best order for it (issue 24). Both read the trip as whoever asks
 * may see it (canSee, through the itineraries service: a plan linked to a destination hidden from
 * the reader has no coordinates), and write nothing but the travel-time cache.
 */
import {
  isFixedStop,
  limits,
  optimizeDay,
  parseTime,
  type DayLegs,
  type Itinerary,
  type LatLng,
  type OptimizeAnswer,
  type OptimizeStop,
  type RouteQuery,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { notFound } from '../../lib/errors.js';
import type { PointPair } from './routing.providers.js';
import type { TravelTimes } from './travel-times.js';

export interface RoutingServiceDeps {
  /** The full itinerary if `viewer` may see it (404 otherwise), counting no view. */
  readTrip: (viewer: Viewer | null, id: string) => Promise<Itinerary>;
  travel: TravelTimes;
}

type Plan = Itinerary['days'][number]['plans'][number];

const pointOf = (plan: Plan): LatLng | null =>
  plan.lat !== null && plan.lng !== null ? { lat: plan.lat, lng: plan.lng } : null;

const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export function createRoutingService({ readTrip, travel }: RoutingServiceDeps) {
  const plansOfDay = async (viewer: Viewer | null, id: string, dayNumber: number): Promise<Plan[]> => {
    const trip = await readTrip(viewer, id);
    const day = trip.days.find((d) => d.day_number === dayNumber);
    if (!day) throw notFound('day');
    return day.plans;
  };

  /** The points of the plans that have coordinates, and each plan's index among them (or null). */
  const pointsOf = (plans: readonly Plan[]) => {
    const points: LatLng[] = [];
    const indexOf = plans.map((plan) => {
      const point = pointOf(plan);
      if (!point) return null;
      points.push(point);
      return points.length - 1;
    });
    return { points, indexOf };
  };

  return {
    async legs(viewer: Viewer | null, id: string, dayNumber: number, query: RouteQuery): Promise<DayLegs> {
      const plans = await plansOfDay(viewer, id, dayNumber);
      const { points, indexOf } = pointsOf(plans);
      const pairs: PointPair[] = [];
      const pairOfLeg = plans.slice(1).map((_, i) => {
        const from = indexOf[i];
        const to = indexOf[i + 1];
        if (from === null || from === undefined || to === null || to === undefined) return null;
        pairs.push([from, to]);
        return pairs.length - 1;
      });
      const measured = await travel.measure(points, pairs, query.mode, query.depart ?? null);
      const legs = pairOfLeg.map((k, i) => {
        if (k === null) return null;
        const leg = measured[k]!;
        return {
          from_plan_id: plans[i]!.id,
          to_plan_id: plans[i + 1]!.id,
          mode: query.mode,
          duration_s: leg.duration,
          distance_m: leg.distance,
          source: leg.source,
          is_estimate: leg.source === 'estimate',
        };
      });
      return {
        day_number: dayNumber,
        mode: query.mode,
        legs,
        total_duration_s: legs.reduce((sum, leg) => sum + (leg?.duration_s ?? 0), 0),
        total_distance_m: legs.reduce((sum, leg) => sum + (leg?.distance_m ?? 0), 0),
      };
    },

    /**
     * The order of the day that takes the least travel on the provider's matrix, as a proposal (no
     * write). Fixed in place: the first and the last plan, plans with a time, pinned plans and
     * plans without coordinates (where they are is unknown, so is the way to them).
     */
    async optimize(
      viewer: Viewer | null,
      id: string,
      dayNumber: number,
      query: RouteQuery,
      pinnedIds: readonly string[],
    ): Promise<OptimizeAnswer> {
      const plans = await plansOfDay(viewer, id, dayNumber);
      const pinned = new Set(pinnedIds);
      const { points, indexOf } = pointsOf(plans);
      const pairs: PointPair[] = [];
      for (let a = 0; a < points.length; a++)
        for (let b = 0; b < points.length; b++) if (a !== b) pairs.push([a, b]);
      const measured = await travel.measure(points, pairs, query.mode, query.depart ?? null);
      const between = new Map(pairs.map(([a, b], k) => [a * limits.plansPerDayMax + b, measured[k]!]));
      const matrix = plans.map((_, i) =>
        plans.map((__, j) => {
          const a = indexOf[i];
          const b = indexOf[j];
          if (a === null || b === null || a === undefined || b === undefined || a === b) return 0;
          return between.get(a * limits.plansPerDayMax + b)!.duration;
        }),
      );
      const stops: OptimizeStop[] = plans.map((plan, i) => ({
        fixed: isFixedStop(plan, i, plans.length, pinned) || indexOf[i] === null,
        startsAt: parseTime(plan.time),
        duration: plan.duration,
      }));
      const result = optimizeDay(stops, matrix);
      const order = result.order.map((i) => plans[i]!.id);
      return {
        day_number: dayNumber,
        mode: query.mode,
        order,
        changed: result.order.some((stop, position) => stop !== position),
        method: result.method,
        current_duration_s: result.currentTotal,
        proposed_duration_s: result.total,
        fixed_plan_ids: plans.filter((_, i) => stops[i]!.fixed).map((plan) => plan.id),
        conflicts: result.conflicts.map((c) => ({
          plan_id: order[c.index]!,
          arrives_at: clock(c.arrivesAt),
          starts_at: clock(c.startsAt),
          late_minutes: c.lateMinutes,
        })),
        is_estimate: measured.some((leg) => leg.source === 'estimate'),
      };
    },
  };
}
export type RoutingService = ReturnType<typeof createRoutingService>;
