import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { defaultPassword, makeDeactivatedUser, makeUser, signIn } from '../../test/builders.js';
import { users } from '../db/schema.js';

describe('accounts and sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_EMAILS: 'boss@pintrip.test' });
  });
  afterAll(async () => ctx?.close());

  it('a visitor gets 401 from /api/me', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('signs up, signs in and reads /api/me with default flags and an empty profile', async () => {
    const user = await makeUser(ctx, { email: 'kim@pintrip.test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      email: 'kim@pintrip.test',
      is_active: true,
      is_admin: false,
      is_super_admin: false,
      profile: { full_name: null, phone: null, location: null },
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    await makeUser(ctx, { email: 'cookie@pintrip.test' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'cookie@pintrip.test', password: defaultPassword },
    });
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith('pintrip.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it.each([
    ['short', 'ab1!'],
    ['no digit', 'abcdefgh!'],
    ['no letter', '12345678!'],
    ['no special', 'abcd12345'],
    ['a forbidden character', 'abcd1234!^'],
  ])('the server refuses a weak password (%s) and creates no account', async (_reason, password) => {
    const email = `weak-${Math.random().toString(36).slice(2)}@pintrip.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password, name: 'weak' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.body).toContain('비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('treats emails case-insensitively and trims them', async () => {
    await makeUser(ctx, { email: 'mixed@pintrip.test' });
    const cookie = await signIn(ctx, '  MIXED@Pintrip.TEST ');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.json().email).toBe('mixed@pintrip.test');
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: 'Mixed@pintrip.test', password: defaultPassword, name: 'dup' },
    });
    // better-auth may answer as if it worked (so addresses cannot be probed), but no second account exists.
    expect(dup.statusCode).toBeLessThan(500);
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'mixed@pintrip.test'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong password', async () => {
    await makeUser(ctx, { email: 'wrong@pintrip.test' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'wrong@pintrip.test', password: 'Nope1234!' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('signs out: the cookie no longer works', async () => {
    const user = await makeUser(ctx);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(401);
  });

  it('reports a deactivated account as is_active false', async () => {
    const user = await makeDeactivatedUser(ctx);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(res.json().is_active).toBe(false);
  });

  it('makes ADMIN_EMAILS accounts super admins at sign-up', async () => {
    const boss = await makeUser(ctx, { email: 'Boss@pintrip.test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: boss.cookie } });
    expect(res.json()).toMatchObject({ is_admin: true, is_super_admin: true });
  });

  it('records the last login time', async () => {
    const user = await makeUser(ctx);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
  });
});

describe('rate limiting', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('answers 429 after too many sign-in attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nobody@pintrip.test', password: 'Wrong123!' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
