/** GET /api/me/destinations: the signed-in user's own pinpoints (My Page "내 핀포인트"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DestinationPage } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeCategory, makeDestination, makeUser, type TestUser } from '../../../test/builders.js';
import { destinations, users } from '../../db/schema.js';

describe('GET /api/me/destinations', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await makeCategory(ctx, '자연');
  });
  afterAll(async () => ctx?.close());

  const mine = (user: TestUser | null, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/me/destinations${query}`,
      headers: user ? { cookie: user.cookie } : {},
    });

  it('a visitor gets 401', async () => {
    const res = await mine(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('lists only my pinpoints, newest first, page by page, hidden ones included and marked', async () => {
    const me = await makeUser(ctx);
    const other = await makeUser(ctx);
    const titles: string[] = [];
    for (let i = 0; i < 5; i++) {
      titles.push((await makeDestination(ctx, me, { title: `내 핀 ${i}` })).title);
    }
    await makeDestination(ctx, other, { title: '남의 핀' });
    const hidden = await makeDestination(ctx, me, { title: '숨겨진 내 핀' });
    await ctx.database.db
      .update(destinations)
      .set({ hiddenAt: new Date() })
      .where(eq(destinations.id, hidden.id));

    const first = await mine(me, '?limit=4');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as DestinationPage;
    expect(page1.items.map((d) => d.title)).toEqual(['숨겨진 내 핀', '내 핀 4', '내 핀 3', '내 핀 2']);
    expect(page1.items[0]!.is_hidden).toBe(true);
    expect(page1.items.slice(1).every((d) => d.is_hidden === false)).toBe(true);
    expect(page1.next_cursor).toEqual(expect.any(String));

    const second = await mine(me, `?limit=4&cursor=${encodeURIComponent(page1.next_cursor!)}`);
    expect(second.statusCode).toBe(200);
    const page2 = second.json() as DestinationPage;
    expect(page2.items.map((d) => d.title)).toEqual(['내 핀 1', '내 핀 0']);
    expect(page2.next_cursor).toBeNull();

    // The other user's list holds theirs only, and none of my hidden one.
    const theirs = (await mine(other)).json() as DestinationPage;
    expect(theirs.items.map((d) => d.title)).toEqual(['남의 핀']);
  });

  it('a malformed cursor or limit is 400 validation_failed, not 500', async () => {
    const me = await makeUser(ctx);
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=101']) {
      const res = await mine(me, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('a deactivated user still reads their own pinpoints', async () => {
    const user = await makeUser(ctx);
    await makeDestination(ctx, user, { title: '비활성 전 핀' });
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
    const res = await mine(user);
    expect(res.statusCode).toBe(200);
    expect((res.json() as DestinationPage).items.map((d) => d.title)).toEqual(['비활성 전 핀']);
  });

  it('an admin gets their own pinpoints, not everyone’s', async () => {
    const admin = await makeAdmin(ctx);
    await makeDestination(ctx, admin, { title: '관리자 핀' });
    const res = await mine(admin);
    expect(res.statusCode).toBe(200);
    expect((res.json() as DestinationPage).items.map((d) => d.title)).toEqual(['관리자 핀']);
  });
});
