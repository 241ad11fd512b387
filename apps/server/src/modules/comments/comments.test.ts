import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Comment, CommentReactionResult } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeCast, makeDestination, makeUser, type TestUser } from '../../../test/builders.js';
import { comments, destinations, users } from '../../db/schema.js';
import { defaultAvatarUrl } from '../../lib/avatars.js';

/** A destination through the destinations API (the comments tests need only its id). */
async function insertDestination(ctx: TestContext, owner: TestUser): Promise<string> {
  return (await makeDestination(ctx, owner)).id;
}

describe('comments', () => {
  let ctx: TestContext;
  let cast: Awaited<ReturnType<typeof makeCast>>;
  let destinationId: string;
  let otherDestinationId: string;

  const post = (user: TestUser | null, destId: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${destId}/comments`,
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });
  const list = (user: TestUser | null, destId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/destinations/${destId}/comments`,
      headers: user ? { cookie: user.cookie } : {},
    });
  const remove = (user: TestUser | null, id: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: `/api/comments/${id}`,
      headers: user ? { cookie: user.cookie } : {},
    });
  const react = (user: TestUser | null, id: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/comments/${id}/reaction`,
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });

  /** Posts and returns the comment, failing the test on anything but 201. */
  async function write(user: TestUser, content: string, parentId?: string, destId = destinationId) {
    const res = await post(user, destId, { content, ...(parentId ? { parent_id: parentId } : {}) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Comment;
  }
  async function items(user: TestUser, destId = destinationId) {
    const res = await list(user, destId);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Comment[] }).items;
  }
  async function commentsCount(destId: string) {
    const [row] = await ctx.database.db
      .select({ commentsCount: destinations.commentsCount })
      .from(destinations)
      .where(eq(destinations.id, destId));
    return row?.commentsCount;
  }
  async function visibleRows(destId: string) {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.destinationId, destId), eq(comments.isDeleted, false)));
    return row?.n;
  }
  /** A fresh destination, so that each test counts only its own comments. */
  const freshDestination = () => insertDestination(ctx, cast.owner);

  beforeAll(async () => {
    ctx = await createTestContext();
    cast = await makeCast(ctx);
    destinationId = await insertDestination(ctx, cast.owner);
    otherDestinationId = await insertDestination(ctx, cast.owner);
  });
  afterAll(async () => ctx?.close());

  describe('a visitor gets 401', () => {
    it('on list, post, delete and reaction, even with a bad body', async () => {
      const comment = await write(cast.owner, '방문자 테스트');
      const answers = await Promise.all([
        list(null, destinationId),
        post(null, destinationId, { content: '안녕' }),
        post(null, destinationId, { content: 123 }),
        remove(null, comment.id),
        react(null, comment.id, { is_like: true }),
        react(null, comment.id, { is_like: 'yes' }),
      ]);
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(401);
        expect(res.json().error.code).toBe('unauthorized');
      }
    });
  });

  describe('listing', () => {
    it('answers 404 for an unknown destination, whatever the id looks like', async () => {
      for (const id of [randomUUID(), 'nope', '1']) {
        const res = await list(cast.other, id);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });

    it('lists threads newest first, each in order: a parent before its replies, siblings oldest first', async () => {
      const dest = await freshDestination();
      const a = await write(cast.owner, 'A', undefined, dest);
      const b = await write(cast.other, 'B', undefined, dest);
      const a1 = await write(cast.other, 'A1', a.id, dest);
      const b1 = await write(cast.owner, 'B1', b.id, dest);
      const a2 = await write(cast.admin, 'A2', a.id, dest);
      const a1a = await write(cast.owner, 'A1a', a1.id, dest);
      const thread = await items(cast.other, dest);
      expect(thread.map((c) => c.content)).toEqual(['B', 'B1', 'A', 'A1', 'A1a', 'A2']);
      expect(thread.map((c) => c.depth)).toEqual([1, 2, 1, 2, 3, 2]);
      expect(thread.find((c) => c.id === a2.id)?.parent_id).toBe(a.id);
      expect(thread.find((c) => c.id === b1.id)?.parent_id).toBe(b.id);
      expect(thread.find((c) => c.id === a1a.id)?.parent_id).toBe(a1.id);
    });

    it('a deactivated user and an admin may read the comments', async () => {
      await write(cast.owner, '읽기 테스트');
      expect((await list(cast.inactive, destinationId)).statusCode).toBe(200);
      expect((await list(cast.admin, destinationId)).statusCode).toBe(200);
    });
  });

  describe('posting', () => {
    it('answers 201 with the comment in the contract shape, trimmed, with the author', async () => {
      const user = await makeUser(ctx, { name: '여행자' });
      const res = await post(user, destinationId, { content: '  성산일출봉 최고!  \n' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(String),
        destination_id: destinationId,
        user_id: user.id,
        parent_id: null,
        depth: 1,
        content: '성산일출봉 최고!',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        display_name: '여행자',
        avatar_url: defaultAvatarUrl(user.id),
        likes_count: 0,
        dislikes_count: 0,
        user_like: null,
        is_deleted: false,
        is_hidden: false,
      });
    });

    it('refuses a deactivated user with 403 account_inactive', async () => {
      const before = await commentsCount(destinationId);
      const res = await post(cast.inactive, destinationId, { content: '안녕하세요' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
      expect(await commentsCount(destinationId)).toBe(before);
    });

    it('answers 404 for an unknown destination', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        const res = await post(cast.other, id, { content: '어디죠?' });
        expect(res.statusCode, id).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });

    it('refuses empty and whitespace-only content with content_required', async () => {
      for (const content of ['', '   ', '\n\t  \n']) {
        const res = await post(cast.other, destinationId, { content });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('content_required');
      }
    });

    it('accepts 2,000 characters and refuses 2,001 with content_too_long', async () => {
      const ok = await post(cast.other, destinationId, { content: '가'.repeat(2000) });
      expect(ok.statusCode).toBe(201);
      expect((ok.json() as Comment).content).toHaveLength(2000);
      // Characters are code points, as the database counts them: 2,000 emoji fit.
      const emoji = await post(cast.other, destinationId, { content: '🏔'.repeat(2000) });
      expect(emoji.statusCode).toBe(201);
      for (const content of ['a'.repeat(2001), '🏔'.repeat(2001)]) {
        const res = await post(cast.other, destinationId, { content });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe('content_too_long');
      }
    });

    it('stores and returns markup as the same plain text', async () => {
      const text = '<script>alert(1)</script> & <img src=x onerror=alert(1)>';
      const created = await write(cast.other, text);
      expect(created.content).toBe(text);
      const listed = (await items(cast.owner)).find((c) => c.id === created.id);
      expect(listed?.content).toBe(text);
      const [row] = await ctx.database.db
        .select({ content: comments.content })
        .from(comments)
        .where(eq(comments.id, created.id));
      expect(row?.content).toBe(text);
    });

    it('answers wrong types with 400, never 500', async () => {
      const cases: unknown[] = [
        { content: 123 },
        { content: null },
        {},
        { content: '좋아요', parent_id: 'x' },
        { content: '좋아요', parent_id: 42 },
        { content: ['a'] },
        [1, 2],
      ];
      for (const payload of cases) {
        const res = await post(cast.other, destinationId, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      const noBody = await ctx.app.inject({
        method: 'POST',
        url: `/api/destinations/${destinationId}/comments`,
        headers: { cookie: cast.other.cookie },
      });
      expect(noBody.statusCode).toBe(400);
    });
  });

  describe('replies', () => {
    it('computes depth from the parent: 6 levels accepted, the 7th refused', async () => {
      const dest = await freshDestination();
      let parent: Comment | undefined;
      for (let level = 1; level <= 6; level += 1) {
        parent = await write(level % 2 ? cast.owner : cast.other, `level ${level}`, parent?.id, dest);
        expect(parent.depth).toBe(level);
      }
      const res = await post(cast.other, dest, { content: 'level 7', parent_id: parent?.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('reply_depth_exceeded');
      expect(res.json().error.message).toMatch(/limited to 6 levels/);
      expect(await commentsCount(dest)).toBe(6);
    });

    it('refuses a parent from another destination, an unknown parent and a deleted placeholder', async () => {
      const elsewhere = await write(cast.owner, '다른 곳', undefined, otherDestinationId);
      const before = await commentsCount(destinationId);
      const cross = await post(cast.other, destinationId, { content: '답글', parent_id: elsewhere.id });
      expect(cross.statusCode).toBe(400);
      expect(cross.json().error.code).toBe('parent_invalid');
      const unknown = await post(cast.other, destinationId, { content: '답글', parent_id: randomUUID() });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.code).toBe('parent_invalid');

      const parent = await write(cast.owner, '부모');
      await write(cast.other, '자식', parent.id);
      expect((await remove(cast.owner, parent.id)).statusCode).toBe(204);
      const toPlaceholder = await post(cast.other, destinationId, { content: '답글', parent_id: parent.id });
      expect(toPlaceholder.statusCode).toBe(400);
      expect(toPlaceholder.json().error.code).toBe('parent_invalid');
      // The refused posts changed nothing: +2 written, −1 deleted.
      expect(await commentsCount(destinationId)).toBe((before ?? 0) + 1);
    });
  });

  describe('deleting', () => {
    it('another user gets 403; unknown comments 404', async () => {
      const comment = await write(cast.owner, '내 댓글');
      const res = await remove(cast.other, comment.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
      for (const id of [randomUUID(), 'x']) {
        const missing = await remove(cast.other, id);
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json().error.code).toBe('not_found');
      }
      expect((await items(cast.owner)).some((c) => c.id === comment.id)).toBe(true);
    });

    it('the author deletes with 204; a second delete is 404', async () => {
      const comment = await write(cast.other, '지울 댓글');
      expect((await remove(cast.other, comment.id)).statusCode).toBe(204);
      expect((await items(cast.other)).some((c) => c.id === comment.id)).toBe(false);
      expect((await remove(cast.other, comment.id)).statusCode).toBe(404);
    });

    it("an admin deletes anyone's comment", async () => {
      const comment = await write(cast.other, '관리자가 지울 댓글');
      expect((await remove(cast.admin, comment.id)).statusCode).toBe(204);
      expect((await items(cast.other)).some((c) => c.id === comment.id)).toBe(false);
    });

    it('a deactivated author may not delete their comment (403 account_inactive); it stays', async () => {
      const user = await makeUser(ctx);
      const comment = await write(user, '곧 비활성화');
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
      const res = await remove(user, comment.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
      expect((await items(cast.other)).map((c) => c.id)).toContain(comment.id);
    });

    it('keeps a comment with replies as a placeholder, removes one without', async () => {
      const dest = await freshDestination();
      const parent = await write(cast.owner, '부모 댓글', undefined, dest);
      const reply = await write(cast.other, '답글', parent.id, dest);
      const lonely = await write(cast.owner, '혼자인 댓글', undefined, dest);
      await react(cast.other, parent.id, { is_like: true });

      expect((await remove(cast.owner, parent.id)).statusCode).toBe(204);
      expect((await remove(cast.owner, lonely.id)).statusCode).toBe(204);
      const thread = await items(cast.other, dest);
      expect(thread.map((c) => c.id)).toEqual([parent.id, reply.id]);
      expect(thread[0]).toMatchObject({
        is_deleted: true,
        content: '',
        likes_count: 0,
        dislikes_count: 0,
        user_like: null,
      });
      expect(thread[1]).toMatchObject({ is_deleted: false, content: '답글', depth: 2 });
      // A placeholder cannot be deleted again or reacted to.
      expect((await remove(cast.owner, parent.id)).statusCode).toBe(404);
      expect((await react(cast.other, parent.id, { is_like: true })).statusCode).toBe(404);

      // When its last reply goes, the placeholder goes too.
      expect((await remove(cast.other, reply.id)).statusCode).toBe(204);
      expect(await items(cast.other, dest)).toEqual([]);
      expect(await commentsCount(dest)).toBe(0);
    });

    it('prunes a chain of placeholders up to the first ancestor that still has content or replies', async () => {
      const dest = await freshDestination();
      const root = await write(cast.owner, 'root', undefined, dest);
      const keep = await write(cast.other, 'keep', root.id, dest);
      const mid = await write(cast.owner, 'mid', root.id, dest);
      const leaf = await write(cast.other, 'leaf', mid.id, dest);
      await remove(cast.owner, root.id); // placeholder (has replies)
      await remove(cast.owner, mid.id); // placeholder (has a reply)
      await remove(cast.other, leaf.id); // removes leaf and mid; root keeps `keep`
      const thread = await items(cast.owner, dest);
      expect(thread.map((c) => [c.id, c.is_deleted])).toEqual([
        [root.id, true],
        [keep.id, false],
      ]);
      expect(await commentsCount(dest)).toBe(1);
    });
  });

  describe('reactions', () => {
    it('follows the state machine: none → set, same → removed, opposite → switched', async () => {
      const comment = await write(cast.owner, '반응 테스트');
      const press = async (isLike: boolean) => {
        const res = await react(cast.other, comment.id, { is_like: isLike });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as CommentReactionResult;
      };
      expect(await press(true)).toEqual({ user_like: true, likes_count: 1, dislikes_count: 0 });
      expect(await press(true)).toEqual({ user_like: null, likes_count: 0, dislikes_count: 0 });
      expect(await press(false)).toEqual({ user_like: false, likes_count: 0, dislikes_count: 1 });
      expect(await press(true)).toEqual({ user_like: true, likes_count: 1, dislikes_count: 0 });
      expect(await press(false)).toEqual({ user_like: false, likes_count: 0, dislikes_count: 1 });
      expect(await press(false)).toEqual({ user_like: null, likes_count: 0, dislikes_count: 0 });

      // Another user's like adds up; each viewer sees their own reaction in the list.
      await press(false);
      const adminLike = await react(cast.admin, comment.id, { is_like: true });
      expect(adminLike.json()).toEqual({ user_like: true, likes_count: 1, dislikes_count: 1 });
      const seen = (user: TestUser) => items(user).then((all) => all.find((c) => c.id === comment.id));
      expect(await seen(cast.other)).toMatchObject({ user_like: false, likes_count: 1, dislikes_count: 1 });
      expect(await seen(cast.admin)).toMatchObject({ user_like: true });
      expect(await seen(cast.owner)).toMatchObject({ user_like: null });
    });

    it('a deactivated user may not react: 403 account_inactive, counts unchanged', async () => {
      const comment = await write(cast.owner, '비활성 반응');
      const res = await react(cast.inactive, comment.id, { is_like: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('account_inactive');
      const [row] = (await items(cast.other)).filter((c) => c.id === comment.id);
      expect(row).toMatchObject({ likes_count: 0, dislikes_count: 0 });
    });

    it('answers 404 for an unknown comment and 400 for a wrong body', async () => {
      for (const id of [randomUUID(), 'x']) {
        expect((await react(cast.other, id, { is_like: true })).statusCode, id).toBe(404);
      }
      const comment = await write(cast.owner, '타입 테스트');
      for (const payload of [{}, { is_like: 'true' }, { is_like: 1 }, { is_like: null }]) {
        const res = await react(cast.other, comment.id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
    });

    it('keeps counts exact under concurrent presses of many users and a double press', async () => {
      const comment = await write(cast.owner, '동시성 테스트');
      const people = await Promise.all(Array.from({ length: 16 }, () => makeUser(ctx)));
      const answers = await Promise.all(
        people.map((user, i) => react(user, comment.id, { is_like: i % 4 !== 0 })),
      );
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      let state = (await items(cast.owner)).find((c) => c.id === comment.id);
      expect(state).toMatchObject({ likes_count: 12, dislikes_count: 4 });

      // One user pressing like twice at once: set then removed, whatever the interleaving.
      const [first, second] = await Promise.all([
        react(cast.other, comment.id, { is_like: true }),
        react(cast.other, comment.id, { is_like: true }),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      expect([first?.json().user_like, second?.json().user_like].sort()).toEqual([null, true].sort());
      state = (await items(cast.other)).find((c) => c.id === comment.id);
      expect(state).toMatchObject({ likes_count: 12, dislikes_count: 4, user_like: null });

      // Everyone switches at once.
      await Promise.all(people.map((user, i) => react(user, comment.id, { is_like: i % 4 === 0 })));
      state = (await items(cast.owner)).find((c) => c.id === comment.id);
      expect(state).toMatchObject({ likes_count: 4, dislikes_count: 12 });
    });
  });

  describe('comments_count', () => {
    it('counts exactly the visible comments after posts, replies and deletes', async () => {
      const dest = await freshDestination();
      const posted = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(i % 2 ? cast.owner : cast.other, dest, { content: `#${i}` }),
        ),
      );
      for (const res of posted) expect(res.statusCode).toBe(201);
      const [first, second] = posted.map((res) => res.json() as Comment);
      await write(cast.owner, 'reply', first?.id, dest);
      expect(await commentsCount(dest)).toBe(9);
      expect((await remove(cast.admin, first?.id ?? '')).statusCode).toBe(204); // a placeholder now
      expect((await remove(cast.owner, second?.id ?? '')).statusCode).toBe(204); // removed
      expect((await remove(cast.owner, first?.id ?? '')).statusCode).toBe(404); // already gone
      expect(await commentsCount(dest)).toBe(7);
      expect(await visibleRows(dest)).toBe(7);
      expect((await items(cast.owner, dest)).filter((c) => !c.is_deleted)).toHaveLength(7);
      // The destination as the API answers it says the same.
      const detail = await ctx.app.inject({ method: 'GET', url: `/api/destinations/${dest}` });
      expect(detail.json()).toMatchObject({ id: dest, comments_count: 7 });
    });
  });

  describe('concurrent writes', () => {
    it('replies, reactions and the parent’s deletion racing each other end consistent, never 500', async () => {
      const dest = await freshDestination();
      const parent = await write(cast.owner, '경쟁 부모', undefined, dest);
      const child = await write(cast.other, '경쟁 자식', parent.id, dest);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, (_, i) =>
          post(cast.other, dest, { content: `r${i}`, parent_id: parent.id }),
        ),
        remove(cast.owner, parent.id),
        ...Array.from({ length: 3 }, () => react(cast.admin, parent.id, { is_like: true })),
        remove(cast.other, child.id),
        ...Array.from({ length: 3 }, (_, i) => post(cast.admin, dest, { content: `top${i}` })),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
      expect(await commentsCount(dest)).toBe(await visibleRows(dest));
      const thread = await items(cast.owner, dest);
      // Every reply still hangs under a parent that is listed before it.
      const seen = new Set<string>();
      for (const c of thread) {
        if (c.parent_id) expect(seen.has(c.parent_id)).toBe(true);
        seen.add(c.id);
      }
    });
  });

  it('documents the comment routes in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = (res.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/api/destinations/{id}/comments'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(paths['/api/comments/{id}']).toHaveProperty('delete');
    expect(paths['/api/comments/{id}/reaction']).toHaveProperty('post');
  });

  describe('events', () => {
    it('publishes comment.created and comment.deleted with id and destination_id', async () => {
      const received: unknown[] = [];
      const stop = await ctx.database.listen('pintrip_events', (payload) =>
        received.push(JSON.parse(payload)),
      );
      try {
        const comment = await write(cast.owner, '이벤트 테스트');
        expect((await remove(cast.owner, comment.id)).statusCode).toBe(204);
        // A refused post announces nothing.
        await post(cast.owner, destinationId, { content: ' ' });
        await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
        expect(received).toEqual([
          expect.objectContaining({
            name: 'comment.created',
            data: expect.objectContaining({ id: comment.id, destination_id: destinationId }),
          }),
          expect.objectContaining({
            name: 'comment.deleted',
            data: expect.objectContaining({ id: comment.id, destination_id: destinationId }),
          }),
        ]);
      } finally {
        await stop();
      }
    });
  });
});
