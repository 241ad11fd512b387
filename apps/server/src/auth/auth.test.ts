import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { defaultPassword, makeDeactivatedUser, makeUser, signIn } from '../../test/builders.js';
import { users } from '../db/schema.js';

describe('accounts and sessions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
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

/** The link of the last mail sent to an address, as a path the app can be asked for. */
function linkIn(ctx: TestContext, to: string): string {
  const message = [...ctx.mail].reverse().find((m) => m.to === to);
  const match = message?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link mailed to ${to}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

describe('email verification required (REQUIRE_EMAIL_VERIFICATION=true)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('mails a link at sign-up, refuses the login until it is followed, then signs in', async () => {
    const email = 'verify-me@pintrip.test';
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: defaultPassword, name: 'verify', callbackURL: '/?email_verified=1' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(ctx.mail.filter((m) => m.to === email)).toHaveLength(1);
    const link = linkIn(ctx, email);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);

    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: defaultPassword, callbackURL: '/?email_verified=1' },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(early.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/session_token=[^;]/));
    // A fresh link comes with the refusal.
    expect(ctx.mail.filter((m) => m.to === email)).toHaveLength(2);

    const follow = await ctx.app.inject({ method: 'GET', url: linkIn(ctx, email) });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/?email_verified=1');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);

    const cookie = await signIn(ctx, email);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().email).toBe(email);
  });

  it('a forged token verifies nothing', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=forged&callbackURL=/',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers.location ?? '').toMatch(/error=/);
  });
});

describe('password reset by mail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const request = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
  const reset = (token: string, newPassword: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

  it('mails a link that leads to the reset page, which sets a new strong password', async () => {
    const user = await makeUser(ctx, { email: 'forgetful@pintrip.test' });
    expect((await request('  Forgetful@pintrip.test ')).statusCode).toBe(200);
    const link = linkIn(ctx, user.email);
    expect(link).toMatch(/^\/api\/auth\/reset-password\/[^/?]+\?callbackURL=%2Freset-password$/);

    const landing = await ctx.app.inject({ method: 'GET', url: link });
    expect(landing.statusCode).toBe(302);
    const location = new URL(landing.headers.location as string, 'http://localhost');
    expect(location.pathname).toBe('/reset-password');
    const token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    // The policy of spec 1 §5 holds here too.
    const weak = await reset(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.');

    const done = await reset(token, 'NewTrip456!');
    expect(done.statusCode).toBe(200);
    // Every session of the account ends with the reset.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(401);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: defaultPassword },
    });
    expect(old.statusCode).toBe(401);
    await signIn(ctx, user.email, 'NewTrip456!');
    // A link works once.
    expect((await reset(token, 'Another789!')).statusCode).toBe(400);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = ctx.mail.length;
    const res = await request('nobody-here@pintrip.test');
    expect(res.statusCode).toBe(200);
    expect(ctx.mail.length).toBe(before);
  });

  it('an expired or forged link lands on the reset page with an error', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/forged-token?callbackURL=%2Freset-password',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${ctx.config.publicUrl}/reset-password?error=INVALID_TOKEN`);
  });
});
