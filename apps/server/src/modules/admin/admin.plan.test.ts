/**
 * The admin users list stays indexed at 10,000+ users: its page comes from users_created_idx, and
 * a search goes through the trigram indexes, never a sequential scan of users. Checked on the
 * query plan, so the test does not depend on the machine's speed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-sql.js';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { createAdminRepository, userKeys } from './admin.repository.js';

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}
type PooledClient = RawClient & { release(): void };

describe('admin users list at 10,000 users', () => {
  let ctx: TestContext;

  /**
   * The plan of a Drizzle query, as text. `indexOnly` forbids sequential scans, to ask whether an
   * index can serve the query at all (at 10,000 short rows a scan may still be the cheaper plan).
   */
  async function planOf(
    query: { toSQL(): { sql: string; params: unknown[] } },
    indexOnly = false,
  ): Promise<string> {
    const { sql: text, params } = query.toSQL();
    const pool = (
      ctx.database.db as unknown as { $client: RawClient & { connect?: () => Promise<PooledClient> } }
    ).$client;
    // One session for the setting and the plan: a pooled connection, or PGlite's only one.
    const session: PooledClient =
      ctx.database.kind === 'postgres' && pool.connect
        ? await pool.connect()
        : { query: (t, p) => pool.query(t, p), release: () => {} };
    try {
      if (indexOnly) await session.query('set enable_seqscan = off', []);
      const result = await session.query(`explain ${text}`, params);
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    } finally {
      await session.query('reset enable_seqscan', []);
      session.release();
    }
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.database.db.execute(sql`
      insert into users (id, name, email)
      select md5(i::text), '회원' || i, 'member-' || i || '@bench.pintrip.test' from generate_series(1, 10000) i`);
    await ctx.database.db.execute(sql`
      insert into profiles (user_id, full_name) select id, '여행자 ' || name from users`);
    await ctx.database.db.execute(sql`analyze users`);
    await ctx.database.db.execute(sql`analyze profiles`);
  });
  afterAll(async () => ctx?.close());

  it('pages from the created_at index, without and with a cursor', async () => {
    const repo = createAdminRepository(ctx.database.db);
    const first = await planOf(repo.listUsers({ limit: 20 }));
    expect(first).toContain('users_created_idx');
    expect(first).not.toMatch(/Seq Scan on users/);
    const rows = await repo.listUsers({ limit: 20 });
    expect(rows).toHaveLength(21);
    const cursor = userKeys.cursorOf(rows[19] as Record<string, unknown>);
    const next = await planOf(repo.listUsers({ limit: 20, cursor }));
    expect(next).toContain('users_created_idx');
  });

  it('search can go through the trigram indexes of email and name (the planner picks them as users grow)', async () => {
    const repo = createAdminRepository(ctx.database.db);
    const plan = await planOf(repo.listUsers({ q: 'member-777', limit: 20 }), true);
    expect(plan).toContain('users_email_trgm_idx');
    expect(plan).toContain('users_name_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
    // As the planner chooses: a search term common to every row may scan in its arms, but the
    // page's users are read by their key, never by hash-joining a scan of every user.
    const chosen = await planOf(repo.listUsers({ q: 'member-777', limit: 20 }));
    expect(chosen).not.toMatch(/Hash Join/);
    expect(chosen).toMatch(/Index Scan using users_pkey on users\b/);
    const found = await repo.listUsers({ q: 'member-7777', limit: 20 });
    expect(found.map((u) => u.email)).toEqual(['member-7777@bench.pintrip.test']);
  });

  it('a search pages through every match once, newest first, by email, name or full name', async () => {
    const repo = createAdminRepository(ctx.database.db);
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages += 1) {
      const rows = await repo.findUsers({ q: 'member-77', limit: 20, cursor });
      seen.push(...rows.slice(0, 20).map((row) => row.id));
      if (rows.length <= 20) break;
      cursor = userKeys.cursorOf(rows[19] as Record<string, unknown>);
    }
    const expected = await ctx.database.db.execute(sql`
      select u.id from users u left join profiles p on p.user_id = u.id
      where lower(u.email) like '%member-77%' or lower(u.name) like '%member-77%'
        or lower(p.full_name) like '%member-77%'
      order by u.created_at desc, u.id desc`);
    expect(seen).toEqual(rowsOf<{ id: string }>(expected).map((row) => row.id));
    expect(seen).toHaveLength(111);
    // A full name ('여행자 회원7777') is matched by the profiles arm alone.
    const byFullName = await repo.findUsers({ q: '여행자 회원7777', limit: 20 });
    expect(byFullName.map((u) => u.email)).toEqual(['member-7777@bench.pintrip.test']);
  });
});
