/**
 * Two-factor sign-in (better-auth's twoFactor plugin): optional for everyone, an authenticator
 * app's code (TOTP) or a single-use backup code as the second step; ADMIN_REQUIRE_2FA asks it of
 * every admin before the admin routes answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { defaultPassword, makeAdmin, makeUser, type TestUser } from '../../test/builders.js';
import { currentTotp } from '../../test/totp.js';
import { twoFactors, users } from '../db/schema.js';

/** The cookies a response sets, merged over `previous` (an emptied cookie is dropped). */
function cookiesAfter(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
    const [pair = ''] = line.split(';');
    const [name = '', ...value] = pair.split('=');
    const text = value.join('=');
    if (text === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, text);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

const hasSession = (cookie: string) => /pintrip\.session_token=/.test(cookie);

describe('two-factor sign-in (TOTP and backup codes)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth${url}`,
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const me = async (cookie: string) => ctx.app.inject({ url: '/api/me', headers: { cookie } });
  const signInFirstStep = async (user: TestUser) => {
    const res = await post('/sign-in/email', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    return res;
  };

  /** Turns 2FA on for `user` (enable with the password, confirm with a code); returns the new cookie. */
  async function enable(user: TestUser) {
    const started = await post('/two-factor/enable', { password: user.password }, user.cookie);
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json() as { totpURI: string; backupCodes: string[] };
    const confirmed = await post(
      '/two-factor/verify-totp',
      { code: await currentTotp(totpURI) },
      user.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    return { totpURI, backupCodes, cookie: cookiesAfter(confirmed, user.cookie) };
  }

  it('a visitor cannot enable it; a wrong password enables nothing', async () => {
    expect((await post('/two-factor/enable', { password: defaultPassword })).statusCode).toBe(401);
    const user = await makeUser(ctx);
    const wrong = await post('/two-factor/enable', { password: 'Wrong123!' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect(await ctx.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
  });

  it('is off until a first code confirms it; the secret and backup codes are stored encrypted', async () => {
    const user = await makeUser(ctx);
    const started = await post('/two-factor/enable', { password: user.password }, user.cookie);
    const { totpURI, backupCodes } = started.json() as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Pintrip:/);
    expect(backupCodes).toHaveLength(10);
    expect((await me(user.cookie)).json().two_factor_enabled).toBe(false);
    // Not confirmed yet: signing in still takes the password alone.
    expect(hasSession(cookiesAfter(await signInFirstStep(user)))).toBe(true);

    const [row] = await ctx.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id));
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    expect(row?.verified).toBe(false);
    expect(row?.secret).not.toContain(secret);
    expect(backupCodes.some((code) => row?.backupCodes.includes(code))).toBe(false);

    const wrong = await post('/two-factor/verify-totp', { code: '000000' }, user.cookie);
    expect(wrong.statusCode).toBe(401);
    const right = await post('/two-factor/verify-totp', { code: await currentTotp(totpURI) }, user.cookie);
    expect(right.statusCode).toBe(200);
    expect((await me(cookiesAfter(right, user.cookie))).json().two_factor_enabled).toBe(true);
  });

  it('once on, the password alone gives no session; the authenticator code does', async () => {
    const user = await makeUser(ctx);
    const { totpURI } = await enable(user);

    const first = await signInFirstStep(user);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const pending = cookiesAfter(first);
    expect(hasSession(pending)).toBe(false);
    expect(pending).toMatch(/pintrip\.two_factor=/);
    expect((await me(pending)).statusCode).toBe(401);

    const wrong = await post('/two-factor/verify-totp', { code: '123456' }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');
    const right = await post('/two-factor/verify-totp', { code: await currentTotp(totpURI) }, pending);
    expect(right.statusCode).toBe(200);
    const signedIn = cookiesAfter(right, pending);
    expect(hasSession(signedIn)).toBe(true);
    expect((await me(signedIn)).json()).toMatchObject({ id: user.id, two_factor_enabled: true });
  });

  it('a code without the first step (no two-factor cookie) signs nobody in', async () => {
    const user = await makeUser(ctx);
    const { totpURI } = await enable(user);
    const res = await post('/two-factor/verify-totp', { code: await currentTotp(totpURI) });
    expect(res.statusCode).toBe(401);
    expect(hasSession(cookiesAfter(res))).toBe(false);
  });

  it('a backup code works once', async () => {
    const user = await makeUser(ctx);
    const { backupCodes } = await enable(user);
    const code = backupCodes[0] ?? '';

    const pending = cookiesAfter(await signInFirstStep(user));
    const used = await post('/two-factor/verify-backup-code', { code }, pending);
    expect(used.statusCode).toBe(200);
    expect((await me(cookiesAfter(used, pending))).statusCode).toBe(200);

    const again = cookiesAfter(await signInFirstStep(user));
    const reused = await post('/two-factor/verify-backup-code', { code }, again);
    expect(reused.statusCode).toBe(401);
    expect(hasSession(cookiesAfter(reused, again))).toBe(false);
    const next = await post('/two-factor/verify-backup-code', { code: backupCodes[1] ?? '' }, again);
    expect(next.statusCode).toBe(200);
  });

  it('disabling takes the password; then the password alone signs in again', async () => {
    const user = await makeUser(ctx);
    const { cookie } = await enable(user);
    expect((await post('/two-factor/disable', { password: 'Wrong123!' }, cookie)).statusCode).toBe(400);
    const off = await post('/two-factor/disable', { password: user.password }, cookie);
    expect(off.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.twoFactorEnabled).toBe(false);
    expect(hasSession(cookiesAfter(await signInFirstStep(user)))).toBe(true);
  });
});

describe('ADMIN_REQUIRE_2FA=true', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_REQUIRE_2FA: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('an admin without two-factor sign-in gets 403 two_factor_required from every admin route; with it, 200', async () => {
    const admin = await makeAdmin(ctx, { superAdmin: true });
    const blocked = ctx.app.apiRoutes.filter((r) => r.access === 'admin' || r.access === 'super_admin');
    expect(blocked.length).toBeGreaterThan(5);
    for (const route of blocked) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.code, `${route.method} ${route.url}`).toBe('two_factor_required');
    }
    // The rest of the app still answers: an admin is a user too.
    expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );

    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      headers: { cookie: admin.cookie },
      payload: { password: admin.password },
    });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      headers: { cookie: admin.cookie },
      payload: { code: await currentTotp(started.json().totpURI) },
    });
    const cookie = cookiesAfter(confirmed, admin.cookie);
    const users = await ctx.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(users.statusCode).toBe(200);
  });

  it('a user who is not an admin still gets admin_required', async () => {
    const user = await makeUser(ctx);
    const res = await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('admin_required');
  });
});
