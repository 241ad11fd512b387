/**
 * Issue 20, "Moderation and admin screens": report reasons, what the owner of a hidden item is
 * told, admin records without rights, category usage and the audit log's filters and pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminList, AuditEntry, CategoryUsageList, Notice, Page, Report } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeComment,
  makeDeactivatedUser,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';

describe('admin and moderation (issue 20)', () => {
  let ctx: TestContext;
  let superAdmin: TestUser;
  let admin: TestUser;
  let user: TestUser;
  let inactive: TestUser;

  const call = (method: string, url: string, who?: TestUser, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const openReports = async () =>
    ((await call('GET', '/api/admin/reports?limit=100', admin)).json() as Page<Report>).items;
  const hide = async (targetId: string) => {
    const report = (await openReports()).find((r) => r.target_id === targetId);
    expect(report, targetId).toBeDefined();
    const res = await call('POST', `/api/admin/reports/${report!.id}/decision`, admin, { decision: 'hide' });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
    admin = await makeAdmin(ctx);
    user = await makeUser(ctx);
    inactive = await makeDeactivatedUser(ctx);
  });
  afterAll(async () => ctx?.close());

  describe('report reasons (POST /api/reports reason_code)', () => {
    it('a preset reason needs no words; "other" and no code do; a bad code is 400', async () => {
      const author = await makeUser(ctx);
      const reporter = await makeUser(ctx);
      const place = await makeDestination(ctx, author, { title: '광고 많은 곳' });
      const body = (extra: object) => ({ target_type: 'destination', target_id: place.id, ...extra });

      for (const bad of ['SPAM', 'rude', '', 42, ['spam']]) {
        const res = await call('POST', '/api/reports', reporter, body({ reason_code: bad, reason: '이유' }));
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'validation_failed' });
        expect(res.json().error.fields).toHaveProperty('reason_code');
      }
      const otherBlank = await call(
        'POST',
        '/api/reports',
        reporter,
        body({ reason_code: 'other', reason: ' ' }),
      );
      expect(otherBlank.statusCode).toBe(400);
      expect(otherBlank.json().error).toMatchObject({
        code: 'reason_required',
        fields: { reason: 'reason_required' },
      });
      const noCodeBlank = await call('POST', '/api/reports', reporter, body({}));
      expect(noCodeBlank.json().error.code).toBe('reason_required');
      // A deactivated account and a visitor are refused before the body is read.
      expect((await call('POST', '/api/reports', undefined, body({ reason_code: 'spam' }))).statusCode).toBe(
        401,
      );
      const fromInactive = await call('POST', '/api/reports', inactive, body({ reason_code: 'spam' }));
      expect(fromInactive.statusCode).toBe(403);
      expect(fromInactive.json().error.code).toBe('account_inactive');

      const preset = await call('POST', '/api/reports', reporter, body({ reason_code: 'spam' }));
      expect(preset.statusCode).toBe(201);
      const second = await makeUser(ctx);
      const withWords = await call(
        'POST',
        '/api/reports',
        second,
        body({ reason_code: 'copyright', reason: '제 사진입니다' }),
      );
      expect(withWords.statusCode).toBe(201);
      const third = await makeUser(ctx);
      const legacy = await call('POST', '/api/reports', third, body({ reason: '그냥 싫어요' }));
      expect(legacy.statusCode).toBe(201);

      const reports = (await openReports()).filter((r) => r.target_id === place.id);
      expect(reports.map((r) => [r.reason_code, r.reason])).toEqual([
        [null, '그냥 싫어요'],
        ['copyright', '제 사진입니다'],
        ['spam', ''],
      ]);
    });
  });

  describe('GET /api/me/notices: the hidden item named, linked and explained', () => {
    it('answers the title, where to read it and the preset reason; filtered by target_id', async () => {
      const author = await makeUser(ctx);
      const reporter = await makeUser(ctx);
      const place = await makeDestination(ctx, author, { title: '숨겨질 여행지' });
      const comment = await makeComment(ctx, author, place.id, { content: '광고 댓글입니다' });
      const trip = await makeItinerary(ctx, author, { isPublic: true, title: '숨겨질 일정' });
      await call('POST', '/api/reports', reporter, {
        target_type: 'comment',
        target_id: comment.id,
        reason_code: 'spam',
      });
      await call('POST', '/api/reports', reporter, {
        target_type: 'itinerary',
        target_id: trip.id,
        reason_code: 'other',
        reason: '내용이 이상해요',
      });
      await hide(comment.id);
      await hide(trip.id);
      await call('POST', '/api/reports', reporter, {
        target_type: 'destination',
        target_id: place.id,
        reason_code: 'misinformation',
      });
      await hide(place.id);

      expect((await call('GET', '/api/me/notices')).statusCode).toBe(401);
      const res = await call('GET', '/api/me/notices', author);
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { items: Notice[] }).items;
      expect(
        items.map((n) => [n.target_type, n.target_title, n.target_destination_id, n.reason_code]),
      ).toEqual([
        ['destination', '숨겨질 여행지', place.id, 'misinformation'],
        ['itinerary', '숨겨질 일정', null, 'other'],
        ['comment', '광고 댓글입니다', place.id, 'spam'],
      ]);
      // The reporter's words are not passed on to the author.
      expect(JSON.stringify(items)).not.toContain('내용이 이상해요');

      const one = await call('GET', `/api/me/notices?target_id=${trip.id}`, author);
      expect((one.json() as { items: Notice[] }).items.map((n) => n.target_id)).toEqual([trip.id]);
      // Nobody reads another user's notices through the filter.
      const other = await call('GET', `/api/me/notices?target_id=${trip.id}`, reporter);
      expect(other.json()).toEqual({ items: [] });
      const bad = await call('GET', '/api/me/notices?target_id=nope', author);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('validation_failed');

      // A deleted item keeps its notice, without a title or a place to read it.
      expect((await call('DELETE', `/api/comments/${comment.id}`, author)).statusCode).toBe(204);
      const after = (await call('GET', `/api/me/notices?target_id=${comment.id}`, author)).json() as {
        items: Notice[];
      };
      expect(after.items[0]).toMatchObject({ target_title: null, target_destination_id: null });
    });
  });

  describe('admin rights', () => {
    it('a user with both rights removed is no longer listed; a new grant lists them again', async () => {
      const candidate = await makeUser(ctx);
      expect((await call('POST', '/api/admin/admins', admin, { user_id: candidate.id })).statusCode).toBe(
        201,
      );
      await call('PATCH', `/api/admin/admins/${candidate.id}`, superAdmin, { is_super_admin: true });
      await call('PATCH', `/api/admin/admins/${candidate.id}`, superAdmin, { is_super_admin: false });
      const listed = async () =>
        ((await call('GET', '/api/admin/admins', admin)).json() as AdminList).items.map((i) => i.user_id);
      expect(await listed()).toContain(candidate.id);
      const removed = await call('PATCH', `/api/admin/admins/${candidate.id}`, admin, { is_admin: false });
      expect(removed.json()).toEqual({ user_id: candidate.id, is_admin: false, is_super_admin: false });
      expect(await listed()).not.toContain(candidate.id);
      expect((await call('GET', '/api/admin/users', candidate)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/admins', admin, { user_id: candidate.id })).statusCode).toBe(
        201,
      );
      expect((await listed())[0]).toBe(candidate.id);
    });
  });

  describe('GET /api/admin/categories: how many destinations use each', () => {
    it('visitor 401, user 403, deactivated 403, admin 200 with counts (hidden destinations too)', async () => {
      expect((await call('GET', '/api/admin/categories')).statusCode).toBe(401);
      expect((await call('GET', '/api/admin/categories', user)).json().error.code).toBe('admin_required');
      expect((await call('GET', '/api/admin/categories', inactive)).json().error.code).toBe(
        'account_inactive',
      );
      const owner = await makeUser(ctx);
      const reporter = await makeUser(ctx);
      await makeDestination(ctx, owner, { category: '사용중카테고리' });
      const hidden = await makeDestination(ctx, owner, { category: '사용중카테고리' });
      await call('POST', '/api/reports', reporter, {
        target_type: 'destination',
        target_id: hidden.id,
        reason_code: 'spam',
      });
      await hide(hidden.id);
      await call('POST', '/api/categories', admin, { name: '빈카테고리' });
      const res = await call('GET', '/api/admin/categories', admin);
      expect(res.statusCode).toBe(200);
      const byName = new Map(
        (res.json() as CategoryUsageList).items.map((c) => [c.name, c.destination_count] as const),
      );
      expect(byName.get('사용중카테고리')).toBe(2);
      expect(byName.get('빈카테고리')).toBe(0);
      const names = (res.json() as CategoryUsageList).items.map((c) => c.name);
      const publicNames = (await call('GET', '/api/categories'))
        .json()
        .items.map((c: { name: string }) => c.name);
      expect(names).toEqual(publicNames);
    });
  });

  describe('GET /api/admin/audit: filters and keyset pages', () => {
    const audit = (query: string, who: TestUser | null = admin) =>
      call('GET', `/api/admin/audit${query}`, who ?? undefined);

    it('visitor 401, user 403, deactivated 403, admin 200', async () => {
      expect((await audit('', null)).statusCode).toBe(401);
      expect((await audit('', user)).json().error.code).toBe('admin_required');
      const fromInactive = await audit('', inactive);
      expect(fromInactive.statusCode).toBe(403);
      expect(fromInactive.json().error.code).toBe('account_inactive');
      expect((await audit('')).statusCode).toBe(200);
    });

    it('narrows by action and by actor (any case), pages with a cursor, and keeps the detail of each change', async () => {
      const actorA = await makeAdmin(ctx, { superAdmin: true });
      const actorB = await makeAdmin(ctx);
      for (let i = 0; i < 5; i += 1) {
        await call('POST', '/api/categories', actorA, { name: `감사-A-${i}` });
      }
      const renamed = await call('POST', '/api/categories', actorB, { name: '옛이름' });
      await call('PATCH', `/api/categories/${renamed.json().id}`, actorB, { name: '새이름' });
      const promoted = await makeUser(ctx);
      await call('POST', '/api/admin/admins', actorA, { user_id: promoted.id });
      await call('PATCH', `/api/admin/admins/${promoted.id}`, actorA, { is_super_admin: true });

      const byA = (
        await audit(`?actor=${encodeURIComponent(actorA.email.toUpperCase())}&limit=100`)
      ).json() as Page<AuditEntry>;
      expect(byA.items.map((e) => e.action)).toEqual([
        'admin.update',
        'admin.grant',
        ...Array(5).fill('category.create'),
      ]);
      expect(byA.items.every((e) => e.actor_email === actorA.email)).toBe(true);
      // The detail of a change: which right, from what to what.
      expect(byA.items[0]).toMatchObject({
        target_label: promoted.email,
        before: { is_admin: true, is_super_admin: false },
        after: { is_admin: true, is_super_admin: true },
      });

      const renames = (
        await audit(`?action=category.update&actor=${encodeURIComponent(actorB.email)}`)
      ).json() as Page<AuditEntry>;
      expect(renames.items).toHaveLength(1);
      expect(renames.items[0]).toMatchObject({
        action: 'category.update',
        before: { name: '옛이름' },
        after: { name: '새이름' },
      });

      // Pages of 2 through A's seven entries: every entry once, newest first, then no cursor.
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?actor=${encodeURIComponent(actorA.email)}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const page = (await audit(query)).json() as Page<AuditEntry>;
        seen.push(...page.items.map((e) => e.id));
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(4);
      expect(seen).toEqual(byA.items.map((e) => e.id));

      const creates = (await audit('?action=category.create&limit=3')).json() as Page<AuditEntry>;
      expect(creates.items.map((e) => e.action)).toEqual(Array(3).fill('category.create'));
      expect(creates.next_cursor).toEqual(expect.any(String));
      const nobody = (await audit('?actor=nobody%40pintrip.test')).json() as Page<AuditEntry>;
      expect(nobody).toEqual({ items: [], next_cursor: null });
    });

    it('refuses an unknown action, a blank or long actor, a bad limit and a bad cursor with 400', async () => {
      for (const query of [
        '?action=user.explode',
        '?action=',
        '?actor=',
        `?actor=${'a'.repeat(321)}`,
        '?limit=0',
        '?limit=abc',
        '?cursor=not-a-cursor',
        // A cursor of another list (the users list) is not this one's.
        `?cursor=${Buffer.from(JSON.stringify(['users', 1, 'x'.repeat(32)])).toString('base64url')}`,
      ]) {
        const res = await audit(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.code, query).toBe('validation_failed');
      }
    });
  });
});
