/** GET /api/me/stats: the profile card's counts, counted by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeCategory,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';
import { destinations, users } from '../../db/schema.js';

describe('GET /api/me/stats', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    await makeCategory(ctx, '자연');
  });
  afterAll(async () => ctx?.close());

  const stats = (user: TestUser | null) =>
    ctx.app.inject({ method: 'GET', url: '/api/me/stats', headers: user ? { cookie: user.cookie } : {} });
  const post = (user: TestUser, url: string) =>
    ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie } });

  it('a visitor gets 401', async () => {
    const res = await stats(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('a new user has zeros', async () => {
    const res = await stats(await makeUser(ctx));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ destinations_count: 0, itineraries_count: 0, likes_received: 0 });
  });

  it('counts my pinpoints (hidden too), my itineraries (private too) and the likes others gave them', async () => {
    const me = await makeUser(ctx);
    const fans = [await makeUser(ctx), await makeUser(ctx)];
    const a = await makeDestination(ctx, me);
    const b = await makeDestination(ctx, me);
    await ctx.database.db.update(destinations).set({ hiddenAt: new Date() }).where(eq(destinations.id, b.id));
    const publicPlan = await makeItinerary(ctx, me, { isPublic: true });
    await makeItinerary(ctx, me);
    // Someone else's pinpoint and its like do not count.
    const elsewhere = await makeDestination(ctx, fans[0]!);
    for (const fan of fans) expect((await post(fan, `/api/destinations/${a.id}/like`)).statusCode).toBe(200);
    expect((await post(fans[0]!, `/api/itineraries/${publicPlan.id}/like`)).statusCode).toBe(200);
    expect((await post(me, `/api/destinations/${elsewhere.id}/like`)).statusCode).toBe(200);

    const res = await stats(me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ destinations_count: 2, itineraries_count: 2, likes_received: 3 });
  });

  it('a deactivated user reads their counts', async () => {
    const user = await makeUser(ctx);
    await makeDestination(ctx, user);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
    const res = await stats(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ destinations_count: 1 });
  });

  it('an admin gets their own counts, not the site’s', async () => {
    const admin = await makeAdmin(ctx);
    const res = await stats(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ destinations_count: 0, itineraries_count: 0, likes_received: 0 });
  });
});
