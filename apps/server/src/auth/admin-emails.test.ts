/**
 * ADMIN_EMAILS grants super admin only to a verified address: typing the address at sign-up
 * proves nothing, following the mailed link (or a provider vouching for it) does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { defaultPassword, makeUser, signIn } from '../../test/builders.js';
import { users } from '../db/schema.js';
import { createMemoryMailer } from '../lib/mailer.js';
import { adminEmailsHint, applyAdminEmails, createAuth } from './auth.js';

/** The link of the last mail sent to an address, as a path the app can be asked for. */
function linkIn(ctx: TestContext, to: string): string {
  const message = [...ctx.mail].reverse().find((m) => m.to === to);
  const match = message?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link mailed to ${to}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

const rights = async (ctx: TestContext, cookie: string) => {
  const me = (await ctx.app.inject({ url: '/api/me', headers: { cookie } })).json();
  return { is_admin: me.is_admin, is_super_admin: me.is_super_admin };
};

const none = { is_admin: false, is_super_admin: false };
const superAdmin = { is_admin: true, is_super_admin: true };

describe('ADMIN_EMAILS: super admin for a verified address only', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      ADMIN_EMAILS: 'admin@example.com, boss@pintrip.test, early@pintrip.test, social@pintrip.test',
    });
  });
  afterAll(async () => ctx?.close());

  it('the first sign-up with the address (any case, spaces, any password) is NOT super admin', async () => {
    const squatter = await makeUser(ctx, { email: ' Admin@Example.com ', password: 'Guess123!' });
    expect(await rights(ctx, squatter.cookie)).toEqual(none);
    expect(
      (await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: squatter.cookie } })).statusCode,
    ).toBe(403);
  });

  it('an unverified listed sign-up gets a verification link; following it makes the account super admin', async () => {
    const boss = await makeUser(ctx, { email: '  BOSS@Pintrip.TEST' });
    expect(await rights(ctx, boss.cookie)).toEqual(none);
    // Mailed to the normalized address, although REQUIRE_EMAIL_VERIFICATION is off.
    const link = linkIn(ctx, 'boss@pintrip.test');
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);

    const follow = await ctx.app.inject({ method: 'GET', url: link });
    expect(follow.statusCode).toBe(302);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'boss@pintrip.test'));
    expect(row?.emailVerified).toBe(true);
    expect(await rights(ctx, boss.cookie)).toEqual(superAdmin);
  });

  it('a verified listed address that is not yet admin becomes super admin at its next sign-in', async () => {
    const early = await makeUser(ctx, { email: 'early@pintrip.test' });
    // Verified while the address was not listed (or by an earlier version): no grant yet.
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, early.id));
    expect(await rights(ctx, early.cookie)).toEqual(none);
    const cookie = await signIn(ctx, early.email);
    expect(await rights(ctx, cookie)).toEqual(superAdmin);
  });

  it('a verified address that is not listed gets nothing; a listed one created verified (a provider vouched) is super admin', async () => {
    const plain = await makeUser(ctx);
    await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, plain.id));
    expect(await rights(ctx, await signIn(ctx, plain.email))).toEqual(none);

    // What a social sign-in does: better-auth creates the user with the provider's email_verified.
    const auth = createAuth({
      config: ctx.config,
      db: ctx.database.db,
      mailer: createMemoryMailer(),
      secret: 'test-secret-test-secret-test-secret-0123',
      rateLimit: false,
    });
    const internal = (await auth.$context).internalAdapter;
    const created = await internal.createUser(
      { email: 'social@pintrip.test', name: 'social', emailVerified: true },
      { method: 'oauth', oauth: { providerId: 'google', profile: { email_verified: true } } },
    );
    const session = await internal.createSession(created.id, false);
    const cookie = `pintrip.session_token=${await signedToken(session.token)}`;
    expect(await rights(ctx, cookie)).toEqual(superAdmin);
  });

  it('at start, applyAdminEmails grants verified listed accounts only', async () => {
    const ctx2 = await createTestContext();
    try {
      const verified = await makeUser(ctx2, { email: 'v@pintrip.test' });
      const unverified = await makeUser(ctx2, { email: 'u@pintrip.test' });
      await ctx2.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, verified.id));
      await applyAdminEmails(ctx2.database.db, ['v@pintrip.test', 'u@pintrip.test']);
      expect(await rights(ctx2, verified.cookie)).toEqual(superAdmin);
      expect(await rights(ctx2, unverified.cookie)).toEqual(none);
    } finally {
      await ctx2.close();
    }
  });
});

/** The session cookie's value for a token, signed as better-auth signs it. */
async function signedToken(token: string): Promise<string> {
  const { createHmac } = await import('node:crypto');
  const signature = createHmac('sha256', 'test-secret-test-secret-test-secret-0123')
    .update(token)
    .digest('base64');
  return encodeURIComponent(`${token}.${signature}`);
}

describe('ADMIN_EMAILS without mail (no SMTP_URL)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ADMIN_EMAILS: 'chief@pintrip.test' });
  });
  afterAll(async () => ctx?.close());

  it('logs how to finish at start and at the listed sign-up: npm run admin -- grant EMAIL', async () => {
    const lines: string[] = [];
    const auth = createAuth({
      config: ctx.config,
      db: ctx.database.db,
      mailer: createMemoryMailer(),
      secret: 'test-secret-test-secret-test-secret-0123',
      rateLimit: false,
      log: { warn: (line) => lines.push(line) },
    });
    expect(lines).toEqual([adminEmailsHint()]);
    expect(lines[0]).toContain('npm run admin -- grant EMAIL');

    await auth.api.signUpEmail({
      body: { email: 'someone@pintrip.test', password: defaultPassword, name: 'x' },
    });
    expect(lines).toHaveLength(1);
    await auth.api.signUpEmail({
      body: { email: ' Chief@pintrip.test', password: defaultPassword, name: 'x' },
    });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('npm run admin -- grant chief@pintrip.test');
  });

  it('with SMTP_URL set, nothing is logged at start', async () => {
    const lines: string[] = [];
    createAuth({
      config: { ...ctx.config, SMTP_URL: 'smtp://127.0.0.1:2525' },
      db: ctx.database.db,
      mailer: createMemoryMailer(),
      secret: 'test-secret-test-secret-test-secret-0123',
      log: { warn: (line) => lines.push(line) },
    });
    expect(lines).toEqual([]);
  });
});
