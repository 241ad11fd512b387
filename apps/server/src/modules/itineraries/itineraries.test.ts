import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Itinerary, ItineraryPage, ItinerarySummary, ItineraryWrite } from '@pintrip/shared';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeCastContext,
  makeDestination,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import { itineraries, itineraryPlans, itineraryShares, itineraryViews } from '../../db/schema.js';
import { createItinerariesService } from './itineraries.service.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { rowsOf } from '../../db/raw-sql.js';
import { createRepositories } from '../../repositories.js';

/** A valid two-day trip; `overrides` replace top-level fields. */
function tripBody(overrides: Partial<ItineraryWrite> = {}): ItineraryWrite {
  return {
    title: '  제주 동쪽 여행  ',
    start_date: '2026-05-01',
    end_date: '2026-05-02',
    days: [
      {
        day_number: 1,
        plans: [
          {
            time: '09:30',
            destination: '성산일출봉',
            location: '제주특별자치도 서귀포시 성산읍',
            note: '일출 보기',
            duration: 90,
            cost: 5000,
          },
          { destination: '섭지코지', location: '서귀포시 성산읍', cost: 0 },
        ],
      },
      {
        day_number: 2,
        plans: [{ time: '18:00', destination: '동문시장', duration: 30, cost: 20000, note: null }],
      },
    ],
    ...overrides,
  };
}

