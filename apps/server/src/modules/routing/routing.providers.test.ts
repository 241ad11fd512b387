/*
 * Each travel-time provider against a loopback HTTP server speaking its documented API
 * (127.0.0.1, a free port, stopped by the test), through the HTTP layer on a real database: the
 * request it sends, the answer it reads, the cache that answers the second time without a request,
 * and the estimate on an error, a timeout and a spent budget.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DayLegs, Itinerary, OptimizeAnswer } from '@pintrip/shared';
import { makeItinerary, makeUser, requestAs, type TestUser } from '../../../test/builders.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { scrambledDays, scrambledDaysAt } from './routing.fixtures.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback double: `answer` decides each reply; every request is recorded in `seen`. */
async function startDouble(answer: (req: Seen) => { status?: number; json?: unknown; delayMs?: number }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const reply = answer(request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Double = Awaited<ReturnType<typeof startDouble>>;

/** Coordinates from an OSRM path: /table/v1/{profile}/{lng,lat;…}. */
const osrmPoints = (url: string) =>
  decodeURIComponent(url.split('?')[0]!.split('/')[4]!)
    .split(';')
    .map((pair) => pair.split(',').map(Number) as [number, number]);

/** 100 m and 60 s per 0.01° of longitude between points (the day's points lie on one parallel). */
const fakeLeg = (a: [number, number], b: [number, number]) => {
  const steps = Math.round(Math.abs(a[0] - b[0]) * 100);
  return { seconds: steps * 60, metres: steps * 100 };
};

describe.each([
  {
    name: 'osrm',
    env: (url: string) => ({ ROUTING_PROVIDER: 'osrm', OSRM_URL: url }),
    mode: 'car',
    served: (req: Seen) => {
      const points = osrmPoints(req.url);
      return {
        json: {
          code: 'Ok',
          durations: points.map((a) => points.map((b) => fakeLeg(a, b).seconds)),
          distances: points.map((a) => points.map((b) => fakeLeg(a, b).metres)),
        },
      };
    },
    checkRequest: (req: Seen) => {
      expect(req.method).toBe('GET');
      expect(req.url).toMatch(/^\/table\/v1\/driving\/126\.978000,37\.566500;/);
      expect(req.url).toContain('annotations=duration%2Cdistance');
    },
  },
  {
    name: 'valhalla',
    env: (url: string) => ({ ROUTING_PROVIDER: 'valhalla', VALHALLA_URL: url }),
    mode: 'walk',
    served: (req: Seen) => {
      const body = JSON.parse(req.body) as {
        sources: { lat: number; lon: number }[];
        targets: { lat: number; lon: number }[];
      };
      return {
        json: {
          units: 'kilometers',
          sources_to_targets: body.sources.map((a, i) =>
            body.targets.map((b, j) => {
              const leg = fakeLeg([a.lon, a.lat], [b.lon, b.lat]);
              return { from_index: i, to_index: j, time: leg.seconds, distance: leg.metres / 1000 };
            }),
          ),
        },
      };
    },
    checkRequest: (req: Seen) => {
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/sources_to_targets');
      const body = JSON.parse(req.body) as Record<string, unknown>;
      expect(body.costing).toBe('pedestrian');
      expect(body.date_time).toEqual({ type: 1, value: '2026-05-01T09:00' });
    },
  },
  {
    name: 'kakao',
    env: (url: string) => ({
      ROUTING_PROVIDER: 'kakao',
      KAKAO_REST_API_KEY: 'test-kakao-key',
      KAKAO_MOBILITY_URL: url,
    }),
    mode: 'car',
    served: (req: Seen) => {
      const body = JSON.parse(req.body) as {
        origin: { x: number; y: number };
        destinations: { x: number; y: number; key: string }[];
      };
      return {
        json: {
          trans_id: 'test',
          routes: body.destinations.map((d) => {
            const leg = fakeLeg([body.origin.x, body.origin.y], [d.x, d.y]);
            return {
              result_code: 0,
              result_msg: '길찾기 성공',
              key: d.key,
              summary: { distance: leg.metres, duration: leg.seconds },
            };
          }),
        },
      };
    },
    checkRequest: (req: Seen) => {
      expect(req.method).toBe('POST');
      expect(req.url).toBe('/v1/destinations/directions');
      expect(req.headers.authorization).toBe('KakaoAK test-kakao-key');
      const body = JSON.parse(req.body) as { origin: unknown; destinations: unknown[] };
      expect(body.origin).toEqual({ x: 126.978, y: 37.5665 });
      expect(body.destinations).toHaveLength(1);
    },
  },
] as const)('routing provider $name (loopback double)', ({ env, mode, served, checkRequest }) => {
  let ctx: TestContext;
  let owner: TestUser;
  let trip: Itinerary;
  let double: Double;
  let reply: (req: Seen) => { status?: number; json?: unknown; delayMs?: number } = served;
  const depart = '2026-05-01T09:00:00%2B09:00';
  const legsUrl = () => `/api/itineraries/${trip.id}/days/1/legs?mode=${mode}&depart=${depart}`;

  beforeAll(async () => {
    double = await startDouble((req) => reply(req));
    ctx = await createTestContext({
      ...env(double.url),
      ROUTING_TIMEOUT_MS: '300',
      ROUTING_REQUESTS_PER_MINUTE: '1000',
    });
    owner = await makeUser(ctx);
    trip = await makeItinerary(ctx, owner, { days: scrambledDays });
  }, 120_000);
  afterEach(() => {
    reply = served;
    double.seen.length = 0;
  });
  afterAll(async () => {
    await ctx?.close();
    await double?.stop();
  });

  it('answers the legs it measured, then the same from the cache without a request', async () => {
    const first = await requestAs(ctx, 'GET', legsUrl(), owner);
    expect(first.statusCode).toBe(200);
    const body = first.json() as DayLegs;
    // Hotel (0) → 3 → 1 → 2 → station (4): 3, 2, 1, 2 steps of 60 s and 100 m.
    expect(body.legs.map((leg) => leg!.duration_s)).toEqual([180, 120, 60, 120]);
    expect(body.legs.map((leg) => leg!.distance_m)).toEqual([300, 200, 100, 200]);
    expect(body.legs.every((leg) => leg!.is_estimate === false)).toBe(true);
    expect(double.seen.length).toBeGreaterThan(0);
    checkRequest(double.seen[0]!);

    double.seen.length = 0;
    const again = (await requestAs(ctx, 'GET', legsUrl(), owner)).json() as DayLegs;
    expect(again).toEqual(body);
    expect(double.seen).toHaveLength(0);
  });

  it("optimises on the provider's matrix", async () => {
    const res = await requestAs(
      ctx,
      'POST',
      `/api/itineraries/${trip.id}/days/1/optimize?mode=${mode}&depart=${depart}`,
      owner,
      {},
    );
    const body = res.json() as OptimizeAnswer;
    const [hotel, third, first, second, station] = trip.days[0]!.plans.map((p) => p.id);
    expect(body.order).toEqual([hotel, first, second, third, station]);
    expect(body.is_estimate).toBe(false);
    expect(body.proposed_duration_s).toBe(4 * 60);
  });

  it('answers the estimate when the provider fails, and when it does not answer in time', async () => {
    for (const [k, failure] of [{ status: 500, json: { error: 'down' } }, { delayMs: 2000 }].entries()) {
      reply = () => failure;
      // Another place each time: nothing of it is cached.
      const elsewhere = await makeItinerary(ctx, owner, { days: scrambledDaysAt(0.1 * (k + 1)) });
      const res = await requestAs(
        ctx,
        'GET',
        `/api/itineraries/${elsewhere.id}/days/1/legs?mode=${mode}&depart=${depart}`,
        owner,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as DayLegs;
      expect(double.seen.length).toBeGreaterThan(0);
      expect(body.legs.every((leg) => leg!.is_estimate && leg!.source === 'estimate')).toBe(true);
      expect(body.legs[0]!.distance_m).toBeGreaterThan(300);
    }
  });
});

describe('routing provider budget and modes it does not serve', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let trip: Itinerary;
  let double: Double;

  beforeAll(async () => {
    double = await startDouble((req) => {
      const points = osrmPoints(req.url);
      return {
        json: {
          code: 'Ok',
          durations: points.map((a) => points.map((b) => fakeLeg(a, b).seconds)),
          distances: points.map((a) => points.map((b) => fakeLeg(a, b).metres)),
        },
      };
    });
    ctx = await createTestContext({
      ROUTING_PROVIDER: 'osrm',
      OSRM_URL: double.url,
      ROUTING_REQUESTS_PER_MINUTE: '1',
    });
    owner = await makeUser(ctx);
    trip = await makeItinerary(ctx, owner, { days: scrambledDays });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
    await double?.stop();
  });

  it('transit is the estimate without a request; past the budget, the estimate; the cache still answers', async () => {
    const transit = (
      await requestAs(ctx, 'GET', `/api/itineraries/${trip.id}/days/1/legs?mode=transit`, owner)
    ).json() as DayLegs;
    expect(transit.legs.every((leg) => leg!.is_estimate)).toBe(true);
    expect(double.seen).toHaveLength(0);

    const car = (
      await requestAs(ctx, 'GET', `/api/itineraries/${trip.id}/days/1/legs?mode=car`, owner)
    ).json() as DayLegs;
    expect(car.legs.every((leg) => leg!.source === 'osrm')).toBe(true);
    expect(double.seen).toHaveLength(1);

    const walk = (
      await requestAs(ctx, 'GET', `/api/itineraries/${trip.id}/days/1/legs?mode=walk`, owner)
    ).json() as DayLegs;
    expect(walk.legs.every((leg) => leg!.source === 'estimate')).toBe(true);
    expect(double.seen).toHaveLength(1);

    const cached = (
      await requestAs(ctx, 'GET', `/api/itineraries/${trip.id}/days/1/legs?mode=car`, owner)
    ).json() as DayLegs;
    expect(cached).toEqual(car);
  });
});
