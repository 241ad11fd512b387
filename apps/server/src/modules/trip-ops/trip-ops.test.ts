/**
 * Editing a trip together through operations (issue 22, docs/API.md "Editing a trip together"):
 * who may send and read them, idempotency, rejections that change nothing, ordering by sort key,
 * catch-up, the activity feed, presence, and `itinerary.op` across two instances.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  sortKeysInOrder,
  type Itinerary,
  type TripOp,
  type TripOpResult,
  type TripOpsPage,
} from '@pintrip/shared';
import { rowsOf } from '../../db/raw-sql.js';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeDeactivatedUser,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';

const addOp = (planId: string, day: number, key: string, destination = '해운대'): TripOp => ({
  op_id: randomUUID(),
  kind: 'plan.add',
  plan_id: planId,
  day_number: day,
  sort_key: key,
  fields: { destination, cost: 1000 },
});

/** Reads an SSE stream until `match` is seen (a real HTTP client: inject waits for an end). */
async function waitForEvent(url: string, cookie: string, start: () => Promise<void>, match: RegExp) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/events`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 10_000;
  let started = false;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!started && text.includes('retry:')) {
        started = true;
        await start();
      }
      if (match.test(text)) return text;
    }
    return text;
  } finally {
    controller.abort();
  }
}

describe('trip operations', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let inactive: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [owner, editor, viewer, stranger, inactive, admin] = await Promise.all([
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeUser(ctx),
      makeDeactivatedUser(ctx),
      makeAdmin(ctx),
    ]);
  });
  afterAll(async () => ctx?.close());

  const addMember = (trip: Itinerary, user: TestUser, role: 'editor' | 'viewer') =>
    ctx.database.db.execute(
      sql`insert into itinerary_members (itinerary_id, user_id, role) values (${trip.id}, ${user.id}, ${role})`,
    );

  const send = (trip: { id: string }, user: TestUser | null, ops: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/ops`,
      headers: user ? { cookie: user.cookie } : {},
      payload: { ops },
    });

  const detail = async (trip: { id: string }, user: TestUser) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries/${trip.id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Itinerary;
  };

  const results = async (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: TripOpResult[] }).results;
  };

  it('a visitor gets 401, a stranger 404 (private) or 403 (public), a deactivated user 403, an admin and a viewer member 403', async () => {
    const priv = await makeItinerary(ctx, owner);
    const pub = await makeItinerary(ctx, owner, { isPublic: true });
    await addMember(priv, viewer, 'viewer');
    const op = addOp(randomUUID(), 1, 'a5');
    expect((await send(priv, null, [op])).statusCode).toBe(401);
    expect((await send(priv, stranger, [op])).statusCode).toBe(404);
    expect((await send(pub, stranger, [op])).json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await send(priv, inactive, [op])).statusCode).toBe(403);
    expect((await send(priv, admin, [op])).json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await send(priv, viewer, [op])).json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await send(priv, owner, [])).statusCode).toBe(400);
    expect((await send(priv, owner, [{ ...op, kind: 'plan.fly' }])).statusCode).toBe(400);
    expect((await detail(priv, owner)).op_seq).toBe(0);
  });

  it('the owner and an editor apply operations; order is the sort key; a replay is a duplicate, never applied twice', async () => {
    const trip = await makeItinerary(ctx, owner);
    await addMember(trip, editor, 'editor');
    const before = await detail(trip, owner);
    // The plans written by POST got keys in their order.
    expect(before.days[0]!.plans[0]).toMatchObject({ sort_key: 'a0', position: 0 });

    const first = before.days[0]!.plans[0]!;
    const a = randomUUID();
    const b = randomUUID();
    const opA = addOp(a, 1, 'Zz', '해운대'); // before 'a0'
    const opB = addOp(b, 1, 'a0V', '광안리'); // after 'a0'
    expect(await results(await send(trip, owner, [opA]))).toEqual([
      { op_id: opA.op_id, status: 'applied', seq: 1 },
    ]);
    expect(await results(await send(trip, editor, [opB, opA]))).toEqual([
      { op_id: opB.op_id, status: 'applied', seq: 2 },
      { op_id: opA.op_id, status: 'duplicate', seq: 1 },
    ]);
    const after = await detail(trip, owner);
    expect(after.op_seq).toBe(2);
    expect(after.days[0]!.plans.map((p) => p.id)).toEqual([a, first.id, b]);
    expect(after.days[0]!.plans.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(after.days[0]!.estimated_cost).toBe(first.cost + 2000);
    expect(after.total_cost).toBe(before.total_cost + 2000);
    expect(after.destination_count).toBe(before.destination_count + 2);

    // Move to day 2, edit two fields (last writer wins per field), remove.
    const ops: TripOp[] = [
      { op_id: randomUUID(), kind: 'plan.move', plan_id: a, day_number: 2, sort_key: 'Zz' },
      { op_id: randomUUID(), kind: 'plan.update', plan_id: a, fields: { time: '08:00', note: '일출' } },
      { op_id: randomUUID(), kind: 'plan.update', plan_id: a, fields: { note: '해돋이' } },
      { op_id: randomUUID(), kind: 'plan.remove', plan_id: b },
    ];
    expect((await results(await send(trip, editor, ops))).map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    const moved = await detail(trip, owner);
    expect(moved.days[0]!.plans.map((p) => p.id)).toEqual([first.id]);
    expect(moved.days[1]!.plans[0]).toMatchObject({ id: a, time: '08:00', note: '해돋이', position: 0 });
  });

  it('a rejected operation changes nothing and says why: gone plan, bad field, taken id, shortened days', async () => {
    const trip = await makeItinerary(ctx, owner);
    const before = await detail(trip, owner);
    const gone = randomUUID();
    const taken = before.days[0]!.plans[0]!.id;
    const res = await results(
      await send(trip, owner, [
        { op_id: randomUUID(), kind: 'plan.update', plan_id: gone, fields: { note: 'x' } },
        { op_id: randomUUID(), kind: 'plan.update', plan_id: taken, fields: { cost: -5 } },
        addOp(taken, 1, 'a5'),
        { op_id: randomUUID(), kind: 'trip.update', fields: { end_date: before.start_date } },
        {
          op_id: randomUUID(),
          kind: 'plan.add',
          plan_id: randomUUID(),
          day_number: 1,
          sort_key: 'a5',
          fields: { destination: '가짜', destination_id: randomUUID() },
        },
      ]),
    );
    expect(res.map((r) => [r.status, r.error?.code])).toEqual([
      ['rejected', 'not_found'],
      ['rejected', 'cost_negative'],
      ['rejected', 'conflict'],
      ['rejected', 'conflict'],
      ['rejected', 'validation_failed'],
    ]);
    expect(res[3]!.error!.fields).toEqual({ end_date: 'days_with_plans' });
    const after = await detail(trip, owner);
    expect({ ...after, views_count: 0 }).toEqual({ ...before, views_count: 0 });
  });

  it('trip.update changes title and dates; new days appear, empty ones past the end go', async () => {
    const trip = await makeItinerary(ctx, owner, {
      start_date: '2026-05-01',
      end_date: '2026-05-03',
      days: [{ day_number: 1, plans: [{ destination: '성산일출봉' }] }],
    });
    const longer = await results(
      await send(trip, owner, [
        { op_id: randomUUID(), kind: 'trip.update', fields: { title: '새 제목', end_date: '2026-05-05' } },
      ]),
    );
    expect(longer[0]!.status).toBe('applied');
    let now = await detail(trip, owner);
    expect(now).toMatchObject({ title: '새 제목', end_date: '2026-05-05', day_count: 5 });
    expect(now.days.map((d) => d.day_number)).toEqual([1, 2, 3, 4, 5]);
    await send(trip, owner, [
      { op_id: randomUUID(), kind: 'trip.update', fields: { end_date: '2026-05-01' } },
    ]);
    now = await detail(trip, owner);
    expect(now.days.map((d) => d.day_number)).toEqual([1]);
  });

  it('GET ops catches up after a seq (members of a private trip, not strangers); the activity feed says who did what', async () => {
    const trip = await makeItinerary(ctx, owner);
    await addMember(trip, viewer, 'viewer');
    const plan = randomUUID();
    await send(trip, owner, [
      addOp(plan, 1, 'a5', '해운대'),
      { op_id: randomUUID(), kind: 'plan.move', plan_id: plan, day_number: 2, sort_key: 'a5' },
      { op_id: randomUUID(), kind: 'plan.update', plan_id: plan, fields: { note: '바다' } },
    ]);
    const get = (user: TestUser | null, query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/itineraries/${trip.id}/${query}`,
        headers: user ? { cookie: user.cookie } : {},
      });
    expect((await get(null, 'ops')).statusCode).toBe(404);
    expect((await get(stranger, 'ops')).statusCode).toBe(404);
    expect((await get(stranger, 'activity')).statusCode).toBe(404);
    expect((await get(viewer, 'ops?after=x')).statusCode).toBe(400);
    const page = (await get(viewer, 'ops?after=1&limit=1')).json() as TripOpsPage;
    expect(page).toMatchObject({ op_seq: 3, has_more: true });
    expect(page.items.map((item) => [item.seq, item.kind, item.user_id])).toEqual([
      [2, 'plan.move', owner.id],
    ]);
    const rest = (await get(admin, 'ops?after=2')).json() as TripOpsPage;
    expect(rest.items.map((item) => item.seq)).toEqual([3]);
    expect(rest.has_more).toBe(false);

    const feed = (await get(viewer, 'activity?limit=2')).json() as {
      items: { seq: number; kind: string; plan_title: string; from_day: number; to_day: number }[];
      next_cursor: string | null;
    };
    expect(feed.items.map((item) => item.seq)).toEqual([3, 2]);
    expect(feed.items[1]).toMatchObject({ kind: 'plan.move', plan_title: '해운대', from_day: 1, to_day: 2 });
    expect(feed.items[1]).toMatchObject({ user: { id: owner.id } });
    const older = (await get(viewer, `activity?cursor=${feed.next_cursor}`)).json() as typeof feed;
    expect(older.items.map((item) => item.seq)).toEqual([1]);
    expect(older.next_cursor).toBeNull();
  });

  it('presence: members only (a stranger 404 / 403), broadcast at most once per interval', async () => {
    const trip = await makeItinerary(ctx, owner);
    const pub = await makeItinerary(ctx, owner, { isPublic: true });
    await addMember(trip, viewer, 'viewer');
    const ping = (t: { id: string }, user: TestUser | null, planId: string | null = null) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${t.id}/presence`,
        headers: user ? { cookie: user.cookie } : {},
        payload: { plan_id: planId },
      });
    expect((await ping(trip, null)).statusCode).toBe(401);
    expect((await ping(trip, stranger)).statusCode).toBe(404);
    expect((await ping(pub, stranger)).statusCode).toBe(403);
    expect((await ping(trip, inactive)).statusCode).toBe(403);
    expect((await ping(trip, viewer)).json()).toEqual({ broadcast: true });
    expect((await ping(trip, viewer)).json()).toEqual({ broadcast: false });
    expect((await ping(trip, owner, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('itinerary.op reaches a member on the other instance, and never a stranger', async () => {
    const second = await createSecondInstance(ctx);
    try {
      const url = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const trip = await makeItinerary(ctx, owner);
      await addMember(trip, viewer, 'viewer');
      const plan = randomUUID();
      const seen = await waitForEvent(
        url,
        viewer.cookie,
        async () => {
          await send(trip, owner, [addOp(plan, 1, 'a5')]);
        },
        /event: itinerary\.op/,
      );
      expect(seen).toContain(plan);
      const strangerSaw = await waitForEvent(
        url,
        stranger.cookie,
        async () => {
          await send(trip, owner, [addOp(randomUUID(), 1, 'a6')]);
          // A public event after it: once it arrives, the trip's would have too.
          await send(await makeItinerary(ctx, stranger), stranger, [addOp(randomUUID(), 1, 'a7')]);
        },
        /event: itinerary\.op/,
      );
      expect(strangerSaw).not.toContain(trip.id);
    } finally {
      await second.close();
    }
  });
});

describe('PUT /api/itineraries/:id and copies with the operation log', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('a PUT logs one trip.replace so planners reload; a copy starts with no log and keeps the order', async () => {
    const owner = await makeUser(ctx);
    const reader = await makeUser(ctx);
    const trip = await makeItinerary(ctx, owner, { isPublic: true });
    const plan = randomUUID();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/ops`,
      headers: { cookie: owner.cookie },
      payload: { ops: [addOp(plan, 1, 'Zz', '첫 장소')] },
    });
    const copy = await ctx.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/copy`,
      headers: { cookie: reader.cookie },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    const copied = copy.json() as Itinerary;
    expect(copied.op_seq).toBe(0);
    expect(copied.days[0]!.plans.map((p) => [p.destination, p.sort_key])).toEqual([
      ['첫 장소', 'a0'],
      ['성산일출봉', 'a1'],
    ]);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/itineraries/${trip.id}`,
      headers: { cookie: owner.cookie },
      payload: { title: '다시', start_date: '2026-05-01', end_date: '2026-05-01', days: [] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as Itinerary).op_seq).toBe(2);
    const log = await ctx.app.inject({ method: 'GET', url: `/api/itineraries/${trip.id}/ops?after=1` });
    expect((log.json() as TripOpsPage).items.map((item) => [item.seq, item.kind])).toEqual([
      [2, 'trip.replace'],
    ]);
  });
});

describe('sort keys from positions (migration 0017)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('a plan written without a key gets the key of its position, as the backfill; they sort as fractional-indexing does', async () => {
    const owner = await makeUser(ctx);
    const trip = await makeItinerary(ctx, owner, { days: [] });
    const dayId = trip.days[0]!.id;
    // Inserted as an old writer would: positions only, in a scrambled order.
    await ctx.database.db.execute(sql`
      insert into itinerary_plans (day_id, position, destination)
      select ${dayId}, g, 'p' || g from generate_series(0, 69) g order by md5(g::text)`);
    const rows = await ctx.database.db.execute(
      sql`select position, sort_key from itinerary_plans where day_id = ${dayId} order by sort_key`,
    );
    const listed = rowsOf<{ position: number; sort_key: string }>(rows);
    expect(listed.map((row) => row.position)).toEqual(Array.from({ length: 70 }, (_, i) => i));
    expect(listed.map((row) => row.sort_key)).toEqual(sortKeysInOrder(70));
  });
});
