/**
 * The visitor's first pages come from memory (lib/page-cache.ts). What must never happen: a page
 * served after a change was committed here, or announced by another instance, without the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, DestinationPage } from '@pintrip/shared';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import { sql } from 'drizzle-orm';
import { makeAdmin, makeCategory, makeDestination, makeUser, type TestUser } from '../../../test/builders.js';
import { createRepositories } from '../../repositories.js';
import { destinationSortKeys } from './destinations.repository.js';
import { toDestination } from './destinations.service.js';

describe('the shared first page', () => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    author = await makeUser(ctx);
    reader = await makeUser(ctx);
    await makeCategory(ctx, '자연');
    for (let i = 0; i < 3; i += 1) await makeDestination(ctx, author, { title: `처음 ${i}` });
  });
  afterAll(async () => ctx?.close());

  const page = async (query = '', cookie?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/destinations${query}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return { res, body: res.json() as DestinationPage };
  };

  it('carries an ETag, answers 304 to If-None-Match, and 200 once the page changed', async () => {
    const { res } = await page();
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/destinations',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await makeDestination(ctx, author, { title: '새 핀포인트' });
    const changed = await ctx.app.inject({
      method: 'GET',
      url: '/api/destinations',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as DestinationPage).items[0]?.title).toBe('새 핀포인트');
  });

  it('shows a like and a deletion at once to the next visitor (invalidated on commit)', async () => {
    const { body } = await page('?sort=latest');
    const target = body.items[0]!;
    const like = await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${target.id}/like`,
      headers: { cookie: reader.cookie },
    });
    expect(like.statusCode).toBe(200);
    const after = (await page('?sort=latest')).body.items.find((d) => d.id === target.id);
    expect(after?.likes_count).toBe(target.likes_count + 1);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${target.id}`,
      headers: { cookie: author.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await page('?sort=latest')).body.items.map((d) => d.id)).not.toContain(target.id);
  });

  it('gives a signed-in viewer the same rows with their own flags, and visitors none', async () => {
    const { body: visitor } = await page('?sort=rating');
    const target = visitor.items[1]!;
    for (const action of ['like', 'bookmark']) {
      await ctx.app.inject({
        method: 'POST',
        url: `/api/destinations/${target.id}/${action}`,
        headers: { cookie: reader.cookie },
      });
    }
    const mine = (await page('?sort=rating', reader.cookie)).body;
    const theirs = (await page('?sort=rating', author.cookie)).body;
    const anon = (await page('?sort=rating')).body;
    expect(mine.items.map((d) => d.id)).toEqual(anon.items.map((d) => d.id));
    for (const item of mine.items) {
      expect(item.is_liked).toBe(item.id === target.id);
      expect(item.is_bookmarked).toBe(item.id === target.id);
    }
    expect(theirs.items.some((d) => d.is_liked || d.is_bookmarked)).toBe(false);
    expect(anon.items.some((d) => d.is_liked || d.is_bookmarked)).toBe(false);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/api/destinations?sort=rating',
      headers: { cookie: reader.cookie },
    });
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('a signed-in first page (cached rows + the viewer overlay) equals the uncached query, byte for byte', async () => {
    const admin = await makeAdmin(ctx);
    const hiddenAuthor = await makeUser(ctx);
    const made = [];
    for (let i = 0; i < 6; i += 1) made.push(await makeDestination(ctx, author, { title: `겹침 ${i}` }));
    const hiddenOne = await makeDestination(ctx, hiddenAuthor, { title: '숨김' });
    for (const [who, action, target] of [
      [reader, 'like', made[0]],
      [reader, 'like', made[3]],
      [reader, 'bookmark', made[3]],
      [reader, 'bookmark', made[5]],
      [admin, 'like', made[1]],
      [admin, 'bookmark', hiddenOne],
      [hiddenAuthor, 'like', made[2]],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/destinations/${target!.id}/${action}`,
        headers: { cookie: who.cookie },
      });
      expect(res.statusCode).toBe(200);
    }
    // Hidden by a moderator (written directly, so the caches are dropped by hand).
    await ctx.database.db.execute(sql`update destinations set hidden_at = now() where id = ${hiddenOne.id}`);
    ctx.app.sharedPages.clear();

    const repositories = createRepositories(ctx.database.db);
    // Beyond the first page: a page after a cursor and a search take the same path.
    for (const [who, seesHidden] of [
      [reader, false],
      [admin, true],
      [hiddenAuthor, false],
    ] as const) {
      const first = destinationSortKeys.latest.page(
        await repositories.destinations.list({ viewerId: who.id, seesHidden, sort: 'latest', limit: 3 }),
        3,
        toDestination,
      );
      const cursor = first.next_cursor!;
      for (const [url, filter] of [
        [`?limit=3&cursor=${encodeURIComponent(cursor)}`, { cursor }],
        [`?q=${encodeURIComponent('겹침')}`, { q: '겹침' }],
        [`?q=${encodeURIComponent('숨')}`, { q: '숨' }],
      ] as const) {
        const limit = 'cursor' in filter ? 3 : 20;
        const rows = await repositories.destinations.list({
          viewerId: who.id,
          seesHidden,
          sort: 'latest',
          limit,
          ...filter,
        });
        const uncached = destinationSortKeys.latest.page(rows, limit, toDestination);
        for (let round = 0; round < 2; round += 1) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/api/destinations${url}`,
            headers: { cookie: who.cookie },
          });
          expect(res.statusCode).toBe(200);
          expect(res.body, url).toBe(JSON.stringify(uncached));
        }
      }
    }
    for (const sort of ['latest', 'rating', 'recommended', 'comments'] as const) {
      for (const [who, seesHidden] of [
        [reader, false],
        [admin, true],
        [hiddenAuthor, false], // sees their hidden one: answered by the full query
      ] as const) {
        const rows = await repositories.destinations.list({ viewerId: who.id, seesHidden, sort, limit: 20 });
        const uncached = destinationSortKeys[sort].page(rows, 20, toDestination);
        for (let round = 0; round < 2; round += 1) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: `/api/destinations?sort=${sort}`,
            headers: { cookie: who.cookie },
          });
          expect(res.statusCode).toBe(200);
          expect(res.body).toBe(JSON.stringify(uncached));
        }
      }
    }
    // What the comparison covered: flags on the page, a hidden row for its author and for admins.
    const mine = (await page('?sort=latest', reader.cookie)).body.items;
    const flagsOf = (id: string) => mine.find((d) => d.id === id);
    expect(flagsOf(made[0]!.id)).toMatchObject({ is_liked: true, is_bookmarked: false });
    expect(flagsOf(made[3]!.id)).toMatchObject({ is_liked: true, is_bookmarked: true });
    expect(flagsOf(made[5]!.id)).toMatchObject({ is_liked: false, is_bookmarked: true });
    const admins = (await page('?sort=latest', admin.cookie)).body.items;
    expect(admins.find((d) => d.id === hiddenOne.id)).toMatchObject({ is_hidden: true, is_bookmarked: true });
    const authors = (await page('?sort=latest', hiddenAuthor.cookie)).body.items;
    expect(authors.find((d) => d.id === hiddenOne.id)).toMatchObject({ is_hidden: true });
    expect((await page('?sort=latest')).body.items.map((d) => d.id)).not.toContain(hiddenOne.id);
  });

  it('a change made through another instance reaches this one through the event bus', async () => {
    const second = await createSecondInstance(ctx);
    const other = second.app;
    try {
      await page('?category=%EC%9E%90%EC%97%B0'); // cached here
      const res = await other.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { cookie: author.cookie },
        payload: {
          title: '다른 인스턴스에서',
          description: '설명',
          location: '서울',
          category: '자연',
          image_url: 'https://images.example.com/x.jpg',
          budget_min: 0,
          budget_max: 1000,
        },
      });
      expect(res.statusCode).toBe(201);
      const deadline = Date.now() + 5000;
      let titles: string[] = [];
      while (Date.now() < deadline) {
        titles = (await page('?category=%EC%9E%90%EC%97%B0')).body.items.map((d) => d.title);
        if (titles.includes('다른 인스턴스에서')) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(titles[0]).toBe('다른 인스턴스에서');
    } finally {
      await second.close();
    }
  });

  it('the writing instance shows a change at once; another one as soon as the notification arrives', async () => {
    const second = await createSecondInstance(ctx);
    const pageOn = async (app: typeof ctx.app) => {
      const res = await app.inject({ method: 'GET', url: '/api/destinations' });
      return (res.json() as DestinationPage).items[0]?.title;
    };
    try {
      for (let round = 0; round < 5; round += 1) {
        await pageOn(ctx.app); // cached on both instances
        await pageOn(second.app);
        const title = `곧바로 ${round}`;
        const res = await second.app.inject({
          method: 'POST',
          url: '/api/destinations',
          headers: { cookie: author.cookie },
          payload: {
            title,
            description: '설명',
            location: '서울',
            category: '자연',
            image_url: 'https://images.example.com/x.jpg',
            budget_min: 0,
            budget_max: 1000,
          },
        });
        expect(res.statusCode).toBe(201);
        // The writer's instance: the very next page, no waiting (cleared on commit).
        expect(await pageOn(second.app)).toBe(title);
        // The other instance: once the NOTIFY has arrived — no round trip before each cached read.
        const deadline = Date.now() + 2000;
        let seen = await pageOn(ctx.app);
        while (seen !== title && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          seen = await pageOn(ctx.app);
        }
        expect(seen).toBe(title);
      }
    } finally {
      await second.close();
    }
  });

  it('every visitor read that repeats (a later page, a search) is kept, and a like, a new destination and a hide show on the next read on both instances', async () => {
    const second = await createSecondInstance(ctx);
    const admin = await makeAdmin(ctx);
    const made = [];
    for (let i = 0; i < 4; i += 1)
      made.push(await makeDestination(ctx, author, { title: `두인스턴스 ${i}` }));
    const read = async (app: typeof ctx.app, url: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/destinations${url}` });
      expect(res.statusCode).toBe(200);
      return { etag: res.headers.etag as string, body: res.json() as DestinationPage };
    };
    const search = `?q=${encodeURIComponent('두인스턴스')}`;
    const first = await read(ctx.app, '?limit=2');
    const later = `?limit=2&cursor=${encodeURIComponent(first.body.next_cursor!)}`;
    /** Polls `app` until `check` holds (the writer's own instance must hold at once). */
    const eventually = async (
      app: typeof ctx.app,
      url: string,
      check: (page: DestinationPage) => boolean,
    ) => {
      const deadline = Date.now() + 3000;
      let page = (await read(app, url)).body;
      while (!check(page) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        page = (await read(app, url)).body;
      }
      return check(page);
    };
    try {
      for (const app of [ctx.app, second.app]) {
        for (const url of [search, later]) {
          const once = await read(app, url);
          const twice = await read(app, url);
          expect(twice.etag).toBe(once.etag); // kept: same JSON
          const revalidated = await app.inject({
            method: 'GET',
            url: `/api/destinations${url}`,
            headers: { 'if-none-match': once.etag },
          });
          expect(revalidated.statusCode).toBe(304);
        }
      }
      expect(ctx.app.sharedPages.size).toBeGreaterThanOrEqual(3);

      // A visitor's detail is kept too (the row): it follows the like and the hide below.
      const detail = async (app: typeof ctx.app, id: string) => {
        const res = await app.inject({ method: 'GET', url: `/api/destinations/${id}` });
        return res.statusCode === 200 ? (res.json() as Destination) : null;
      };
      const settled = async (app: typeof ctx.app, id: string, check: (d: Destination | null) => boolean) => {
        const deadline = Date.now() + 3000;
        while (!check(await detail(app, id)) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return check(await detail(app, id));
      };

      // A like written on the second instance.
      const target = (await read(ctx.app, search)).body.items[0]!;
      for (const app of [ctx.app, second.app]) {
        for (const id of [target.id, made[1]!.id]) expect((await detail(app, id))?.id).toBe(id);
      }
      const like = await second.app.inject({
        method: 'POST',
        url: `/api/destinations/${target.id}/like`,
        headers: { cookie: reader.cookie },
      });
      expect(like.statusCode).toBe(200);
      const liked = (page: DestinationPage) =>
        page.items.find((d) => d.id === target.id)?.likes_count === target.likes_count + 1;
      expect(liked((await read(second.app, search)).body)).toBe(true);
      expect(await eventually(ctx.app, search, liked)).toBe(true);
      const likedDetail = (d: Destination | null) => d?.likes_count === target.likes_count + 1;
      expect(likedDetail(await detail(second.app, target.id))).toBe(true);
      expect(await settled(ctx.app, target.id, likedDetail)).toBe(true);

      // A new destination written on the first instance.
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: { cookie: author.cookie },
        payload: {
          title: '두인스턴스 새것',
          description: '설명',
          location: '서울',
          category: '자연',
          image_url: 'https://images.example.com/x.jpg',
          budget_min: 0,
          budget_max: 1000,
        },
      });
      expect(created.statusCode).toBe(201);
      const hasNew = (page: DestinationPage) => page.items.some((d) => d.title === '두인스턴스 새것');
      expect(hasNew((await read(ctx.app, search)).body)).toBe(true);
      expect(await eventually(second.app, search, hasNew)).toBe(true);

      // A moderator hides one on the second instance: gone from every cached read, on both.
      const victim = made[1]!;
      const report = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { cookie: reader.cookie },
        payload: { target_type: 'destination', target_id: victim.id, reason: '부적절' },
      });
      expect(report.statusCode, report.body).toBe(201);
      const decision = await second.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${report.json().id}/decision`,
        headers: { cookie: admin.cookie },
        payload: { decision: 'hide' },
      });
      expect(decision.statusCode, decision.body).toBe(200);
      const gone = (page: DestinationPage) => !page.items.some((d) => d.id === victim.id);
      expect(gone((await read(second.app, search)).body)).toBe(true);
      expect(await eventually(ctx.app, search, gone)).toBe(true);
      expect(await detail(second.app, victim.id)).toBeNull();
      expect(await settled(ctx.app, victim.id, (d) => d === null)).toBe(true);
      for (const app of [ctx.app, second.app]) {
        // Its author still reads it in full.
        const own = await app.inject({
          method: 'GET',
          url: `/api/destinations/${victim.id}`,
          headers: { cookie: author.cookie },
        });
        expect((own.json() as Destination).is_hidden).toBe(true);
        for (let page = (await read(app, '?limit=2')).body; ;) {
          expect(gone(page)).toBe(true);
          if (!page.next_cursor) break;
          page = (await read(app, `?limit=2&cursor=${encodeURIComponent(page.next_cursor)}`)).body;
        }
        // Its author and admins still see it (the full query, and the admins' audience).
        for (const who of [author, admin]) {
          const res = await app.inject({
            method: 'GET',
            url: `/api/destinations${search}`,
            headers: { cookie: who.cookie },
          });
          expect((res.json() as DestinationPage).items.find((d) => d.id === victim.id)?.is_hidden).toBe(true);
        }
        const others = await app.inject({
          method: 'GET',
          url: `/api/destinations${search}`,
          headers: { cookie: reader.cookie },
        });
        expect(gone(others.json() as DestinationPage)).toBe(true);
      }
    } finally {
      await second.close();
    }
  });
});

/*
 * A signed-in page takes the viewer's likes, bookmarks and hidden-authorship from memory
 * (auth/viewer-marks.ts), fed by the triggers of migration 0024. Every way those change must reach
 * the next page: the toggles on this instance and on another, a write outside the app, and a
 * moderator hiding the viewer's own destination.
 */
describe("the viewer's marks in memory", () => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;
  let ids: string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    author = await makeUser(ctx);
    reader = await makeUser(ctx);
    ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await makeDestination(ctx, author, { title: `표시 ${i}` })).id);
  });
  afterAll(async () => ctx?.close());

  const flagsOn = async (app: TestContext['app'], who: TestUser, id: string) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/destinations?sort=latest',
      headers: { cookie: who.cookie },
    });
    expect(res.statusCode).toBe(200);
    const item = (res.json() as DestinationPage).items.find((d) => d.id === id);
    return item
      ? { liked: item.is_liked, bookmarked: item.is_bookmarked, hidden: item.is_hidden }
      : undefined;
  };
  const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean) => {
    const deadline = Date.now() + 3000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      value = await read();
    }
    return value;
  };

  it('a like and a bookmark show on the very next page of the instance that wrote them, and their undoing too', async () => {
    const id = ids[0]!;
    expect(await flagsOn(ctx.app, reader, id)).toMatchObject({ liked: false, bookmarked: false });
    for (const [action, expected] of [
      ['like', { liked: true, bookmarked: false }],
      ['bookmark', { liked: true, bookmarked: true }],
      ['like', { liked: false, bookmarked: true }],
      ['bookmark', { liked: false, bookmarked: false }],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/destinations/${id}/${action}`,
        headers: { cookie: reader.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(await flagsOn(ctx.app, reader, id)).toMatchObject(expected);
    }
  });

  it('a like made through another instance reaches this one through the notification', async () => {
    const id = ids[1]!;
    const second = await createSecondInstance(ctx);
    try {
      expect((await flagsOn(ctx.app, reader, id))?.liked).toBe(false); // kept here
      const res = await second.app.inject({
        method: 'POST',
        url: `/api/destinations/${id}/like`,
        headers: { cookie: reader.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect((await flagsOn(second.app, reader, id))?.liked).toBe(true);
      expect(
        (
          await until(
            () => flagsOn(ctx.app, reader, id),
            (f) => f?.liked === true,
          )
        )?.liked,
      ).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('likes and bookmarks written outside the app (an import, an operator) show once their notification arrived', async () => {
    const id = ids[2]!;
    expect(await flagsOn(ctx.app, reader, id)).toMatchObject({ liked: false, bookmarked: false });
    await ctx.database.db.execute(
      sql`insert into destination_likes (destination_id, user_id) values (${id}, ${reader.id})`,
    );
    await ctx.database.db.execute(
      sql`insert into destination_bookmarks (destination_id, user_id) values (${id}, ${reader.id})`,
    );
    await ctx.database.sync();
    expect(await flagsOn(ctx.app, reader, id)).toMatchObject({ liked: true, bookmarked: true });
    await ctx.database.db.execute(sql`delete from destination_likes where user_id = ${reader.id}`);
    await ctx.database.sync();
    expect(await flagsOn(ctx.app, reader, id)).toMatchObject({ liked: false, bookmarked: true });
  });

  it("a statement touching many accounts' marks forgets every account", async () => {
    const id = ids[0]!;
    expect((await flagsOn(ctx.app, reader, id))?.liked).toBe(false);
    // One statement: the reader and 60 accounts made for it (plain rows) like it at once.
    await ctx.database.db.execute(sql`insert into users (id, name, email, email_verified)
      select 'marks-' || g, '표시 ' || g, 'marks-' || g || '@pintrip.test', true from generate_series(1, 60) g`);
    await ctx.database.db.execute(sql`insert into destination_likes (destination_id, user_id)
      select ${id}::uuid, ${reader.id} union all select ${id}::uuid, 'marks-' || g from generate_series(1, 60) g`);
    await ctx.database.sync();
    expect((await flagsOn(ctx.app, reader, id))?.liked).toBe(true);
  });

  it('an author sees their own destination at once when a moderator hides it, and loses the mark when it is shown again', async () => {
    const id = ids[1]!;
    expect((await flagsOn(ctx.app, author, id))?.hidden).toBe(false);
    await ctx.database.db.execute(sql`update destinations set hidden_at = now() where id = ${id}`);
    await ctx.database.sync();
    expect((await flagsOn(ctx.app, author, id))?.hidden).toBe(true);
    await ctx.database.db.execute(sql`update destinations set hidden_at = null where id = ${id}`);
    await ctx.database.sync();
    expect((await flagsOn(ctx.app, author, id))?.hidden).toBe(false);
  });
});
