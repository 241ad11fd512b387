/**
 * A thread page is read once for everyone and kept; each reader gets it with their own reactions
 * spliced into its JSON, from their marks in memory (auth/viewer-marks.ts) or, for an account with
 * too many marks to keep, one query. What each caller reads must not change: their reactions
 * only, hidden comments only for their authors and admins, a hidden destination's thread only for
 * its author and admins, and every write (a comment, a deletion, a reaction, a moderator's hiding)
 * seen on the next read.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentList } from '@pintrip/shared';
import { createViewerMarksCache } from '../../auth/viewer-marks.js';
import { createUnitOfWork } from '../../db/unit-of-work.js';
import { createPageCache } from '../../lib/page-cache.js';
import { createRepositories } from '../../repositories.js';
import { createQueryRecorder } from '../../../test/fixtures/query-plans.js';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeDeactivatedUser,
  makeDestination,
  makeUser,
  requestAs,
  viewerOf,
  type TestUser,
} from '../../../test/builders.js';
import { createCommentsService } from './comments.service.js';

describe('comment threads kept for everyone, with each reader’s reactions', () => {
  const recorder = createQueryRecorder();
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let inactive: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext({}, { onQuery: recorder.onQuery });
    [author, reader, other, admin, inactive] = [
      await makeUser(ctx),
      await makeUser(ctx),
      await makeUser(ctx),
      await makeAdmin(ctx),
      await makeDeactivatedUser(ctx),
    ];
  }, 180_000);
  afterAll(async () => ctx?.close());

  const write = async (user: TestUser, destinationId: string, content: string, parentId?: string) => {
    const res = await requestAs(ctx, 'POST', `/api/destinations/${destinationId}/comments`, user, {
      content,
      ...(parentId ? { parent_id: parentId } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Comment;
  };
  const read = async (user: TestUser | null, destinationId: string, status = 200) => {
    const res = await requestAs(ctx, 'GET', `/api/destinations/${destinationId}/comments`, user);
    expect(res.statusCode, res.body).toBe(status);
    // Spliced or serialized, the answer is one compact JSON document in the schema's order.
    if (status === 200) expect(res.body).toBe(JSON.stringify(res.json()));
    return res.json() as CommentList;
  };
  const summary = (list: CommentList) =>
    list.items.map((item) => ({
      content: item.content,
      user_like: item.user_like,
      likes: item.likes_count,
      dislikes: item.dislikes_count,
      hidden: item.is_hidden,
      deleted: item.is_deleted,
    }));
  const react = async (user: TestUser, commentId: string, isLike: boolean) => {
    const res = await requestAs(ctx, 'POST', `/api/comments/${commentId}/reaction`, user, {
      is_like: isLike,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('each reader sees their own reactions and everyone the new counts; a kept page costs no query', async () => {
    const destination = await makeDestination(ctx, author);
    const first = await write(author, destination.id, '첫 댓글');
    const reply = await write(other, destination.id, '답글', first.id);
    await write(author, destination.id, '둘째 댓글');
    expect(summary(await read(reader, destination.id)).map((item) => item.user_like)).toEqual([
      null,
      null,
      null,
    ]);

    await react(reader, first.id, true);
    await react(other, reply.id, false);
    const forReader = summary(await read(reader, destination.id));
    expect(forReader).toEqual([
      { content: '둘째 댓글', user_like: null, likes: 0, dislikes: 0, hidden: false, deleted: false },
      { content: '첫 댓글', user_like: true, likes: 1, dislikes: 0, hidden: false, deleted: false },
      { content: '답글', user_like: null, likes: 0, dislikes: 1, hidden: false, deleted: false },
    ]);
    const forOther = summary(await read(other, destination.id));
    expect(forOther.map((item) => item.user_like)).toEqual([null, null, false]);
    expect(forOther.map((item) => item.likes)).toEqual([0, 1, 0]);

    // Read again from the kept page: the reader's reactions come from their marks in memory.
    const { queries } = await recorder.record(() => read(reader, destination.id));
    expect(queries.map((q) => q.sql).filter((text) => !/from "sessions"/.test(text))).toEqual([]);

    // A reaction removed shows at once, for the reactor and for everyone's counts.
    await react(reader, first.id, true);
    expect(summary(await read(reader, destination.id))[1]).toMatchObject({ user_like: null, likes: 0 });
    expect(summary(await read(other, destination.id))[1]).toMatchObject({ likes: 0 });
  });

  it('a reaction, its change and its removal show at once here and, once notified, on another instance', async () => {
    const destination = await makeDestination(ctx, author);
    const comment = await write(author, destination.id, '반응할 댓글');
    const second = await createSecondInstance(ctx, { onQuery: recorder.onQuery });
    try {
      const userLikeOn = async (app: typeof ctx.app) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/destinations/${destination.id}/comments`,
          headers: { cookie: reader.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).toBe(JSON.stringify(res.json()));
        return (res.json() as CommentList).items[0]!.user_like;
      };
      const eventually = async (app: typeof ctx.app, expected: boolean | null) => {
        const deadline = Date.now() + 5000;
        while ((await userLikeOn(app)) !== expected && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return userLikeOn(app);
      };
      for (const app of [ctx.app, second.app]) {
        expect(await userLikeOn(app)).toBeNull();
        // Page and marks kept: no query.
        const { queries } = await recorder.record(() => userLikeOn(app));
        expect(queries.map((q) => q.sql).filter((text) => !/from "sessions"/.test(text))).toEqual([]);
      }
      for (const [isLike, expected] of [
        [true, true],
        [false, false],
        [false, null],
      ] as const) {
        await react(reader, comment.id, isLike);
        expect(await userLikeOn(ctx.app)).toBe(expected);
        expect(await eventually(second.app, expected)).toBe(expected);
      }
      // Removed outside the app (psql): the trigger tells every instance all the same.
      await react(reader, comment.id, true);
      expect(await userLikeOn(ctx.app)).toBe(true);
      await ctx.database.db.execute(sql`delete from comment_reactions where comment_id = ${comment.id}`);
      expect(await eventually(ctx.app, null)).toBeNull();
      expect(await eventually(second.app, null)).toBeNull();
    } finally {
      await second.close();
    }
  });

  it('an account with more marks than are kept gets its reactions from one query', async () => {
    const destination = await makeDestination(ctx, author);
    const comment = await write(author, destination.id, '많이 표시한 사람');
    await react(reader, comment.id, false);
    const uow = createUnitOfWork(ctx.database.db, createRepositories, { publish: async () => {} });
    const service = createCommentsService(
      uow,
      createPageCache(),
      createViewerMarksCache({ maxPerAccount: 0 }),
    );
    const { result, queries } = await recorder.record(() =>
      service.list(viewerOf(reader), destination.id, { limit: 20 }),
    );
    expect(result.items.map((item) => item.user_like)).toEqual([false]);
    expect(queries.some((q) => q.sql.includes('from "comment_reactions"'))).toBe(true);
  });

  it('a new comment and a deletion show on the next read', async () => {
    const destination = await makeDestination(ctx, author);
    const kept = await write(author, destination.id, '남는 댓글');
    expect((await read(reader, destination.id)).items).toHaveLength(1);
    const mine = await write(reader, destination.id, '지울 댓글');
    expect((await read(other, destination.id)).items.map((item) => item.content)).toEqual([
      '지울 댓글',
      '남는 댓글',
    ]);
    expect((await requestAs(ctx, 'DELETE', `/api/comments/${mine.id}`, reader)).statusCode).toBe(204);
    expect((await read(other, destination.id)).items.map((item) => item.id)).toEqual([kept.id]);
  });

  it('a hidden comment: its author and admins see it marked, others a placeholder (it has a reply)', async () => {
    const destination = await makeDestination(ctx, author);
    const hidden = await write(other, destination.id, '가려질 댓글');
    await write(author, destination.id, '답글', hidden.id);
    await read(reader, destination.id);
    const report = await requestAs(ctx, 'POST', '/api/reports', reader, {
      target_type: 'comment',
      target_id: hidden.id,
      reason_code: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const decided = await requestAs(
      ctx,
      'POST',
      `/api/admin/reports/${(report.json() as { id: string }).id}/decision`,
      admin,
      { decision: 'hide' },
    );
    expect(decided.statusCode, decided.body).toBe(200);

    const forOthers = summary(await read(reader, destination.id));
    expect(forOthers[0]).toMatchObject({ content: '', hidden: false, deleted: true });
    expect(summary(await read(other, destination.id))[0]).toMatchObject({
      content: '가려질 댓글',
      hidden: true,
      deleted: false,
    });
    expect(summary(await read(admin, destination.id))[0]).toMatchObject({
      content: '가려질 댓글',
      hidden: true,
    });
    // The reader again, after the author and the admin: still the placeholder.
    expect(summary(await read(reader, destination.id))[0]).toMatchObject({ content: '', deleted: true });
  });

  it("a hidden destination's thread: 404 to others, read by its author and admins; a visitor is 401", async () => {
    const destination = await makeDestination(ctx, author);
    await write(author, destination.id, '숨겨질 곳의 댓글');
    await read(reader, destination.id);
    await ctx.database.db.execute(
      sql`update destinations set hidden_at = now() where id = ${destination.id}`,
    );
    // A moderator's hiding publishes an event, a direct update does not: the author's like does.
    await requestAs(ctx, 'POST', `/api/destinations/${destination.id}/like`, author);
    const refused = await requestAs(ctx, 'GET', `/api/destinations/${destination.id}/comments`, reader);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await read(author, destination.id)).items).toHaveLength(1);
    expect((await read(admin, destination.id)).items).toHaveLength(1);
    await read(null, destination.id, 401);
  });

  it('a deactivated account reads threads (with its reactions) but cannot react', async () => {
    const destination = await makeDestination(ctx, author);
    const comment = await write(author, destination.id, '읽기만');
    expect((await read(inactive, destination.id)).items.map((item) => item.id)).toEqual([comment.id]);
    const refused = await requestAs(ctx, 'POST', `/api/comments/${comment.id}/reaction`, inactive, {
      is_like: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(summary(await read(reader, destination.id))[0]).toMatchObject({ likes: 0 });
  });

  it('an account deleted on one instance leaves the threads another instance kept at once', async () => {
    const destination = await makeDestination(ctx, author);
    const doomed = await makeUser(ctx);
    await write(doomed, destination.id, '곧 사라질 댓글');
    await write(author, destination.id, '남는 댓글');
    const superAdmin = await makeAdmin(ctx, { superAdmin: true });
    const second = await createSecondInstance(ctx);
    try {
      const readThere = async () => {
        const res = await second.app.inject({
          method: 'GET',
          url: `/api/destinations/${destination.id}/comments`,
          headers: { cookie: reader.cookie },
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as CommentList).items.map((item) => item.content);
      };
      expect(await readThere()).toContain('곧 사라질 댓글'); // kept there now
      const deleted = await requestAs(ctx, 'DELETE', `/api/admin/users/${doomed.id}`, superAdmin);
      expect(deleted.statusCode, deleted.body).toBe(204);
      // The kept page lives 60 s; the news of the deletion must drop it well before.
      const deadline = Date.now() + 5000;
      let contents = await readThere();
      while (contents.includes('곧 사라질 댓글') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        contents = await readThere();
      }
      expect(contents).toEqual(['남는 댓글']);
    } finally {
      await second.close();
    }
  });

  it('an unknown destination is 404, and stays 404 after it is asked twice', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await read(reader, id, 404);
    await read(reader, id, 404);
  });
});
