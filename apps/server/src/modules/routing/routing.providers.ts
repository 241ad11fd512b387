/**
 * Travel-time providers behind one interface (issue 24, docs/decisions/0038-routing.md): a time and
 * distance for pairs of points, a mode (walk, transit, car) and a departure time.
 *
 * - `estimate` (the default, no internet): the straight line × a detour factor at a speed per mode
 *   (`estimateLeg` in packages/shared/src/routing).
 * - `osrm` (GET /table/v1/{profile}/…, walk and car), `valhalla` (POST /sources_to_targets, walk
 *   and car) and `kakao` (Kakao Mobility's multi-destination directions, car only, with
 *   KAKAO_REST_API_KEY) are online. Keys stay on the server. Every HTTP call has a timeout and
 *   counts against a per-process request budget; a mode a provider does not serve, a pair it could
 *   not route, a failure, a timeout or an exhausted budget answers the estimate for those pairs.
 */
import { estimateLeg, type LatLng, type LegMeasure, type RouteMode, type RouteSource } from '@pintrip/shared';

export type Fetch = typeof fetch;

/** A pair of indices into the points: from, to. */
export type PointPair = readonly [number, number];

export interface MatrixQuery {
  points: readonly LatLng[];
  pairs: readonly PointPair[];
  mode: RouteMode;
  /** The departure as asked (ISO 8601 with the trip's offset), or null. */
  depart: string | null;
}

export interface TravelProvider {
  readonly name: Exclude<RouteSource, 'estimate'>;
  /** Whether it answers this mode at all (else the estimate does, without a request). */
  serves(mode: RouteMode): boolean;
  /** Whether answers depend on the departure time (the cache then keys them by its bucket). */
  readonly usesDeparture: boolean;
  /**
   * One measure per pair, in order; null for a pair it could not route. Throws on a failure, a
   * timeout or an exhausted budget (the caller answers the estimate).
   */
  measure(query: MatrixQuery, signal: AbortSignal): Promise<(LegMeasure | null)[]>;
}

export interface ProviderOptions {
  fetch?: Fetch;
  /** Where the service lives (OSRM and Valhalla: required; Kakao: for tests). */
  baseUrl?: string;
}

/** The estimate for each pair. */
export const estimatePairs = (query: MatrixQuery): LegMeasure[] =>
  query.pairs.map(([from, to]) => estimateLeg(query.points[from]!, query.points[to]!, query.mode));

const whole = (value: unknown, scale = 1): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value * scale) : null;

async function fetchJson(
  fetchImpl: Fetch,
  url: URL,
  init: RequestInit,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetchImpl(url, { ...init, signal });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  return (await response.json()) as unknown;
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/**
 * OSRM's table service (https://project-osrm.org/docs/v5.24.0/api/#table-service): one request for
 * the whole matrix of the points, `annotations=duration,distance` (seconds, metres; null when
 * unroutable). Walk asks the `foot` profile, car `driving`; a server built for one profile answers
 * it whatever the name (as the demo server does), so run one per mode or accept that.
 */
export function createOsrmProvider(options: ProviderOptions & { baseUrl: string }): TravelProvider {
  const fetchImpl = options.fetch ?? fetch;
  const profiles: Partial<Record<RouteMode, string>> = { walk: 'foot', car: 'driving' };
  return {
    name: 'osrm',
    usesDeparture: false,
    serves: (mode) => profiles[mode] !== undefined,
    async measure(query, signal) {
      const coords = query.points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
      const url = new URL(`table/v1/${profiles[query.mode]}/${coords}`, withSlash(options.baseUrl));
      url.searchParams.set('annotations', 'duration,distance');
      const body = (await fetchJson(fetchImpl, url, { headers: { accept: 'application/json' } }, signal)) as {
        code?: unknown;
        durations?: unknown;
        distances?: unknown;
      };
      if (body.code !== 'Ok' || !Array.isArray(body.durations) || !Array.isArray(body.distances)) {
        throw new Error(`osrm: ${String(body.code)}`);
      }
      const durations = body.durations as unknown[][];
      const distances = body.distances as unknown[][];
      return query.pairs.map(([from, to]) => {
        const duration = whole(durations[from]?.[to]);
        const distance = whole(distances[from]?.[to]);
        return duration === null || distance === null ? null : { duration, distance };
      });
    },
  };
}

/**
 * Valhalla's time-distance matrix (https://valhalla.github.io/valhalla/api/matrix/api-reference/):
 * POST /sources_to_targets with `sources`, `targets` ({lat, lon}), `costing` (pedestrian, auto)
 * and, given a departure, `date_time` {type: 1, value: local "YYYY-MM-DDTHH:mm"}; the answer's
 * `sources_to_targets[i][j]` has `time` (seconds) and `distance` (kilometres). Multimodal costing is
 * not offered by the matrix service: transit is the estimate.
 */
export function createValhallaProvider(options: ProviderOptions & { baseUrl: string }): TravelProvider {
  const fetchImpl = options.fetch ?? fetch;
  const costing: Partial<Record<RouteMode, string>> = { walk: 'pedestrian', car: 'auto' };
  return {
    name: 'valhalla',
    usesDeparture: true,
    serves: (mode) => costing[mode] !== undefined,
    async measure(query, signal) {
      const locations = query.points.map((p) => ({ lat: p.lat, lon: p.lng }));
      const request: Record<string, unknown> = {
        sources: locations,
        targets: locations,
        costing: costing[query.mode],
        units: 'kilometers',
      };
      // Valhalla reads the time as local to the first location: the departure's own wall time.
      if (query.depart) request.date_time = { type: 1, value: query.depart.slice(0, 16) };
      const url = new URL('sources_to_targets', withSlash(options.baseUrl));
      const body = (await fetchJson(
        fetchImpl,
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request),
        },
        signal,
      )) as { sources_to_targets?: unknown };
      if (!Array.isArray(body.sources_to_targets)) throw new Error('valhalla: unexpected answer');
      const rows = body.sources_to_targets as { time?: unknown; distance?: unknown }[][];
      return query.pairs.map(([from, to]) => {
        const cell = rows[from]?.[to];
        const duration = whole(cell?.time);
        const distance = whole(cell?.distance, 1000);
        return duration === null || distance === null ? null : { duration, distance };
      });
    },
  };
}

