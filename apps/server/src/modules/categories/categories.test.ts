import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryList } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeCategory, makeUser } from '../../../test/builders.js';

describe('GET /api/categories', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('is public and empty on a fresh database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it('lists every category sorted by name, with its timestamps', async () => {
    for (const name of ['자연', '맛집', '액티비티', '문화', 'Cafe', '가족']) await makeCategory(ctx, name);
    const user = await makeUser(ctx);
    for (const headers of [{}, { cookie: user.cookie }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/categories', headers });
      expect(res.statusCode).toBe(200);
      const body = res.json() as CategoryList;
      expect(body.items.map((c) => c.name)).toEqual(['Cafe', '가족', '맛집', '문화', '액티비티', '자연']);
      for (const category of body.items) {
        expect(Object.keys(category).sort()).toEqual([
          'created_at',
          'id',
          'name',
          'name_en',
          'name_ja',
          'updated_at',
        ]);
        expect(category.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(Number.isNaN(Date.parse(category.created_at))).toBe(false);
        expect(Number.isNaN(Date.parse(category.updated_at))).toBe(false);
      }
    }
  });
});
