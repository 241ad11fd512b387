/**
 * The admin lists kept in memory (admin-reads.ts, migration 0032, docs/decisions/0062): a page read
 * again sends no statement, and every change to what a list shows — made on another instance, or
 * by a sign-in, a report or psql — drops it there at once: the next read answers the change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminUser, AuditEntry, Page, Report } from '@pintrip/shared';
import { createSecondInstance, createTestContext, soon, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeDestination, makeUser, signIn, type TestUser } from '../../../test/builders.js';
import { createQueryRecorder } from '../../../test/fixtures/query-plans.js';
import { profiles, users } from '../../db/schema.js';
import { createAdminReads } from './admin-reads.js';

describe('createAdminReads', () => {
  it('keeps a page by list and query, and drops only the list a change names', async () => {
    const reads = createAdminReads();
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    expect(await reads.read('users', ['page', undefined, 20], load('u'))).toBe('u');
    expect(await reads.read('users', ['page', undefined, 20], load('again'))).toBe('u');
    expect(await reads.read('users', ['page', 'kim', 20], load('kim'))).toBe('kim');
    expect(await reads.read('users', ['email', 'kim', 5], load('search'))).toBe('search');
    expect(await reads.read('audit', [20], load('a'))).toBe('a');
    expect(loads).toBe(4);
    reads.changed('users');
    expect(reads.size).toBe(1);
    expect(await reads.read('audit', [20], load('later'))).toBe('a');
    reads.changed('anything else');
    expect(reads.size).toBe(0);
  });
});

describe('admin lists kept in memory, dropped on every instance', () => {
  let ctx: TestContext;
  let other: Awaited<ReturnType<typeof createSecondInstance>>;
  const recorder = createQueryRecorder();
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    other = await createSecondInstance(ctx, { onQuery: recorder.onQuery });
    admin = await makeAdmin(ctx, { superAdmin: true });
    member = await makeUser(ctx);
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  /** A list as the second instance answers it to the admin. */
  const readThere = async <T>(url: string) => {
    const res = await other.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const userThere = async () =>
    (await readThere<Page<AdminUser>>('/api/admin/users?limit=100')).items.find((u) => u.id === member.id);

  it('answers a page read again from memory: no statement', async () => {
    for (const url of ['/api/admin/users', '/api/admin/audit', '/api/admin/reports']) {
      const first = await readThere<unknown>(url);
      const { result, queries } = await recorder.record(() => readThere<unknown>(url));
      expect(result).toEqual(first);
      expect(queries).toEqual([]);
    }
  });

  it('drops the users and audit pages on a deactivation and a role change made on another instance', async () => {
    expect((await userThere())?.is_active).toBe(true);
    const audited = async () =>
      (await readThere<Page<AuditEntry>>('/api/admin/audit')).items.map((e) => e.action);
    const before = await audited();
    expect((await call('POST', `/api/admin/users/${member.id}/toggle-status`)).statusCode).toBe(200);
    await soon(async () => (await userThere())?.is_active === false);
    await soon(async () => (await audited()).length > before.length);
    expect((await audited())[0]).toBe('user.deactivate');
    expect((await call('POST', `/api/admin/users/${member.id}/toggle-status`)).statusCode).toBe(200);
    await soon(async () => (await userThere())?.is_active === true);

    expect((await call('POST', '/api/admin/admins', { user_id: member.id })).statusCode).toBe(201);
    await soon(async () => (await userThere())?.is_admin === true);
    expect((await call('PATCH', `/api/admin/admins/${member.id}`, { is_admin: false })).statusCode).toBe(200);
    await soon(async () => (await userThere())?.is_admin === false);
  });

  it('keeps a user search, any case alike, and drops it on a sign-up, an email change from psql and a deletion', async () => {
    type Found = { items: { id: string; email: string }[] };
    const search = (text: string) =>
      readThere<Found>(`/api/admin/user-search?email=${encodeURIComponent(text)}`);
    const found = async (text: string) => (await search(text)).items.map((item) => item.email);
    expect(await found('kept-search')).toEqual([]);
    const { result, queries } = await recorder.record(() => search('KEPT-Search'));
    expect(result.items).toEqual([]);
    expect(queries).toEqual([]);

    const newcomer = await makeUser(ctx, { email: 'kept-search-1@pintrip.test' });
    await soon(async () => (await found('kept-search')).includes('kept-search-1@pintrip.test'));
    await ctx.database.db.update(users).set({ email: 'moved@pintrip.test' }).where(eq(users.id, newcomer.id));
    await soon(async () => (await found('kept-search')).length === 0);
    expect(await found('moved@')).toEqual(['moved@pintrip.test']);
    await ctx.database.db.delete(users).where(eq(users.id, newcomer.id));
    await soon(async () => (await found('moved@')).length === 0);
  });

  it('drops the users page on a sign-in, a profile edit and a write from psql', async () => {
    const lastLogin = (await userThere())?.last_login;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signIn(ctx, member.email, member.password);
    await soon(async () => (await userThere())?.last_login !== lastLogin);

    await ctx.database.db
      .insert(profiles)
      .values({ userId: member.id, location: '부산' })
      .onConflictDoUpdate({ target: profiles.userId, set: { location: '부산' } });
    await soon(async () => (await userThere())?.profile.location === '부산');
    await ctx.database.db.update(users).set({ name: 'psql' }).where(eq(users.id, member.id));
    await soon(async () => (await userThere())?.name === 'psql');
  });

  it('drops the open reports on a new report, on its item’s change, and on a decision', async () => {
    const destination = await makeDestination(ctx, admin, { title: '신고될 곳' });
    const open = async () => (await readThere<Page<Report>>('/api/admin/reports?limit=100')).items;
    expect((await open()).some((r) => r.target_id === destination.id)).toBe(false);
    const reported = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: member.cookie },
      payload: { target_type: 'destination', target_id: destination.id, reason: '스팸', reason_code: 'spam' },
    });
    expect(reported.statusCode).toBe(201);
    const id = (reported.json() as { id: string }).id;
    await soon(async () => (await open()).some((r) => r.id === id && r.target_excerpt === '신고될 곳'));

    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/destinations/${destination.id}`,
      headers: { cookie: admin.cookie },
      payload: { title: '고친 제목' },
    });
    expect(edited.statusCode).toBe(200);
    await soon(async () => (await open()).find((r) => r.id === id)?.target_excerpt === '고친 제목');

    const decided = await call('POST', `/api/admin/reports/${id}/decision`, { decision: 'dismiss' });
    expect(decided.statusCode).toBe(200);
    await soon(async () => !(await open()).some((r) => r.id === id));
  });
});
