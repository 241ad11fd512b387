/**
 * Travel times for pairs of points: the cache first, then the configured provider (within its
 * budget and timeout), else the estimate. What a provider answers is cached; the estimate is not
 * (it costs nothing to compute again).
 */
import type { LatLng, LegMeasure, RouteMode, RouteSource } from '@pintrip/shared';
import type { CacheKey, RoutingRepository } from './routing.repository.js';
import {
  estimatePairs,
  requestsFor,
  type MatrixQuery,
  type PointPair,
  type RequestBudget,
  type TravelProvider,
} from './routing.providers.js';

export interface MeasuredLeg extends LegMeasure {
  source: RouteSource;
}

export interface TravelTimesOptions {
  provider: TravelProvider | null;
  budget: RequestBudget;
  timeoutMs: number;
  cache: () => RoutingRepository;
  onFailure?: (error: unknown) => void;
}

const rounded = (value: number) => Math.round(value * 1e4);

const keyOf = (from: LatLng, to: LatLng): CacheKey => ({
  from_lat: rounded(from.lat),
  from_lng: rounded(from.lng),
  to_lat: rounded(to.lat),
  to_lng: rounded(to.lng),
});

const keyText = (k: CacheKey) => `${k.from_lat},${k.from_lng},${k.to_lat},${k.to_lng}`;

/**
 * The departure bucket of the cache: the weekday and hour of the departure's own wall time
 * ("d3h09") for a provider that reads it, else "any".
 */
export function departureBucket(provider: TravelProvider, depart: string | null): string {
  if (!provider.usesDeparture || depart === null) return 'any';
  const weekday = new Date(`${depart.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return `d${weekday}h${depart.slice(11, 13)}`;
}

export function createTravelTimes(options: TravelTimesOptions) {
  return {
    /** One leg per pair, in order. */
    async measure(
      points: readonly LatLng[],
      pairs: readonly PointPair[],
      mode: RouteMode,
      depart: string | null,
    ): Promise<MeasuredLeg[]> {
      const query: MatrixQuery = { points, pairs, mode, depart };
      const estimates = estimatePairs(query).map((m): MeasuredLeg => ({ ...m, source: 'estimate' }));
      const provider = options.provider;
      if (!provider || !provider.serves(mode) || pairs.length === 0) return estimates;

      const bucket = departureBucket(provider, depart);
      const keys = pairs.map(([from, to]) => keyOf(points[from]!, points[to]!));
      const cache = options.cache();
      const cached = new Map(
        (await cache.lookup(provider.name, mode, bucket, keys)).map((row) => [keyText(row), row]),
      );
      const answers: (MeasuredLeg | null)[] = keys.map((key) => {
        const hit = cached.get(keyText(key));
        return hit ? { duration: hit.duration_s, distance: hit.distance_m, source: provider.name } : null;
      });
      const missing = pairs.flatMap((pair, k) => (answers[k] === null ? [k] : []));
      if (missing.length > 0) {
        const missingQuery: MatrixQuery = { ...query, pairs: missing.map((k) => pairs[k]!) };
        if (options.budget.take(requestsFor(provider, missingQuery))) {
          try {
            const measured = await provider.measure(missingQuery, AbortSignal.timeout(options.timeoutMs));
            const fresh = missing.flatMap((k, i) => {
              const leg = measured[i];
              if (!leg) return [];
              answers[k] = { ...leg, source: provider.name };
              return [{ ...keys[k]!, duration_s: leg.duration, distance_m: leg.distance }];
            });
            await cache.store(provider.name, mode, bucket, fresh);
          } catch (error) {
            options.onFailure?.(error);
          }
        }
      }
      return answers.map((answer, k) => answer ?? estimates[k]!);
    },
  };
}
export type TravelTimes = ReturnType<typeof createTravelTimes>;
