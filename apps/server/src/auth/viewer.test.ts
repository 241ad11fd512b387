/**
 * The viewer from the session cookie: one query in the common case, better-auth's getSession only
 * when the session is due for its daily extension. Signature, expiry and extension through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { makeUser } from '../../test/builders.js';
import { sessions } from '../db/schema.js';
import { sessionCookieName } from './auth.js';
import { signedSessionToken } from './viewer.js';

const day = 24 * 60 * 60 * 1000;

describe('signedSessionToken', () => {
  const secret = 'a'.repeat(40);
  const name = sessionCookieName(false);
  const sign = (token: string) => createHmac('sha256', secret).update(token).digest('base64');

  it('returns the token of a cookie signed with the secret, among other cookies', () => {
    const value = encodeURIComponent(`tok123.${sign('tok123')}`);
    expect(signedSessionToken(`theme=dark; ${name}=${value}; x=1`, name, secret)).toBe('tok123');
  });

  it('refuses a wrong signature, another secret, a missing dot, bad encoding and other names', () => {
    const good = encodeURIComponent(`tok123.${sign('tok123')}`);
    expect(
      signedSessionToken(`${name}=${encodeURIComponent(`tok124.${sign('tok123')}`)}`, name, secret),
    ).toBeNull();
    expect(signedSessionToken(`${name}=${good}`, name, 'b'.repeat(40))).toBeNull();
    expect(signedSessionToken(`${name}=tok123`, name, secret)).toBeNull();
    expect(signedSessionToken(`${name}=%E0%A4%A`, name, secret)).toBeNull();
    expect(signedSessionToken(`__Secure-${name}=${good}`, name, secret)).toBeNull();
    expect(signedSessionToken('', name, secret)).toBeNull();
  });
});

describe('the viewer behind GET /api/me', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

  it('knows a signed-in user and nobody with a tampered cookie', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).json().id).toBe(user.id);
    const tampered = user.cookie.replace(/session_token=([^;.]+)/, 'session_token=$1x');
    expect((await me(tampered)).statusCode).toBe(401);
  });

  it('refuses an expired session and a deleted one', async () => {
    const expired = await makeUser(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect((await me(expired.cookie)).statusCode).toBe(401);

    const deleted = await makeUser(ctx);
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, deleted.id));
    await ctx.database.sync();
    expect((await me(deleted.cookie)).statusCode).toBe(401);
  });

  it('extends a session in use once it is due (a day after its last extension), and not before', async () => {
    const user = await makeUser(ctx);
    const expiresAt = async () =>
      (
        await ctx.database.db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, user.id))
      )[0]?.expiresAt.getTime() ?? 0;

    const fresh = await expiresAt();
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect(await expiresAt()).toBe(fresh);

    // Extended two days ago: 28 days left, so the next request extends it to 30 days again.
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(sessions.userId, user.id));
    await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
    expect((await me(user.cookie)).json().id).toBe(user.id);
    expect(await expiresAt()).toBeGreaterThan(Date.now() + 29 * day);
  });
});
