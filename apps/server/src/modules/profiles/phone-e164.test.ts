/**
 * Phones in E.164 (issue 20 item 12). PATCH /api/me/profile keeps its contract — `+82 ` then digits
 * and hyphens, else 400 `phone_invalid` — and `phone` is answered as sent; beside it the server
 * answers `phone_e164`, parsed with libphonenumber-js, or null for a number it does not know.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../../../test/builders.js';
import { profiles } from '../../db/schema.js';

describe('profile phone in E.164', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const patch = (user: TestUser | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const me = async (user: TestUser) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).json();

  it('a visitor gets 401, a deactivated user 403 account_inactive', async () => {
    expect((await patch(null, { phone: '+82 010-1234-5678' })).statusCode).toBe(401);
    const inactive = await makeDeactivatedUser(ctx);
    const res = await patch(inactive, { phone: '+82 010-1234-5678' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
  });

  it.each([
    ['+82 010-1234-5678', '+821012345678'],
    ['+82 01012345678', '+821012345678'],
    ['+82 10-1234-5678', '+821012345678'],
    ['+82 02-312-3456', '+8223123456'],
    ['+82 1234', null],
  ])('%s is answered as sent, with phone_e164 %s, in the answer and GET /api/me', async (phone, e164) => {
    const user = await makeUser(ctx);
    const res = await patch(user, { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone, phone_e164: e164 });
    expect((await me(user)).profile).toMatchObject({ phone, phone_e164: e164 });
  });

  it('clearing the phone clears its E.164 form; a bad phone is still 400 phone_invalid', async () => {
    const user = await makeUser(ctx);
    await patch(user, { phone: '+82 010-1234-5678' });
    const bad = await patch(user, { phone: '010-1234-5678' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('phone_invalid');
    expect((await me(user)).profile.phone_e164).toBe('+821012345678');
    const cleared = await patch(user, { phone: null });
    expect(cleared.json()).toMatchObject({ phone: null, phone_e164: null });
    // Another field alone leaves both as they are.
    await patch(user, { phone: '+82 010-9876-5432' });
    await patch(user, { location: '서울' });
    expect((await me(user)).profile).toMatchObject({
      phone: '+82 010-9876-5432',
      phone_e164: '+821098765432',
    });
  });

  it('an admin is held to the same rules', async () => {
    const admin = await makeAdmin(ctx);
    expect((await patch(admin, { phone: '+821012345678' })).statusCode).toBe(400);
    expect((await patch(admin, { phone: '+82 010-5555-0000' })).json().phone_e164).toBe('+821055550000');
  });

  it('migration 0010 gave the phones saved before it their E.164 form', async () => {
    const [a, b, c] = [await makeUser(ctx), await makeUser(ctx), await makeUser(ctx)];
    const rows: Array<[TestUser, string]> = [
      [a, '+82 010-1234-5678'],
      [b, '+82 10-2222-3333'],
      [c, '+82 1-2'],
    ];
    for (const [user, phone] of rows) {
      await ctx.database.db
        .update(profiles)
        .set({ phone, phoneE164: null })
        .where(eq(profiles.userId, user.id));
    }
    const migration = readFileSync(
      new URL('../../db/migrations/0010_plan_coordinates_phone_e164.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await ctx.database.db.execute(sql.raw(backfill));
    const e164 = async (user: TestUser) =>
      (await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user.id)))[0]?.phoneE164;
    expect(await e164(a)).toBe('+821012345678');
    expect(await e164(b)).toBe('+821022223333');
    expect(await e164(c)).toBeNull();
  });
});
