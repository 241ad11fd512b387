/**
 * A destination's comments come a page of whole threads at a time (keyset, newest thread first),
 * so 1,000 comments are not one 2.4 MB answer; a few comments still come in one page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Comment, CommentList } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeDestination, makeUser, type TestUser } from '../../../test/builders.js';

describe('comments: pages of whole threads', () => {
  let ctx: TestContext;
  let author: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [author, reader] = [await makeUser(ctx), await makeUser(ctx)];
  });
  afterAll(async () => ctx?.close());

  const write = async (destinationId: string, content: string, parentId?: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${destinationId}/comments`,
      headers: { cookie: author.cookie },
      payload: { content, ...(parentId ? { parent_id: parentId } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Comment;
  };
  const page = async (destinationId: string, query = '') => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/destinations/${destinationId}/comments${query}`,
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CommentList;
  };
  async function allPages(destinationId: string, limit: number) {
    const pages: CommentList[] = [];
    let cursor: string | null = null;
    do {
      const next: CommentList = await page(
        destinationId,
        `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages.push(next);
      cursor = next.next_cursor;
    } while (cursor && pages.length < 100);
    return pages;
  }

  it('a few comments come in one page, with next_cursor null', async () => {
    const destination = await makeDestination(ctx, author);
    const a = await write(destination.id, 'A');
    await write(destination.id, 'A1', a.id);
    await write(destination.id, 'B');
    const first = await page(destination.id);
    expect(first.items.map((c) => c.content)).toEqual(['B', 'A', 'A1']);
    expect(first.next_cursor).toBeNull();
  });

  it('pages hold whole threads, newest thread first, each reply with its thread', async () => {
    const destination = await makeDestination(ctx, author);
    const threads: Comment[] = [];
    for (let n = 0; n < 5; n++) threads.push(await write(destination.id, `T${n}`));
    // Replies written after every thread, to old threads: they stay with their thread.
    const r0 = await write(destination.id, 'T0.1', threads[0]!.id);
    await write(destination.id, 'T0.1.1', r0.id);
    await write(destination.id, 'T0.2', threads[0]!.id);
    await write(destination.id, 'T3.1', threads[3]!.id);

    const pages = await allPages(destination.id, 2);
    expect(pages.map((p) => p.items.map((c) => c.content))).toEqual([
      ['T4', 'T3', 'T3.1'],
      ['T2', 'T1'],
      ['T0', 'T0.1', 'T0.1.1', 'T0.2'],
    ]);
    expect(pages.at(-1)?.next_cursor).toBeNull();
    // Without paging parameters: the same order, in one page.
    expect((await page(destination.id)).items.map((c) => c.content)).toEqual(
      pages.flatMap((p) => p.items.map((c) => c.content)),
    );
  });

  it('1,000 comments: the first page is 20 whole threads, and every comment comes exactly once', async () => {
    const destination = await makeDestination(ctx, author);
    // 250 threads of 4 (a top-level comment, two replies, a reply to a reply), written directly.
    await ctx.database.db.execute(sql`
      with roots as (
        insert into comments (destination_id, user_id, depth, content, created_at)
        select ${destination.id}::uuid, ${author.id}, 1, 'root ' || n, now() - (n || ' minutes')::interval
        from generate_series(1, 250) n
        returning id, created_at
      ), replies as (
        insert into comments (destination_id, user_id, parent_id, depth, content, created_at)
        select ${destination.id}::uuid, ${author.id}, roots.id, 2, 'reply ' || k, roots.created_at + (k || ' seconds')::interval
        from roots, generate_series(1, 2) k
        returning id, parent_id, created_at, content
      )
      insert into comments (destination_id, user_id, parent_id, depth, content, created_at)
      select ${destination.id}::uuid, ${author.id}, replies.id, 3, 'deep', replies.created_at + interval '1 second'
      from replies where replies.content = 'reply 1'`);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/destinations/${destination.id}/comments`,
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode).toBe(200);
    const first = res.json() as CommentList;
    expect(first.items).toHaveLength(20 * 4);
    expect(first.items.filter((c) => c.depth === 1).map((c) => c.content)).toEqual(
      Array.from({ length: 20 }, (_, n) => `root ${n + 1}`),
    );
    expect(first.items.slice(0, 4).map((c) => c.content)).toEqual(['root 1', 'reply 1', 'deep', 'reply 2']);
    expect(Buffer.byteLength(res.body)).toBeLessThan(100_000);
    expect(first.next_cursor).not.toBeNull();

    const pages = await allPages(destination.id, 50);
    expect(pages).toHaveLength(5);
    const ids = pages.flatMap((p) => p.items.map((c) => c.id));
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
  });

  it('answers 400 for a bad limit or cursor, never 500', async () => {
    const destination = await makeDestination(ctx, author);
    for (const query of [
      '?limit=0',
      '?limit=51',
      '?limit=x',
      '?cursor=nope',
      '?cursor=WyJsYXRlc3QiLDEsMl0',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/destinations/${destination.id}/comments${query}`,
        headers: { cookie: reader.cookie },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
  });
});
