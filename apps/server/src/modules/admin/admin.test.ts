import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminList, AdminUser, AuditEntry, Comment, Page, Report } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeCategory,
  makeComment,
  makeDestination,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';
import { adminUsers, destinations, itineraries, itineraryLikes, sessions, users } from '../../db/schema.js';
import { rowsOf } from '../../db/raw-sql.js';

describe('administration', () => {
  let ctx: TestContext;
  let superAdmin: TestUser;
  let admin: TestUser;
  let user: TestUser;

  const call = (method: string, url: string, who?: TestUser, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const audit = async () =>
    (await call('GET', '/api/admin/audit?limit=100', admin)).json() as Page<AuditEntry>;

  beforeAll(async () => {
    ctx = await createTestContext();
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
    admin = await makeAdmin(ctx);
    user = await makeUser(ctx, { email: 'Traveller.Kim@pintrip.test' });
  });
  afterAll(async () => ctx?.close());

  it('every admin route: 401 for a visitor, 403 admin_required for a user; delete needs a super admin', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${user.id}/toggle-status`],
      ['GET', '/api/admin/admins'],
      ['GET', '/api/admin/user-search?email=kim'],
      ['POST', '/api/admin/admins', { user_id: user.id }],
      ['PATCH', `/api/admin/admins/${user.id}`, { is_admin: true }],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/reports'],
      ['POST', '/api/categories', { name: '새카테고리' }],
    ];
    for (const [method, url, body] of routes) {
      const visitor = await call(method, url, undefined, body);
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      const plain = await call(method, url, user, body);
      expect(plain.statusCode, `${method} ${url}`).toBe(403);
      expect(plain.json().error.code).toBe('admin_required');
    }
    const del = await call('DELETE', `/api/admin/users/${user.id}`, admin);
    expect(del.statusCode).toBe(403);
    expect(del.json().error.code).toBe('super_admin_required');
    expect((await call('DELETE', `/api/admin/users/${user.id}`, user)).json().error.code).toBe(
      'super_admin_required',
    );
  });

  it('lists users with profile and rights, keyset-paged and searchable by email, name or full name', async () => {
    await call('PATCH', '/api/me/profile', user, { full_name: '김여행', location: '부산' });
    const res = await call('GET', '/api/admin/users?limit=2', admin);
    expect(res.statusCode).toBe(200);
    const first = res.json() as Page<AdminUser>;
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const rest = (
      await call('GET', `/api/admin/users?limit=2&cursor=${first.next_cursor}`, admin)
    ).json() as Page<AdminUser>;
    const ids = [...first.items, ...rest.items].map((u) => u.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).toEqual(expect.arrayContaining([superAdmin.id, admin.id, user.id]));
    const su = [...first.items, ...rest.items].find((u) => u.id === superAdmin.id);
    expect(su).toMatchObject({ is_admin: true, is_super_admin: true, is_active: true });
    expect(su?.last_login).not.toBeNull();

    for (const q of ['traveller.KIM', '김여행', 'vELLER']) {
      const found = (
        await call('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, admin)
      ).json() as Page<AdminUser>;
      expect(
        found.items.map((u) => u.id),
        q,
      ).toEqual([user.id]);
      expect(found.items[0]?.profile).toEqual({ full_name: '김여행', phone: null, location: '부산' });
    }
    const bad = await call('GET', '/api/admin/users?cursor=garbage', admin);
    expect(bad.statusCode).toBe(400);
  });

  it('user search: case-insensitive contains on email, at most 5; blank is email_required', async () => {
    for (let i = 0; i < 6; i += 1) await makeUser(ctx, { email: `search-${i}@findme.test` });
    const res = await call('GET', '/api/admin/user-search?email=FINDME', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(5);
    expect(Object.keys(res.json().items[0]).sort()).toEqual(['created_at', 'email', 'id']);
    for (const url of ['/api/admin/user-search', '/api/admin/user-search?email=%20%20']) {
      const blank = await call('GET', url, admin);
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.code).toBe('email_required');
    }
  });

  it('deactivation takes effect at the next write; reading still works; audited', async () => {
    const target = await makeUser(ctx);
    const destination = await makeDestination(ctx, target);
    const off = await call('POST', `/api/admin/users/${target.id}/toggle-status`, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ is_active: false });
    const comment = await call('POST', `/api/destinations/${destination.id}/comments`, target, {
      content: '안녕',
    });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().error.code).toBe('account_inactive');
    expect((await call('GET', '/api/me', target)).json().is_active).toBe(false);
    expect((await call('GET', `/api/destinations/${destination.id}/comments`, target)).statusCode).toBe(200);
    const on = await call('POST', `/api/admin/users/${target.id}/toggle-status`, admin);
    expect(on.json()).toEqual({ is_active: true });
    expect(
      (await call('POST', `/api/destinations/${destination.id}/comments`, target, { content: '안녕' }))
        .statusCode,
    ).toBe(201);
    const entries = (await audit()).items.filter((e) => e.target_id === target.id);
    expect(entries.map((e) => e.action)).toEqual(['user.activate', 'user.deactivate']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      target_type: 'user',
      before: { is_active: true },
      after: { is_active: false },
    });
  });

  it('nobody acts on themselves; an admin cannot touch a super admin', async () => {
    const self = await call('POST', `/api/admin/users/${admin.id}/toggle-status`, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('forbidden');
    const selfDelete = await call('DELETE', `/api/admin/users/${superAdmin.id}`, superAdmin);
    expect(selfDelete.json().error.code).toBe('forbidden');
    const deactivateSuper = await call('POST', `/api/admin/users/${superAdmin.id}/toggle-status`, admin);
    expect(deactivateSuper.statusCode).toBe(403);
    expect(deactivateSuper.json().error.code).toBe('super_admin_required');
    for (const body of [{ is_super_admin: false }, { is_admin: false }]) {
      const demote = await call('PATCH', `/api/admin/admins/${superAdmin.id}`, admin, body);
      expect(demote.json().error.code).toBe('super_admin_required');
    }
    const grantSuper = await call('PATCH', `/api/admin/admins/${user.id}`, admin, { is_super_admin: true });
    expect(grantSuper.json().error.code).toBe('super_admin_required');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(row?.isActive).toBe(true);
    expect(await ctx.database.db.select().from(adminUsers).where(eq(adminUsers.userId, user.id))).toEqual([]);
  });

  it('admin rights: add, list newest first, toggle; super admin implies admin; last super admin stays', async () => {
    const candidate = await makeUser(ctx);
    const added = await call('POST', '/api/admin/admins', admin, { user_id: candidate.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ user_id: candidate.id, is_admin: true, is_super_admin: false });
    expect((await call('POST', '/api/admin/admins', admin, { user_id: candidate.id })).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/admins', admin, { user_id: 'x'.repeat(32) })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/admins', admin, { user_id: 'nope' })).statusCode).toBe(400);

    const list = (await call('GET', '/api/admin/admins', admin)).json() as AdminList;
    expect(list.items[0]).toMatchObject({ user_id: candidate.id, email: candidate.email, is_admin: true });
    expect(list.items.map((i) => i.user_id)).toEqual(expect.arrayContaining([admin.id, superAdmin.id]));
    // The new admin uses the area at once.
    expect((await call('GET', '/api/admin/users', candidate)).statusCode).toBe(200);

    const promote = await call('PATCH', `/api/admin/admins/${candidate.id}`, superAdmin, {
      is_super_admin: true,
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json()).toEqual({ user_id: candidate.id, is_admin: true, is_super_admin: true });
    // A super admin stays admin.
    const keepAdmin = await call('PATCH', `/api/admin/admins/${candidate.id}`, superAdmin, {
      is_admin: false,
    });
    expect(keepAdmin.json()).toMatchObject({ is_admin: true, is_super_admin: true });
    // Two super admins: one may demote the other, who may then not step down as the last one.
    const demote = await call('PATCH', `/api/admin/admins/${candidate.id}`, superAdmin, {
      is_super_admin: false,
    });
    expect(demote.json()).toEqual({ user_id: candidate.id, is_admin: true, is_super_admin: false });
    const last = await call('PATCH', `/api/admin/admins/${superAdmin.id}`, superAdmin, {
      is_super_admin: false,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('last_super_admin');
    const removeAdmin = await call('PATCH', `/api/admin/admins/${candidate.id}`, admin, { is_admin: false });
    expect(removeAdmin.json()).toEqual({ user_id: candidate.id, is_admin: false, is_super_admin: false });
    expect((await call('GET', '/api/admin/users', candidate)).json().error.code).toBe('admin_required');
    const empty = await call('PATCH', `/api/admin/admins/${candidate.id}`, admin, {});
    expect(empty.statusCode).toBe(400);

    const actions = (await audit()).items.filter((e) => e.target_id === candidate.id).map((e) => e.action);
    expect(actions).toEqual(['admin.update', 'admin.update', 'admin.update', 'admin.grant']);
  });

  it('categories: create, duplicates (trimmed, any case), rename carries destinations, in use, delete; audited', async () => {
    const created = await call('POST', '/api/categories', admin, {
      name: '  Cafe  ',
      name_en: 'Cafe',
      name_ja: 'カフェ',
    });
    expect(created.statusCode).toBe(201);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Cafe', name_en: 'Cafe', name_ja: 'カフェ' });
    for (const name of ['cafe', ' CAFE ']) {
      const dup = await call('POST', '/api/categories', admin, { name });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error.code).toBe('category_exists');
    }
    for (const name of ['', '   ', null]) {
      const blank = await call('POST', '/api/categories', admin, { name });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.code).toBe('name_required');
    }
    const owner = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner, { category: 'Cafe' });
    const renamed = await call('PATCH', `/api/categories/${category.id}`, admin, {
      name: '카페',
      name_en: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '카페', name_en: null, name_ja: 'カフェ' });
    expect((await call('GET', `/api/destinations/${destination.id}`)).json().category).toBe('카페');
    await makeCategory(ctx, '자연');
    const clash = await call('PATCH', `/api/categories/${category.id}`, admin, { name: '자연' });
    expect(clash.json().error.code).toBe('category_exists');
    const inUse = await call('DELETE', `/api/categories/${category.id}`, admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.code).toBe('category_in_use');
    const spare = (await call('POST', '/api/categories', admin, { name: '임시' })).json();
    expect((await call('DELETE', `/api/categories/${spare.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/categories/${spare.id}`, admin)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/categories')).json().items.map((c: { name: string }) => c.name);
    expect(listed).toContain('카페');
    expect(listed).not.toContain('임시');
    const actions = (await audit()).items.filter((e) => e.target_type === 'category');
    expect(actions.map((e) => e.action)).toEqual([
      'category.delete',
      'category.create',
      'category.update',
      'category.create',
    ]);
    expect(actions[2]).toMatchObject({ before: { name: 'Cafe' }, after: { name: '카페' } });
  });

  it('deleting a user removes everything they own and leaves every counter exact', async () => {
    const doomed = await makeUser(ctx);
    const other = await makeUser(ctx);
    const own = await makeDestination(ctx, doomed);
    const theirs = await makeDestination(ctx, other);
    // Likes, bookmarks, comments and reactions of the doomed user on someone else's destination.
    await call('POST', `/api/destinations/${theirs.id}/like`, doomed);
    await call('POST', `/api/destinations/${theirs.id}/bookmark`, doomed);
    await call('POST', `/api/destinations/${theirs.id}/like`, other);
    const post = async (who: TestUser, content: string, parent_id?: string) =>
      (
        await call('POST', `/api/destinations/${theirs.id}/comments`, who, { content, parent_id })
      ).json() as Comment;
    const withReply = await post(doomed, '답글 달린 댓글');
    await post(other, '다른 사람의 답글', withReply.id);
    const alone = await post(doomed, '혼자인 댓글');
    await post(doomed, '내 답글', alone.id);
    const othersComment = await post(other, '남의 댓글');
    await call('POST', `/api/comments/${othersComment.id}/reaction`, doomed, { is_like: true });
    // An itinerary of the user and a like on someone else's.
    const [mine] = await ctx.database.db
      .insert(itineraries)
      .values({ userId: doomed.id, title: '내 일정', startDate: '2025-05-01', endDate: '2025-05-02' })
      .returning();
    const [others] = await ctx.database.db
      .insert(itineraries)
      .values({
        userId: other.id,
        title: '남의 일정',
        startDate: '2025-05-01',
        endDate: '2025-05-02',
        likesCount: 1,
      })
      .returning();
    await ctx.database.db.insert(itineraryLikes).values({ itineraryId: others!.id, userId: doomed.id });

    const before = (await call('GET', `/api/destinations/${theirs.id}`)).json();
    expect(before).toMatchObject({ likes_count: 2, comments_count: 5 });

    const res = await call('DELETE', `/api/admin/users/${doomed.id}`, superAdmin);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', '/api/me', doomed)).statusCode).toBe(401);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, doomed.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, doomed.id))).toEqual([]);
    expect((await call('GET', `/api/destinations/${own.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(itineraries).where(eq(itineraries.id, mine!.id))).toEqual([]);

    const after = (await call('GET', `/api/destinations/${theirs.id}`, other)).json();
    expect(after).toMatchObject({ likes_count: 1, comments_count: 2, is_liked: true });
    const [row] = await ctx.database.db.select().from(destinations).where(eq(destinations.id, theirs.id));
    expect(row?.bookmarksCount).toBe(0);
    const thread = (await call('GET', `/api/destinations/${theirs.id}/comments`, other)).json()
      .items as Comment[];
    // Newest thread first: the other user's own comment, then the deleted one with its reply.
    expect(thread.map((c) => [c.content, c.is_deleted, c.user_id])).toEqual([
      ['남의 댓글', false, other.id],
      ['', true, null],
      ['다른 사람의 답글', false, other.id],
    ]);
    expect(thread[0]?.likes_count).toBe(0);
    const [liked] = await ctx.database.db.select().from(itineraries).where(eq(itineraries.id, others!.id));
    expect(liked?.likesCount).toBe(0);
    // Every counter in the database equals its rows.
    const [drift] = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
      select count(*)::int as n from destinations d where
        likes_count <> (select count(*) from destination_likes where destination_id = d.id)
        or bookmarks_count <> (select count(*) from destination_bookmarks where destination_id = d.id)
        or comments_count <> (select count(*) from comments where destination_id = d.id and not is_deleted and hidden_at is null)`),
    );
    expect(drift?.n).toBe(0);
    const entry = (await audit()).items.find((e) => e.target_id === doomed.id);
    expect(entry).toMatchObject({
      action: 'user.delete',
      actor_id: superAdmin.id,
      target_label: doomed.email,
    });
    expect((await call('DELETE', `/api/admin/users/${doomed.id}`, superAdmin)).statusCode).toBe(404);
  });

  it('reports: once per user and item; hiding takes it out of lists and counts; the author is told', async () => {
    const author = await makeUser(ctx);
    const reporter = await makeUser(ctx);
    const destination = await makeDestination(ctx, author, { title: '신고될 곳' });
    const comment = await makeComment(ctx, author, destination.id, { content: '광고 댓글' });

    expect(
      (
        await call('POST', '/api/reports', undefined, {
          target_type: 'comment',
          target_id: comment.id,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(401);
    const blank = await call('POST', '/api/reports', reporter, {
      target_type: 'comment',
      target_id: comment.id,
      reason: ' ',
    });
    expect(blank.json().error.code).toBe('reason_required');
    const missing = await call('POST', '/api/reports', reporter, {
      target_type: 'comment',
      target_id: '00000000-0000-4000-8000-000000000000',
      reason: '스팸',
    });
    expect(missing.statusCode).toBe(404);
    const first = await call('POST', '/api/reports', reporter, {
      target_type: 'comment',
      target_id: comment.id,
      reason: '스팸',
    });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/api/reports', reporter, {
      target_type: 'comment',
      target_id: comment.id,
      reason: '스팸',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reported');
    await call('POST', '/api/reports', reporter, {
      target_type: 'destination',
      target_id: destination.id,
      reason: '부적절',
    });

    const queue = (await call('GET', '/api/admin/reports', admin)).json() as Page<Report>;
    // One report a page, by cursor (the prepared statement's two shapes), newest first; a bad cursor is a 400.
    const pageOne = (await call('GET', '/api/admin/reports?limit=1', admin)).json() as Page<Report>;
    const pageTwo = (
      await call('GET', `/api/admin/reports?limit=1&cursor=${pageOne.next_cursor}`, admin)
    ).json() as Page<Report>;
    expect([...pageOne.items, ...pageTwo.items].map((r) => r.id)).toEqual(
      queue.items.slice(0, 2).map((r) => r.id),
    );
    expect(queue.items.slice(0, 2).map((r) => r.target_type)).toEqual(['destination', 'comment']);
    const badCursor = await call('GET', '/api/admin/reports?cursor=garbage', admin);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.code).toBe('validation_failed');
    const item = queue.items.find((r) => r.target_id === comment.id);
    expect(item).toMatchObject({
      target_type: 'comment',
      reason: '스팸',
      target_excerpt: '광고 댓글',
      reporter: { id: reporter.id },
    });

    const hide = await call('POST', `/api/admin/reports/${item!.id}/decision`, admin, { decision: 'hide' });
    expect(hide.json()).toEqual({ status: 'hidden' });
    expect(
      (await call('POST', `/api/admin/reports/${item!.id}/decision`, admin, { decision: 'hide' })).statusCode,
    ).toBe(409);
    expect((await call('GET', `/api/destinations/${destination.id}`)).json().comments_count).toBe(0);
    const seenByOther = (await call('GET', `/api/destinations/${destination.id}/comments`, reporter)).json()
      .items;
    expect(seenByOther).toEqual([]);
    const seenByAuthor = (await call('GET', `/api/destinations/${destination.id}/comments`, author)).json()
      .items;
    expect(seenByAuthor[0]).toMatchObject({ content: '광고 댓글', is_hidden: true });
    const seenByAdmin = (await call('GET', `/api/destinations/${destination.id}/comments`, admin)).json()
      .items;
    expect(seenByAdmin[0]).toMatchObject({ is_hidden: true });
    const notices = (await call('GET', '/api/me/notices', author)).json().items;
    expect(notices[0]).toMatchObject({ kind: 'item_hidden', target_type: 'comment', target_id: comment.id });
    // Deleting the hidden comment does not count it twice.
    expect((await call('DELETE', `/api/comments/${comment.id}`, author)).statusCode).toBe(204);
    expect((await call('GET', `/api/destinations/${destination.id}`)).json().comments_count).toBe(0);

    const destReport = ((await call('GET', '/api/admin/reports', admin)).json() as Page<Report>).items.find(
      (r) => r.target_id === destination.id,
    );
    await call('POST', `/api/admin/reports/${destReport!.id}/decision`, admin, { decision: 'hide' });
    const ids = async (who?: TestUser, query = '') =>
      ((await call('GET', `/api/destinations${query}`, who)).json().items as { id: string }[]).map(
        (d) => d.id,
      );
    expect(await ids()).not.toContain(destination.id);
    expect(await ids(reporter, '?q=신고될')).not.toContain(destination.id);
    expect(await ids(reporter, '?sort=recommended')).not.toContain(destination.id);
    expect(await ids(author)).toContain(destination.id);
    expect(await ids(admin)).toContain(destination.id);
    expect((await call('GET', `/api/destinations/${destination.id}`, reporter)).statusCode).toBe(404);
    expect((await call('GET', `/api/destinations/${destination.id}`, author)).json().is_hidden).toBe(true);

    // Dismissing closes only that report.
    const other = await makeDestination(ctx, author);
    await call('POST', '/api/reports', reporter, {
      target_type: 'destination',
      target_id: other.id,
      reason: '글쎄',
    });
    const open = ((await call('GET', '/api/admin/reports', admin)).json() as Page<Report>).items;
    expect(open.map((r) => r.target_id)).toEqual([other.id]);
    const dismiss = await call('POST', `/api/admin/reports/${open[0]!.id}/decision`, admin, {
      decision: 'dismiss',
    });
    expect(dismiss.json()).toEqual({ status: 'dismissed' });
    expect(await ids()).toContain(other.id);
    expect(((await call('GET', '/api/admin/reports', admin)).json() as Page<Report>).items).toEqual([]);
    const moderation = (await audit()).items
      .filter((e) => e.action.startsWith('report.'))
      .map((e) => e.action);
    expect(moderation).toEqual(['report.dismiss', 'report.hide', 'report.hide']);
  });

  it('the audit log pages with a cursor and is admin-only', async () => {
    const first = (await call('GET', '/api/admin/audit?limit=3', admin)).json() as Page<AuditEntry>;
    expect(first.items).toHaveLength(3);
    const next = (
      await call('GET', `/api/admin/audit?limit=3&cursor=${first.next_cursor}`, admin)
    ).json() as Page<AuditEntry>;
    expect(next.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(new Set([...first.items, ...next.items].map((e) => e.id)).size).toBe(6);
  });
});
