import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestContext, type TestContext } from './helpers.js';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { categories, destinationLikes, destinations, users } from '../src/db/schema.js';

/** The constraints hold even for writes that bypass the services. */
describe('database constraints', () => {
  let ctx: TestContext;
  const base = {
    userId: 'u1',
    title: '성산일출봉',
    description: '일출 명소',
    imageUrl: '/x.webp',
    location: '제주',
    category: '자연',
    budgetMin: 0,
    budgetMax: 1000,
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.database.db.insert(users).values({ id: 'u1', name: 'a', email: 'a@x.kr' });
    await ctx.database.db.insert(categories).values({ name: '자연' });
  });
  afterAll(async () => ctx?.close());

  const rejects = (values: Partial<typeof base> & Record<string, unknown>) =>
    expect(
      ctx.database.db.insert(destinations).values({ ...base, ...values } as typeof base),
    ).rejects.toThrow();

  it('keeps rating within 1–10 and budgets ordered and non-negative', async () => {
    await rejects({ rating: 11 });
    await rejects({ rating: 0 });
    await rejects({ budgetMin: -1 });
    await rejects({ budgetMin: 10, budgetMax: 5 });
    await rejects({ category: '없는카테고리' });
  });

  it('allows one like per user and destination', async () => {
    const [d] = await ctx.database.db.insert(destinations).values(base).returning();
    if (!d) throw new Error('no row');
    await ctx.database.db.insert(destinationLikes).values({ destinationId: d.id, userId: 'u1' });
    await expect(
      ctx.database.db.insert(destinationLikes).values({ destinationId: d.id, userId: 'u1' }),
    ).rejects.toThrow();
  });

  it('renaming a category carries its destinations along; deleting one in use is refused', async () => {
    await ctx.database.db.execute(sql`update categories set name = '산' where name = '자연'`);
    const rows = await ctx.database.db.select({ category: destinations.category }).from(destinations);
    expect(rows.every((r) => r.category === '산')).toBe(true);
    await expect(ctx.database.db.execute(sql`delete from categories where name = '산'`)).rejects.toThrow();
  });

  it('finds Korean substrings through the trigram search text', async () => {
    const rows = await ctx.database.db
      .select({ title: destinations.title })
      .from(destinations)
      .where(sql`${destinations.searchText} like ${'%' + '산일' + '%'}`);
    expect(rows.map((r) => r.title)).toContain('성산일출봉');
  });
});

/**
 * Upgrades on PostgreSQL: instances starting together on an empty (or older) database all come up,
 * because each runs the migrations under one advisory lock and the later ones find nothing to do.
 * Only where PostgreSQL is (the PostgreSQL run of npm test): the embedded database is one process.
 */
if (process.env.TEST_DATABASE_URL)
  describe('migrations at start on PostgreSQL', () => {
    it('four instances opening an empty PostgreSQL database at once all come up, each migration applied once', async () => {
      const base = process.env.TEST_DATABASE_URL as string;
      const name = `pintrip_lock_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      try {
        const opened = await Promise.all(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }),
          ),
        );
        await Promise.all(opened.map((database) => database.close()));
        const journal = JSON.parse(
          readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        );
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        const { rows } = await client.query('select hash from drizzle.__drizzle_migrations');
        await client.end();
        expect(rows).toHaveLength(journal.entries.length);
        expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
  });
