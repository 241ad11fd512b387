/**
 * Like and bookmark toggles in one statement (db/toggle.ts, migration 0026): the SQL twin of the
 * visibility rule answers as `canSee` on every case, a toggle is one round trip, its event is the
 * event bus's own payload, and the visitor's cached pages show the new count at once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSee, type Actor, type MemberRole, type Visibility } from '@pintrip/shared';
import { rowsOf } from '../src/db/raw-sql.js';
import { encodeEvent, eventChannel } from '../src/modules/events/event-bus.js';
import { createQueryRecorder, type CapturedQuery } from './fixtures/query-plans.js';
import { createTestContext, type TestContext } from './helpers.js';
import { makeAdmin, makeDestination, makeItinerary, makeUser, requestAs, type TestUser } from './builders.js';

describe('pintrip_can_see restates canSee', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const owner = 'owner-id';
  const actors: Record<string, { actor: Actor | null; role: MemberRole | null }> = {
    visitor: { actor: null, role: null },
    owner: { actor: { id: owner, isAdmin: false, isSuperAdmin: false, isActive: true }, role: null },
    'deactivated owner': {
      actor: { id: owner, isAdmin: false, isSuperAdmin: false, isActive: false },
      role: null,
    },
    stranger: { actor: { id: 'stranger', isAdmin: false, isSuperAdmin: false, isActive: true }, role: null },
    admin: { actor: { id: 'admin', isAdmin: true, isSuperAdmin: false, isActive: true }, role: null },
    'super admin': {
      actor: { id: 'super', isAdmin: false, isSuperAdmin: true, isActive: true },
      role: null,
    },
    editor: { actor: { id: 'editor', isAdmin: false, isSuperAdmin: false, isActive: true }, role: 'editor' },
    viewer: { actor: { id: 'viewer', isAdmin: false, isSuperAdmin: false, isActive: true }, role: 'viewer' },
  };
  const items: Record<string, { userId: string | null } & Omit<Visibility, 'members'>> = {
    destination: { userId: owner, isHidden: false },
    'hidden destination': { userId: owner, isHidden: true },
    'destination of a deleted account': { userId: null, isHidden: false },
    'hidden, of a deleted account': { userId: null, isHidden: true },
    'public itinerary': { userId: owner, isHidden: false, isPublic: true },
    'private itinerary': { userId: owner, isHidden: false, isPublic: false },
    'hidden public itinerary': { userId: owner, isHidden: true, isPublic: true },
    'hidden private itinerary': { userId: owner, isHidden: true, isPublic: false },
  };

  it('answers as the policy for every caller and every item', async () => {
    const cases = Object.entries(actors).flatMap(([who, { actor, role }]) =>
      Object.entries(items).map(([what, item]) => ({ who, what, actor, role, item })),
    );
    const disagreements: string[] = [];
    for (const { who, what, actor, role, item } of cases) {
      const members = role && actor ? [{ userId: actor.id, role }] : [];
      const policy = canSee(actor, { ...item, members });
      const [row] = rowsOf<{ sees: boolean }>(
        await ctx.database.db.execute(sql`select pintrip_can_see(${actor?.id ?? null}::text,
          ${actor ? actor.isAdmin || actor.isSuperAdmin : false}, ${item.userId}::text,
          ${item.isHidden}, ${item.isPublic ?? null}::boolean, ${members.length > 0}) as sees`),
      );
      if (row?.sees !== policy) disagreements.push(`${who} / ${what}: policy ${policy}, SQL ${row?.sees}`);
    }
    expect(cases).toHaveLength(64);
    expect(disagreements).toEqual([]);
  });
});

/** The statements of a request but the viewer's session read and the write rate limiter's. */
const ownStatements = (queries: CapturedQuery[]) =>
  queries.map((q) => q.sql).filter((text) => !/from "sessions"|into "rate_limits"/.test(text));

