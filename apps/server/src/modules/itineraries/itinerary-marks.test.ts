/**
 * What the itineraries screen marks (issue 20 item 1): a list answer says `is_public` and
 * `is_hidden`, so the owner's private and hidden itineraries carry their badges; nobody else is
 * sent either.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ItineraryPage } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeItinerary, makeUser, type TestUser } from '../../../test/builders.js';
import { itineraries } from '../../db/schema.js';

describe('itinerary list marks: is_public and is_hidden', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const list = async (user: TestUser | null, scope: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/itineraries?scope=${scope}`,
      headers: user ? { cookie: user.cookie } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ItineraryPage).items;
  };

  it('the owner sees private and hidden ones marked; others, a visitor and an admin’s lists do not get them', async () => {
    const owner = await makeUser(ctx);
    const other = await makeUser(ctx);
    const admin = await makeAdmin(ctx);
    const priv = await makeItinerary(ctx, owner, { title: '비공개 일정' });
    const open = await makeItinerary(ctx, owner, { isPublic: true, title: '공개 일정' });
    const hidden = await makeItinerary(ctx, owner, { isPublic: true, title: '숨겨진 일정' });
    await ctx.database.db
      .update(itineraries)
      .set({ hiddenAt: new Date() })
      .where(eq(itineraries.id, hidden.id));

    const mine = await list(owner, 'mine');
    const byId = new Map(mine.map((item) => [item.id, item]));
    expect(byId.get(priv.id)).toMatchObject({ is_public: false, is_hidden: false });
    expect(byId.get(open.id)).toMatchObject({ is_public: true, is_hidden: false });
    expect(byId.get(hidden.id)).toMatchObject({ is_public: true, is_hidden: true });

    // The public list the screen's second section asks for: the listed one only, unmarked.
    for (const viewer of [null, other, admin, owner]) {
      const items = await list(viewer, 'public');
      expect(items.map((item) => item.id)).toEqual([open.id]);
      expect(items[0]!.is_hidden).toBe(false);
    }
  });
});
