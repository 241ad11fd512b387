import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { openDatabase } from '../client.js';
import { dayCount, defaultLanguage, languages, type CategoryList } from '@pintrip/shared';
import { categories, destinations, itineraries, itineraryDays, itineraryPlans } from '../schema.js';
import { seedDemo } from './seed.js';

describe('demo seed', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext();
  });
  afterEach(async () => ctx?.close());

  it('fills an empty database once: categories, destinations with images, two public itineraries', async () => {
    const result = await seedDemo({ db: ctx.database.db, storage: ctx.storage });
    expect(result).toEqual({ categories: 6, destinations: 30, itineraries: 2 });

    const names = (await ctx.database.db.select({ name: categories.name }).from(categories)).map(
      (c) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(['자연', '도시', '맛집', '문화', '액티비티', '바다']));
    // Every other language of the list names every category, and the API answers them.
    const seeded = await ctx.database.db.select().from(categories);
    for (const language of languages.filter((code) => code !== defaultLanguage)) {
      for (const category of seeded)
        expect(category.names[language]?.trim(), `${language} ${category.name}`).toBeTruthy();
    }
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/categories' })).json() as CategoryList;
    expect(listed.items.find((c) => c.name === '자연')).toMatchObject({ name_en: 'Nature', name_ja: '自然' });

    const rows = await ctx.database.db.select().from(destinations);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.lat).not.toBeNull();
      expect(row.imageUrl).toMatch(/^\/uploads\/destinations\/[a-f0-9]+\.webp$/);
      expect(existsSync(path.join(ctx.dataDir, row.imageUrl.replace(/^\/+/, '')))).toBe(true);
    }

    const its = await ctx.database.db.select().from(itineraries);
    expect(its).toHaveLength(2);
    for (const it of its) {
      expect(it.isPublic).toBe(true);
      const days = await ctx.database.db
        .select()
        .from(itineraryDays)
        .where(eq(itineraryDays.itineraryId, it.id));
      const plans = (
        await Promise.all(
          days.map((d) =>
            ctx.database.db.select().from(itineraryPlans).where(eq(itineraryPlans.dayId, d.id)),
          ),
        )
      ).flat();
      // Totals are derived from the plans, never typed in.
      expect(it.totalCost).toBe(plans.reduce((sum, p) => sum + p.cost, 0));
      expect(it.destinationCount).toBe(plans.length);
      expect(plans.some((p) => p.destinationId !== null)).toBe(true);
      // Every day of the range exists, each with its own cost; the list columns are set.
      expect(days.map((d) => d.dayNumber).sort((a, b) => a - b)).toEqual(
        Array.from({ length: dayCount(it.startDate, it.endDate)! }, (_, n) => n + 1),
      );
      for (const day of days) {
        const own = plans.filter((p) => p.dayId === day.id);
        expect(day.estimatedCost).toBe(own.reduce((sum, p) => sum + p.cost, 0));
      }
      expect(it.location).toMatch(/^\S+ \S+$/);
      expect(it.copyCount).toBe(0);
    }

    expect(await seedDemo({ db: ctx.database.db, storage: ctx.storage })).toBeNull();
    const [after] = await ctx.database.db.select({ n: count() }).from(destinations);
    expect(after?.n).toBe(30);
  });

  it('never touches a database that already has content', async () => {
    await ctx.database.db.insert(categories).values({ name: '내 카테고리' });
    expect(await seedDemo({ db: ctx.database.db, storage: ctx.storage })).toBeNull();
    const [n] = await ctx.database.db.select({ n: count() }).from(categories);
    expect(n?.n).toBe(1);
  });

  // Several processes on one PostgreSQL database: each opens its own pool (the embedded database
  // is one process, which the test above covers).
  if (process.env.TEST_DATABASE_URL)
    it('four instances seeding an empty PostgreSQL database at once: all succeed, the content is there once', async () => {
      const others = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: ctx.config.DATABASE_URL, dataDir: ctx.dataDir })),
      );
      try {
        const results = await Promise.all(
          [ctx.database, ...others].map((database) => seedDemo({ db: database.db, storage: ctx.storage })),
        );
        expect(results.filter((result) => result !== null)).toEqual([
          { categories: 6, destinations: 30, itineraries: 2 },
        ]);
        const [c] = await ctx.database.db.select({ n: count() }).from(categories);
        const [d] = await ctx.database.db.select({ n: count() }).from(destinations);
        const [i] = await ctx.database.db.select({ n: count() }).from(itineraries);
        expect([c?.n, d?.n, i?.n]).toEqual([6, 30, 2]);
      } finally {
        await Promise.all(others.map((database) => database.close()));
      }
    }, 120_000);
});
