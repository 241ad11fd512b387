/**
 * The viewer cache (viewer-cache.ts): a signed-in request reads no session from the database
 * while nothing changed, and every change to an account — whoever makes it — reaches every
 * instance at once through the `pintrip_viewers` notifications (migration 0014).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createViewerCache } from './viewer-cache.js';
import type { Viewer } from './viewer.js';
import { createSecondInstance, createTestContext, soon, type TestContext } from '../../test/helpers.js';
import { destinationBody, makeAdmin, makeUser, signIn, type TestUser } from '../../test/builders.js';
import { users } from '../db/schema.js';
import { runAdminCommand } from '../cli/admin-command.js';

const viewerOf = (id: string): Viewer => ({
  id,
  email: `${id}@pintrip.test`,
  name: id,
  image: null,
  isActive: true,
  isAdmin: false,
  isSuperAdmin: false,
  twoFactorEnabled: false,
});

describe('createViewerCache', () => {
  const loaded = (id: string, expiresAt = Number.MAX_SAFE_INTEGER, keep = true) => ({
    viewer: viewerOf(id),
    expiresAt,
    keep,
  });

  it('keeps a viewer by token, forgets every session of an account at once, and tells listeners', async () => {
    const cache = createViewerCache();
    let loads = 0;
    const load = (id: string) => async () => {
      loads += 1;
      return loaded(id);
    };
    const forgotten: string[] = [];
    cache.onForget((id) => forgotten.push(id));
    await cache.get('t1', load('a'));
    await cache.get('t2', load('a'));
    await cache.get('t3', load('b'));
    expect((await cache.get('t1', load('a')))?.id).toBe('a');
    expect(loads).toBe(3);
    cache.forgetUser('a');
    expect(cache.size).toBe(1);
    expect(forgotten).toEqual(['a']);
    await cache.get('t1', load('a'));
    await cache.get('t3', load('b'));
    expect(loads).toBe(4);
  });

  it('keeps an entry at most the ttl, never past its session, and not when asked not to', async () => {
    let clock = 1_000;
    const cache = createViewerCache({ ttlMs: 60_000, now: () => clock });
    let loads = 0;
    const load =
      (expiresAt: number, keep = true) =>
      async () => {
        loads += 1;
        return loaded('a', expiresAt, keep);
      };
    await cache.get('long', load(10_000_000));
    await cache.get('short', load(5_000));
    await cache.get('extending', load(10_000_000, false));
    clock = 4_000;
    await cache.get('long', load(10_000_000));
    await cache.get('short', load(5_000));
    await cache.get('extending', load(10_000_000, false));
    expect(loads).toBe(4); // only the one not to keep loaded again
    clock = 6_000;
    await cache.get('short', load(5_000)); // its session ended: loaded again (and refused there)
    expect(loads).toBe(5);
    clock = 62_000;
    await cache.get('long', load(10_000_000));
    expect(loads).toBe(6);
  });

  it('evicts the least recently used beyond maxEntries', async () => {
    const cache = createViewerCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loaded('a');
    };
    await cache.get('x', load);
    await cache.get('y', load);
    await cache.get('x', load); // x is now the most recent
    await cache.get('z', load); // evicts y
    expect(cache.size).toBe(2);
    await cache.get('x', load);
    expect(loads).toBe(3);
    await cache.get('y', load);
    expect(loads).toBe(4);
  });

  it('keeps nothing while notifications cannot arrive, and nothing from before a new connection', async () => {
    let epoch: number | null = 1;
    const cache = createViewerCache({ epoch: () => epoch });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loaded('a');
    };
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads).toBe(1);
    epoch = null;
    await cache.get('t', load);
    await cache.get('t', load);
    expect(loads).toBe(3);
    expect(cache.size).toBe(0);
    epoch = 2;
    await cache.get('t', load);
    epoch = 3;
    await cache.get('t', load);
    expect(loads).toBe(5);
  });

  it('does not keep a viewer whose load was under way when an account was forgotten', async () => {
    const cache = createViewerCache();
    let release: () => void = () => undefined;
    const pending = cache.get(
      't',
      () =>
        new Promise((resolve) => {
          release = () => resolve(loaded('a'));
        }),
    );
    cache.forgetUser('a');
    release();
    expect((await pending)?.id).toBe('a');
    expect(cache.size).toBe(0);
  });
});

describe('the viewer of a signed-in request', () => {
  let ctx: TestContext;
  let queries: string[] = [];
  let superAdmin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: (text) => queries.push(text) });
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
  });
  afterAll(async () => ctx?.close());

  const inject = (
    app: TestContext['app'],
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = async (cookie: string, app = ctx.app) => inject(app, 'GET', '/api/me', cookie);
  const isSessionQuery = (text: string) => /from "sessions"/.test(text);

  it('is read from the database once, then from memory', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    queries = [];
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect(queries.filter(isSessionQuery)).toEqual([]);
  });

  it('deactivation and reactivation hold at once (admin toggle-status)', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).json()).toMatchObject({ is_active: true });
    const off = await inject(ctx.app, 'POST', `/api/admin/users/${user.id}/toggle-status`, superAdmin.cookie);
    expect(off.statusCode).toBe(200);
    expect((await me(user.cookie)).json()).toMatchObject({ is_active: false });
    const write = await inject(ctx.app, 'POST', '/api/destinations', user.cookie, destinationBody());
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: { code: 'account_inactive' } });
    await inject(ctx.app, 'POST', `/api/admin/users/${user.id}/toggle-status`, superAdmin.cookie);
    expect((await me(user.cookie)).json()).toMatchObject({ is_active: true });
  });

  it('granting and removing admin rights hold at once', async () => {
    const user = await makeUser(ctx);
    expect((await inject(ctx.app, 'GET', '/api/admin/users', user.cookie)).statusCode).toBe(403);
    const grant = await inject(ctx.app, 'POST', '/api/admin/admins', superAdmin.cookie, {
      user_id: user.id,
    });
    expect(grant.statusCode).toBe(201);
    expect((await inject(ctx.app, 'GET', '/api/admin/users', user.cookie)).statusCode).toBe(200);
    const remove = await inject(ctx.app, 'PATCH', `/api/admin/admins/${user.id}`, superAdmin.cookie, {
      is_admin: false,
    });
    expect(remove.statusCode).toBe(200);
    const refused = await inject(ctx.app, 'GET', '/api/admin/users', user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'admin_required' } });
  });

  it('signing out ends the session at once', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const out = await inject(ctx.app, 'POST', '/api/auth/sign-out', user.cookie, {});
    expect(out.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it("a password change ends the account's other sessions at once", async () => {
    const user = await makeUser(ctx);
    const other = await signIn(ctx, user.email, user.password);
    expect((await me(other)).statusCode).toBe(200);
    const changed = await inject(ctx.app, 'POST', '/api/auth/change-password', user.cookie, {
      currentPassword: user.password,
      newPassword: 'Changed123!',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('a new account picture is on the next request (update-user)', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).json()).toMatchObject({ profile: { avatar_url: null } });
    const updated = await inject(ctx.app, 'POST', '/api/auth/update-user', user.cookie, {
      image: '/api/avatars/new-picture.svg',
    });
    expect(updated.statusCode).toBe(200);
    expect((await me(user.cookie)).json()).toMatchObject({
      profile: { avatar_url: '/api/avatars/new-picture.svg' },
    });
  });

  // A writer outside the app (psql, `npm run admin`) is heard once its notification arrives: at
  // once on the embedded database, within the notification's flight on PostgreSQL.
  it('two-factor turned on by any writer (psql) and off by `npm run admin` is heard', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).json()).toMatchObject({ two_factor_enabled: false });
    await ctx.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await soon(async () => (await me(user.cookie)).json().two_factor_enabled === true);
    await runAdminCommand(ctx.database.db, ['two-factor-off', user.email], () => undefined);
    await soon(async () => (await me(user.cookie)).json().two_factor_enabled === false);
  });

  it('a deleted account is signed out at once', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const deleted = await inject(ctx.app, 'DELETE', `/api/admin/users/${user.id}`, superAdmin.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('a session row deleted by any writer (psql) is refused once heard', async () => {
    const user = await makeUser(ctx);
    expect((await me(user.cookie)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    await soon(async () => (await me(user.cookie)).statusCode === 401);
  });

  it('tells the event stream of a changed viewer to reconnect', async () => {
    const user = await makeUser(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`${address}/api/events`, { headers: { cookie: user.cookie } });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      expect(text).toContain(': connected');
      await inject(ctx.app, 'POST', `/api/admin/users/${user.id}/toggle-status`, superAdmin.cookie);
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
      expect(text).toContain('event: reconnect');
    } finally {
      await ctx.app.server.close();
    }
  });
});

describe('across two instances on one database', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  let superAdmin: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    second = await createSecondInstance(ctx);
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  it('a user deactivated through A is refused by B, which shows is_active false', async () => {
    const b = second.app;
    const user = await makeUser(ctx);
    // Signed in and known to B (its viewer is in B's memory).
    const first = await b.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(first.json()).toMatchObject({ is_active: true });
    const off = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/toggle-status`,
      headers: { cookie: superAdmin.cookie },
    });
    expect(off.statusCode).toBe(200);
    const meOnB = () => b.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    await soon(async () => (await meOnB()).json().is_active === false);
    const write = await b.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: { cookie: user.cookie },
      payload: destinationBody(),
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ error: { code: 'account_inactive' } });
  });

  it('admin rights removed through A are refused by B', async () => {
    const b = second.app;
    const admin = await makeAdmin(ctx);
    const list = () =>
      b.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } });
    expect((await list()).statusCode).toBe(200);
    const removed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/admins/${admin.id}`,
      headers: { cookie: superAdmin.cookie },
      payload: { is_admin: false },
    });
    expect(removed.statusCode).toBe(200);
    await soon(async () => (await list()).statusCode === 403);
    expect((await list()).json()).toMatchObject({ error: { code: 'admin_required' } });
  });
});