/**
 * Kakao Mobility's multi-destination directions (car; https://developers.kakaomobility.com):
 * POST /v1/destinations/directions with `Authorization: KakaoAK {REST API key}`, one origin
 * {x: lng, y: lat}, `destinations` [{x, y, key}] and a `radius` (metres, at most 10 km); each
 * answered route has its `key`, `result_code` (0 when found) and `summary` {distance (m),
 * duration (s)}. One request per origin of the pairs asked; a destination beyond the radius is
 * the estimate.
 */
export function createKakaoMobilityProvider(apiKey: string, options: ProviderOptions = {}): TravelProvider {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl ?? 'https://apis-navi.kakaomobility.com';
  return {
    name: 'kakao',
    usesDeparture: false,
    serves: (mode) => mode === 'car',
    async measure(query, signal) {
      const answers: (LegMeasure | null)[] = query.pairs.map(() => null);
      const byOrigin = new Map<number, number[]>();
      query.pairs.forEach(([from], k) => byOrigin.set(from, [...(byOrigin.get(from) ?? []), k]));
      for (const [from, pairIndices] of byOrigin) {
        const origin = query.points[from]!;
        const url = new URL('v1/destinations/directions', withSlash(base));
        const body = (await fetchJson(
          fetchImpl,
          url,
          {
            method: 'POST',
            headers: {
              authorization: `KakaoAK ${apiKey}`,
              'content-type': 'application/json',
              accept: 'application/json',
            },
            body: JSON.stringify({
              origin: { x: origin.lng, y: origin.lat },
              destinations: pairIndices.map((k) => {
                const to = query.points[query.pairs[k]![1]]!;
                return { x: to.lng, y: to.lat, key: String(k) };
              }),
              radius: 10_000,
            }),
          },
          signal,
        )) as { routes?: unknown };
        if (!Array.isArray(body.routes)) throw new Error('kakao mobility: unexpected answer');
        for (const route of body.routes as { key?: unknown; result_code?: unknown; summary?: unknown }[]) {
          const k = Number(route.key);
          if (!Number.isInteger(k) || !pairIndices.includes(k) || route.result_code !== 0) continue;
          const summary = (route.summary ?? {}) as { distance?: unknown; duration?: unknown };
          const duration = whole(summary.duration);
          const distance = whole(summary.distance);
          if (duration !== null && distance !== null) answers[k] = { duration, distance };
        }
      }
      return answers;
    },
  };
}

/**
 * A per-process budget of provider requests: at most `perMinute` in any sliding minute. `take`
 * answers false when spent (the caller answers the estimate instead of asking).
 */
export function createRequestBudget(perMinute: number, now: () => number = Date.now) {
  const stamps: number[] = [];
  return {
    take(count = 1): boolean {
      const t = now();
      while (stamps.length > 0 && stamps[0]! <= t - 60_000) stamps.shift();
      if (stamps.length + count > perMinute) return false;
      for (let i = 0; i < count; i++) stamps.push(t);
      return true;
    },
  };
}
export type RequestBudget = ReturnType<typeof createRequestBudget>;

/** How many HTTP requests `provider` makes for `query` (Kakao: one per origin). */
export const requestsFor = (provider: TravelProvider, query: MatrixQuery): number =>
  provider.name === 'kakao' ? new Set(query.pairs.map(([from]) => from)).size : 1;

export interface RoutingProviderConfig {
  ROUTING_PROVIDER: 'estimate' | 'osrm' | 'valhalla' | 'kakao';
  OSRM_URL?: string | undefined;
  VALHALLA_URL?: string | undefined;
  KAKAO_REST_API_KEY?: string | undefined;
  KAKAO_MOBILITY_URL?: string | undefined;
}

/** The configured provider, or null for the estimate only (config.ts checks the URLs and key). */
export function createTravelProvider(
  config: RoutingProviderConfig,
  options: ProviderOptions = {},
): TravelProvider | null {
  switch (config.ROUTING_PROVIDER) {
    case 'osrm':
      return createOsrmProvider({ ...options, baseUrl: options.baseUrl ?? config.OSRM_URL! });
    case 'valhalla':
      return createValhallaProvider({ ...options, baseUrl: options.baseUrl ?? config.VALHALLA_URL! });
    case 'kakao':
      return createKakaoMobilityProvider(config.KAKAO_REST_API_KEY!, {
        ...options,
        baseUrl: options.baseUrl ?? config.KAKAO_MOBILITY_URL,
      });
    default:
      return null;
  }
}
