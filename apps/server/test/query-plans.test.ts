/**
 * Query plans at volume: with tens of thousands of destinations (plus likes, bookmarks, comments
 * and users, made by set-based SQL), every list route must read its page from an index. For each
 * route the test captures the SQL the app really runs and asks the planner (EXPLAIN (FORMAT JSON),
 * with the statement's own parameters) whether any node is a Seq Scan on a large table. A Seq Scan
 * on a tiny table (categories, sessions) is fine.
 */
import { adminReadsChannel } from '../src/modules/admin/admin-reads.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/raw-sql.js';
import { createRoutingRepository } from '../src/modules/routing/routing.repository.js';
import { createTestContext, testDatabaseKind, type TestContext } from './helpers.js';
import { makeAdmin, makeItinerary, makeUser, type TestUser } from './builders.js';
import { multipartBody } from './images.js';
import { destinationWithComments, generateData, type GenerateSizes } from './fixtures/generate.js';
import {
  createQueryRecorder,
  explainJson,
  isRead,
  largeSeqScans,
  largeTables,
  planNodes,
  planReuse,
  type CapturedQuery,
} from './fixtures/query-plans.js';

const sizes: GenerateSizes = {
  users: 2_000,
  avatars: 60,
  destinations: 20_000,
  destinationLikes: 100_000,
  bookmarks: 20_000,
  comments: 40_000,
  itineraries: 200,
  itineraryLikes: 1_000,
  auditEntries: 10_000,
  reports: 2_000,
};

const sorts = ['latest', 'rating', 'recommended', 'comments'] as const;

