/**
 * The request pipeline, route by route: every /api route the app registers is enumerated from the
 * app itself (app.apiRoutes), so a route added later is covered by construction. Checked in the
 * order a request meets them: a foreign Origin on a write (403), who you are (401, 403
 * account_inactive), text PostgreSQL cannot hold (400), malformed ids in the path (404).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../src/http/access.js';
import { rowsOf } from '../src/db/raw-sql.js';
import { createTestContext, type TestContext } from './helpers.js';
import { makeAdmin, makeDeactivatedUser, makeDestination, makeUser, type TestUser } from './builders.js';

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const hasBody = (route: ApiRoute) => unsafe.has(route.method) && route.method !== 'DELETE';

/** The route's URL with every path parameter set to `value`. */
const fill = (route: ApiRoute, value: string) =>
  route.url.replace(/:([a-z_]+)/g, (_m, name: string) => (name === 'file' ? `${value}.svg` : value));

/** Tables whose content no refused request may change. */
const watchedTables = [
  'users',
  'profiles',
  'categories',
  'destinations',
  'destination_likes',
  'destination_bookmarks',
  'comments',
  'comment_reactions',
  'itineraries',
  'itinerary_days',
  'itinerary_plans',
  'itinerary_likes',
  'itinerary_ops',
];

describe('the request pipeline, on every registered route', () => {
  let ctx: TestContext;
  let routes: ApiRoute[];
  let superAdmin: TestUser;
  let inactive: TestUser;
  let destinationId: string;
  let origin: string;

  /** A digest of every watched table's rows: equal before and after means nothing changed. */
  async function snapshot(): Promise<string> {
    const parts: string[] = [];
    for (const table of watchedTables) {
      const [row] = rowsOf<{ digest: string }>(
        await ctx.database.db.execute(
          sql`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(table)} t`,
        ),
      );
      parts.push(`${table}:${row?.digest}`);
    }
    return parts.join(',');
  }

  const send = (
    route: ApiRoute,
    options: { url?: string; cookie?: string; payload?: string; origin?: string } = {},
  ) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: options.url ?? fill(route, destinationId),
      headers: {
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...(options.origin ? { origin: options.origin } : {}),
        ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.payload !== undefined ? { payload: options.payload } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestContext();
    routes = ctx.app.apiRoutes;
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
    inactive = await makeDeactivatedUser(ctx);
    destinationId = (await makeDestination(ctx, await makeUser(ctx))).id;
    origin = new URL(ctx.config.publicUrl).origin;
  });
  afterAll(async () => ctx?.close());

  it('knows the routes: every one declares its access, and the list is not empty', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/destinations');
    for (const route of routes)
      expect(route.access).toMatch(/^(visitor|user|active_user|admin|super_admin)$/);
  });

  it('a visitor with a malformed body or query gets 401 on every route that needs a session', async () => {
    const guarded = routes.filter((r) => r.access !== 'visitor');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const res = await send(route, {
        url: `${fill(route, destinationId)}?limit=abc&cursor=%%%`,
        ...(hasBody(route) ? { payload: '{"title":5,"rating":"x","content":7}' } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });

  it('a deactivated user gets 403 account_inactive before any 400, on every write', async () => {
    const before = await snapshot();
    const writes = routes.filter((r) => unsafe.has(r.method));
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      const res = await send(route, {
        cookie: inactive.cookie,
        url: `${fill(route, destinationId)}?limit=abc`,
        ...(hasBody(route) ? { payload: '{"title":5,"is_like":"x"}' } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
    }
    expect(await snapshot()).toBe(before);
  });

  it('NUL and lone surrogates anywhere (body, query, path) give 400 validation_failed and change nothing', async () => {
    const before = await snapshot();
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const query = await send(route, {
        cookie: superAdmin.cookie,
        url: `${fill(route, destinationId)}?q=a%00b`,
      });
      expect(query.statusCode, `${label} query`).toBe(400);
      expect(query.json().error.code).toBe('validation_failed');

      if (route.url.includes(':')) {
        const path = await send(route, { cookie: superAdmin.cookie, url: fill(route, 'a%00b') });
        expect(path.statusCode, `${label} path`).toBe(400);
      }
      if (hasBody(route)) {
        for (const bad of ['"a\\u0000b"', '"a\\ud800b"', '"\\udc00"']) {
          const payload = `{"title":${bad},"content":${bad},"name":${bad},"full_name":${bad},"nested":[{"x":${bad}}]}`;
          const res = await send(route, { cookie: superAdmin.cookie, payload });
          expect(res.statusCode, `${label} body ${bad}`).toBe(400);
          expect(res.json().error.code).toBe('validation_failed');
        }
        const key = await send(route, { cookie: superAdmin.cookie, payload: '{"a\\u0000":1}' });
        expect(key.statusCode, `${label} key`).toBe(400);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a paired surrogate (an emoji) is ordinary text', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/destinations?q=${encodeURIComponent('🌊')}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('a foreign Origin gets 403 forbidden on every unsafe route, before anything else runs', async () => {
    const before = await snapshot();
    for (const route of routes.filter((r) => unsafe.has(r.method))) {
      for (const cookie of [superAdmin.cookie, undefined]) {
        const res = await send(route, {
          ...(cookie ? { cookie } : {}),
          origin: 'https://evil.example',
          ...(hasBody(route) ? { payload: '{}' } : {}),
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('same-origin writes and writes without Origin work; a foreign Origin on a read is not refused', async () => {
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${destinationId}/like`,
      headers: { cookie: superAdmin.cookie, origin },
    });
    expect(like.statusCode).toBe(200);
    const unlike = await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${destinationId}/like`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(unlike.statusCode).toBe(200);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/destinations',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('a malformed id in a path is 404 not_found on every route with an id', async () => {
    // Ids are uuids; other path parameters (an avatar's seed) have rules of their own.
    const withIds = routes.filter((r) => /:(id|user_id)\b/.test(r.url));
    expect(withIds.length).toBeGreaterThan(5);
    for (const route of withIds) {
      for (const bad of ['not-a-uuid', '123', `${randomUUID()}x`]) {
        const res = await send(route, {
          cookie: superAdmin.cookie,
          url: fill(route, bad),
          ...(hasBody(route) ? { payload: '{}' } : {}),
        });
        expect(res.statusCode, `${route.method} ${fill(route, bad)}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
  });
});

describe('rate limits answer with the contract', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('sign-in and sign-up past their limit get 429 rate_limited with Retry-After', async () => {
    for (const [url, payload] of [
      ['/api/auth/sign-in/email', { email: 'nobody@pintrip.test', password: 'Wrong123!' }],
      ['/api/auth/sign-up/email', { email: 'x', password: 'short', name: 'x' }],
    ] as const) {
      let limited: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
      for (let i = 0; i < 30 && !limited; i += 1) {
        const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.8.7' });
        if (res.statusCode === 429) limited = res;
      }
      expect(limited, url).toBeDefined();
      expect(limited?.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
