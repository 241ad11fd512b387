import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { makeUser } from '../../test/builders.js';
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

  it('an unknown email or command fails with a clear line and a non-zero code', async () => {
    expect(await run('grant', 'nobody@pintrip.test')).toEqual({
      code: 1,
      lines: ['no account with the email nobody@pintrip.test: sign up first'],
    });
    expect(await run('grant')).toEqual({ code: 2, lines: [usage] });
    expect(await run('frobnicate')).toEqual({ code: 2, lines: [usage] });
  });
});
