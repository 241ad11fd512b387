/**
 * Itinerary reads from memory (docs/decisions/0041-itinerary-reads.md): visitor list pages, the
 * recommendations and each detail are kept; views are counted in memory and written in batches.
 * What must never happen: a read served after a change was committed here, or announced by
 * another instance, without the change — above all a hidden or private trip still shown — and a
 * view counted twice, lost on shutdown, or written by the read itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  itineraryPageSchema,
  itinerarySchema,
  type Itinerary,
  type ItineraryPage,
  type ItineraryRecommendations,
  type ItinerarySort,
} from '@pintrip/shared';
import type { z } from 'zod';
import { createResponseSerializerCompiler } from '../../http/serializers.js';
import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../auth/viewer.js';
import { rowsOf } from '../../db/raw-sql.js';
import { itineraries, itineraryViews } from '../../db/schema.js';
import { createRepositories } from '../../repositories.js';
import { createQueryRecorder } from '../../../test/fixtures/query-plans.js';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeDestination,
  makeItinerary,
  makeUser,
  requestAs,
  viewerOf,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import { itinerarySortKeys } from './itineraries.repository.js';
import { toSummary } from './itineraries.service.js';
import { createViewCounter } from './view-counter.js';

const sorts: ItinerarySort[] = ['latest', 'oldest', 'views', 'likes', 'shares', 'copies'];

/**
 * What the route's compiled serializer (checked against zod's) writes for the value `body` holds:
 * a kept or spliced answer must be exactly those bytes.
 */
function serializedBy(schema: z.ZodType, body: string): string {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  const serialize = createResponseSerializerCompiler({ checked: true })(route as never) as (
    data: unknown,
  ) => string;
  return serialize(JSON.parse(body));
}

