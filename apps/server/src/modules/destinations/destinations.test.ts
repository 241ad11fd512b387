import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { Destination, DestinationCreate, DestinationPage } from '@pintrip/shared';
import type { TestContext } from '../../../test/helpers.js';
import {
  destinationBody,
  headersOf,
  makeCastContext,
  makeCategory,
  makeDestination,
  makeUser,
  requestAs,
  type Cast,
  type TestUser,
} from '../../../test/builders.js';
import {
  commentReactions,
  comments,
  destinationBookmarks,
  destinationLikes,
  destinations,
  itineraries,
  itineraryDays,
  itineraryPlans,
  profiles,
} from '../../db/schema.js';

describe('destinations', () => {
  let ctx: TestContext;
  let cast: Cast;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    await makeCategory(ctx, '자연');
    await makeCategory(ctx, '맛집');
  });
  afterAll(async () => ctx?.close());

  const as = headersOf;
  const create = (user: TestUser | null, payload: unknown) =>
    requestAs(ctx, 'POST', '/api/destinations', user, payload);
  const patch = (user: TestUser | null, id: string, payload: unknown) =>
    requestAs(ctx, 'PATCH', `/api/destinations/${id}`, user, payload);
  const remove = (user: TestUser | null, id: string) =>
    requestAs(ctx, 'DELETE', `/api/destinations/${id}`, user);
  const get = (user: TestUser | null, id: string) => requestAs(ctx, 'GET', `/api/destinations/${id}`, user);
  const like = (user: TestUser | null, id: string) =>
    requestAs(ctx, 'POST', `/api/destinations/${id}/like`, user);
  const bookmark = (user: TestUser | null, id: string) =>
    requestAs(ctx, 'POST', `/api/destinations/${id}/bookmark`, user);
  const list = (query: string, user: TestUser | null = null) =>
    requestAs(ctx, 'GET', `/api/destinations?${query}`, user);

  /** Every page of a list, following next_cursor. */
  async function allPages(query: string, user: TestUser | null = null, limit = 100) {
    const items: Destination[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 1000; i++) {
      const res = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, user);
      expect(res.statusCode).toBe(200);
      const page = res.json() as DestinationPage;
      items.push(...page.items);
      cursor = page.next_cursor;
      if (!cursor) return items;
    }
    throw new Error('pagination did not end');
  }

  async function likeRows(destinationId: string) {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(destinationLikes)
      .where(eq(destinationLikes.destinationId, destinationId));
    return row?.n ?? -1;
  }
  async function bookmarkRows(destinationId: string) {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(destinationBookmarks)
      .where(eq(destinationBookmarks.destinationId, destinationId));
    return row?.n ?? -1;
  }

  describe('who may write', () => {
    it('a visitor gets 401 on every write and on /api/me/bookmarks', async () => {
      const d = await makeDestination(ctx, cast.owner);
      for (const res of [
        await create(null, destinationBody()),
        await patch(null, d.id, { title: '바뀜' }),
        await remove(null, d.id),
        await like(null, d.id),
        await bookmark(null, d.id),
        await ctx.app.inject({ method: 'GET', url: '/api/me/bookmarks' }),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
    });

    it('another user gets 403 forbidden on edit and delete, and the row is unchanged', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const edit = await patch(cast.other, d.id, { title: '남의 글' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error.code).toBe('forbidden');
      const del = await remove(cast.other, d.id);
      expect(del.statusCode).toBe(403);
      expect(del.json().error.code).toBe('forbidden');
      expect((await get(null, d.id)).json().title).toBe(d.title);
    });

    it('the author can edit and delete their own pinpoint', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const edit = await patch(cast.owner, d.id, { title: '  새 이름  ' });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().title).toBe('새 이름');
      expect((await remove(cast.owner, d.id)).statusCode).toBe(204);
      expect((await get(null, d.id)).statusCode).toBe(404);
    });

    it('an admin can edit and delete anyone’s pinpoint', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const edit = await patch(cast.admin, d.id, { rating: 2 });
      expect(edit.statusCode).toBe(200);
      expect(edit.json()).toMatchObject({ rating: 2, user_id: cast.owner.id });
      expect((await remove(cast.admin, d.id)).statusCode).toBe(204);
      expect((await get(null, d.id)).statusCode).toBe(404);
    });

    it('a deactivated user gets 403 account_inactive on create, edit and delete, and the row stays', async () => {
      const created = await create(cast.inactive, destinationBody());
      expect(created.statusCode).toBe(403);
      expect(created.json().error.code).toBe('account_inactive');

      // A pinpoint written before the account was deactivated.
      const user = await makeUser(ctx);
      const d = await makeDestination(ctx, user);
      await ctx.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
      await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
      const edit = await patch(user, d.id, { title: '바뀜' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().error.code).toBe('account_inactive');
      const removed = await remove(user, d.id);
      expect(removed.statusCode).toBe(403);
      expect(removed.json().error.code).toBe('account_inactive');
      expect((await get(null, d.id)).statusCode).toBe(200);
    });

    it('a deactivated user may not like or bookmark: every write is refused (reading works)', async () => {
      const d = await makeDestination(ctx, cast.owner);
      for (const res of [await like(cast.inactive, d.id), await bookmark(cast.inactive, d.id)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('account_inactive');
      }
      const read = await get(cast.inactive, d.id);
      expect(read.json()).toMatchObject({ likes_count: 0, is_liked: false, is_bookmarked: false });
    });
  });

  describe('create and read', () => {
    it('creates a pinpoint (201) with defaults, normalized hashtags and the author', async () => {
      await ctx.database.db
        .insert(profiles)
        .values({ userId: cast.owner.id, fullName: '  여행자 김  ' })
        .onConflictDoUpdate({ target: profiles.userId, set: { fullName: '  여행자 김  ' } });
      const res = await create(
        cast.owner,
        destinationBody({
          rating: undefined,
          lat: undefined,
          lng: undefined,
          hashtags: [' 제주 ', '#제주', '바다 여행', '##오름', '#'],
        }),
      );
      expect(res.statusCode).toBe(201);
      const d = res.json() as Destination;
      expect(d).toMatchObject({
        user_id: cast.owner.id,
        title: '성산일출봉',
        rating: 5,
        lat: null,
        lng: null,
        hashtags: ['#제주', '#바다여행', '#오름'],
        likes_count: 0,
        comments_count: 0,
        bookmarks_count: 0,
        is_liked: false,
        is_bookmarked: false,
        author: { id: cast.owner.id, display_name: '여행자 김' },
      });
      expect(d.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
      // No avatar of their own: the generated default avatar.
      expect(d.author.avatar_url).toBe(`/api/avatars/${cast.owner.id}.svg`);

      const read = await get(null, d.id);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(d);
    });

    it('the author’s display name falls back to the account name, and the avatar to the profile’s', async () => {
      const user = await makeUser(ctx, { name: '계정이름' });
      await ctx.database.db
        .update(profiles)
        .set({ fullName: ' ', avatarUrl: '/uploads/a.webp' })
        .where(eq(profiles.userId, user.id));
      const d = await makeDestination(ctx, user);
      expect(d.author).toEqual({ id: user.id, display_name: '계정이름', avatar_url: '/uploads/a.webp' });
    });

    it('accepts an uploaded image path and an http(s) URL, refuses anything else', async () => {
      expect(
        (await create(cast.owner, destinationBody({ image_url: '/uploads/destinations/x.webp' }))).statusCode,
      ).toBe(201);
      expect(
        (await create(cast.owner, destinationBody({ image_url: 'http://example.com/a.png' }))).statusCode,
      ).toBe(201);
      for (const image_url of [
        'javascript:alert(1)',
        'ftp://example.com/a.png',
        'uploads/x.png',
        '/etc/passwd',
        'data:image/png;base64,AAAA',
      ]) {
        const res = await create(cast.owner, destinationBody({ image_url }));
        expect(res.statusCode, image_url).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'validation_failed',
          fields: { image_url: 'invalid_url' },
        });
      }
    });

    it('404 not_found for an unknown or malformed id, never a 500', async () => {
      for (const id of [randomUUID(), 'not-a-uuid', '1', "'; drop table destinations; --", 'ä'.repeat(50)]) {
        const path = encodeURIComponent(id);
        expect((await get(null, path)).statusCode, id).toBe(404);
        expect((await get(null, path)).json().error.code).toBe('not_found');
        expect((await patch(cast.admin, path, { title: 'x' })).statusCode).toBe(404);
        expect((await remove(cast.admin, path)).statusCode).toBe(404);
        expect((await like(cast.owner, path)).statusCode).toBe(404);
        expect((await bookmark(cast.owner, path)).statusCode).toBe(404);
      }
    });
  });

  describe('validation, in the order of spec 1 §5 (the first failure wins)', () => {
    /** A body where step `n` and every later rule fail, so only the order decides the answer. */
    const failingFrom: Record<string, DestinationCreate> = {
      title_required: {
        title: '  ',
        description: '',
        location: '',
        category: '',
        image_url: '',
        budget_min: null,
        budget_max: null,
        rating: 11,
      },
      description_required: {
        description: ' ',
        location: '',
        category: '',
        image_url: '',
        budget_min: null,
        rating: 0,
      },
      location_required: { location: '', category: '', image_url: '', budget_min: null, rating: 0 },
      category_required: { category: '\t', image_url: '', budget_max: null, rating: 0 },
      image_required: { image_url: '   ', budget_min: null, budget_max: null, rating: 0 },
      budget_required: { budget_min: undefined, budget_max: 100, rating: 0 },
      budget_min_exceeds_max: { budget_min: 500, budget_max: 100, rating: 0, title: 'x'.repeat(500) },
      rating_out_of_range: { budget_min: -5, budget_max: 10, rating: 11, title: 'x'.repeat(500) },
      budget_negative: { budget_min: -5, budget_max: 10, title: 'x'.repeat(500) },
    };

    for (const [code, overrides] of Object.entries(failingFrom)) {
      it(`${code}`, async () => {
        const res = await create(cast.owner, { ...destinationBody(), ...overrides });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe(code);
      });
    }

    it('budget_required also for a missing maximum', async () => {
      const res = await create(cast.owner, { ...destinationBody(), budget_max: undefined });
      expect(res.json().error).toMatchObject({
        code: 'budget_required',
        fields: { budget_max: 'budget_required' },
      });
    });

    it('rating_out_of_range below 1', async () => {
      expect((await create(cast.owner, destinationBody({ rating: 0 }))).json().error.code).toBe(
        'rating_out_of_range',
      );
    });

    it('category_unknown for a category that does not exist', async () => {
      const res = await create(cast.owner, destinationBody({ category: '없는카테고리' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('category_unknown');
    });

    it('length and range limits are validation_failed with fields', async () => {
      const cases: [DestinationCreate, string][] = [
        [{ title: '가'.repeat(101) }, 'title'],
        [{ description: '가'.repeat(5001) }, 'description'],
        [{ location: '가'.repeat(201) }, 'location'],
        [{ budget_max: 100_000_001 }, 'budget_max'],
        [{ budget_min: 1.5 }, 'budget_min'],
        [{ rating: 5.5 }, 'rating'],
        [{ lat: 91 }, 'lat'],
        [{ lng: -181 }, 'lng'],
        [{ hashtags: Array.from({ length: 11 }, (_, i) => `태그${i}`) }, 'hashtags'],
        [{ hashtags: ['가'.repeat(30)] }, 'hashtags'],
        [{ image_url: `https://example.com/${'a'.repeat(2000)}` }, 'image_url'],
      ];
      for (const [overrides, field] of cases) {
        const res = await create(cast.owner, destinationBody(overrides));
        expect(res.statusCode, field).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(Object.keys(res.json().error.fields)).toContain(field);
      }
      // Exactly at the limits is fine.
      const ok = await create(
        cast.owner,
        destinationBody({
          title: '가'.repeat(100),
          budget_min: 0,
          budget_max: 100_000_000,
          rating: 10,
          hashtags: Array.from({ length: 10 }, (_, i) => `${'가'.repeat(27)}${i}`),
        }),
      );
      expect(ok.statusCode).toBe(201);
    });

    it('wrong types and absurd payloads are 4xx, never 500', async () => {
      const bodies: unknown[] = [
        { ...destinationBody(), title: 123 },
        { ...destinationBody(), budget_min: '1000' },
        { ...destinationBody(), rating: 'high' },
        { ...destinationBody(), hashtags: '#제주' },
        { ...destinationBody(), hashtags: [1, 2] },
        { ...destinationBody(), lat: 'north' },
        { ...destinationBody(), title: '가'.repeat(200_000) },
        { ...destinationBody(), budget_max: 1e308 },
        { ...destinationBody(), budget_max: 2 ** 40 },
        [destinationBody()],
        'just text',
      ];
      for (const body of bodies) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/destinations',
          headers: { cookie: cast.owner.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      const huge = await ctx.app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { cookie: cast.owner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...destinationBody(), description: 'x'.repeat(2_000_000) }),
      });
      expect(huge.statusCode).toBe(413);
      const broken = await ctx.app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { cookie: cast.owner.cookie, 'content-type': 'application/json' },
        payload: '{"title": ',
      });
      expect(broken.statusCode).toBe(400);
    });

    it('PATCH checks the merged result with the same codes', async () => {
      const d = await makeDestination(ctx, cast.owner, { budget_min: 1000, budget_max: 2000 });
      const cases: [DestinationCreate, string][] = [
        [{ title: '' }, 'title_required'],
        [{ description: null }, 'description_required'],
        [{ image_url: ' ' }, 'image_required'],
        [{ budget_min: null }, 'budget_required'],
        [{ budget_min: 3000 }, 'budget_min_exceeds_max'],
        [{ budget_max: 500 }, 'budget_min_exceeds_max'],
        [{ rating: 11 }, 'rating_out_of_range'],
        [{ category: '없는카테고리' }, 'category_unknown'],
        [{ title: 'x'.repeat(101) }, 'validation_failed'],
      ];
      for (const [body, code] of cases) {
        const res = await patch(cast.owner, d.id, body);
        expect(res.statusCode, code).toBe(400);
        expect(res.json().error.code).toBe(code);
      }
      const unchanged = (await get(null, d.id)).json() as Destination;
      expect(unchanged).toEqual({ ...d, is_liked: false, is_bookmarked: false });
    });

    it('PATCH changes only the fields sent and moves updated_at', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const res = await patch(cast.owner, d.id, {
        budget_max: 90000,
        category: '맛집',
        hashtags: ['맛집'],
        lat: null,
      });
      expect(res.statusCode).toBe(200);
      const after = res.json() as Destination;
      expect(after).toMatchObject({
        ...d,
        budget_max: 90000,
        category: '맛집',
        hashtags: ['#맛집'],
        lat: null,
        updated_at: after.updated_at,
      });
      expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(d.updated_at).getTime());
      expect((await patch(cast.owner, d.id, {})).statusCode).toBe(200);
    });
  });

  describe('likes and bookmarks', () => {
    it('toggle on and off, with the viewer’s flags in reads', async () => {
      const d = await makeDestination(ctx, cast.owner);
      expect((await like(cast.other, d.id)).json()).toEqual({ is_liked: true, likes_count: 1 });
      expect((await bookmark(cast.other, d.id)).json()).toEqual({ is_bookmarked: true, bookmarks_count: 1 });
      expect((await get(cast.other, d.id)).json()).toMatchObject({
        is_liked: true,
        is_bookmarked: true,
        likes_count: 1,
      });
      expect((await get(cast.owner, d.id)).json()).toMatchObject({
        is_liked: false,
        is_bookmarked: false,
        likes_count: 1,
      });
      expect((await get(null, d.id)).json()).toMatchObject({ is_liked: false, is_bookmarked: false });
      expect((await like(cast.other, d.id)).json()).toEqual({ is_liked: false, likes_count: 0 });
      expect((await bookmark(cast.other, d.id)).json()).toEqual({ is_bookmarked: false, bookmarks_count: 0 });
    });

    it('fifty users toggling at once leave likes_count and bookmarks_count equal to the rows', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const users: TestUser[] = [];
      for (let i = 0; i < 5; i++)
        users.push(...(await Promise.all(Array.from({ length: 10 }, () => makeUser(ctx)))));

      const likes = await Promise.all(users.map((u) => like(u, d.id)));
      expect(likes.every((r) => r.statusCode === 200 && r.json().is_liked === true)).toBe(true);
      // Each answer saw its own toggle plus every earlier one: the counts are 1..50, once each.
      expect(likes.map((r) => r.json().likes_count as number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      await Promise.all(users.map((u) => bookmark(u, d.id)));
      let read = (await get(null, d.id)).json() as Destination;
      expect(read.likes_count).toBe(50);
      expect(read.likes_count).toBe(await likeRows(d.id));
      expect(read.bookmarks_count).toBe(50);
      expect(read.bookmarks_count).toBe(await bookmarkRows(d.id));

      // Half of them toggle again while the other half double-toggles.
      await Promise.all([
        ...users.slice(0, 25).map((u) => like(u, d.id)),
        ...users.slice(25).flatMap((u) => [like(u, d.id), like(u, d.id)]),
        ...users.slice(0, 10).map((u) => bookmark(u, d.id)),
      ]);
      read = (await get(null, d.id)).json() as Destination;
      expect(read.likes_count).toBe(25);
      expect(await likeRows(d.id)).toBe(25);
      expect(read.bookmarks_count).toBe(40);
      expect(await bookmarkRows(d.id)).toBe(40);
      // Signing up fifty accounts (password hashing) is the slow part.
    }, 120_000);

    it('one user double-clicking: the two toggles cancel out and the count stays exact', async () => {
      const d = await makeDestination(ctx, cast.owner);
      const [first, second] = await Promise.all([like(cast.other, d.id), like(cast.other, d.id)]);
      const answers = [first?.json(), second?.json()].sort((a, b) => Number(b.is_liked) - Number(a.is_liked));
      expect(answers).toEqual([
        { is_liked: true, likes_count: 1 },
        { is_liked: false, likes_count: 0 },
      ]);
      expect(await likeRows(d.id)).toBe(0);

      // Seven rapid clicks end liked.
      await Promise.all(Array.from({ length: 7 }, () => like(cast.other, d.id)));
      await Promise.all(Array.from({ length: 7 }, () => bookmark(cast.other, d.id)));
      const read = (await get(cast.other, d.id)).json() as Destination;
      expect(read).toMatchObject({ is_liked: true, likes_count: 1, is_bookmarked: true, bookmarks_count: 1 });
      expect(await likeRows(d.id)).toBe(1);
      expect(await bookmarkRows(d.id)).toBe(1);
    });
  });

  describe('GET /api/me/bookmarks', () => {
    it('lists my bookmarks, newest bookmark first, page by page, and not other people’s', async () => {
      const me = await makeUser(ctx);
      const made: Destination[] = [];
      for (let i = 0; i < 5; i++) made.push(await makeDestination(ctx, cast.owner, { title: `북마크 ${i}` }));
      // Bookmark in an order different from creation.
      const order = [made[3], made[0], made[4], made[1]] as Destination[];
      for (const d of order) expect((await bookmark(me, d.id)).statusCode).toBe(200);
      await bookmark(cast.other, made[2]!.id);

      const first = await ctx.app.inject({
        method: 'GET',
        url: '/api/me/bookmarks?limit=3',
        headers: as(me),
      });
      expect(first.statusCode).toBe(200);
      const page1 = first.json() as DestinationPage;
      expect(page1.items.map((d) => d.title)).toEqual(['북마크 1', '북마크 4', '북마크 0']);
      expect(page1.items.every((d) => d.is_bookmarked)).toBe(true);
      expect(page1.next_cursor).toEqual(expect.any(String));
      const second = await ctx.app.inject({
        method: 'GET',
        url: `/api/me/bookmarks?limit=3&cursor=${page1.next_cursor}`,
        headers: as(me),
      });
      expect((second.json() as DestinationPage).items.map((d) => d.title)).toEqual(['북마크 3']);
      expect((second.json() as DestinationPage).next_cursor).toBeNull();

      // Unbookmarking removes it from the list.
      await bookmark(me, made[4]!.id);
      const after = await ctx.app.inject({ method: 'GET', url: '/api/me/bookmarks', headers: as(me) });
      expect((after.json() as DestinationPage).items.map((d) => d.title)).toEqual([
        '북마크 1',
        '북마크 0',
        '북마크 3',
      ]);
    });

    it('refuses a malformed cursor or limit with 400', async () => {
      for (const query of [
        'cursor=garbage',
        'limit=0',
        'limit=101',
        'limit=abc',
        `cursor=${Buffer.from('{"s":"latest","t":1,"i":"x"}').toString('base64url')}`,
      ]) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/me/bookmarks?${query}`,
          headers: as(cast.owner),
        });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
    });
  });

  describe('delete', () => {
    it('removes likes, bookmarks, comments and reactions in one go; itinerary plans keep name and location', async () => {
      const d = await makeDestination(ctx, cast.owner, { title: '지울 곳' });
      await like(cast.other, d.id);
      await bookmark(cast.other, d.id);
      const db = ctx.database.db;
      const [top] = await db
        .insert(comments)
        .values({ destinationId: d.id, userId: cast.other.id, content: '좋아요' })
        .returning();
      const [reply] = await db
        .insert(comments)
        .values({ destinationId: d.id, userId: cast.owner.id, parentId: top!.id, depth: 2, content: '감사' })
        .returning();
      await db.insert(commentReactions).values({ commentId: reply!.id, userId: cast.other.id, isLike: true });
      const [trip] = await db
        .insert(itineraries)
        .values({ userId: cast.other.id, title: '제주 여행', startDate: '2025-05-01', endDate: '2025-05-02' })
        .returning();
      const [day] = await db
        .insert(itineraryDays)
        .values({ itineraryId: trip!.id, dayNumber: 1 })
        .returning();
      const [plan] = await db
        .insert(itineraryPlans)
        .values({
          dayId: day!.id,
          position: 1,
          destination: '지울 곳',
          destinationId: d.id,
          location: '제주 성산',
        })
        .returning();

      expect((await remove(cast.owner, d.id)).statusCode).toBe(204);

      const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
      expect(
        await countOf(db.select({ n: count() }).from(destinations).where(eq(destinations.id, d.id))),
      ).toBe(0);
      expect(await likeRows(d.id)).toBe(0);
      expect(await bookmarkRows(d.id)).toBe(0);
      expect(
        await countOf(db.select({ n: count() }).from(comments).where(eq(comments.destinationId, d.id))),
      ).toBe(0);
      expect(
        await countOf(
          db.select({ n: count() }).from(commentReactions).where(eq(commentReactions.commentId, reply!.id)),
        ),
      ).toBe(0);
      const [kept] = await db.select().from(itineraryPlans).where(eq(itineraryPlans.id, plan!.id));
      expect(kept).toMatchObject({ destination: '지울 곳', location: '제주 성산', destinationId: null });

      expect((await remove(cast.owner, d.id)).statusCode).toBe(404);
    });
  });

  describe('lists', () => {
    /** A fresh category per test, so the tests' rows do not mix. */
    async function seeded(
      rows: (DestinationCreate & {
        likes?: number;
        comments?: number;
        bookmarks?: number;
        ageHours?: number;
      })[],
    ) {
      const category = (await makeCategory(ctx)).name;
      const made: Destination[] = [];
      const base = Date.now();
      for (const row of rows) {
        const { likes = 0, comments: commentCount = 0, bookmarks = 0, ageHours = 0, ...body } = row;
        const d = await makeDestination(ctx, cast.owner, { ...body, category });
        // Counters and age set directly: these tests are about ordering, not toggling.
        await ctx.database.db
          .update(destinations)
          .set({
            likesCount: likes,
            commentsCount: commentCount,
            bookmarksCount: bookmarks,
            // Earlier rows of the list are newer by a millisecond each.
            createdAt: new Date(base - ageHours * 3_600_000 - made.length),
          })
          .where(eq(destinations.id, d.id));
        made.push(d);
      }
      return { category, made };
    }

    it('latest: newest first', async () => {
      const { category, made } = await seeded([
        { title: 'a' },
        { title: 'b' },
        { title: 'c', ageHours: 5 },
        { title: 'd', ageHours: 1 },
      ]);
      const items = await allPages(`category=${encodeURIComponent(category)}&sort=latest`, null, 2);
      expect(items.map((d) => d.title)).toEqual(['a', 'b', 'd', 'c']);
      expect(items).toHaveLength(made.length);
      // The default sort is latest.
      expect((await allPages(`category=${encodeURIComponent(category)}`)).map((d) => d.title)).toEqual([
        'a',
        'b',
        'd',
        'c',
      ]);
    });

    it('rating: highest first, then newest', async () => {
      const { category } = await seeded([
        { title: 'r5-new', rating: 5 },
        { title: 'r9', rating: 9 },
        { title: 'r5-old', rating: 5, ageHours: 3 },
        { title: 'r1', rating: 1 },
        { title: 'r10', rating: 10, ageHours: 100 },
      ]);
      const items = await allPages(`category=${encodeURIComponent(category)}&sort=rating`, null, 2);
      expect(items.map((d) => d.title)).toEqual(['r10', 'r9', 'r5-new', 'r5-old', 'r1']);
    });

    it('comments: most commented first, then newest', async () => {
      const { category } = await seeded([
        { title: 'c0', comments: 0 },
        { title: 'c7', comments: 7 },
        { title: 'c2-old', comments: 2, ageHours: 10 },
        { title: 'c2-new', comments: 2 },
        { title: 'c30', comments: 30, ageHours: 1000 },
      ]);
      const items = await allPages(`category=${encodeURIComponent(category)}&sort=comments`, null, 2);
      expect(items.map((d) => d.title)).toEqual(['c30', 'c7', 'c2-new', 'c2-old', 'c0']);
    });

    it('recommended: engagement that decays with age', async () => {
      const { category } = await seeded([
        { title: 'fresh-quiet' },
        { title: 'day-old-liked', likes: 10, ageHours: 24 },
        { title: 'month-old-famous', likes: 1000, bookmarks: 100, comments: 50, ageHours: 24 * 30 },
        { title: 'fresh-bookmarked', bookmarks: 1 },
        { title: 'week-old-liked', likes: 10, ageHours: 24 * 7 },
      ]);
      const items = await allPages(`category=${encodeURIComponent(category)}&sort=recommended`, null, 2);
      expect(items.map((d) => d.title)).toEqual([
        'day-old-liked', // log2(11) - 0.5 ≈ 2.96
        'fresh-bookmarked', // log2(3) ≈ 1.58
        'fresh-quiet', // 0
        'week-old-liked', // log2(11) - 3.5 ≈ -0.04
        'month-old-famous', // log2(1251) - 15 ≈ -4.7
      ]);
      // More engagement moves a pinpoint up.
      const quiet = items.find((d) => d.title === 'fresh-quiet')!;
      await ctx.database.db.update(destinations).set({ likesCount: 20 }).where(eq(destinations.id, quiet.id));
      const again = await allPages(`category=${encodeURIComponent(category)}&sort=recommended`);
      expect(again[0]?.title).toBe('fresh-quiet');
    });

    it('filters by category; an unknown category is an empty list', async () => {
      const { category, made } = await seeded([{ title: 'x1' }, { title: 'x2' }]);
      const items = await allPages(`category=${encodeURIComponent(category)}`);
      expect(items.map((d) => d.id).sort()).toEqual(made.map((d) => d.id).sort());
      expect(items.every((d) => d.category === category)).toBe(true);
      expect((await list('category=없는카테고리')).json()).toEqual({ items: [], next_cursor: null });
    });

    it('every sort returns every row exactly once while rows are inserted concurrently', async () => {
      const { category, made } = await seeded(
        Array.from({ length: 23 }, (_, i) => ({
          title: `p${i}`,
          rating: (i % 10) + 1,
          likes: i % 4,
          comments: i % 3,
          ageHours: i % 5,
        })),
      );
      for (const sort of ['latest', 'rating', 'comments', 'recommended']) {
        const seen: string[] = [];
        let cursor: string | null = null;
        let inserted = 0;
        do {
          const [res] = await Promise.all([
            list(
              `category=${encodeURIComponent(category)}&sort=${sort}&limit=4${cursor ? `&cursor=${cursor}` : ''}`,
            ),
            makeDestination(ctx, cast.other, { title: `new-${sort}-${inserted++}`, category, rating: 10 }),
          ]);
          expect(res.statusCode).toBe(200);
          const page = res.json() as DestinationPage;
          seen.push(...page.items.map((d) => d.id));
          cursor = page.next_cursor;
        } while (cursor);
        expect(new Set(seen).size, sort).toBe(seen.length);
        const seenSet = new Set(seen);
        expect(
          made.filter((d) => !seenSet.has(d.id)),
          sort,
        ).toEqual([]);
      }
    });

    it('search finds Korean substrings in title, location, description and hashtags', async () => {
      const { category } = await seeded([
        { title: '성산일출봉', location: '제주', description: '일출', hashtags: ['#일출'] },
        { title: '우도', location: '제주시 우도면', description: '땅콩 아이스크림', hashtags: ['#오름투어'] },
        { title: 'Jeju Olle', location: '서귀포', description: '100% 걷기_여행', hashtags: [] },
      ]);
      const search = async (q: string) =>
        (await allPages(`category=${encodeURIComponent(category)}&q=${encodeURIComponent(q)}`))
          .map((d) => d.title)
          .sort();
      expect(await search('성산')).toEqual(['성산일출봉']);
      expect(await search('출봉')).toEqual(['성산일출봉']);
      expect(await search('오름')).toEqual(['우도']);
      expect(await search('#오름투어')).toEqual(['우도']);
      expect(await search('우도면')).toEqual(['우도']);
      expect(await search('아이스')).toEqual(['우도']);
      expect(await search('jeju')).toEqual(['Jeju Olle']);
      expect(await search('OLLE')).toEqual(['Jeju Olle']);
      expect(await search('  ')).toEqual(['Jeju Olle', '성산일출봉', '우도']);
      // LIKE wildcards are literal characters.
      expect(await search('%')).toEqual(['Jeju Olle']);
      expect(await search('_')).toEqual(['Jeju Olle']);
      expect(await search('성%봉')).toEqual([]);
      expect(await search('\\')).toEqual([]);
      // Without a category filter too.
      const all = (await allPages(`q=${encodeURIComponent('성산일출')}`)).map((d) => d.title);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((t) => t.includes('성산일출'))).toBe(true);
    });

    it('shows the viewer’s likes and bookmarks in the list', async () => {
      const { category, made } = await seeded([{ title: 'liked' }, { title: 'plain' }]);
      await like(cast.other, made[0]!.id);
      await bookmark(cast.other, made[1]!.id);
      const mine = await allPages(`category=${encodeURIComponent(category)}`, cast.other);
      expect(mine.map((d) => [d.title, d.is_liked, d.is_bookmarked])).toEqual([
        ['liked', true, false],
        ['plain', false, true],
      ]);
      const visitor = await allPages(`category=${encodeURIComponent(category)}`);
      expect(visitor.every((d) => !d.is_liked && !d.is_bookmarked)).toBe(true);
    });

    it('bad list parameters are 400 validation_failed', async () => {
      const latestCursor = (await list('limit=1')).json().next_cursor as string;
      for (const query of [
        'limit=0',
        'limit=101',
        'limit=-1',
        'limit=ten',
        'sort=popular',
        'cursor=%%%',
        'cursor=abc',
        `sort=rating&cursor=${latestCursor}`,
        `cursor=${Buffer.from('{"s":"latest","t":-5,"i":"00000000-0000-0000-0000-000000000000"}').toString('base64url')}`,
        `cursor=${Buffer.from('{"s":"latest","t":1e30,"i":"00000000-0000-0000-0000-000000000000"}').toString('base64url')}`,
        `q=${'가'.repeat(201)}`,
      ]) {
        const res = await list(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      expect((await list(`limit=100&cursor=${latestCursor}`)).statusCode).toBe(200);
    });
  });
});
