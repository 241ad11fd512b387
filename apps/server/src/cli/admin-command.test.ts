import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema.js';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { makeUser, signIn } from '../../test/builders.js';
import { currentTotp } from '../../test/totp.js';
import { runAdminCommand, usage } from './admin-command.js';

describe('npm run admin (break-glass CLI)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdminCommand(ctx.database.db, args, (line) => lines.push(line));
    // Written outside the app, as the CLI's own process does: wait for its notification to reach
    // this instance's viewer cache (on PostgreSQL it arrives after the commit, not with it).
    await ctx.database.sync();
    return { code, lines };
  };

  it('grant makes an account super admin, audited; list shows it; the account then uses the admin API', async () => {
    const user = await makeUser(ctx, { email: 'rescue@pintrip.test' });
    expect(await run('list')).toEqual({ code: 0, lines: ['no administrators'] });
    expect(
      (await ctx.app.inject({ url: '/api/admin/users', headers: { cookie: user.cookie } })).statusCode,
    ).toBe(403);

    const granted = await run('grant', 'Rescue@Pintrip.test');
    expect(granted).toEqual({ code: 0, lines: ['rescue@pintrip.test is now a super admin'] });
    const listed = await run('list');
    expect(listed.lines[0]).toMatch(/^rescue@pintrip\.test\tsuper admin\t/);

    const me = (await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).json();
    expect(me).toMatchObject({ is_admin: true, is_super_admin: true });
    const audit = await ctx.app.inject({ url: '/api/admin/audit', headers: { cookie: user.cookie } });
    expect(audit.json().items[0]).toMatchObject({ actor_email: 'cli', actor_id: null, target_id: user.id });
  });

  it('two-factor-off lets an account that lost its second factor sign in with the password, audited', async () => {
    const user = await makeUser(ctx, { email: 'lost-phone@pintrip.test' });
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload as object });
    const { totpURI } = (await post('/api/auth/two-factor/enable', { password: user.password })).json();
    expect(
      (await post('/api/auth/two-factor/verify-totp', { code: await currentTotp(totpURI) })).statusCode,
    ).toBe(200);
    const pending = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password },
    });
    expect(pending.json()).toMatchObject({ twoFactorRedirect: true });

    expect(await run('two-factor-off', 'Lost-Phone@pintrip.test')).toEqual({
      code: 0,
      lines: [
        'lost-phone@pintrip.test signs in with the password alone again; two-factor sign-in can be turned on anew',
      ],
    });
    const [audit] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(audit).toMatchObject({
      action: 'user.two_factor_off',
      actorEmail: 'cli',
      after: { two_factor_enabled: false },
    });
    const cookie = await signIn(ctx, user.email);
    const me = await ctx.app.inject({ url: '/api/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ email: user.email, two_factor_enabled: false });
    expect(await run('two-factor-off', 'nobody@pintrip.test')).toEqual({
      code: 1,
      lines: ['no account with the email nobody@pintrip.test'],
    });
  });

  it('an unknown email or command fails with a clear line and a non-zero code', async () => {
    expect(await run('grant', 'nobody@pintrip.test')).toEqual({
      code: 1,
      lines: ['no account with the email nobody@pintrip.test: sign up first'],
    });
    expect(await run('grant')).toEqual({ code: 2, lines: [usage] });
    expect(await run('frobnicate')).toEqual({ code: 2, lines: [usage] });
  });
});