describe(`query plans at volume (${testDatabaseKind})`, () => {
  let ctx: TestContext;
  let viewer: TestUser;
  let admin: TestUser;
  let commentedId: string;
  const recorder = createQueryRecorder();

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    viewer = await makeUser(ctx);
    await generateData(ctx.database.db, sizes, { viewerId: viewer.id });
    commentedId = (await destinationWithComments(ctx.database.db, 150)).id;
    // An audit log of 30,000 entries by 30 admins over 16 actions (GET /api/admin/audit's filters).
    admin = await makeAdmin(ctx);
    await ctx.database.db.execute(sql`
      insert into audit_log (actor_email, action, target_type, target_id, created_at)
      select 'Admin-' || (i % 30) || '@pintrip.test',
        (array['user.activate','user.deactivate','user.delete','user.two_factor_off','admin.grant',
          'admin.update','category.create','category.update','category.delete','itinerary.visibility',
          'itinerary.delete','destination.update','destination.delete','comment.delete','report.hide',
          'report.dismiss'])[1 + i % 16],
        'user', md5(i::text), now() - i * interval '1 minute'
      from generate_series(1, 30000) i`);
    // The command line acts rarely: its few entries are found through audit_log_actor_idx.
    await ctx.database.db.execute(sql`
      insert into audit_log (actor_email, action, target_type, target_id, created_at)
      select 'cli', 'admin.grant', 'user', md5(i::text), now() - i * interval '1 day'
      from generate_series(1, 5) i`);
    await ctx.database.db.execute(sql`analyze audit_log`);
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
  });

  /** GETs `url` (as the viewer when signedIn), expects 200, returns the body and the reads it ran. */
  async function capture(url: string, signedIn: boolean) {
    // A first page is served from memory once cached: plan the query that fills it.
    ctx.app.sharedPages.clear();
    const { result, queries } = await recorder.record(() =>
      ctx.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: viewer.cookie } : {} }),
    );
    expect(result.statusCode, result.body).toBe(200);
    return {
      body: result.json() as { items: unknown[]; next_cursor?: string | null },
      reads: queries.filter(isRead),
    };
  }

  /** Every large-table Seq Scan in the plans of `reads`, with the statement it came from. */
  async function violations(reads: CapturedQuery[]) {
    const found: string[] = [];
    for (const query of reads) {
      for (const scan of largeSeqScans(await explainJson(ctx.database, query))) {
        found.push(
          `${scan} in: …${query.sql.slice(Math.max(0, query.sql.lastIndexOf(' from ')), undefined).slice(0, 300)}`,
        );
      }
    }
    return found;
  }

  async function expectIndexOnly(url: string, signedIn: boolean) {
    const { body, reads } = await capture(url, signedIn);
    // The route really read the data (so an empty capture cannot pass).
    expect(body.items.length).toBeGreaterThan(0);
    expect(reads.some((q) => /"destinations"|"comments"/.test(q.sql))).toBe(true);
    expect(await violations(reads)).toEqual([]);
    return body;
  }

  async function cursorOf(url: string, signedIn: boolean) {
    const { body } = await capture(url, signedIn);
    expect(body.next_cursor).toEqual(expect.any(String));
    return encodeURIComponent(body.next_cursor as string);
  }

  for (const signedIn of [false, true]) {
    const who = signedIn ? 'signed in' : 'visitor';
    describe(`GET /api/destinations, ${who}`, () => {
      for (const sort of sorts) {
        it(`sort=${sort}, page 1`, async () => {
          await expectIndexOnly(`/api/destinations?sort=${sort}`, signedIn);
        });
        it(`sort=${sort}, with a cursor`, async () => {
          const cursor = await cursorOf(`/api/destinations?sort=${sort}`, signedIn);
          await expectIndexOnly(`/api/destinations?sort=${sort}&cursor=${cursor}`, signedIn);
        });
      }
      it('category filter', async () => {
        await expectIndexOnly(`/api/destinations?category=${encodeURIComponent('바다')}`, signedIn);
      });
      it('category filter with a cursor', async () => {
        const url = `/api/destinations?category=${encodeURIComponent('바다')}`;
        await expectIndexOnly(`${url}&cursor=${await cursorOf(url, signedIn)}`, signedIn);
      });
      it('search q=해변 (two Korean syllables)', async () => {
        await expectIndexOnly(`/api/destinations?q=${encodeURIComponent('해변')}`, signedIn);
      });
      it('search q=해운대 (three Korean syllables)', async () => {
        await expectIndexOnly(`/api/destinations?q=${encodeURIComponent('해운대')}`, signedIn);
      });
    });
  }

  describe('GET /api/admin/audit (30,000 entries)', () => {
    async function expectAuditIndexed(url: string) {
      ctx.app.sharedPages.clear();
      const { result, queries } = await recorder.record(() =>
        ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } }),
      );
      expect(result.statusCode, result.body).toBe(200);
      const body = result.json() as { items: unknown[]; next_cursor: string | null };
      expect(body.items.length).toBeGreaterThan(0);
      const reads = queries.filter(isRead);
      expect(reads.some((q) => /"audit_log"/.test(q.sql))).toBe(true);
      expect(await violations(reads)).toEqual([]);
      return { ...body, reads };
    }
    it('a rare actor (cli) is read through audit_log_actor_idx, not by walking the whole log', async () => {
      const { items, reads } = await expectAuditIndexed('/api/admin/audit?actor=cli');
      expect(items).toHaveLength(5);
      const indexes: string[] = [];
      for (const query of reads.filter((q) => /"audit_log"/.test(q.sql))) {
        for (const node of planNodes(await explainJson(ctx.database, query))) {
          if (node['Index Name']) indexes.push(String(node['Index Name']));
        }
      }
      expect(indexes).toContain('audit_log_actor_idx');
    });
    for (const [name, query] of [
      ['newest first', ''],
      ['one action', '?action=category.update'],
      ['one actor', `?actor=${encodeURIComponent('admin-7@pintrip.test')}`],
      ['one action and one actor', `?action=user.delete&actor=${encodeURIComponent('ADMIN-2@pintrip.test')}`],
    ] as const) {
      it(`${name}, page 1 and with a cursor`, async () => {
        const first = await expectAuditIndexed(`/api/admin/audit${query}`);
        expect(first.next_cursor).toEqual(expect.any(String));
        const joiner = query ? '&' : '?';
        await expectAuditIndexed(
          `/api/admin/audit${query}${joiner}cursor=${encodeURIComponent(first.next_cursor as string)}`,
        );
      });
    }
  });

  it("a signed-in page's marks (auth/viewer-marks.ts): the viewer's likes and bookmarks through their user indexes", async () => {
    // Forget the viewer's marks everywhere, as a trigger would, so that the next page loads them.
    await ctx.database.db.execute(sql`select pg_notify('pintrip_marks', ${viewer.id})`);
    await ctx.database.sync();
    const { reads } = await capture('/api/destinations?sort=latest', true);
    const marks = reads.filter(
      (q) => /"destination_likes"/.test(q.sql) && /"destination_bookmarks"/.test(q.sql),
    );
    expect(marks).toHaveLength(1);
    expect(await violations(marks)).toEqual([]);
    // Kept: the next signed-in page reads no mark at all.
    const again = await capture('/api/destinations?sort=rating', true);
    expect(again.reads.filter((q) => /"destination_likes"/.test(q.sql))).toEqual([]);
  });

  describe('the admin lists at 10,000 users (users, user search, open reports)', () => {
    /** Part of one account's email: a term only that account matches. */
    let rareTerm = '';
    beforeAll(async () => {
      // 8,000 more accounts beside the 2,000 generated ones, a third with a full name.
      await ctx.database.db.execute(sql`
        insert into users (id, name, email, created_at)
        select md5('plan-user-' || i),
          (array['김', '이', '박', '최', '정'])[1 + i % 5] || (array['민준', '서연', '도윤', '하은', '지호', '수아'])[1 + i % 6],
          substr(md5('mail-' || i), 1, 12) || '@pintrip.test',
          now() - i * interval '1 hour'
        from generate_series(1, 8000) i`);
      await ctx.database.db.execute(sql`
        insert into profiles (user_id, full_name)
        select md5('plan-user-' || i), case when i % 3 = 0 then (array['한', '오', '서'])[1 + i % 3] || '여행' end
        from generate_series(1, 8000) i`);
      // As autovacuum would: the trigram indexes' pending entries merged, statistics taken.
      await ctx.database.db.execute(sql`vacuum analyze users`);
      await ctx.database.db.execute(sql`vacuum analyze profiles`);
      rareTerm = (
        rowsOf<{ term: string }>(
          await ctx.database.db.execute(sql`select substr(md5('mail-' || 1234), 2, 8) as term`),
        )[0] as { term: string }
      ).term;
    });

    async function expectAdminIndexed(url: string, table: RegExp) {
      // The admin lists are kept in memory (decision 0062): dropped first, as a change to them
      // would, so that the read sends its statement.
      await ctx.database.db.execute(sql`select pg_notify(${adminReadsChannel}, 'all')`);
      await ctx.database.sync();
      const { result, queries } = await recorder.record(() =>
        ctx.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } }),
      );
      expect(result.statusCode, result.body).toBe(200);
      const body = result.json() as { items: unknown[]; next_cursor?: string | null };
      expect(body.items.length).toBeGreaterThan(0);
      // The list's own statement (not the admin's session, read once a minute).
      const reads = queries.filter(isRead).filter((q) => table.test(q.sql) && !/from "sessions"/.test(q.sql));
      expect(reads).toHaveLength(1);
      expect(await violations(reads)).toEqual([]);
      const query = reads[0] as CapturedQuery;
      const nodes = planNodes(await explainJson(ctx.database, query));
      // A page's other rows are read by key, never by hashing a table to join the page to it
      // (the embedded database's 1,000 users did, decision 0058).
      expect(
        nodes.filter((node) => node['Node Type'] === 'Hash Join').map((node) => node['Node Type']),
      ).toEqual([]);
      const indexes = nodes.flatMap((node) => (node['Index Name'] ? [String(node['Index Name'])] : []));
      return { ...body, indexes, query };
    }

    it('GET /api/admin/users, page 1 and with a cursor: from users_created_idx', async () => {
      const first = await expectAdminIndexed('/api/admin/users', /"users"/);
      expect(first.indexes).toContain('users_created_idx');
      const next = await expectAdminIndexed(
        `/api/admin/users?cursor=${encodeURIComponent(first.next_cursor as string)}`,
        /"users"/,
      );
      expect(next.indexes).toContain('users_created_idx');
    });

    it('GET /api/admin/users, a search: through the trigram indexes, the page read by key, never a scan of users', async () => {
      const found = await expectAdminIndexed(`/api/admin/users?q=${rareTerm}`, /"users"/);
      expect(found.items).toHaveLength(1);
      expect(found.indexes).toEqual(
        expect.arrayContaining(['users_email_trgm_idx', 'users_name_trgm_idx', 'users_pkey']),
      );
      // A term 22 emails share: a page of 20 and the next page of 2.
      const first = await expectAdminIndexed('/api/admin/users?q=a1b', /"users"/);
      expect(first.items).toHaveLength(20);
      const next = await expectAdminIndexed(
        `/api/admin/users?q=a1b&cursor=${encodeURIComponent(first.next_cursor as string)}`,
        /"users"/,
      );
      expect(next.items).toHaveLength(2);
    });

    it('GET /api/admin/user-search: a term of three characters or more through the trigram index, a shorter one in email order', async () => {
      const long = await expectAdminIndexed(`/api/admin/user-search?email=${rareTerm}`, /"users"/);
      expect(long.indexes).toContain('users_email_trgm_idx');
      expect(long.items).toHaveLength(1);
      const short = await expectAdminIndexed('/api/admin/user-search?email=7a', /"users"/);
      expect(short.indexes).toContain('users_email_lower_idx');
      expect(short.items).toHaveLength(5);
    });

    it('every admin list is planned once and its plan reused, page 1 and with a cursor (decision 0057)', async () => {
      // The unfiltered lists. A search keeps its page size bound and is planned for its term on
      // every run; a filtered audit page gets the generic plan when PostgreSQL prices it no dearer
      // than the plans made for its values (close either way, so not asserted).
      const reused: Record<string, { generic: number; custom: number }> = {};
      for (const [url, table] of [
        ['/api/admin/users', /"users"/],
        ['/api/admin/audit', /"audit_log"/],
        ['/api/admin/reports', /"reports"/],
      ] as const) {
        const first = await expectAdminIndexed(url, table);
        reused[url] = await planReuse(ctx.database, first.query);
        if (first.next_cursor) {
          const next = `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(first.next_cursor)}`;
          reused[next] = await planReuse(ctx.database, (await expectAdminIndexed(next, table)).query);
        }
      }
      // Ten runs each: from the sixth on at the latest, the generic plan (no planning).
      expect(Object.keys(reused)).toHaveLength(6);
      expect(Object.entries(reused).filter(([, plans]) => plans.generic < 5)).toEqual([]);
    });

    it('GET /api/admin/reports, page 1 and with a cursor: the open ones from reports_open_idx, targets by key', async () => {
      const first = await expectAdminIndexed('/api/admin/reports', /"reports"/);
      expect(first.indexes).toContain('reports_open_idx');
      expect(first.next_cursor).toEqual(expect.any(String));
      const next = await expectAdminIndexed(
        `/api/admin/reports?cursor=${encodeURIComponent(first.next_cursor as string)}`,
        /"reports"/,
      );
      expect(next.indexes).toContain('reports_open_idx');
      const items = [...first.items, ...next.items] as {
        target_type: string;
        target_excerpt: string | null;
      }[];
      expect(new Set(items.map((item) => item.target_type)).size).toBeGreaterThan(1);
      expect(items.every((item) => item.target_excerpt !== null)).toBe(true);
    });
  });

  it('GET /api/me/bookmarks, page 1 and with a cursor', async () => {
    const first = await expectIndexOnly('/api/me/bookmarks', true);
    expect(first.next_cursor).toEqual(expect.any(String));
    await expectIndexOnly(
      `/api/me/bookmarks?cursor=${encodeURIComponent(first.next_cursor as string)}`,
      true,
    );
  });

  describe('trips shared with the viewer (My Page, itinerary_members_user_idx)', () => {
    beforeAll(async () => {
      // 20,000 memberships: every generated user a member of 10 trips, the viewer of 30.
      await ctx.database.db.execute(sql`
        insert into itinerary_members (itinerary_id, user_id, role, created_at)
        select i.id, u.id, 'viewer', now() - (row_number() over ()) * interval '1 second'
        from (select id from users where id <> ${viewer.id} order by id limit 2000) u
        cross join lateral (select id from itineraries order by md5(u.id || id::text) limit 10) i
        on conflict do nothing`);
      await ctx.database.db.execute(sql`
        insert into itinerary_members (itinerary_id, user_id, role)
        select id, ${viewer.id}, 'editor' from itineraries where user_id <> ${viewer.id} limit 30
        on conflict do nothing`);
      await ctx.database.db.execute(sql`analyze itinerary_members`);
    });

    it('GET /api/me/shared-itineraries, page 1 and with a cursor: no sequential scan of the memberships', async () => {
      let url = '/api/me/shared-itineraries';
      for (const page of [1, 2]) {
        const { body, reads } = await capture(url, true);
        expect(body.items.length, `page ${page}`).toBeGreaterThan(0);
        const members = reads.filter((q) => /from "itinerary_members"/.test(q.sql));
        expect(members.length).toBeGreaterThan(0);
        for (const query of reads) {
          const plan = await explainJson(ctx.database, query);
          const scans = planNodes(plan)
            .filter((node) => node['Node Type'] === 'Seq Scan')
            .map((node) => node['Relation Name'])
            .filter((name) => name === 'itinerary_members' || (name && largeTables.includes(name)));
          expect(scans, query.sql.slice(0, 200)).toEqual([]);
        }
        expect(await violations(reads)).toEqual([]);
        url = `/api/me/shared-itineraries?cursor=${encodeURIComponent(body.next_cursor as string)}`;
      }
    });

    it('GET /api/itineraries/:id of a shared trip: the permission read takes the members with the row, through their primary key', async () => {
      const [member] = rowsOf<{ itinerary_id: string }>(
        await ctx.database.db.execute(
          sql`select itinerary_id from itinerary_members where user_id = ${viewer.id} limit 1`,
        ),
      );
      // Kept in memory once read: plan the statement that loads it.
      ctx.app.itineraryReads.clear();
      const { result, queries } = await recorder.record(() =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/itineraries/${member!.itinerary_id}`,
          headers: { cookie: viewer.cookie },
        }),
      );
      expect(result.statusCode, result.body).toBe(200);
      const reads = queries.filter(isRead);
      // One read of the memberships: inside the row's own read (with its days and plans), none beside it.
      const withMembers = reads.filter((q) => /itinerary_members/.test(q.sql));
      expect(withMembers).toHaveLength(1);
      expect(withMembers[0]!.sql).toMatch(/^select "id",\s+"user_id",\s+"title"/);
      expect(withMembers[0]!.sql).toMatch(/from "itinerary_plans" p join "itinerary_days" d/);
      const nodes = planNodes(await explainJson(ctx.database, withMembers[0]!));
      expect(nodes.map((node) => node['Index Name'])).toContain('itinerary_members_itinerary_id_user_id_pk');
      const scans = nodes.filter(
        (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'itinerary_members',
      );
      expect(scans).toEqual([]);
      expect(await violations(reads)).toEqual([]);
    });
  });

  describe('itinerary reads (20,000 more itineraries, 60,000 counted views)', () => {
    const itineraryTables = [...largeTables, 'itineraries', 'itinerary_views', 'itinerary_likes'];
    // The rows added here, removed afterwards: the later fixtures fill every trip (200 of them).
    const volumeMark = 'query-plan volume';
    const itinerarySeqScans = async (reads: CapturedQuery[]) => {
      const found: string[] = [];
      for (const query of reads) {
        for (const node of planNodes(await explainJson(ctx.database, query))) {
          if (node['Node Type'] === 'Seq Scan' && itineraryTables.includes(node['Relation Name'] ?? '')) {
            found.push(`Seq Scan on ${node['Relation Name']} in: ${query.sql.slice(0, 200)}`);
          }
        }
      }
      return found;
    };
    /** GETs `url` with nothing kept in memory; the statements it sent (reads and writes). */
    const fresh = async (url: string, signedIn: boolean) => {
      ctx.app.itineraryReads.clear();
      const { result, queries } = await recorder.record(() =>
        ctx.app.inject({ method: 'GET', url, headers: signedIn ? { cookie: viewer.cookie } : {} }),
      );
      expect(result.statusCode, result.body).toBe(200);
      return { body: result.json() as { items?: { id: string }[]; next_cursor?: string | null }, queries };
    };

    beforeAll(async () => {
      await ctx.database.db.execute(sql`
        insert into itineraries (user_id, title, start_date, end_date, is_public, likes_count, views_count,
          created_at, location)
        select (select id from users order by id offset (g % 1000) limit 1), '여행 ' || g, date '2026-01-01',
          date '2026-01-03', g % 10 < 8, g % 97, g % 1013, now() - g * interval '1 minute', ${volumeMark}
        from generate_series(1, 20000) g`);
      await ctx.database.db.execute(sql`
        insert into itinerary_views (itinerary_id, viewer_key, counted_at)
        select i.id, 'u:' || k, now() - k * interval '1 hour'
        from (select id from itineraries where location = ${volumeMark}) i, generate_series(1, 3) k`);
      // The viewer likes 300 of them.
      await ctx.database.db.execute(sql`
        insert into itinerary_likes (itinerary_id, user_id)
        select id, ${viewer.id} from itineraries where is_public order by md5(id::text) limit 300
        on conflict do nothing`);
      await ctx.database.db.execute(sql`analyze itineraries`);
      await ctx.database.db.execute(sql`analyze itinerary_views`);
      await ctx.database.db.execute(sql`analyze itinerary_likes`);
    });
    afterAll(async () => {
      await ctx.database.db.execute(sql`delete from itineraries where location = ${volumeMark}`);
      await ctx.database.db.execute(sql`analyze itineraries`);
    });

    for (const sort of ['latest', 'oldest', 'views', 'likes', 'shares', 'copies']) {
      it(`GET /api/itineraries?scope=public&sort=${sort}, a visitor's page 1 and 2 (the statement that fills the kept page)`, async () => {
        const first = await fresh(`/api/itineraries?scope=public&sort=${sort}`, false);
        expect(first.body.items?.length).toBe(20);
        expect(await itinerarySeqScans(first.queries)).toEqual([]);
        const cursor = encodeURIComponent(first.body.next_cursor as string);
        const second = await fresh(`/api/itineraries?scope=public&sort=${sort}&cursor=${cursor}`, false);
        expect(await itinerarySeqScans(second.queries)).toEqual([]);
      });
    }

    it('a signed-in page: the kept rows plus the reader’s marks (their itinerary likes, whether they own an unlisted one) through their user indexes', async () => {
      // Forget the viewer's marks everywhere, as a trigger would, so that the page loads them.
      await ctx.database.db.execute(sql`select pg_notify('pintrip_marks', ${viewer.id})`);
      await ctx.database.sync();
      const { queries } = await fresh('/api/itineraries?scope=all&sort=likes', true);
      const marks = queries.filter(
        (q) => /"itinerary_likes"/.test(q.sql) && /"destination_likes"/.test(q.sql),
      );
      expect(marks).toHaveLength(1);
      expect(await itinerarySeqScans(queries)).toEqual([]);
      const indexes = planNodes(await explainJson(ctx.database, marks[0]!)).map((node) => node['Index Name']);
      expect(indexes).toEqual(
        expect.arrayContaining(['itineraries_unlisted_user_idx', 'itinerary_likes_user_idx']),
      );
      // Kept: the next signed-in page reads no mark at all.
      const again = await fresh('/api/itineraries?scope=all&sort=latest', true);
      expect(again.queries.filter((q) => /"itinerary_likes"/.test(q.sql))).toEqual([]);
    });

    it('GET /api/itineraries/:id loads in one statement by primary key; its recommendations from itineraries_public_likes_idx', async () => {
      const [trip] = rowsOf<{ id: string }>(
        await ctx.database.db.execute(
          sql`select id from itineraries where is_public order by likes_count desc limit 1`,
        ),
      );
      const detail = await fresh(`/api/itineraries/${trip!.id}`, false);
      expect(detail.queries.filter(isRead)).toHaveLength(1);
      expect(await itinerarySeqScans(detail.queries.filter(isRead))).toEqual([]);
      const recommended = await fresh(`/api/itineraries/${trip!.id}/recommendations`, false);
      expect(recommended.body.items).toHaveLength(3);
      const mostLiked = recommended.queries.filter((q) =>
        /order by "itineraries"."likes_count" desc/.test(q.sql),
      );
      expect(mostLiked).toHaveLength(1);
      expect(await itinerarySeqScans(recommended.queries)).toEqual([]);
      const indexes = planNodes(await explainJson(ctx.database, mostLiked[0]!)).map(
        (node) => node['Index Name'],
      );
      expect(indexes).toContain('itineraries_public_likes_idx');
    });

    it('the batch of views: statements of 50, 10 on the embedded database (app.ts), through the primary keys (planned, not run)', async () => {
      const ids = rowsOf<{ id: string }>(
        await ctx.database.db.execute(sql`select id from itineraries order by id limit 50`),
      ).map((row) => row.id);
      await ctx.app.itineraryViews.flush();
      for (const [n, id] of ids.entries()) ctx.app.itineraryViews.record(id, [`u:plan-${n}`, `v:plan-${n}`]);
      const { queries } = await recorder.record(() => ctx.app.itineraryViews.flush());
      const batch = queries.filter((q) => q.sql.includes('json_to_recordset'));
      expect(batch).toHaveLength(ctx.database.kind === 'embedded' ? 5 : 1);
      expect(await itinerarySeqScans(batch)).toEqual([]);
    });
  });

  describe('the viewer’s own pinpoints and counts (My Page)', () => {
    beforeAll(async () => {
      // The viewer becomes the author of 60 of the generated pinpoints, spread over the table.
      await ctx.database.db.execute(
        sql`update destinations set user_id = ${viewer.id}
            where id in (select id from destinations order by id limit 60)`,
      );
    });

    it('GET /api/me/destinations, page 1 and with a cursor', async () => {
      const first = await expectIndexOnly('/api/me/destinations', true);
      expect(first.next_cursor).toEqual(expect.any(String));
      await expectIndexOnly(
        `/api/me/destinations?cursor=${encodeURIComponent(first.next_cursor as string)}`,
        true,
      );
    });

    it('GET /api/me/stats', async () => {
      const { result, queries } = await recorder.record(() =>
        ctx.app.inject({ method: 'GET', url: '/api/me/stats', headers: { cookie: viewer.cookie } }),
      );
      expect(result.statusCode, result.body).toBe(200);
      expect(result.json()).toMatchObject({ destinations_count: 60 });
      const reads = queries.filter(isRead);
      expect(reads.some((q) => /from destinations where user_id/.test(q.sql))).toBe(true);
      expect(await violations(reads)).toEqual([]);
    });
  });

  it('GET /api/destinations/:id/comments (a destination with ~150 comments), first and next page', async () => {
    const url = `/api/destinations/${commentedId}/comments?limit=5`;
    const body = await expectIndexOnly(url, true);
    expect(body.items.length).toBeGreaterThanOrEqual(5);
    expect(body.next_cursor).toBeTruthy();
    const next = await expectIndexOnly(`${url}&cursor=${encodeURIComponent(body.next_cursor!)}`, true);
    expect(next.items.length).toBeGreaterThanOrEqual(5);
  });
  describe('a trip’s operation log (30,000 operations over 200 trips)', () => {
    let tripId: string;
    beforeAll(async () => {
      tripId = (await makeItinerary(ctx, viewer)).id;
      await ctx.database.db.execute(sql`
        insert into itinerary_ops (itinerary_id, seq, op_id, user_id, kind, op, summary)
        select i.id, g, gen_random_uuid(), null, 'plan.update', '{}'::jsonb, '{}'::jsonb
        from (select id from itineraries where id <> ${tripId}) i, generate_series(1, 150) g`);
      await ctx.database.db.execute(sql`
        insert into itinerary_ops (itinerary_id, seq, op_id, user_id, kind, op, summary)
        select ${tripId}, g, gen_random_uuid(), ${viewer.id}, 'plan.remove', '{}'::jsonb, '{}'::jsonb
        from generate_series(1, 500) g`);
      await ctx.database.db.execute(sql`update itineraries set op_seq = 500 where id = ${tripId}`);
      await ctx.database.db.execute(sql`analyze itinerary_ops`);
    }, 60_000);

    /** The log is read through its primary key (itinerary_id, seq), never scanned whole. */
    async function expectLogIndexed(url: string) {
      const { body, reads } = await capture(url, true);
      expect(body.items.length).toBeGreaterThan(0);
      const logReads = reads.filter((q) => /itinerary_ops/.test(q.sql));
      expect(logReads.length).toBeGreaterThan(0);
      for (const query of logReads) {
        const scans = planNodes(await explainJson(ctx.database, query)).filter(
          (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'itinerary_ops',
        );
        expect(scans, query.sql).toEqual([]);
      }
      expect(await violations(reads)).toEqual([]);
      return body;
    }

    it('GET /api/itineraries/:id/ops?after=, from the start and from the middle', async () => {
      await expectLogIndexed(`/api/itineraries/${tripId}/ops?limit=100`);
      await expectLogIndexed(`/api/itineraries/${tripId}/ops?after=400&limit=50`);
    });

    it('GET /api/itineraries/:id/activity, page 1 and with a cursor', async () => {
      const first = await expectLogIndexed(`/api/itineraries/${tripId}/activity?limit=20`);
      expect(first.next_cursor).toBe('481');
      await expectLogIndexed(`/api/itineraries/${tripId}/activity?limit=20&cursor=${first.next_cursor}`);
    });
  });

  describe('trip money (30,000 expenses over 200 trips, each with a payer and two shares)', () => {
    let tripId: string;
    const moneyTables = ['trip_expenses', 'trip_expense_payers', 'trip_expense_shares'];
    beforeAll(async () => {
      tripId = (await makeItinerary(ctx, viewer)).id;
      await ctx.database.db.execute(sql`
        insert into trip_expenses (id, itinerary_id, title, amount, currency, spent_on, category, split_kind)
        select gen_random_uuid(), i.id, '식비 ' || g, 1000 * g, 'KRW', date '2026-05-01' + (g % 5), 'food', 'equal'
        from (select id from itineraries where id <> ${tripId}) i, generate_series(1, 150) g`);
      await ctx.database.db.execute(sql`
        insert into trip_expenses (id, itinerary_id, title, amount, currency, spent_on, category, split_kind)
        select gen_random_uuid(), ${tripId}, '택시 ' || g, 1000 * g, 'KRW', date '2026-05-01' + (g % 5), 'transport', 'equal'
        from generate_series(1, 300) g`);
      await ctx.database.db.execute(sql`
        insert into trip_expense_payers (expense_id, user_id, amount)
        select e.id, ${viewer.id}, e.amount from trip_expenses e`);
      await ctx.database.db.execute(sql`
        insert into trip_expense_shares (expense_id, user_id, amount)
        select e.id, u.user_id, e.amount / 2 from trip_expenses e,
          (values (${viewer.id}), (${admin.id})) u(user_id)`);
      await ctx.database.db.execute(sql`analyze trip_expenses`);
      await ctx.database.db.execute(sql`analyze trip_expense_payers`);
      await ctx.database.db.execute(sql`analyze trip_expense_shares`);
    }, 60_000);

    /** The money tables are read through their indexes (list, primary keys), never scanned whole. */
    async function expectMoneyIndexed(url: string) {
      const { body, reads } = await capture(url, true);
      const moneyReads = reads.filter((q) => /trip_expense/.test(q.sql));
      expect(moneyReads.length).toBeGreaterThan(0);
      for (const query of moneyReads) {
        const scans = planNodes(await explainJson(ctx.database, query)).filter(
          (node) => node['Node Type'] === 'Seq Scan' && moneyTables.includes(node['Relation Name'] ?? ''),
        );
        expect(scans, query.sql).toEqual([]);
      }
      expect(await violations(reads)).toEqual([]);
      return body;
    }

    it('GET /api/itineraries/:id/expenses, page 1 and with a cursor', async () => {
      const first = await expectMoneyIndexed(`/api/itineraries/${tripId}/expenses?limit=20`);
      expect(first.items).toHaveLength(20);
      expect(first.next_cursor).toBeTruthy();
      await expectMoneyIndexed(
        `/api/itineraries/${tripId}/expenses?limit=20&cursor=${encodeURIComponent(first.next_cursor!)}`,
      );
    });

    it('GET /api/itineraries/:id/balances (every expense of one trip)', async () => {
      await expectMoneyIndexed(`/api/itineraries/${tripId}/balances`);
    });
  });

  describe('the travel-time cache (100,000 cached legs)', () => {
    it('reads the legs of a day through route_cache_pk, never scanning the cache', async () => {
      await ctx.database.db.execute(sql`
        insert into route_cache (provider, mode, bucket, from_lat, from_lng, to_lat, to_lng, duration_s, distance_m)
        select 'osrm', 'car', 'any', 375000 + g % 500, 1269000 + g / 500, 375000 + g % 317, 1269000 + g / 317, g % 3600, g
        from generate_series(1, 100000) g
        on conflict do nothing`);
      await ctx.database.db.execute(sql`analyze route_cache`);
      const repo = createRoutingRepository(ctx.database.db);
      const keys = Array.from({ length: 20 }, (_, i) => ({
        from_lat: 375000 + i,
        from_lng: 1269000,
        to_lat: 375000 + i,
        to_lng: 1269000,
      }));
      const { result, queries } = await recorder.record(() => repo.lookup('osrm', 'car', 'any', keys));
      expect(result.length).toBeGreaterThan(0);
      const reads = queries.filter((q) => /route_cache/.test(q.sql));
      expect(reads).toHaveLength(1);
      const scans = planNodes(await explainJson(ctx.database, reads[0]!)).filter(
        (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'route_cache',
      );
      expect(scans).toEqual([]);
    });
  });

  describe('환전 records and the pool (30,000 each over 200 trips; decision 0036)', () => {
    let tripId: string;
    const tables = ['trip_exchanges', 'trip_pool_contributions', 'trip_expenses'];
    beforeAll(async () => {
      tripId = (await makeItinerary(ctx, viewer)).id;
      await ctx.database.db.execute(sql`
        insert into trip_exchanges (id, itinerary_id, user_id, given_amount, given_currency, received_amount,
          received_currency, exchanged_on)
        select gen_random_uuid(), i.id, ${viewer.id}, 9000 * g, 'KRW', 1000 * g,
          case when g % 2 = 0 then 'JPY' else 'USD' end, date '2026-05-01' + (g % 5)
        from (select id from itineraries where id <> ${tripId}) i, generate_series(1, 150) g`);
      await ctx.database.db.execute(sql`
        insert into trip_exchanges (id, itinerary_id, user_id, given_amount, given_currency, received_amount,
          received_currency, exchanged_on)
        select gen_random_uuid(), ${tripId}, ${viewer.id}, 9000 * g, 'KRW', 1000 * g, 'JPY', date '2026-05-01' + (g % 5)
        from generate_series(1, 300) g`);
      await ctx.database.db.execute(sql`
        insert into trip_pool_contributions (id, itinerary_id, user_id, amount, currency, contributed_on)
        select gen_random_uuid(), i.id, ${viewer.id}, 10000 * g, 'KRW', date '2026-05-01'
        from (select id from itineraries) i, generate_series(1, 150) g`);
      await ctx.database.db.execute(sql`analyze trip_exchanges`);
      await ctx.database.db.execute(sql`analyze trip_pool_contributions`);
    }, 60_000);

    async function expectIndexed(url: string) {
      const { body, reads } = await capture(url, true);
      const moneyReads = reads.filter((q) => /trip_(exchanges|pool_contributions|expenses)/.test(q.sql));
      expect(moneyReads.length).toBeGreaterThan(0);
      for (const query of moneyReads) {
        const scans = planNodes(await explainJson(ctx.database, query)).filter(
          (node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? ''),
        );
        expect(scans, query.sql).toEqual([]);
      }
      expect(await violations(reads)).toEqual([]);
      return body;
    }

    it('GET /api/itineraries/:id/exchanges, page 1 and with a cursor', async () => {
      const first = await expectIndexed(`/api/itineraries/${tripId}/exchanges?limit=20`);
      expect(first.items).toHaveLength(20);
      await expectIndexed(
        `/api/itineraries/${tripId}/exchanges?limit=20&cursor=${encodeURIComponent(first.next_cursor!)}`,
      );
    });

    it('GET /api/itineraries/:id/exchange-rate (trip_exchanges_currency_idx)', async () => {
      const body = await expectIndexed(`/api/itineraries/${tripId}/exchange-rate?currency=JPY`);
      expect((body as unknown as { rate: string }).rate).toBe('9');
    });

    it('GET /api/itineraries/:id/pool and /money/summary', async () => {
      await expectIndexed(`/api/itineraries/${tripId}/pool`);
      await expectIndexed(`/api/itineraries/${tripId}/money/summary`);
    });
  });

  describe('trip lists (40,000 items over 200 trips)', () => {
    let tripId: string;
    beforeAll(async () => {
      tripId = (await makeItinerary(ctx, viewer)).id;
      await ctx.database.db.execute(sql`
        insert into trip_list_items (id, itinerary_id, kind, text, position)
        select gen_random_uuid(), i.id, case when g % 3 = 0 then 'todo' else 'packing' end, '준비물 ' || g, g
        from (select id from itineraries where id <> ${tripId}) i, generate_series(1, 200) g`);
      await ctx.database.db.execute(sql`
        insert into trip_list_items (id, itinerary_id, kind, text, position)
        select gen_random_uuid(), ${tripId}, case when g % 3 = 0 then 'todo' else 'packing' end, '여권 ' || g, g
        from generate_series(1, 300) g`);
      await ctx.database.db.execute(sql`analyze trip_list_items`);
    }, 60_000);

    it('GET /api/itineraries/:id/list-items reads one trip through trip_list_items_list_idx', async () => {
      const { body, reads } = await capture(`/api/itineraries/${tripId}/list-items`, true);
      expect(body.items).toHaveLength(300);
      const listReads = reads.filter((q) => /trip_list_items/.test(q.sql));
      expect(listReads.length).toBeGreaterThan(0);
      for (const query of listReads) {
        const scans = planNodes(await explainJson(ctx.database, query)).filter(
          (node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'trip_list_items',
        );
        expect(scans, query.sql).toEqual([]);
      }
      expect(await violations(reads)).toEqual([]);
    });
  });

  describe('trip reservations (20,000 over 200 trips) and their attachments (one each)', () => {
    let tripId: string;
    beforeAll(async () => {
      tripId = (await makeItinerary(ctx, viewer)).id;
      await ctx.database.db.execute(sql`
        insert into trip_bookings (id, itinerary_id, kind, title, starts_at, start_zone)
        select gen_random_uuid(), i.id, 'lodging', '숙소 ' || g, timestamptz '2026-05-01 15:00+09' + g * interval '1 day', 'Asia/Seoul'
        from (select id from itineraries where id <> ${tripId}) i, generate_series(1, 100) g`);
      await ctx.database.db.execute(sql`
        insert into trip_bookings (id, itinerary_id, kind, title, starts_at, start_zone)
        select gen_random_uuid(), ${tripId}, 'flight', '항공 ' || g, timestamptz '2026-05-01 09:00+09' + g * interval '1 hour', 'Asia/Seoul'
        from generate_series(1, 150) g`);
      // Every reservation carries one small PDF attachment (trip_files, the private store).
      await ctx.database.db.execute(sql`
        insert into trip_files (id, itinerary_id, booking_id, file_name, content_type, bytes)
        select gen_random_uuid(), b.itinerary_id, b.id, 'ticket.pdf', 'application/pdf', decode('255044462d', 'hex')
        from trip_bookings b`);
      await ctx.database.db.execute(sql`analyze trip_bookings`);
      await ctx.database.db.execute(sql`analyze trip_files`);
    }, 60_000);

    it('GET /api/itineraries/:id/bookings reads one trip through trip_bookings_list_idx and trip_files_itinerary_idx', async () => {
      const { body, reads } = await capture(`/api/itineraries/${tripId}/bookings`, true);
      expect(body.items).toHaveLength(150);
      const items = body.items as { attachments: unknown[] }[];
      expect(items.every((item) => item.attachments.length === 1)).toBe(true);
      const bookingReads = reads.filter((q) => /trip_bookings|trip_files/.test(q.sql));
      expect(bookingReads.filter((q) => /trip_files/.test(q.sql)).length).toBeGreaterThan(0);
      for (const query of bookingReads) {
        const scans = planNodes(await explainJson(ctx.database, query)).filter(
          (node) =>
            node['Node Type'] === 'Seq Scan' &&
            (node['Relation Name'] === 'trip_bookings' || node['Relation Name'] === 'trip_files'),
        );
        expect(scans, query.sql).toEqual([]);
      }
      expect(await violations(reads)).toEqual([]);
    });
  });
  // Places in and out (issue 24): an import's preview matches its places to destinations within
  // 50 m by a latitude band on destinations_lat_idx, in one statement for all places.
  it('POST /api/itineraries/:id/imports/preview: destinations near the places through destinations_lat_idx', async () => {
    const trip = await makeItinerary(ctx, viewer);
    const placemarks = Array.from(
      { length: 40 },
      (_, i) =>
        `<Placemark><name>곳 ${i}</name><Point><coordinates>${126.5 + i * 0.01},${33.2 + i * 0.01}</coordinates></Point></Placemark>`,
    ).join('');
    const body = multipartBody({
      name: 'places.kml',
      type: 'application/vnd.google-earth.kml+xml',
      data: Buffer.from(
        `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${placemarks}</Document></kml>`,
      ),
    });
    const { result, queries } = await recorder.record(() =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${trip.id}/imports/preview`,
        headers: { ...body.headers, cookie: viewer.cookie },
        payload: body.payload,
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const near = queries.filter((q) => isRead(q) && /join destinations d/.test(q.sql));
    expect(near).toHaveLength(1);
    expect(await violations(near)).toEqual([]);
  });
});
