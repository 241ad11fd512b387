import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers.js';
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