describe('itineraries', () => {
  let ctx: TestContext;
  let cast: Cast;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
  });
  afterAll(async () => ctx?.close());

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);
  const create = (user: TestUser | null, payload: unknown = tripBody()) =>
    req('POST', '/api/itineraries', user, payload);
  const get = (user: TestUser | null, id: string) => req('GET', `/api/itineraries/${id}`, user);

  async function makeTrip(user: TestUser, options: { isPublic?: boolean; body?: ItineraryWrite } = {}) {
    const res = await create(user, options.body ?? tripBody());
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json() as Itinerary;
    if (options.isPublic) {
      const pub = await req('PATCH', `/api/itineraries/${trip.id}/visibility`, user, { is_public: true });
      expect(pub.statusCode).toBe(200);
      return pub.json() as Itinerary;
    }
    return trip;
  }

  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(itineraries).where(eq(itineraries.id, id));
    return row;
  };

  describe('create', () => {
    it('a visitor gets 401 and a deactivated user 403, before their body is read', async () => {
      expect((await create(null, { title: 5 })).json().error.code).toBe('unauthorized');
      const res = await create(cast.inactive, { title: 5 });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
    });

    it('stores every plan field, computes totals and day costs, and starts private', async () => {
      const dest = await makeDestination(ctx, cast.other);
      const body = tripBody();
      body.days![0]!.plans![1]!.destination_id = dest.id;
      const res = await create(cast.owner, {
        ...body,
        total_cost: 1,
        destination_count: 99,
        days: body.days!.map((d) => ({ ...d, estimated_cost: 7 })),
      });
      expect(res.statusCode).toBe(201);
      const trip = res.json() as Itinerary;
      expect(trip).toMatchObject({
        title: '제주 동쪽 여행',
        user_id: cast.owner.id,
        is_public: false,
        start_date: '2026-05-01',
        end_date: '2026-05-02',
        day_count: 2,
        destination_count: 3,
        total_cost: 25000,
        location: '제주특별자치도 서귀포시',
        likes_count: 0,
        views_count: 0,
        share_count: 0,
        copy_count: 0,
        copied_from: null,
      });
      expect(trip.days.map((d) => [d.day_number, d.estimated_cost])).toEqual([
        [1, 5000],
        [2, 20000],
      ]);
      expect(trip.days[0]!.plans).toMatchObject([
        {
          time: '09:30',
          destination: '성산일출봉',
          destination_id: null,
          location: '제주특별자치도 서귀포시 성산읍',
          note: '일출 보기',
          duration: 90,
          cost: 5000,
          image_url: null,
          position: 0,
        },
        {
          time: null,
          destination: '섭지코지',
          destination_id: dest.id,
          image_url: dest.image_url,
          lat: dest.lat,
          duration: 60,
          cost: 0,
          note: null,
          position: 1,
        },
      ]);
      // Stored, not only echoed: a fresh read answers the same.
      const again = (await get(cast.owner, trip.id)).json() as Itinerary;
      expect(again.days).toEqual(trip.days);
    });

    it('fills every day of the range, empty where the client sent none', async () => {
      const trip = await makeTrip(cast.owner, {
        body: tripBody({
          end_date: '2026-05-04',
          days: [{ day_number: 3, plans: [{ destination: '우도' }] }],
        }),
      });
      expect(trip.days.map((d) => [d.day_number, d.plans.length])).toEqual([
        [1, 0],
        [2, 0],
        [3, 1],
        [4, 0],
      ]);
      expect(trip.day_count).toBe(4);
    });

    it.each([
      ['title_required', { title: '   ' }],
      ['dates_required', { start_date: null }],
      ['dates_required', { end_date: '' }],
      ['end_before_start', { start_date: '2026-05-03', end_date: '2026-05-01' }],
      ['day_out_of_range', { end_date: '2026-05-01' }], // day 2 of a one-day trip
      ['day_out_of_range', { start_date: '2026-01-01', end_date: '2026-03-02', days: [] }], // 61 days
      ['day_out_of_range', { days: [{ day_number: 0, plans: [] }] }],
      ['duration_invalid', { days: [{ day_number: 1, plans: [{ destination: 'a', duration: 0 }] }] }],
      ['duration_invalid', { days: [{ day_number: 1, plans: [{ destination: 'a', duration: 1.5 }] }] }],
      ['cost_negative', { days: [{ day_number: 1, plans: [{ destination: 'a', cost: -1 }] }] }],
      ['validation_failed', { start_date: '2026-02-31' }],
      ['validation_failed', { days: [{ day_number: 1, plans: [{ destination: 'a', time: '25:99' }] }] }],
      ['validation_failed', { days: [{ day_number: 1, plans: [{ destination: '' }] }] }],
      ['validation_failed', { title: 'x'.repeat(101) }],
      ['validation_failed', { title: 'x'.repeat(200_000) }],
      ['validation_failed', { title: 42 }],
      ['validation_failed', { days: 'many' }],
      ['validation_failed', { days: [{ day_number: '1', plans: [] }] }],
      ['validation_failed', { days: [{ day_number: 1, plans: [{ destination: 'a', cost: '5' }] }] }],
      [
        'validation_failed',
        { days: [{ day_number: 1, plans: [{ destination: 'a', destination_id: 'nope' }] }] },
      ],
    ])('answers 400 %s (case %#)', async (code, overrides) => {
      const res = await create(cast.owner, { ...tripBody(), ...overrides });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe(code);
    });

    it('reports the codes in the contract order: the first failure wins', async () => {
      const res = await create(cast.owner, {
        title: '',
        start_date: '2026-05-03',
        end_date: '2026-05-01',
        days: [{ day_number: 9, plans: [{ destination: 'a', duration: 0, cost: -1 }] }],
      });
      expect(res.json().error.code).toBe('title_required');
      const res2 = await create(cast.owner, {
        ...tripBody(),
        days: [{ day_number: 1, plans: [{ destination: 'a', duration: 0, cost: -1 }] }],
      });
      expect(res2.json().error.code).toBe('duration_invalid');
    });

    it('refuses a destination_id that names no destination (400 with the field), storing nothing', async () => {
      const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(itineraries);
      const body = tripBody();
      body.days![1]!.plans![0]!.destination_id = randomUUID();
      const res = await create(cast.owner, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation_failed',
        fields: { 'days.1.plans.0.destination_id': 'unknown' },
      });
      const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(itineraries);
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  });

  describe('update', () => {
    it('replaces every day and plan for the owner and recomputes the totals', async () => {
      const trip = await makeTrip(cast.owner);
      const res = await req('PUT', `/api/itineraries/${trip.id}`, cast.owner, {
        title: '바뀐 제목',
        start_date: '2026-06-01',
        end_date: '2026-06-01',
        days: [
          {
            day_number: 1,
            plans: [
              { destination: 'B', cost: 3 },
              { destination: 'A', cost: 4, time: '07:05' },
            ],
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as Itinerary;
      expect(updated).toMatchObject({
        title: '바뀐 제목',
        day_count: 1,
        total_cost: 7,
        destination_count: 2,
        location: null,
      });
      expect(updated.days).toHaveLength(1);
      expect(updated.days[0]!.plans.map((p) => [p.destination, p.position, p.time])).toEqual([
        ['B', 0, null],
        ['A', 1, '07:05'],
      ]);
      const oldPlans = await ctx.database.db
        .select()
        .from(itineraryPlans)
        .where(eq(itineraryPlans.id, trip.days[0]!.plans[0]!.id));
      expect(oldPlans).toHaveLength(0);
    });

    it('changes nothing when the last plan is bad', async () => {
      const trip = await makeTrip(cast.owner);
      const body = tripBody({ title: '새 제목' });
      body.days![1]!.plans!.push({ destination: '마지막', cost: -5 });
      const res = await req('PUT', `/api/itineraries/${trip.id}`, cast.owner, body);
      expect(res.json().error.code).toBe('cost_negative');
      const unknown = tripBody({ title: '새 제목' });
      unknown.days![1]!.plans!.push({ destination: '마지막', destination_id: randomUUID() });
      expect((await req('PUT', `/api/itineraries/${trip.id}`, cast.owner, unknown)).statusCode).toBe(400);
      expect(((await get(cast.owner, trip.id)).json() as Itinerary).days).toEqual(trip.days);
      expect((await rowOf(trip.id))?.title).toBe(trip.title);
    });

    it('is the owner’s only: another user and an admin get 403 on a public one, 404 on a private one', async () => {
      const priv = await makeTrip(cast.owner);
      const pub = await makeTrip(cast.owner, { isPublic: true });
      expect((await req('PUT', `/api/itineraries/${pub.id}`, null, tripBody())).statusCode).toBe(401);
      expect((await req('PUT', `/api/itineraries/${pub.id}`, cast.inactive, tripBody())).statusCode).toBe(
        403,
      );
      expect((await req('PUT', `/api/itineraries/${pub.id}`, cast.other, tripBody())).json().error.code).toBe(
        'forbidden',
      );
      expect((await req('PUT', `/api/itineraries/${pub.id}`, cast.admin, tripBody())).json().error.code).toBe(
        'forbidden',
      );
      expect((await req('PUT', `/api/itineraries/${priv.id}`, cast.other, tripBody())).statusCode).toBe(404);
      expect((await req('PUT', `/api/itineraries/not-a-uuid`, cast.owner, tripBody())).statusCode).toBe(404);
      expect((await req('PUT', `/api/itineraries/${randomUUID()}`, cast.owner, tripBody())).statusCode).toBe(
        404,
      );
    });
  });

  describe('read and visibility', () => {
    it('a private itinerary is 404 on every route to everyone but the owner and admins', async () => {
      const priv = await makeTrip(cast.owner);
      const routes: [Parameters<typeof req>[0], string, unknown?][] = [
        ['GET', `/api/itineraries/${priv.id}`],
        ['GET', `/api/itineraries/${priv.id}/recommendations`],
        ['GET', `/api/itineraries/${priv.id}/calendar.ics`],
        ['POST', `/api/itineraries/${priv.id}/share`, { channel: 'link' }],
        ['POST', `/api/itineraries/${priv.id}/like`],
        ['POST', `/api/itineraries/${priv.id}/copy`],
        ['PATCH', `/api/itineraries/${priv.id}/visibility`, { is_public: true }],
        ['PUT', `/api/itineraries/${priv.id}`, tripBody()],
        ['DELETE', `/api/itineraries/${priv.id}`],
      ];
      for (const [method, url, payload] of routes) {
        const res = await req(method, url, cast.other, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
        if (method === 'GET' || url.endsWith('/share')) {
          expect((await req(method, url, null, payload)).statusCode, `visitor ${method} ${url}`).toBe(404);
        }
      }
      expect((await get(cast.owner, priv.id)).statusCode).toBe(200);
      expect((await get(cast.admin, priv.id)).statusCode).toBe(200);
      expect((await req('GET', `/api/itineraries/${priv.id}/calendar.ics`, cast.admin)).statusCode).toBe(200);
      expect((await rowOf(priv.id))?.shareCount).toBe(0);
    });

    it('visibility: owner and admin switch it; another user gets 403; a deactivated user 403', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const url = `/api/itineraries/${trip.id}/visibility`;
      expect((await req('PATCH', url, null, { is_public: false })).statusCode).toBe(401);
      expect((await req('PATCH', url, cast.inactive, { is_public: false })).json().error.code).toBe(
        'account_inactive',
      );
      expect((await req('PATCH', url, cast.other, { is_public: false })).json().error.code).toBe('forbidden');
      expect((await req('PATCH', url, cast.owner, { is_public: 'no' })).statusCode).toBe(400);
      const byAdmin = await req('PATCH', url, cast.admin, { is_public: false });
      expect(byAdmin.statusCode).toBe(200);
      expect((byAdmin.json() as Itinerary).is_public).toBe(false);
      expect((await get(cast.other, trip.id)).statusCode).toBe(404);
      const byOwner = await req('PATCH', url, cast.owner, { is_public: true });
      expect((byOwner.json() as Itinerary).is_public).toBe(true);
    });

    it('a deactivated user still reads a public itinerary', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      expect((await get(cast.inactive, trip.id)).statusCode).toBe(200);
    });
  });

  describe('an admin changing the visibility', () => {
    it('is recorded in the audit log with before and after; the owner changing theirs is not', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const byAdmin = await req('PATCH', `/api/itineraries/${trip.id}/visibility`, cast.admin, {
        is_public: false,
      });
      expect(byAdmin.statusCode).toBe(200);
      const byOwner = await req('PATCH', `/api/itineraries/${trip.id}/visibility`, cast.owner, {
        is_public: true,
      });
      expect(byOwner.statusCode).toBe(200);
      const audit = (await req('GET', '/api/admin/audit?limit=100', cast.admin)).json() as {
        items: { action: string; target_id: string; before: unknown; after: unknown }[];
      };
      const entries = audit.items.filter((e) => e.target_id === trip.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'itinerary.visibility',
        before: { is_public: true },
        after: { is_public: false },
      });
    });
  });

  describe('hidden by a moderator', () => {
    it('leaves public lists, recommendations and every route for others; the owner and admins still see it', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const reported = await req('POST', '/api/reports', cast.other, {
        target_type: 'itinerary',
        target_id: trip.id,
        reason: '광고',
      });
      expect(reported.statusCode, reported.body).toBe(201);
      const queue = (await req('GET', '/api/admin/reports', cast.admin)).json() as {
        items: { id: string; target_id: string }[];
      };
      const report = queue.items.find((r) => r.target_id === trip.id);
      const hide = await req('POST', `/api/admin/reports/${report!.id}/decision`, cast.admin, {
        decision: 'hide',
      });
      expect(hide.statusCode, hide.body).toBe(200);

      for (const user of [null, cast.other]) {
        expect((await get(user, trip.id)).statusCode).toBe(404);
        for (const scope of ['public', 'all']) {
          const ids: string[] = [];
          let cursor: string | null = null;
          do {
            const query: string = `/api/itineraries?scope=${scope}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
            const page = (await req('GET', query, user)).json() as {
              items: { id: string }[];
              next_cursor: string | null;
            };
            ids.push(...page.items.map((item) => item.id));
            cursor = page.next_cursor;
          } while (cursor);
          expect(ids, scope).not.toContain(trip.id);
        }
        expect(
          (await req('POST', `/api/itineraries/${trip.id}/share`, user, { channel: 'link' })).statusCode,
        ).toBe(404);
      }
      const other = await makeTrip(cast.other, { isPublic: true });
      const recommended = (await req('GET', `/api/itineraries/${other.id}/recommendations`, null)).json() as {
        items: { id: string }[];
      };
      expect(recommended.items.map((item) => item.id)).not.toContain(trip.id);

      expect((await get(cast.owner, trip.id)).statusCode).toBe(200);
      expect((await get(cast.admin, trip.id)).statusCode).toBe(200);
      const mine = (await req('GET', '/api/itineraries?scope=mine&limit=100', cast.owner)).json() as {
        items: { id: string }[];
      };
      expect(mine.items.map((item) => item.id)).toContain(trip.id);
    });
  });

  describe('delete', () => {
    it('owner or admin; others 403; a visitor 401; a deactivated owner 403', async () => {
      const a = await makeTrip(cast.owner, { isPublic: true });
      const b = await makeTrip(cast.owner, { isPublic: true });
      expect((await req('DELETE', `/api/itineraries/${a.id}`, null)).statusCode).toBe(401);
      expect((await req('DELETE', `/api/itineraries/${a.id}`, cast.other)).statusCode).toBe(403);
      expect((await req('DELETE', `/api/itineraries/${a.id}`, cast.owner)).statusCode).toBe(204);
      expect((await get(cast.owner, a.id)).statusCode).toBe(404);
      expect((await req('DELETE', `/api/itineraries/${b.id}`, cast.admin)).statusCode).toBe(204);
      expect(await rowOf(b.id)).toBeUndefined();
    });
  });

  describe('likes', () => {
    it('toggles; a visitor 401, a deactivated user 403', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const url = `/api/itineraries/${trip.id}/like`;
      expect((await req('POST', url, null)).statusCode).toBe(401);
      expect((await req('POST', url, cast.inactive)).statusCode).toBe(403);
      expect((await req('POST', url, cast.other)).json()).toEqual({ is_liked: true, likes_count: 1 });
      expect(((await get(cast.other, trip.id)).json() as Itinerary).is_liked).toBe(true);
      expect(((await get(null, trip.id)).json() as Itinerary).is_liked).toBe(false);
      expect((await req('POST', url, cast.other)).json()).toEqual({ is_liked: false, likes_count: 0 });
    });

    it('stays exact under 50 concurrent toggles', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const users = await Promise.all(Array.from({ length: 5 }, () => makeUser(ctx)));
      // Each of 5 users toggles 10 times at once: an even number, so every like ends removed…
      const all = users.flatMap((u) => Array.from({ length: 10 }, () => u));
      const results = await Promise.all(all.map((u) => req('POST', `/api/itineraries/${trip.id}/like`, u)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect((await rowOf(trip.id))?.likesCount).toBe(0);
      // …and once more each: 5 likes.
      await Promise.all(users.map((u) => req('POST', `/api/itineraries/${trip.id}/like`, u)));
      const row = await rowOf(trip.id);
      const [likes] = await ctx.database.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from itinerary_likes where itinerary_id = ${trip.id}`,
        )
        .then((r) => rowsOf<{ n: number }>(r));
      expect(row?.likesCount).toBe(5);
      expect(likes?.n).toBe(5);
    });
  });

  describe('shares', () => {
    it('counts per channel for anyone who may see it; bad channels are 400; deactivated users 403', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const url = `/api/itineraries/${trip.id}/share`;
      expect((await req('POST', url, null, { channel: 'link' })).json()).toEqual({ share_count: 1 });
      expect((await req('POST', url, cast.other, { channel: 'x' })).json()).toEqual({ share_count: 2 });
      expect((await req('POST', url, cast.owner, { channel: 'facebook' })).json()).toEqual({
        share_count: 3,
      });
      // Ten more visitors (addresses of their own), each sharing twice at once: each counts once.
      await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          ctx.app.inject({
            method: 'POST',
            url,
            remoteAddress: `203.0.113.${n % 10}`,
            payload: { channel: 'link' },
          }),
        ),
      );
      expect((await req('POST', url, cast.other, { channel: 'telegram' })).statusCode).toBe(400);
      expect((await req('POST', url, cast.other, {})).statusCode).toBe(400);
      expect((await req('POST', url, cast.inactive, { channel: 'link' })).json().error.code).toBe(
        'account_inactive',
      );
      const rows = await ctx.database.db
        .select()
        .from(itineraryShares)
        .where(eq(itineraryShares.itineraryId, trip.id));
      expect(Object.fromEntries(rows.map((r) => [r.channel, r.count]))).toEqual({
        link: 11,
        x: 1,
        facebook: 1,
      });
      expect((await rowOf(trip.id))?.shareCount).toBe(13);
    });

    it('count at most once a minute per account or visitor, with or without the cookie', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const url = `/api/itineraries/${trip.id}/share`;
      const share = (headers: Record<string, string>, remoteAddress = '192.0.2.1') =>
        ctx.app.inject({ method: 'POST', url, headers, remoteAddress, payload: { channel: 'link' } });
      expect((await share({ cookie: cast.other.cookie })).json()).toEqual({ share_count: 1 });
      // The same account again, from anywhere, on any channel: the count as it stands.
      expect((await share({ cookie: cast.other.cookie }, '192.0.2.2')).json()).toEqual({ share_count: 1 });
      // A script without cookies: one share per address and agent.
      for (let n = 0; n < 5; n++)
        expect((await share({ 'user-agent': 'bot' })).json()).toEqual({ share_count: 2 });
      // A visitor with its cookie: once.
      const cookie = `pintrip.vid=${randomUUID()}`;
      for (let n = 0; n < 3; n++) expect((await share({ cookie })).json()).toEqual({ share_count: 3 });
      expect((await rowOf(trip.id))?.shareCount).toBe(3);
      // A minute later the same account counts again.
      await ctx.database.db.execute(
        sql`update rate_limits set last_request = last_request - 61000 where key like ${`pintrip:share:${trip.id}:%`}`,
      );
      expect((await share({ cookie: cast.other.cookie })).json()).toEqual({ share_count: 4 });
    });
  });

  describe('views', () => {
    /** The stored count, once the views recorded so far are written (they are batched). */
    const views = async (id: string) => {
      await ctx.app.itineraryViews.flush();
      return Number((await rowOf(id))?.viewsCount);
    };

    it('count once per user per 24 hours, never the owner', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      await get(cast.owner, trip.id);
      await get(cast.owner, trip.id);
      expect(await views(trip.id)).toBe(0);
      const first = (await get(cast.other, trip.id)).json() as Itinerary;
      expect(first.views_count).toBe(1);
      await Promise.all([get(cast.other, trip.id), get(cast.other, trip.id)]);
      expect(await views(trip.id)).toBe(1);
      // A day later the same reader counts again. This instance remembers the reader until then;
      // another one (fresh memory) asks the database, which decides by the stored time.
      await ctx.database.db
        .update(itineraryViews)
        .set({ countedAt: sql`now() - interval '25 hours'` })
        .where(eq(itineraryViews.itineraryId, trip.id));
      const second = await createSecondInstance(ctx);
      try {
        const res = await second.app.inject({
          method: 'GET',
          url: `/api/itineraries/${trip.id}`,
          headers: { cookie: cast.other.cookie },
        });
        expect(res.statusCode).toBe(200);
        await second.app.itineraryViews.flush();
      } finally {
        await second.close();
      }
      expect(await views(trip.id)).toBe(2);
    });

    it('count an anonymous visitor once by the cookie the server sets', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const first = await get(null, trip.id);
      const setCookie = String(first.headers['set-cookie']);
      expect(setCookie).toMatch(/^pintrip\.vid=[0-9a-f-]{36};/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).toMatch(/Max-Age=31536000/);
      const cookie = setCookie.split(';')[0]!;
      const again = await ctx.app.inject({
        method: 'GET',
        url: `/api/itineraries/${trip.id}`,
        headers: { cookie },
      });
      expect(again.headers['set-cookie']).toBeUndefined();
      expect(await views(trip.id)).toBe(1);
      // Another visitor (no cookie, another address).
      await ctx.app.inject({ method: 'GET', url: `/api/itineraries/${trip.id}`, remoteAddress: '192.0.2.7' });
      expect(await views(trip.id)).toBe(2);
    });

    it('count a visitor without the cookie once, by address and user agent', async () => {
      const trip = await makeTrip(cast.owner, { isPublic: true });
      const read = (remoteAddress: string, agent: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${trip.id}`,
          headers: { 'user-agent': agent },
          remoteAddress,
        });
      // A script that never keeps the cookie: one view however many reads.
      for (let n = 0; n < 5; n++) expect((await read('192.0.2.10', 'curl/8')).statusCode).toBe(200);
      expect(await views(trip.id)).toBe(1);
      // Another agent or another address is another visitor.
      await read('192.0.2.10', 'Mozilla/5.0');
      await read('192.0.2.11', 'curl/8');
      expect(await views(trip.id)).toBe(3);
      // A browser that keeps the cookie it was given at its counted first read is the same visitor.
      const first = await read('192.0.2.12', 'Mozilla/5.0');
      expect(await views(trip.id)).toBe(4);
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      await ctx.app.inject({
        method: 'GET',
        url: `/api/itineraries/${trip.id}`,
        headers: { cookie, 'user-agent': 'Mozilla/5.0' },
        remoteAddress: '192.0.2.13',
      });
      expect(await views(trip.id)).toBe(4);
    });
  });

  describe('copy', () => {
    it('makes a private copy with every field and remembers its source, which counts its copies', async () => {
      const dest = await makeDestination(ctx, cast.owner);
      const body = tripBody();
      body.days![0]!.plans![0]!.destination_id = dest.id;
      const source = await makeTrip(cast.owner, { isPublic: true, body });
      expect((await req('POST', `/api/itineraries/${source.id}/copy`, null)).statusCode).toBe(401);
      expect((await req('POST', `/api/itineraries/${source.id}/copy`, cast.inactive)).statusCode).toBe(403);
      const own = await req('POST', `/api/itineraries/${source.id}/copy`, cast.owner);
      expect(own.statusCode).toBe(400);
      expect(own.json().error.code).toBe('cannot_copy_own');

      const res = await req('POST', `/api/itineraries/${source.id}/copy`, cast.other);
      expect(res.statusCode).toBe(201);
      const copy = res.json() as Itinerary;
      expect(copy).toMatchObject({
        title: `${source.title} (복사본)`,
        user_id: cast.other.id,
        is_public: false,
        start_date: source.start_date,
        end_date: source.end_date,
        total_cost: source.total_cost,
        destination_count: source.destination_count,
        location: source.location,
        copied_from: { id: source.id, title: source.title },
        likes_count: 0,
        views_count: 0,
      });
      const strip = (t: Itinerary) =>
        t.days.map(({ id: _d, plans, ...day }) => ({
          ...day,
          plans: plans.map(({ id: _p, ...plan }) => plan),
        }));
      expect(strip(copy)).toEqual(strip(source));
      expect(copy.days[0]!.plans[0]!.destination_id).toBe(dest.id);
      expect((await rowOf(source.id))?.copyCount).toBe(1);
      await req('POST', `/api/itineraries/${source.id}/copy`, cast.admin);
      expect((await rowOf(source.id))?.copyCount).toBe(2);

      // The source turns private: the copy no longer names it; deleted: the copy survives.
      await req('PATCH', `/api/itineraries/${source.id}/visibility`, cast.owner, { is_public: false });
      expect(((await get(cast.other, copy.id)).json() as Itinerary).copied_from).toBeNull();
      expect((await req('DELETE', `/api/itineraries/${source.id}`, cast.owner)).statusCode).toBe(204);
      const survived = await get(cast.other, copy.id);
      expect(survived.statusCode).toBe(200);
      expect((survived.json() as Itinerary).days[0]!.plans[0]!.destination).toBe('성산일출봉');
    });
  });

  describe('deleting a destination used by plans', () => {
    it('keeps the plans, their name and location; drops the link and image; counts stay', async () => {
      const dest = await makeDestination(ctx, cast.other);
      const body = tripBody();
      body.days![0]!.plans![0]!.destination_id = dest.id;
      const trip = await makeTrip(cast.owner, { body });
      expect((await req('DELETE', `/api/destinations/${dest.id}`, cast.other)).statusCode).toBe(204);
      const after = (await get(cast.owner, trip.id)).json() as Itinerary;
      expect(after.days[0]!.plans[0]).toMatchObject({
        destination: '성산일출봉',
        location: '제주특별자치도 서귀포시 성산읍',
        destination_id: null,
        image_url: null,
      });
      expect(after.destination_count).toBe(trip.destination_count);
    });
  });

  describe('recommendations', () => {
    it('up to 3 other public itineraries, most liked first', async () => {
      const author = await makeUser(ctx);
      const fans = await Promise.all(Array.from({ length: 4 }, () => makeUser(ctx)));
      const base = await makeTrip(author, { isPublic: true });
      const trips = await Promise.all(Array.from({ length: 4 }, () => makeTrip(author, { isPublic: true })));
      await makeTrip(author); // private: never recommended
      for (const [n, trip] of trips.entries()) {
        for (const fan of fans.slice(0, n + 1)) {
          await req('POST', `/api/itineraries/${trip.id}/like`, fan);
        }
      }
      const res = await req('GET', `/api/itineraries/${base.id}/recommendations`, null);
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: ItinerarySummary[] }).items;
      expect(items).toHaveLength(3);
      expect(items.map((i) => i.id)).not.toContain(base.id);
      const likes = items.map((i) => i.likes_count);
      expect(likes).toEqual([...likes].sort((a, b) => b - a));
      expect(items.every((i) => i.is_public)).toBe(true);
      expect(likes[0]).toBeGreaterThanOrEqual(4);
    });
  });

  describe('calendar', () => {
    it('is valid iCalendar: timed plans in Asia/Seoul with their duration, untimed ones all day', async () => {
      const trip = await makeTrip(cast.owner, {
        isPublic: true,
        body: tripBody({ title: '제주/여행: "봄"; 일정, 좋아' }),
      });
      const res = await req('GET', `/api/itineraries/${trip.id}/calendar.ics`, null);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).toMatch(/^attachment; filename="pintrip-[0-9a-f]{8}\.ics"; filename\*=UTF-8''/);
      expect(disposition).not.toMatch(/[/"].*[/"].*[/"].*[/"]/); // no stray quotes or slashes from the title
      expect(res.body).toContain('\r\n');
      expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(res.body).toContain('BEGIN:VTIMEZONE');
      expect(res.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(res.body).toContain('DTSTART;TZID=Asia/Seoul:20260501T093000');

      const calendar = new ICAL.Component(ICAL.parse(res.body));
      const zone = calendar.getFirstSubcomponent('vtimezone');
      expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Seoul');
      if (zone) ICAL.TimezoneService.register(zone);
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events).toHaveLength(3);
      const bySummary = new Map(events.map((e) => [e.summary, e]));

      const sunrise = bySummary.get('성산일출봉')!;
      expect(sunrise.startDate.toJSDate().toISOString()).toBe('2026-05-01T00:30:00.000Z');
      expect(sunrise.endDate.toJSDate().toISOString()).toBe('2026-05-01T02:00:00.000Z');
      expect(sunrise.startDate.zone?.tzid).toBe('Asia/Seoul');
      expect(sunrise.location).toBe('제주특별자치도 서귀포시 성산읍');
      expect(sunrise.description).toContain('일출 보기');

      const allDay = bySummary.get('섭지코지')!;
      expect(allDay.startDate.isDate).toBe(true);
      expect(allDay.startDate.toString()).toBe('2026-05-01');

      const market = bySummary.get('동문시장')!;
      expect(market.startDate.toJSDate().toISOString()).toBe('2026-05-02T09:00:00.000Z');
      expect(market.duration.toSeconds()).toBe(30 * 60);
    });
  });

  describe('lists', () => {
    let listCtx: TestContext;
    let alice: TestUser;
    let bob: TestUser;
    const mine: string[] = [];
    const bobs: string[] = [];
    const publicIds: string[] = [];

    beforeAll(async () => {
      // A database of its own, so that the expected rows are exactly known.
      listCtx = await createTestContext();
      const mk = async () => makeUser(listCtx);
      [alice, bob] = [await mk(), await mk()];
      const post = (user: TestUser, url: string, payload?: object) =>
        listCtx.app.inject({
          method: 'POST',
          url,
          headers: { cookie: user.cookie },
          ...(payload ? { payload } : {}),
        });
      for (let n = 0; n < 7; n++) {
        for (const [user, ids] of [
          [alice, mine],
          [bob, bobs],
        ] as const) {
          const res = await post(user, '/api/itineraries', tripBody({ title: `${n}` }) as object);
          const id = (res.json() as Itinerary).id;
          ids.push(id);
          if (n % 2 === 0) {
            await listCtx.app.inject({
              method: 'PATCH',
              url: `/api/itineraries/${id}/visibility`,
              headers: { cookie: user.cookie },
              payload: { is_public: true },
            });
            publicIds.push(id);
          }
        }
      }
      // Ties and differences in every counter.
      for (const id of bobs.slice(0, 3)) await post(alice, `/api/itineraries/${id}/like`);
      await post(alice, `/api/itineraries/${bobs[2]!}/share`, { channel: 'x' });
      await post(alice, `/api/itineraries/${bobs[4]!}/copy`);
      await listCtx.app.inject({
        method: 'GET',
        url: `/api/itineraries/${bobs[0]!}`,
        headers: { cookie: alice.cookie },
      });
      // Views are written in batches (every second): written now, so that a batch landing while
      // the test pages through `sort=views` cannot reorder the rows between two pages.
      await listCtx.app.itineraryViews.flush();
      // bobs[1] is private: alice's like of it must not show in her liked list.
    });
    afterAll(async () => listCtx?.close());

    async function allPages(query: string, user: TestUser | null, limit: number) {
      const items: ItinerarySummary[] = [];
      let cursor: string | null = null;
      for (let n = 0; n < 100; n++) {
        const res = await listCtx.app.inject({
          method: 'GET',
          url: `/api/itineraries?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
          headers: user ? { cookie: user.cookie } : {},
        });
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as ItineraryPage;
        items.push(...page.items);
        cursor = page.next_cursor;
        if (!cursor) return items;
      }
      throw new Error('pagination did not end');
    }

    const sorts = ['latest', 'oldest', 'views', 'likes', 'shares', 'copies'] as const;
    const keyOf: Record<(typeof sorts)[number], (i: ItinerarySummary) => number> = {
      latest: (i) => -Date.parse(i.created_at),
      oldest: (i) => Date.parse(i.created_at),
      views: (i) => -i.views_count,
      likes: (i) => -i.likes_count,
      shares: (i) => -i.share_count,
      copies: (i) => -i.copy_count,
    };

    it('mine and liked need a session', async () => {
      for (const scope of ['mine', 'liked']) {
        const res = await listCtx.app.inject({ method: 'GET', url: `/api/itineraries?scope=${scope}` });
        expect(res.statusCode).toBe(401);
      }
    });

    it('every scope × sort pages through each visible row exactly once, in order', async () => {
      const aliceCopy = (await allPages('scope=mine&sort=latest', alice, 100))
        .map((i) => i.id)
        .filter((id) => !mine.includes(id));
      expect(aliceCopy).toHaveLength(1);
      const expected = {
        public: { visitor: publicIds, alice: publicIds },
        all: { visitor: publicIds, alice: [...new Set([...publicIds, ...mine, ...aliceCopy])] },
        mine: { alice: [...mine, ...aliceCopy] },
        liked: { alice: [bobs[0]!, bobs[2]!] },
      } as const;
      for (const [scope, byUser] of Object.entries(expected)) {
        for (const [who, ids] of Object.entries(byUser)) {
          for (const sort of sorts) {
            for (const limit of [2, 100]) {
              const items = await allPages(
                `scope=${scope}&sort=${sort}`,
                who === 'alice' ? alice : null,
                limit,
              );
              const label = `${scope} ${sort} ${who} limit ${limit}`;
              expect(items.map((i) => i.id).sort(), label).toEqual([...ids].sort());
              const keys = items.map(keyOf[sort]);
              expect(keys, label).toEqual([...keys].sort((a, b) => a - b));
            }
          }
        }
      }
    }, 120_000);

    it('reports is_liked and counters in list items', async () => {
      const items = await allPages('scope=liked&sort=likes', alice, 100);
      expect(items.every((i) => i.is_liked)).toBe(true);
      const byId = new Map((await allPages('scope=public&sort=latest', null, 100)).map((i) => [i.id, i]));
      expect(byId.get(bobs[4]!)?.copy_count).toBe(1);
      expect(byId.get(bobs[2]!)?.share_count).toBe(1);
      expect(byId.get(bobs[0]!)?.views_count).toBe(1);
      expect(byId.get(bobs[0]!)?.is_liked).toBe(false);
    });

    it('bad query values and cursors are 400, never 500', async () => {
      for (const query of [
        'scope=everything',
        'sort=random',
        'limit=0',
        'limit=101',
        'limit=abc',
        'cursor=garbage',
        `sort=likes&cursor=${Buffer.from(JSON.stringify(['latest', 1, randomUUID()])).toString('base64url')}`,
      ]) {
        const res = await listCtx.app.inject({ method: 'GET', url: `/api/itineraries?${query}` });
        expect(res.statusCode, query).toBe(400);
      }
    });
  });

  describe('link preview', () => {
    it('gives title, dates, day count, total cost and the first destination image; null when private', async () => {
      const dest = await makeDestination(ctx, cast.other, { image_url: '/uploads/destinations/x.webp' });
      const body = tripBody();
      body.days![1]!.plans![0]!.destination_id = dest.id;
      const trip = await makeTrip(cast.owner, { isPublic: true, body });
      const service = createItinerariesService(
        createUnitOfWork(ctx.database.db, createRepositories, { publish: async () => {} }),
        { publicUrl: 'https://pintrip.example/' },
      );
      expect(await service.preview(null, trip.id)).toEqual({
        title: '제주 동쪽 여행',
        start_date: '2026-05-01',
        end_date: '2026-05-02',
        day_count: 2,
        total_cost: 25000,
        image_url: 'https://pintrip.example/uploads/destinations/x.webp',
        url: `https://pintrip.example/itineraries/${trip.id}`,
        // A visitor is not on the trip (the planner's address sends outsiders to the trip's page).
        my_role: null,
      });
      await req('PATCH', `/api/itineraries/${trip.id}/visibility`, cast.owner, { is_public: false });
      expect(await service.preview(null, trip.id)).toBeNull();
      expect(await service.preview(null, randomUUID())).toBeNull();
    });
  });
});