describe('itinerary reads from memory', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  const recorder = createQueryRecorder();

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    [owner, reader, admin] = await Promise.all([makeUser(ctx), makeUser(ctx), makeAdmin(ctx)]);
  });
  afterAll(async () => ctx?.close());

  const on = (
    app: FastifyInstance,
    method: TestMethod,
    url: string,
    user: TestUser | null,
    payload?: unknown,
  ) => requestAs({ ...ctx, app }, method, url, user, payload);

  const json = async <T>(app: FastifyInstance, url: string, user: TestUser | null = null) => {
    const res = await on(app, 'GET', url, user);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return { body: res.body, value: res.json() as T };
  };

  /** Every id of a list, page by page (2 a page), as `user` sees it on `app`. */
  const allIds = async (app: FastifyInstance, query: string, user: TestUser | null = null) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/itineraries?${query}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { value } = await json<ItineraryPage>(app, url, user);
      ids.push(...value.items.map((item) => item.id));
      cursor = value.next_cursor;
    } while (cursor);
    return ids;
  };

  /** Polls until `check` holds (another instance: once the notification has arrived). */
  const eventually = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 3000;
    while (!(await check()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };

  const storedViews = async (id: string) => {
    const [row] = await ctx.database.db
      .select({ views: itineraries.viewsCount })
      .from(itineraries)
      .where(eq(itineraries.id, id));
    return Number(row?.views);
  };

  it('keeps a visitor page (same bytes, no statement), and shows a like and an edit on the next read on both instances', async () => {
    const second = await createSecondInstance(ctx);
    try {
      const trips = [];
      for (let n = 0; n < 3; n += 1)
        trips.push(await makeItinerary(ctx, owner, { isPublic: true, title: `보관 ${n}` }));
      const url = '/api/itineraries?scope=public&sort=likes';
      for (const app of [ctx.app, second.app]) {
        const once = await json<ItineraryPage>(app, url);
        const { result: twice, queries } = await recorder.record(() => json<ItineraryPage>(app, url));
        expect(twice.body).toBe(once.body);
        expect(queries).toEqual([]);
        // A visitor's `all` is the same rows: the same entry.
        expect((await json<ItineraryPage>(app, '/api/itineraries?scope=all&sort=likes')).body).toBe(
          once.body,
        );
      }
      const target = trips[1]!;
      const likesOf = async (app: FastifyInstance) =>
        (await json<ItineraryPage>(app, url)).value.items.find((item) => item.id === target.id)?.likes_count;
      expect((await on(second.app, 'POST', `/api/itineraries/${target.id}/like`, reader)).statusCode).toBe(
        200,
      );
      expect(await likesOf(second.app)).toBe(1);
      expect(await eventually(async () => (await likesOf(ctx.app)) === 1)).toBe(true);

      // An edit on this instance: its detail and lists at once here, on the other once notified.
      await json<Itinerary>(second.app, `/api/itineraries/${target.id}`);
      const edited = await on(ctx.app, 'PUT', `/api/itineraries/${target.id}`, owner, {
        title: '고친 제목',
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        days: [{ day_number: 1, plans: [{ destination: '새 장소', cost: 1000 }] }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await json<Itinerary>(ctx.app, `/api/itineraries/${target.id}`)).value.title).toBe('고친 제목');
      expect(
        await eventually(async () => {
          const detail = (await json<Itinerary>(second.app, `/api/itineraries/${target.id}`)).value;
          return detail.title === '고친 제목' && detail.days[0]?.plans[0]?.destination === '새 장소';
        }),
      ).toBe(true);
      expect(
        await eventually(async () =>
          (await json<ItineraryPage>(second.app, url)).value.items.some((item) => item.title === '고친 제목'),
        ),
      ).toBe(true);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('a hidden or made-private trip vanishes from every kept list, detail and recommendation, on both instances', async () => {
    const second = await createSecondInstance(ctx);
    try {
      const [toHide, toPrivate, stays] = [
        await makeItinerary(ctx, owner, { isPublic: true, title: '숨길 여행' }),
        await makeItinerary(ctx, owner, { isPublic: true, title: '비공개로 돌릴 여행' }),
        await makeItinerary(ctx, owner, { isPublic: true, title: '남는 여행' }),
      ];
      // Liked, so the two are among the recommendations of any other trip.
      for (const trip of [toHide, toPrivate]) {
        for (const who of [reader, admin]) {
          expect((await on(ctx.app, 'POST', `/api/itineraries/${trip.id}/like`, who)).statusCode).toBe(200);
        }
      }
      const gone = [toHide.id, toPrivate.id];
      const warm = async (app: FastifyInstance) => {
        for (const sort of sorts) await allIds(app, `scope=public&sort=${sort}`);
        // The reader's likes and the owner's own trips, kept per reader.
        for (const scope of ['liked', 'mine']) await allIds(app, `scope=${scope}&sort=latest`, reader);
        expect(await allIds(app, 'scope=mine&sort=latest', owner)).toEqual(expect.arrayContaining(gone));
        for (const trip of [toHide, toPrivate, stays]) {
          await json(app, `/api/itineraries/${trip.id}`);
          await json(app, `/api/itineraries/${trip.id}/recommendations`);
        }
      };
      for (const app of [ctx.app, second.app]) {
        await warm(app);
        const recommended = (
          await json<ItineraryRecommendations>(app, `/api/itineraries/${stays.id}/recommendations`)
        ).value.items;
        expect(recommended.map((item) => item.id)).toEqual(expect.arrayContaining(gone));
      }

      // A moderator hides one through a report on the second instance; the owner makes the other private here.
      const report = await on(ctx.app, 'POST', '/api/reports', reader, {
        target_type: 'itinerary',
        target_id: toHide.id,
        reason: '광고',
      });
      expect(report.statusCode, report.body).toBe(201);
      const decision = await on(
        second.app,
        'POST',
        `/api/admin/reports/${report.json().id}/decision`,
        admin,
        {
          decision: 'hide',
        },
      );
      expect(decision.statusCode, decision.body).toBe(200);
      const made = await on(ctx.app, 'PATCH', `/api/itineraries/${toPrivate.id}/visibility`, owner, {
        is_public: false,
      });
      expect(made.statusCode).toBe(200);

      for (const app of [second.app, ctx.app]) {
        // The notification of the other instance's write has arrived once the detail says so.
        expect(
          await eventually(async () => {
            const statuses = await Promise.all(
              gone.map((id) => on(app, 'GET', `/api/itineraries/${id}`, null)),
            );
            return statuses.every((res) => res.statusCode === 404);
          }),
        ).toBe(true);
        expect(
          (await allIds(app, 'scope=liked&sort=latest', reader)).filter((id) => gone.includes(id)),
        ).toEqual([]);
        for (const who of [null, reader]) {
          for (const id of gone) {
            expect((await on(app, 'GET', `/api/itineraries/${id}`, who)).statusCode).toBe(404);
            expect((await on(app, 'GET', `/api/itineraries/${id}/recommendations`, who)).statusCode).toBe(
              404,
            );
          }
          const recommended = (
            await json<ItineraryRecommendations>(app, `/api/itineraries/${stays.id}/recommendations`, who)
          ).value.items.map((item) => item.id);
          expect(recommended.filter((id) => gone.includes(id))).toEqual([]);
          for (const sort of sorts) {
            for (const scope of ['public', 'all']) {
              const ids = await allIds(app, `scope=${scope}&sort=${sort}`, who);
              expect(ids, `${scope} ${sort}`).toContain(stays.id);
              expect(
                ids.filter((id) => gone.includes(id)),
                `${scope} ${sort}`,
              ).toEqual([]);
            }
          }
        }
        // The owner still sees both in `all` (their own page), in `mine` and in full; an admin reads both.
        const ownAll = await allIds(app, 'scope=all&sort=latest', owner);
        expect(ownAll).toEqual(expect.arrayContaining(gone));
        expect(await allIds(app, 'scope=mine&sort=latest', owner)).toEqual(expect.arrayContaining(gone));
        for (const who of [owner, admin]) {
          for (const id of gone)
            expect((await on(app, 'GET', `/api/itineraries/${id}`, who)).statusCode).toBe(200);
        }
        expect((await json<Itinerary>(app, `/api/itineraries/${toHide.id}`, owner)).value.is_hidden).toBe(
          true,
        );
      }
    } finally {
      await second.close();
    }
  }, 120_000);

  it('a signed-in page (kept rows + the reader overlay) equals the uncached query, byte for byte', async () => {
    const sourceOwner = await makeUser(ctx);
    const privateSource = await makeItinerary(ctx, sourceOwner, { isPublic: true, title: '원본' });
    const copy = await on(ctx.app, 'POST', `/api/itineraries/${privateSource.id}/copy`, reader);
    expect(copy.statusCode).toBe(201);
    const copyId = (copy.json() as Itinerary).id;
    expect(
      (await on(ctx.app, 'PATCH', `/api/itineraries/${copyId}/visibility`, reader, { is_public: true }))
        .statusCode,
    ).toBe(200);
    // The source goes private: its copy's copied_from is its owner's and admins' to see only.
    expect(
      (
        await on(ctx.app, 'PATCH', `/api/itineraries/${privateSource.id}/visibility`, sourceOwner, {
          is_public: false,
        })
      ).statusCode,
    ).toBe(200);
    const stranger = await makeUser(ctx);
    const repositories = createRepositories(ctx.database.db);
    const cases: [TestUser, Viewer][] = [
      [reader, viewerOf(reader)],
      [admin, viewerOf(admin, true)],
      [sourceOwner, viewerOf(sourceOwner)], // owns a private one: their `all` is read in full
      [stranger, viewerOf(stranger)],
    ];
    const seen = new Map<string, ItineraryPage['items'][number]>();
    for (const [user, viewer] of cases) {
      for (const scope of ['public', 'all'] as const) {
        for (const sort of ['latest', 'likes'] as const) {
          let cursor: string | undefined;
          do {
            const rows = await repositories.itineraries.list({
              viewerId: viewer.id,
              scope,
              sort,
              cursor,
              limit: 3,
            });
            const uncached = itinerarySortKeys[sort].page(rows, 3, (row) => toSummary(viewer, row));
            const url = `/api/itineraries?scope=${scope}&sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
            for (let round = 0; round < 2; round += 1) {
              expect((await json(ctx.app, url, user)).body, `${user.email} ${url}`).toBe(
                JSON.stringify(uncached),
              );
            }
            for (const item of uncached.items) seen.set(`${user.id}:${item.id}`, item);
            cursor = uncached.next_cursor ?? undefined;
          } while (cursor);
        }
      }
    }
    // What the comparison covered: a like, and a source shown to its owner and admins only.
    expect(seen.get(`${admin.id}:${privateSource.id}`)).toBeUndefined();
    expect(seen.get(`${reader.id}:${copyId}`)?.copied_from).toBeNull();
    expect(seen.get(`${sourceOwner.id}:${copyId}`)?.copied_from).toEqual({
      id: privateSource.id,
      title: '원본',
    });
    expect(seen.get(`${admin.id}:${copyId}`)?.copied_from).toEqual({ id: privateSource.id, title: '원본' });
    expect([...seen.entries()].some(([key, item]) => key.startsWith(reader.id) && item.is_liked)).toBe(true);
    // A visitor's kept JSON and a reader's spliced one are the bytes the route's serializer writes.
    for (const user of [null, reader, stranger, sourceOwner, admin]) {
      const { body } = await json(ctx.app, '/api/itineraries?scope=public&limit=50', user);
      expect(body).toBe(serializedBy(itineraryPageSchema, body));
    }
  }, 120_000);

  it('a reader’s likes and unlisted trips come from their marks in memory, followed on both instances', async () => {
    const second = await createSecondInstance(ctx, { onQuery: recorder.onQuery });
    try {
      const liker = await makeUser(ctx);
      const trip = await makeItinerary(ctx, owner, { isPublic: true, title: '표시될 여행' });
      const apps = [ctx.app, second.app];
      const detail = `/api/itineraries/${trip.id}`;
      const all = '/api/itineraries?scope=all&sort=latest&limit=50';
      const likedOn = async (app: FastifyInstance) =>
        (await json<Itinerary>(app, detail, liker)).value.is_liked;
      const allOf = async (app: FastifyInstance) =>
        (await json<ItineraryPage>(app, all, liker)).value.items.map((item) => item.id);
      const likedList = async (app: FastifyInstance) =>
        (await json<ItineraryPage>(app, '/api/itineraries?scope=liked', liker)).value.items.map(
          (item) => item.id,
        );
      for (const app of apps) expect(await likedOn(app)).toBe(false);
      // The reader's view, written now: its batch drops the pages showing the trip's count.
      for (const app of apps) await app.itineraryViews.flush();
      await ctx.database.sync();
      for (const app of apps) {
        expect(await likedOn(app)).toBe(false);
        await allOf(app);
        expect(await likedList(app)).toEqual([]);
        // Marks and reads kept, their liked list too: no statement.
        const { queries } = await recorder.record(async () => [
          await likedOn(app),
          await allOf(app),
          await likedList(app),
        ]);
        expect(queries).toEqual([]);
      }
      expect((await on(ctx.app, 'POST', `${detail}/like`, liker)).statusCode).toBe(200);
      // The writer's instance at once, the other once the notification arrived.
      expect(await likedOn(ctx.app)).toBe(true);
      expect(await likedList(ctx.app)).toEqual([trip.id]);
      expect(await eventually(() => likedOn(second.app))).toBe(true);
      expect(await likedList(second.app)).toEqual([trip.id]);
      const listed = (await json<ItineraryPage>(second.app, all, liker)).value.items;
      expect(listed.find((item) => item.id === trip.id)?.is_liked).toBe(true);

      // A like written outside the app without its count (an import, an operator): heard through
      // the reader's marks, on both instances.
      const other = await makeItinerary(ctx, owner, { isPublic: true, title: '밖에서 누른 좋아요' });
      for (const app of apps) expect(await likedList(app)).toEqual([trip.id]);
      await ctx.database.db.execute(
        sql`insert into itinerary_likes (itinerary_id, user_id) values (${other.id}, ${liker.id})`,
      );
      for (const app of apps) {
        expect(await eventually(async () => (await likedList(app)).length === 2)).toBe(true);
        expect(new Set(await likedList(app))).toEqual(new Set([trip.id, other.id]));
      }

      // A private trip of theirs makes their `all` their own, on both instances.
      const mine = (await makeItinerary(ctx, liker, { title: '나만 보는 여행' })).id;
      expect(await allOf(ctx.app)).toContain(mine);
      expect(await eventually(async () => (await allOf(second.app)).includes(mine))).toBe(true);
      // Others never see it.
      for (const app of apps) {
        const ids = (await json<ItineraryPage>(app, all, reader)).value.items.map((item) => item.id);
        expect(ids).not.toContain(mine);
      }
    } finally {
      await second.close();
    }
  }, 120_000);

  it('a detail from memory: the visitor bytes the serializer writes, a reader’s like, what a hidden destination withholds', async () => {
    const linked = await makeDestination(ctx, owner, { image_url: '/uploads/destinations/kept.webp' });
    const trip = await makeItinerary(ctx, owner, {
      isPublic: true,
      days: [{ day_number: 1, plans: [{ destination: '연결된 곳', destination_id: linked.id, cost: 0 }] }],
    });
    const url = `/api/itineraries/${trip.id}`;
    const stranger = await makeUser(ctx);
    const cookie = `pintrip.vid=${randomUUID()}`;
    const visitorRead = () => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
    // Both counted and written first: their later reads add nothing on top of the stored count.
    await json(ctx.app, url, stranger);
    await visitorRead();
    await ctx.app.itineraryViews.flush();
    // The batch's own notification has arrived (it drops the kept detail once more).
    await ctx.database.sync();
    const strangers = (await json<Itinerary>(ctx.app, url, stranger)).body;
    const { result: visitor, queries } = await recorder.record(visitorRead);
    expect(queries).toEqual([]);
    expect(visitor.body).toBe(strangers);

    expect((await on(ctx.app, 'POST', `${url}/like`, reader)).statusCode).toBe(200);
    const { result: readers, queries: readerQueries } = await recorder.record(() =>
      json<Itinerary>(ctx.app, url, reader),
    );
    expect(readers.value.is_liked).toBe(true);
    expect(readers.value.my_role).toBeNull();
    expect(readers.body).toBe(serializedBy(itinerarySchema, readers.body));
    const owners = await json<Itinerary>(ctx.app, url, owner);
    expect(owners.value.my_role).toBe('owner');
    expect(owners.body).toBe(serializedBy(itinerarySchema, owners.body));
    expect(visitor.body).toBe(serializedBy(itinerarySchema, visitor.body));
    // Kept after the like's change, and the reader's like too (their marks, auth/viewer-marks.ts,
    // forgotten by the like's notification and loaded again by the read above): no statement.
    const { queries: again } = await recorder.record(() => json<Itinerary>(ctx.app, url, reader));
    expect(again).toEqual([]);
    expect(readerQueries.length).toBeGreaterThan(again.length);

    // Hidden by a write outside the app (psql): the trigger's notification drops the kept detail,
    // here once it has arrived (one round trip on the LISTEN connection).
    await ctx.database.db.execute(sql`update destinations set hidden_at = now() where id = ${linked.id}`);
    await ctx.database.sync();
    const planOf = async (user: TestUser | null) =>
      (await json<Itinerary>(ctx.app, url, user)).value.days[0]!.plans[0]!;
    for (const who of [null, reader]) {
      expect(await planOf(who)).toMatchObject({ destination: '', destination_id: null, image_url: null });
    }
    for (const who of [owner, admin]) {
      expect(await planOf(who)).toMatchObject({ destination: '연결된 곳', destination_id: linked.id });
      const { body } = await json(ctx.app, url, who);
      expect(body).toBe(serializedBy(itinerarySchema, body));
    }
  }, 120_000);

  describe('views', () => {
    it('a read writes nothing; each reader counts once; the answer shows the reader’s own view', async () => {
      const trip = await makeItinerary(ctx, owner, { isPublic: true });
      await ctx.app.itineraryViews.flush();
      const readers = [reader, admin, await makeUser(ctx)];
      // The stored count plus the views recorded here: each reader's first read adds theirs.
      const shown = [];
      for (const user of [...readers, ...readers, owner]) {
        const { result, queries } = await recorder.record(() =>
          json<Itinerary>(ctx.app, `/api/itineraries/${trip.id}`, user),
        );
        // Nothing but the batch (this app's, written every second in the background) writes.
        const writes = queries.filter((q) => /\b(insert|update|delete)\b/i.test(q.sql));
        expect(writes.filter((q) => !q.sql.includes('json_to_recordset'))).toEqual([]);
        shown.push(result.value.views_count);
      }
      expect(shown).toEqual([1, 2, 3, 3, 3, 3, 3]);
      await ctx.app.itineraryViews.flush();
      expect(await storedViews(trip.id)).toBe(3);
      // Written: the next reads of the same readers count nothing and send nothing.
      for (const user of readers) await json(ctx.app, `/api/itineraries/${trip.id}`, user);
      const { queries: none } = await recorder.record(() => ctx.app.itineraryViews.flush());
      expect(none).toEqual([]);
      expect(await storedViews(trip.id)).toBe(3);
    });

    it('two instances that both saw a reader count them once; another reader on each counts', async () => {
      const trip = await makeItinerary(ctx, owner, { isPublic: true });
      const second = await createSecondInstance(ctx);
      const other = await makeUser(ctx);
      try {
        for (const app of [ctx.app, second.app]) await json(app, `/api/itineraries/${trip.id}`, reader);
        await json(second.app, `/api/itineraries/${trip.id}`, other);
        await Promise.all([ctx.app.itineraryViews.flush(), second.app.itineraryViews.flush()]);
        expect(await storedViews(trip.id)).toBe(2);
        // Recorded on the second instance and written when it closes (a shutdown loses no view).
        await json(second.app, `/api/itineraries/${trip.id}`, admin);
      } finally {
        await second.close();
      }
      expect(await storedViews(trip.id)).toBe(3);
    }, 120_000);

    it('a batch changes only what shows its counts: those details take them, the pages showing them and by views go; on both instances', async () => {
      const second = await createSecondInstance(ctx, { onQuery: recorder.onQuery });
      try {
        // Created in this order, the newest two (page 1 of `latest`, 2 a page) leave `counted` out.
        const counted = await makeItinerary(ctx, owner, { isPublic: true, title: '조회될 여행' });
        const [kept, newest] = [
          await makeItinerary(ctx, owner, { isPublic: true, title: '그대로 둘 여행' }),
          await makeItinerary(ctx, owner, { isPublic: true, title: '가장 새 여행' }),
        ];
        const apps = [ctx.app, second.app];
        const unrelated = [
          '/api/itineraries?scope=public&sort=latest&limit=2',
          `/api/itineraries/${kept.id}`,
        ];
        const changed = [
          '/api/itineraries?scope=public&sort=views&limit=2',
          '/api/itineraries?scope=public&sort=latest&limit=50',
          `/api/itineraries/${counted.id}`,
        ];
        // A visitor's reads count views too: counted and written first, then every read kept.
        for (const app of apps) for (const url of [...unrelated, ...changed]) await json(app, url);
        await Promise.all(apps.map((app) => app.itineraryViews.flush()));
        const before = new Map<FastifyInstance, Map<string, string>>();
        for (const app of apps) {
          const bodies = new Map<string, string>();
          for (const url of [...unrelated, ...changed]) bodies.set(url, (await json(app, url)).body);
          before.set(app, bodies);
        }
        // The owner's own list, kept for them: it shows the counts heard, without a statement.
        const mine = '/api/itineraries?scope=mine&sort=latest&limit=50';
        for (const app of apps) await json(app, mine, owner);
        const latest = JSON.parse(before.get(ctx.app)!.get(unrelated[0]!)!) as ItineraryPage;
        expect(latest.items.map((item) => item.id)).toEqual([newest.id, kept.id]);
        const shownViews = async (app: FastifyInstance) =>
          (await json<Itinerary>(app, `/api/itineraries/${counted.id}`, owner)).value.views_count;
        const viewsBefore = await shownViews(ctx.app);

        await json(ctx.app, `/api/itineraries/${counted.id}`, reader);
        await ctx.app.itineraryViews.flush();
        expect(await storedViews(counted.id)).toBe(viewsBefore + 1);

        for (const app of apps) {
          // The new count, here at once, on the other instance once the notification arrives: the
          // kept detail took it (no statement), and the list showing it was read again.
          expect(await eventually(async () => (await shownViews(app)) === viewsBefore + 1)).toBe(true);
          const { result: detail, queries: none } = await recorder.record(() =>
            json<Itinerary>(app, `/api/itineraries/${counted.id}`),
          );
          expect(detail.value.views_count).toBe(viewsBefore + 1);
          expect(detail.body).toBe(serializedBy(itinerarySchema, detail.body));
          expect(none).toEqual([]);
          const all = (await json<ItineraryPage>(app, changed[1]!)).value.items;
          expect(all.find((item) => item.id === counted.id)?.views_count).toBe(viewsBefore + 1);
          const { result: own, queries: ownQueries } = await recorder.record(() =>
            json<ItineraryPage>(app, mine, owner),
          );
          expect(own.value.items.find((item) => item.id === counted.id)?.views_count).toBe(viewsBefore + 1);
          expect(ownQueries).toEqual([]);
          // Kept: the same bytes, and no statement.
          for (const url of unrelated) {
            const { result, queries } = await recorder.record(() => json(app, url));
            expect(result.body).toBe(before.get(app)!.get(url));
            expect(queries, url).toEqual([]);
          }
        }
        const { queries } = await recorder.record(() => json(ctx.app, changed[0]!));
        expect(queries).toHaveLength(1); // the page by views was dropped: read again
      } finally {
        await second.close();
      }
    }, 120_000);

    it('the counter asks the database again once the day is over (a clock of its own, the real statement)', async () => {
      const trip = await makeItinerary(ctx, owner, { isPublic: true });
      let clock = Date.now();
      const repositories = createRepositories(ctx.database.db);
      const counter = createViewCounter({
        write: (batch) => repositories.itineraries.flushViews(batch),
        intervalMs: 3_600_000,
        now: () => clock,
      });
      const other = await makeItinerary(ctx, owner, { isPublic: true });
      try {
        counter.record(trip.id, ['u:reader', 'v:also']);
        counter.record(trip.id, ['u:reader']);
        // The also key is this batch's already: its own read adds nothing.
        counter.record(trip.id, ['v:also']);
        counter.record(other.id, ['u:reader']);
        counter.record(other.id, ['u:second']);
        expect(counter.pendingFor(trip.id)).toBe(1);
        expect(counter.pendingFor(other.id)).toBe(2);
        const { queries } = await recorder.record(() => counter.flush());
        expect(queries).toHaveLength(1); // the whole batch, one statement
        expect(counter.pendingFor(trip.id)).toBe(0);
        expect(await storedViews(trip.id)).toBe(1);
        expect(await storedViews(other.id)).toBe(2);
        const keys = rowsOf<{ viewer_key: string }>(
          await ctx.database.db.execute(
            sql`select viewer_key from itinerary_views where itinerary_id = ${trip.id} order by viewer_key`,
          ),
        ).map((row) => row.viewer_key);
        expect(keys).toEqual(['u:reader', 'v:also']);
        // Within the day: remembered, not even sent.
        clock += 23 * 3600_000;
        counter.record(trip.id, ['u:reader']);
        expect(counter.pendingFor(trip.id)).toBe(0);
        // A day later (the stored time moved back with the clock): counted again.
        clock += 2 * 3600_000;
        await ctx.database.db
          .update(itineraryViews)
          .set({ countedAt: sql`now() - interval '25 hours'` })
          .where(eq(itineraryViews.itineraryId, trip.id));
        counter.record(trip.id, ['u:reader']);
        expect(counter.pendingFor(trip.id)).toBe(1);
        await counter.flush();
        expect(await storedViews(trip.id)).toBe(2);
        // A view of a trip deleted before the write is left out; the rest of the batch counts.
        const doomed = await makeItinerary(ctx, owner, { isPublic: true });
        counter.record(doomed.id, ['u:reader']);
        counter.record(trip.id, ['u:someone']);
        expect((await on(ctx.app, 'DELETE', `/api/itineraries/${doomed.id}`, owner)).statusCode).toBe(204);
        await counter.flush();
        expect(await storedViews(trip.id)).toBe(3);
        expect(counter.pendingFor(doomed.id)).toBe(0);
      } finally {
        await counter.close();
      }
    });

    it('a batch is written in statements of at most maxPerWrite views, each counted', async () => {
      const trips = [
        await makeItinerary(ctx, owner, { isPublic: true }),
        await makeItinerary(ctx, owner, { isPublic: true }),
      ];
      const counted: string[] = [];
      const repositories = createRepositories(ctx.database.db);
      const counter = createViewCounter({
        write: (batch) => repositories.itineraries.flushViews(batch),
        intervalMs: 3_600_000,
        maxPerWrite: 2,
        onCounted: (counts) => counted.push(...counts.keys()),
      });
      try {
        for (const reader of ['u:a', 'u:b', 'u:c']) counter.record(trips[0]!.id, [reader]);
        counter.record(trips[1]!.id, ['u:a', 'v:also']);
        counter.record(trips[1]!.id, ['u:b']);
        const { queries } = await recorder.record(() => counter.flush());
        expect(queries).toHaveLength(3); // 5 views, 2 a statement
        expect(await storedViews(trips[0]!.id)).toBe(3);
        expect(await storedViews(trips[1]!.id)).toBe(2);
        expect(new Set(counted)).toEqual(new Set(trips.map((trip) => trip.id)));
        expect(counter.pendingFor(trips[0]!.id) + counter.pendingFor(trips[1]!.id)).toBe(0);
      } finally {
        await counter.close();
      }
    });

    it('the app writes 10 views a statement on the embedded database (it holds every request), 50 on PostgreSQL', async () => {
      const trip = await makeItinerary(ctx, owner, { isPublic: true });
      await ctx.app.itineraryViews.flush();
      const reads = Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${trip.id}`,
          headers: { cookie: `pintrip.vid=${randomUUID()}` },
        }),
      );
      for (const res of await Promise.all(reads)) expect(res.statusCode).toBe(200);
      const { queries } = await recorder.record(() => ctx.app.itineraryViews.flush());
      const writes = queries.filter((query) => query.sql.includes('json_to_recordset'));
      expect(writes).toHaveLength(ctx.database.kind === 'embedded' ? 2 : 1);
      expect(await storedViews(trip.id)).toBe(12);
    });
  });
});
