import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers.js';
import { migrationsFolder } from '../src/db/client.js';
import { categories } from '../src/db/schema.js';

/**
 * Migration 0007 moves the English and Japanese category names into `names` by language. Run here
 * on the table as it stood before (name_en and name_ja columns), with rows an installation has.
 */
describe('migration 0007: category names by language', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('carries every existing name over, drops blank ones and the old columns', async () => {
    const { db } = ctx.database;
    await db.execute(sql`alter table categories drop constraint categories_names_object`);
    await db.execute(sql`alter table categories drop column names`);
    await db.execute(sql`alter table categories add column name_en text, add column name_ja text`);
    await db.execute(sql`
      insert into categories (name, name_en, name_ja) values
        ('자연', 'Nature', '自然'), ('도시', 'City', null), ('맛집', '  ', 'グルメ'), ('가족', null, null)`);

    const migration = readFileSync(path.join(migrationsFolder(), '0007_category_names.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const rows = await db.select({ name: categories.name, names: categories.names }).from(categories);
    expect(Object.fromEntries(rows.map((row) => [row.name, row.names]))).toEqual({
      자연: { en: 'Nature', ja: '自然' },
      도시: { en: 'City' },
      맛집: { ja: 'グルメ' },
      가족: {},
    });
    const columns = await db.execute(
      sql`select column_name from information_schema.columns where table_name = 'categories' and table_schema = current_schema()`,
    );
    // Both drivers (pg and PGlite) answer `execute` with `{ rows }`.
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name);
    expect(names).toContain('names');
    expect(names).not.toContain('name_en');
    expect(names).not.toContain('name_ja');
    // Names are an object keyed by language, never a list or a string.
    await expect(db.execute(sql`update categories set names = '["Nature"]'::jsonb`)).rejects.toThrow();
  });
});
