import { and, asc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authorColumn } from '../../db/author.js';
import { createPreparedCache } from '../../db/prepared.js';
import { defineKeyset } from '../../lib/keyset.js';
import { commentReactions, comments, destinations } from '../../db/schema.js';

type Executor = Db;

/** Threads newest first: the top-level comments by (created_at, id), descending. */
const threadKeyset = defineKeyset('threads', 'desc', [
  { column: comments.createdAt, type: 'timestamp' },
  { column: comments.id, type: 'uuid' },
]);

/**
 * The columns every read of a comment returns: the comment, its author and the viewer's reaction
 * (null without a viewer).
 */
function commentViewColumns(withViewer: boolean) {
  return {
    id: comments.id,
    destinationId: comments.destinationId,
    userId: comments.userId,
    parentId: comments.parentId,
    depth: comments.depth,
    content: comments.content,
    isDeleted: comments.isDeleted,
    likesCount: comments.likesCount,
    dislikesCount: comments.dislikesCount,
    hiddenAt: comments.hiddenAt,
    createdAt: comments.createdAt,
    author: authorColumn(comments.userId),
    userLike: withViewer ? commentReactions.isLike : sql<boolean | null>`null::boolean`,
  };
}

function viewQuery(x: Executor, viewerId: string | Placeholder) {
  return x
    .select(commentViewColumns(true))
    .from(comments)
    .leftJoin(
      commentReactions,
      and(eq(commentReactions.commentId, comments.id), eq(commentReactions.userId, viewerId)),
    );
}

/** The same columns as everyone reads them: no viewer, so no reaction. */
const sharedViewQuery = (x: Executor) => x.select(commentViewColumns(false)).from(comments);

export type CommentViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['execute']>>[number];

const lockColumns = {
  id: comments.id,
  destinationId: comments.destinationId,
  userId: comments.userId,
  parentId: comments.parentId,
  depth: comments.depth,
  isDeleted: comments.isDeleted,
  hiddenAt: comments.hiddenAt,
};