describe('one-statement toggles', () => {
  const recorder = createQueryRecorder();
  let ctx: TestContext;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    [owner, other, admin] = [await makeUser(ctx), await makeUser(ctx), await makeAdmin(ctx)];
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('a destination like is one statement and notifies what the event bus would have sent', async () => {
    const destination = await makeDestination(ctx, owner);
    const heard: string[] = [];
    const stop = await ctx.database.listen(eventChannel, (payload) => heard.push(payload));
    try {
      const { result: res, queries } = await recorder.record(() =>
        requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, other),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ is_liked: true, likes_count: 1 });
      expect(ownStatements(queries)).toEqual([expect.stringContaining('from pintrip_toggle_destination(')]);
      await ctx.database.sync();
      const expected = encodeEvent(
        'destination.updated',
        { id: destination.id, likes_count: 1, bookmarks_count: 0 },
        [{ userId: owner.id, isHidden: false }],
      );
      expect(heard.map((payload) => JSON.parse(payload) as unknown)).toEqual([JSON.parse(expected)]);
    } finally {
      await stop();
    }
  });

  it('a bookmark keeps the like count and notifies both counts', async () => {
    const destination = await makeDestination(ctx, owner);
    await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, other);
    const res = await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/bookmark`, admin);
    expect(res.json()).toEqual({ is_bookmarked: true, bookmarks_count: 1 });
    const again = await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/bookmark`, admin);
    expect(again.json()).toEqual({ is_bookmarked: false, bookmarks_count: 0 });
    const detail = await requestAs(ctx, 'GET', `/api/destinations/${destination.id}`, other);
    expect(detail.json()).toMatchObject({ likes_count: 1, bookmarks_count: 0, is_liked: true });
  });

  it("a visitor's cached page shows a toggle at once (the caches are cleared after it commits)", async () => {
    const destination = await makeDestination(ctx, owner);
    const page = async () => {
      const res = await requestAs(ctx, 'GET', '/api/destinations?sort=latest', null);
      const items = (res.json() as { items: { id: string; likes_count: number }[] }).items;
      return items.find((item) => item.id === destination.id)?.likes_count;
    };
    expect(await page()).toBe(0);
    await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, other);
    expect(await page()).toBe(1);
    await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, other);
    expect(await page()).toBe(0);
  });

  it('a hidden destination: 404 and nothing written for another user, a toggle for its author and admins', async () => {
    const destination = await makeDestination(ctx, owner);
    await ctx.database.db.execute(
      sql`update destinations set hidden_at = now() where id = ${destination.id}`,
    );
    const refused = await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, owner)).json()).toEqual({
      is_liked: true,
      likes_count: 1,
    });
    expect((await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, admin)).json()).toEqual({
      is_liked: true,
      likes_count: 2,
    });
    const [counts] = rowsOf<{ rows: number; counter: number }>(
      await ctx.database.db.execute(sql`select (select count(*)::int from destination_likes
        where destination_id = ${destination.id}) as rows, likes_count as counter from destinations where id = ${destination.id}`),
    );
    expect(counts).toEqual({ rows: 2, counter: 2 });
  });

  it('an unknown destination or itinerary is 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await requestAs(ctx, 'POST', `/api/destinations/${id}/like`, other)).statusCode).toBe(404);
    expect((await requestAs(ctx, 'POST', `/api/destinations/${id}/bookmark`, other)).statusCode).toBe(404);
    expect((await requestAs(ctx, 'POST', `/api/itineraries/${id}/like`, other)).statusCode).toBe(404);
  });

  it('an itinerary like is one statement; a private one is 404 to another user and writes nothing', async () => {
    const shared = await makeItinerary(ctx, owner, { isPublic: true });
    const { result: res, queries } = await recorder.record(() =>
      requestAs(ctx, 'POST', `/api/itineraries/${shared.id}/like`, other),
    );
    expect(res.json()).toEqual({ is_liked: true, likes_count: 1 });
    expect(ownStatements(queries)).toEqual([expect.stringContaining('pintrip_toggle_itinerary_like(')]);

    const own = await makeItinerary(ctx, owner, { isPublic: false });
    expect((await requestAs(ctx, 'POST', `/api/itineraries/${own.id}/like`, other)).statusCode).toBe(404);
    expect((await requestAs(ctx, 'POST', `/api/itineraries/${own.id}/like`, admin)).json()).toEqual({
      is_liked: true,
      likes_count: 1,
    });
    const [row] = rowsOf<{ likes: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as likes from itinerary_likes where itinerary_id = ${own.id}`,
      ),
    );
    expect(row?.likes).toBe(1);
  });
});
