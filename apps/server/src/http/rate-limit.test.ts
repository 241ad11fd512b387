/**
 * Content writes are rate-limited per account and per address (http/rate-limit.ts): the write past
 * the limit answers 429 `rate_limited` with Retry-After and changes nothing; another account is
 * not affected; instances sharing a database count together.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq, like } from 'drizzle-orm';
import { createSecondInstance, createTestContext, type TestContext } from '../../test/helpers.js';
import { randomUUID } from 'node:crypto';
import {
  makeAdmin,
  makeDeactivatedUser,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../test/builders.js';
import { comments, rateLimits } from '../db/schema.js';
import { registerAccess } from './access.js';
import { registerRateLimits } from './rate-limit.js';
import { createRateCounters } from '../db/rate-counters.js';

/** Small limits; the addresses below are set per request (inject's remoteAddress). */
const env = {
  WRITE_RATE_LIMIT: '3',
  WRITE_RATE_LIMIT_PER_ADDRESS: '5',
  UPLOAD_RATE_LIMIT: '2',
  UPLOAD_RATE_LIMIT_PER_ADDRESS: '4',
  OPS_RATE_LIMIT: '4',
  OPS_RATE_LIMIT_PER_ADDRESS: '6',
};

let address = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${++address}`;

describe('write rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(env);
  });
  afterAll(async () => ctx?.close());
  // Each test starts with fresh budgets (the builders write from inject's default address).
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimits).where(like(rateLimits.key, 'pintrip:%'));
  });

  const comment = (user: TestUser, destinationId: string, from: string, app = ctx.app) =>
    app.inject({
      method: 'POST',
      url: `/api/destinations/${destinationId}/comments`,
      headers: { cookie: user.cookie },
      remoteAddress: from,
      payload: { content: 'hello' },
    });
  const commentsOn = async (destinationId: string) =>
    (await ctx.database.db.select().from(comments).where(eq(comments.destinationId, destinationId))).length;

  it('the write past the account limit answers 429 with Retry-After and changes nothing', async () => {
    const [user, other] = [await makeUser(ctx), await makeUser(ctx)];
    const destination = await makeDestination(ctx, other);
    const from = newAddress();
    for (let n = 0; n < 3; n++) expect((await comment(user, destination.id, from)).statusCode).toBe(201);
    const refused = await comment(user, destination.id, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String) as string },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await commentsOn(destination.id)).toBe(3);
    // Every write shares the budget: a like is refused too, and counts nothing.
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${destination.id}/like`,
      headers: { cookie: user.cookie },
      remoteAddress: from,
    });
    expect(like.statusCode).toBe(429);
    // Another account, from another address, is not affected.
    expect((await comment(other, destination.id, newAddress())).statusCode).toBe(201);
    expect(await commentsOn(destination.id)).toBe(4);
  });

  it('the address limit holds across accounts; another address is not affected', async () => {
    const users = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
    const destination = await makeDestination(ctx, users[0]!);
    const from = newAddress();
    // 5 writes from one address, by three accounts (none past its own limit of 3).
    for (const [n, user] of [users[0], users[1], users[2], users[0], users[1]].entries()) {
      expect((await comment(user!, destination.id, from)).statusCode, `write ${n + 1}`).toBe(201);
    }
    expect((await comment(users[2]!, destination.id, from)).statusCode).toBe(429);
    expect((await comment(users[2]!, destination.id, newAddress())).statusCode).toBe(201);
  });

  it('a visitor sharing is limited by address', async () => {
    const owner = await makeUser(ctx);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/itineraries',
      headers: { cookie: owner.cookie },
      payload: { title: 'trip', start_date: '2026-05-01', end_date: '2026-05-01' },
    });
    const id = (created.json() as { id: string }).id;
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}/visibility`,
      headers: { cookie: owner.cookie },
      payload: { is_public: true },
    });
    const from = newAddress();
    const share = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${id}/share`,
        remoteAddress: from,
        payload: { channel: 'link' },
      });
    for (let n = 0; n < 5; n++) expect((await share()).statusCode).toBe(200);
    expect((await share()).statusCode).toBe(429);
  });

  it('uploads have their own, smaller budget, spent before the body is read', async () => {
    const user = await makeUser(ctx);
    const from = newAddress();
    const upload = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/uploads?kind=destination',
        headers: { cookie: user.cookie, 'content-type': 'multipart/form-data; boundary=x' },
        remoteAddress: from,
        payload: '--x--\r\n',
      });
    for (let n = 0; n < 2; n++) expect((await upload()).statusCode).toBe(400);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // Uploads do not spend the write budget.
    const destination = await makeDestination(ctx, user);
    expect(destination.id).toBeTruthy();
  });

  describe('the planner (ops and presence) has a budget of its own', () => {
    const op = (itineraryId: string, user: TestUser, from: string, n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${itineraryId}/ops`,
        headers: { cookie: user.cookie },
        remoteAddress: from,
        payload: {
          ops: [{ op_id: randomUUID(), kind: 'trip.update', fields: { title: `trip ${n}` } }],
        },
      });
    const presence = (itineraryId: string, user: TestUser, from: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${itineraryId}/presence`,
        headers: { cookie: user.cookie },
        remoteAddress: from,
        payload: { plan_id: null },
      });
    const titleOf = async (itineraryId: string, user: TestUser) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${itineraryId}`,
          headers: { cookie: user.cookie },
        })
      ).json().title as string;
    /** The builders' own writes (creating the trip, the destination) spent budgets: start afresh. */
    const freshBudgets = () => ctx.database.db.delete(rateLimits).where(like(rateLimits.key, 'pintrip:%'));

    it('past OPS_RATE_LIMIT: 429 with Retry-After, nothing applied; the write budget is untouched', async () => {
      const owner = await makeUser(ctx);
      const trip = await makeItinerary(ctx, owner);
      const destination = await makeDestination(ctx, owner);
      await freshBudgets();
      const from = newAddress();
      // Ops and heartbeats share the class: 3 ops + 1 heartbeat spend the 4.
      for (let n = 1; n <= 3; n++) {
        const res = await op(trip.id, owner, from, n);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().results[0].status).toBe('applied');
      }
      expect((await presence(trip.id, owner, from)).statusCode).toBe(200);
      const refused = await op(trip.id, owner, from, 99);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: expect.any(String) as string },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect((await presence(trip.id, owner, from)).statusCode).toBe(429);
      expect(await titleOf(trip.id, owner)).toBe('trip 3');
      // The write class is unaffected: three writes (its limit) still pass from the same account and address.
      for (let n = 0; n < 3; n++) expect((await comment(owner, destination.id, from)).statusCode).toBe(201);
    });

    it('ops do not spend the write budget, nor writes the ops budget', async () => {
      const owner = await makeUser(ctx);
      const trip = await makeItinerary(ctx, owner);
      const destination = await makeDestination(ctx, await makeUser(ctx));
      await freshBudgets();
      const from = newAddress();
      for (let n = 0; n < 3; n++) expect((await comment(owner, destination.id, from)).statusCode).toBe(201);
      expect((await comment(owner, destination.id, from)).statusCode).toBe(429);
      for (let n = 1; n <= 4; n++) expect((await op(trip.id, owner, from, n)).statusCode).toBe(200);
      expect((await op(trip.id, owner, from, 5)).statusCode).toBe(429);
    });

    it('the address budget holds across accounts; a visitor gets 401, a deactivated user 403 before any count', async () => {
      const [a, b] = [await makeUser(ctx), await makeUser(ctx)];
      const [tripA, tripB] = [await makeItinerary(ctx, a), await makeItinerary(ctx, b)];
      await freshBudgets();
      const from = newAddress();
      for (const [n, [trip, user]] of [
        [tripA, a],
        [tripB, b],
        [tripA, a],
        [tripB, b],
        [tripA, a],
        [tripB, b],
      ].entries()) {
        expect((await op(trip!.id, user as TestUser, from, n)).statusCode, `op ${n + 1}`).toBe(200);
      }
      expect((await op(tripA.id, a, from, 7)).statusCode).toBe(429);
      // b has spent 3 of its own 4: from another address it still passes.
      expect((await op(tripB.id, b, newAddress(), 8)).statusCode).toBe(200);
      const visitor = await ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${tripA.id}/ops`,
        remoteAddress: newAddress(),
        payload: { ops: [] },
      });
      expect(visitor.statusCode).toBe(401);
      const inactive = await makeDeactivatedUser(ctx);
      expect((await op(tripA.id, inactive, newAddress(), 9)).statusCode).toBe(403);
    });
  });

  it('concurrent writes past the limit: exactly the limit succeeds', async () => {
    const [user, owner] = [await makeUser(ctx), await makeUser(ctx)];
    const destination = await makeDestination(ctx, owner);
    const from = newAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => comment(user, destination.id, from)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array.from({ length: 7 }, () => 429)]);
    expect(await commentsOn(destination.id)).toBe(3);
  });

  it('first hits at once on new keys all count, none fails (two unique indexes, one arbiter)', async () => {
    const counters = createRateCounters(ctx.database.db);
    for (let round = 0; round < 10; round += 1) {
      const keys = [`pintrip:test:${round}:a`, `pintrip:test:${round}:b`];
      const hits = await Promise.all(Array.from({ length: 20 }, () => counters.hit(keys, 60_000)));
      const counts = hits.map((answer) => answer.map((hit) => hit.count));
      expect(counts.map(([a]) => a).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
        Array.from({ length: 20 }, (_, n) => n + 1),
      );
    }
  });

  it('two instances sharing the database count together', async () => {
    const second = await createSecondInstance(ctx);
    try {
      const [user, owner] = [await makeUser(ctx), await makeUser(ctx)];
      const destination = await makeDestination(ctx, owner);
      const from = newAddress();
      expect((await comment(user, destination.id, from, ctx.app)).statusCode).toBe(201);
      expect((await comment(user, destination.id, from, second.app)).statusCode).toBe(201);
      expect((await comment(user, destination.id, from, ctx.app)).statusCode).toBe(201);
      expect((await comment(user, destination.id, from, second.app)).statusCode).toBe(429);
      expect((await comment(user, destination.id, from, ctx.app)).statusCode).toBe(429);
      expect(await commentsOn(destination.id)).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('a new window opens when the last one closed', async () => {
    const [user, owner] = [await makeUser(ctx), await makeUser(ctx)];
    const destination = await makeDestination(ctx, owner);
    const from = newAddress();
    for (let n = 0; n < 3; n++) await comment(user, destination.id, from);
    expect((await comment(user, destination.id, from)).statusCode).toBe(429);
    // As if the window had opened two minutes ago.
    await ctx.database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 120_000 })
      .where(eq(rateLimits.key, `pintrip:write:user:${user.id}`));
    expect((await comment(user, destination.id, from)).statusCode).toBe(201);
  });

  it('admins moderate without a limit', async () => {
    const admin = await makeAdmin(ctx);
    const from = newAddress();
    for (let n = 0; n < 7; n++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/categories',
        headers: { cookie: admin.cookie },
        remoteAddress: from,
        payload: { name: `분류-${from}-${n}` },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('the OpenAPI document lists 429 on limited routes', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths['/api/destinations/{id}/comments']!.post!.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/uploads']!.post!.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/itineraries/{id}/ops']!.post!.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/itineraries/{id}/presence']!.post!.responses)).toContain('429');
    expect(Object.keys(document.paths['/api/destinations/{id}/comments']!.get!.responses)).not.toContain(
      '429',
    );
  });

  it('a write route a non-admin may call cannot be registered without a rate limit', async () => {
    const app = Fastify();
    registerAccess(app);
    registerRateLimits(app, { db: ctx.database.db, config: ctx.config });
    expect(() =>
      app.post('/api/things', { config: { access: 'active_user' } }, async () => ({ ok: true })),
    ).toThrow(/declares no rate limit/);
    expect(() =>
      app.post('/api/admin/things', { config: { access: 'admin' } }, async () => ({ ok: true })),
    ).not.toThrow();
    await app.close();
  });
});