function queries(x: Executor) {
  const prepared = createPreparedCache();
  const destinationId = sql.placeholder('destination');
  return {
    /** The destination's author and moderation state (what the visibility rule needs); null when missing. */
    async findDestination(id: string) {
      const statement = prepared('destination', () =>
        x
          .select({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt })
          .from(destinations)
          .where(eq(destinations.id, destinationId)),
      );
      const [row] = await statement.execute({ destination: id });
      return row ?? null;
    },

    /**
     * Adds `delta` to the destination's comments_count and answers its author and moderation state;
     * null when the destination does not exist. The row lock it takes serialises every comment
     * write of one destination.
     */
    async addToCommentsCount(destinationId: string, delta: number) {
      const [row] = await x
        .update(destinations)
        .set({ commentsCount: sql`greatest(${destinations.commentsCount} + ${delta}, 0)` })
        .where(eq(destinations.id, destinationId))
        .returning({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt });
      return row ?? null;
    },

    async lockDestination(destinationId: string): Promise<boolean> {
      const rows = await x
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.id, destinationId))
        .for('update');
      return rows.length > 0;
    },

    /** A comment's identity and place in the thread, without locking. */
    /** A comment with its destination's author and moderation state, in one read; null when missing. */
    async findCommentWithDestination(commentId: string) {
      const [row] = await x
        .select({
          comment: lockColumns,
          destination: { id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt },
        })
        .from(comments)
        .innerJoin(destinations, eq(destinations.id, comments.destinationId))
        .where(eq(comments.id, commentId));
      return row ?? null;
    },

    /** A comment's own columns, locking the row for this transaction (`update` to change it, `share` to reply). */
    async lockComment(commentId: string, mode: 'update' | 'share') {
      const [row] = await x.select(lockColumns).from(comments).where(eq(comments.id, commentId)).for(mode);
      return row ?? null;
    },

    async hasReplies(commentId: string): Promise<boolean> {
      const [row] = await x
        .select({ id: comments.id })
        .from(comments)
        .where(eq(comments.parentId, commentId))
        .limit(1);
      return row !== undefined;
    },

    async insertComment(values: {
      destinationId: string;
      userId: string;
      parentId: string | null;
      depth: number;
      content: string;
    }): Promise<{ id: string }> {
      const [row] = await x.insert(comments).values(values).returning({ id: comments.id });
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Turns a comment into a placeholder: no content, no reactions. */
    async markDeleted(commentId: string): Promise<void> {
      await x.delete(commentReactions).where(eq(commentReactions.commentId, commentId));
      await x
        .update(comments)
        .set({ isDeleted: true, content: '', likesCount: 0, dislikesCount: 0, updatedAt: sql`now()` })
        .where(eq(comments.id, commentId));
    },

    async deleteComment(commentId: string): Promise<void> {
      await x.delete(comments).where(eq(comments.id, commentId));
    },

    /**
     * One page of a destination's threads as everyone reads them (no viewer's reactions), newest
     * first: the page's top-level comments are picked first from comments_threads_idx (keyset
     * condition included), then every reply under them is read (comments_parent_idx, level by
     * level), with authors for those rows only. Rows come sorted by (created_at, id), as
     * threadOrder wants them. Hidden comments included: the service decides who sees them.
     */
    async listThreads(
      destination: string,
      page: { limit: number; cursor?: string | undefined },
    ): Promise<{ rows: CommentViewRow[]; nextCursor: string | null }> {
      const rootsStatement = prepared(`roots:${page.cursor ? 'after' : 'first'}`, () =>
        x
          .select({ id: comments.id, ...threadKeyset.keyColumns() })
          .from(comments)
          .where(
            and(
              eq(comments.destinationId, destinationId),
              isNull(comments.parentId),
              page.cursor ? threadKeyset.afterPlaceholders() : undefined,
            ),
          )
          .orderBy(...threadKeyset.orderBy())
          .limit(sql.placeholder('limit')),
      );
      const roots = await rootsStatement.execute({
        destination,
        limit: page.limit + 1,
        ...(page.cursor ? threadKeyset.cursorValues(page.cursor) : {}),
      });
      const { items: rootIds, next_cursor: nextCursor } = threadKeyset.page(
        roots,
        page.limit,
        (row) => row.id,
      );
      if (rootIds.length === 0) return { rows: [], nextCursor };
      const threadStatement = prepared('threads', () => {
        const thread = sql`(
          with recursive thread(id) as (
            select unnest(${sql.placeholder('roots')}::uuid[])
            union all
            select ${comments.id} from ${comments}
            join thread on ${comments.parentId} = thread.id
            where ${comments.destinationId} = ${destinationId}
          )
          select id from thread
        )`;
        return sharedViewQuery(x)
          .where(and(eq(comments.destinationId, destinationId), sql`${comments.id} in ${thread}`))
          .orderBy(asc(comments.createdAt), asc(comments.id));
      });
      const rows = await threadStatement.execute({ destination, roots: rootIds });
      return { rows, nextCursor };
    },

    /** The viewer's reactions among `commentIds` (comment_reactions_once_idx), by comment id. */
    async viewerReactions(viewerId: string, commentIds: string[]): Promise<Map<string, boolean>> {
      const statement = prepared('viewerReactions', () =>
        x
          .select({ commentId: commentReactions.commentId, isLike: commentReactions.isLike })
          .from(commentReactions)
          .where(
            and(
              sql`${commentReactions.commentId} = any(${sql.placeholder('comments')}::uuid[])`,
              eq(commentReactions.userId, sql.placeholder('viewer')),
            ),
          ),
      );
      const rows = await statement.execute({ comments: commentIds, viewer: viewerId });
      return new Map(rows.map((row) => [row.commentId, row.isLike]));
    },

    async readComment(commentId: string, viewerId: string): Promise<CommentViewRow | null> {
      const [row] = await viewQuery(x, viewerId).where(eq(comments.id, commentId));
      return row ?? null;
    },

    async findReaction(commentId: string, userId: string) {
      const [row] = await x
        .select({ id: commentReactions.id, isLike: commentReactions.isLike })
        .from(commentReactions)
        .where(and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId)));
      return row ?? null;
    },

    async insertReaction(commentId: string, userId: string, isLike: boolean): Promise<void> {
      await x.insert(commentReactions).values({ commentId, userId, isLike });
    },

    async setReaction(reactionId: string, isLike: boolean): Promise<void> {
      await x.update(commentReactions).set({ isLike }).where(eq(commentReactions.id, reactionId));
    },

    async deleteReaction(reactionId: string): Promise<void> {
      await x.delete(commentReactions).where(eq(commentReactions.id, reactionId));
    },

    /** Recomputes the comment's counts from its reactions, so they can never drift, and returns them. */
    async recountReactions(commentId: string): Promise<{ likesCount: number; dislikesCount: number }> {
      const [row] = await x
        .update(comments)
        .set({
          likesCount: sql`(select count(*)::int from ${commentReactions} where ${commentReactions.commentId} = ${comments.id} and ${commentReactions.isLike})`,
          dislikesCount: sql`(select count(*)::int from ${commentReactions} where ${commentReactions.commentId} = ${comments.id} and not ${commentReactions.isLike})`,
        })
        .where(eq(comments.id, commentId))
        .returning({ likesCount: comments.likesCount, dislikesCount: comments.dislikesCount });
      if (!row) throw new Error('comment vanished while locked');
      return row;
    },
  };
}

/** Comments' SQL, on the pool or bound to a unit of work's transaction. */
export const createCommentsRepository = (db: Db) => queries(db);
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
