import {
  canDelete,
  canSee,
  isAdmin,
  limits,
  type Comment,
  type CommentCreate,
  type CommentList,
  type CommentListQuery,
  type CommentReactionResult,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { ViewerMarksCache } from '../../auth/viewer-marks.js';
import { toAuthor } from '../../db/author.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { createJsonSplicer } from '../../lib/json-splice.js';
import { createPageCache, type PageCache } from '../../lib/page-cache.js';
import { canSeeRow, visibilityOf, type VisibilityRow } from '../../lib/visibility.js';
import type { AppUnitOfWork } from '../../repositories.js';
import { auditAdminEdit } from '../admin/admin-edits.js';
import type { CommentViewRow } from './comments.repository.js';

export function toComment(row: CommentViewRow): Comment {
  const author = row.userId
    ? toAuthor(row.userId, row.author)
    : { display_name: '', avatar_url: null as string | null };
  return {
    id: row.id,
    destination_id: row.destinationId,
    user_id: row.userId,
    parent_id: row.parentId,
    depth: row.depth,
    content: row.isDeleted ? '' : row.content,
    created_at: row.createdAt.toISOString(),
    display_name: author.display_name,
    avatar_url: author.avatar_url,
    likes_count: row.likesCount,
    dislikes_count: row.dislikesCount,
    user_like: row.userLike ?? null,
    is_deleted: row.isDeleted,
    is_hidden: row.hiddenAt !== null,
  };
}

/** A kept page's comments carry no reader's reaction (lib/json-splice.ts puts theirs there). */
const noReaction = '"user_like":null';

/**
 * What `viewer` sees of a thread with hidden comments: their own and (for admins) every hidden
 * comment, marked; anyone else sees a hidden comment with replies as a placeholder, and none without.
 */
export function withoutHidden(viewer: Viewer | null, items: Comment[]): Comment[] {
  const parents = new Set(items.map((item) => item.parent_id).filter(Boolean));
  return items.flatMap((item): Comment[] => {
    if (canSee(viewer, { user_id: item.user_id, isHidden: Boolean(item.is_hidden) })) return [item];
    if (!parents.has(item.id)) return [];
    return [{ ...item, content: '', is_deleted: true, is_hidden: false, likes_count: 0, dislikes_count: 0 }];
  });
}

/**
 * Thread order: every parent before its replies, siblings oldest first (then by id); the threads
 * themselves newest first with `newestThreadFirst`. `items` must already be sorted by
 * (created_at, id), as the repository returns them.
 */
export function threadOrder<T extends { id: string; parent_id: string | null }>(
  items: T[],
  options: { newestThreadFirst?: boolean } = {},
): T[] {
  const ids = new Set(items.map((item) => item.id));
  const children = new Map<string | null, T[]>();
  for (const item of items) {
    // A reply whose parent is not in the list (cannot happen with the foreign key) stays visible at the top.
    const key = item.parent_id !== null && ids.has(item.parent_id) ? item.parent_id : null;
    const list = children.get(key);
    if (list) list.push(item);
    else children.set(key, [item]);
  }
  const ordered: T[] = [];
  // Iterative depth-first walk: the stack holds siblings in reverse so the oldest comes out first.
  const roots = children.get(null) ?? [];
  const stack = options.newestThreadFirst ? [...roots] : [...roots].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as T;
    ordered.push(item);
    const replies = children.get(item.id);
    if (replies) for (let i = replies.length - 1; i >= 0; i -= 1) stack.push(replies[i] as T);
  }
  return ordered;
}

/** What a cached thread page keeps beside everyone's view of it (see `createCommentsService`). */
interface ThreadPageRows {
  /** The destination's author and moderation state: who may read the thread at all. */
  destination: VisibilityRow;
  /** Every comment of the page, hidden ones included, as read (sorted by created_at, id). */
  rows: Comment[];
  /** The authors of its hidden comments: they (and admins) read the page differently. */
  hiddenAuthors: Set<string | null>;
}

/**
 * Comment rules. comments_count of a destination counts its visible comments (not placeholders):
 * +1 on a post, −1 when a visible comment is deleted (placeholder or removal), in the same
 * transaction, under the destination's row lock. Lock order is destination → comment → reaction
 * everywhere, so concurrent writes cannot deadlock.
 *
 * A thread page is read once for everyone and kept (lib/page-cache.ts, `threads`; cleared with the
 * other pages on every write that publishes, here and on every instance): a reader gets it with
 * their own reactions spliced into its JSON, from their marks in memory (`marks`,
 * auth/viewer-marks.ts: no query) or, for an account with too many marks to keep, one query. An
 * admin, or the author of a hidden comment on the page, gets it rebuilt from the kept rows for
 * them (no query more).
 */
export function createCommentsService(
  uow: AppUnitOfWork,
  threads: PageCache<CommentList> = createPageCache(),
  /** Absent: every signed-in read asks the database for the reader's reactions. */
  marks?: ViewerMarksCache,
) {
  const pageRows = new WeakMap<CommentList, ThreadPageRows>();
  const spliceUserLike = createJsonSplicer<CommentList>(noReaction, (value) => value.items.length);

  /** A page of threads as a reader without reactions and without hidden comments of their own sees it. */
  const sharedThreads = (destinationId: string, query: CommentListQuery) =>
    threads.get([destinationId, query.limit, query.cursor ?? ''].join('\u0001'), async () => {
      const destination = await uow.read.comments.findDestination(destinationId);
      if (!destination) throw notFound('destination');
      const { rows, nextCursor } = await uow.read.comments.listThreads(destinationId, query);
      const all = rows.map(toComment);
      const value: CommentList = {
        items: threadOrder(withoutHidden(null, all), { newestThreadFirst: true }),
        next_cursor: nextCursor,
      };
      pageRows.set(value, {
        destination,
        rows: all,
        hiddenAuthors: new Set(all.filter((item) => item.is_hidden).map((item) => item.user_id)),
      });
      return value;
    });

  /**
   * The reader's reactions among `commentIds`: from their marks in memory, or one query for an
   * account with too many marks to keep.
   */
  const reactionsOf = async (viewerId: string, commentIds: string[]): Promise<Map<string, boolean>> => {
    const kept = await marks?.get(viewerId, (limit) => uow.read.destinations.viewerMarks(viewerId, limit));
    if (!kept) return uow.read.comments.viewerReactions(viewerId, commentIds);
    const reactions = new Map<string, boolean>();
    if (kept.commentReactions.size === 0) return reactions;
    for (const id of commentIds) {
      const isLike = kept.commentReactions.get(id);
      if (isLike !== undefined) reactions.set(id, isLike);
    }
    return reactions;
  };

  /**
   * A comment and its destination if `viewer` may see both; 404 otherwise (someone else's hidden
   * comment, or any comment under a hidden destination, does not exist for them — not even a 403).
   */
  const visibleComment = async (viewer: Viewer, commentId: string) => {
    const found = await uow.read.comments.findCommentWithDestination(commentId);
    if (!found || found.comment.isDeleted || !canSeeRow(viewer, found.comment)) throw notFound('comment');
    if (!canSeeRow(viewer, found.destination)) throw notFound('comment');
    return found;
  };

  /**
   * One page of whole threads, newest thread first, each in thread order, with its JSON when it
   * was written from the kept page (`json` null: serialize `value`).
   */
  async function listWithJson(
    viewer: Viewer,
    destinationId: string,
    query: CommentListQuery,
  ): Promise<{ value: CommentList; json: string | null }> {
    const page = await sharedThreads(destinationId, query);
    const kept = pageRows.get(page.value);
    if (!kept) throw new Error('a kept thread page lost its rows');
    if (!canSeeRow(viewer, kept.destination)) throw notFound('destination');
    const ownView = kept.hiddenAuthors.size > 0 && (isAdmin(viewer) || kept.hiddenAuthors.has(viewer.id));
    const base = ownView
      ? threadOrder(withoutHidden(viewer, kept.rows), { newestThreadFirst: true })
      : page.value.items;
    const reactions =
      base.length > 0
        ? await reactionsOf(
            viewer.id,
            base.map((item) => item.id),
          )
        : new Map<string, boolean>();
    if (!ownView && reactions.size === 0) return { value: page.value, json: page.body };
    const items =
      reactions.size === 0
        ? base
        : base.map((item) => {
            const userLike = reactions.get(item.id);
            return userLike === undefined ? item : { ...item, user_like: userLike };
          });
    const value = { items, next_cursor: page.value.next_cursor };
    if (ownView) return { value, json: null };
    return { value, json: spliceUserLike(page, (i) => `"user_like":${items[i]?.user_like ?? null}`) };
  }

  return {
    listWithJson,

    /** One page of whole threads, newest thread first, each in thread order. */
    async list(viewer: Viewer, destinationId: string, query: CommentListQuery): Promise<CommentList> {
      return (await listWithJson(viewer, destinationId, query)).value;
    },

    async create(viewer: Viewer, destinationId: string, input: CommentCreate): Promise<Comment> {
      const { content } = input;
      const parentId = input.parent_id ?? null;

      return uow.transaction(async ({ comments: tx, publish }) => {
        const destination = await tx.addToCommentsCount(destinationId, 1);
        if (!destination || !canSeeRow(viewer, destination)) throw notFound('destination');
        let depth = 1;
        if (parentId) {
          // A shared lock: the parent cannot be deleted or turned into a placeholder before we commit.
          const parent = await tx.lockComment(parentId, 'share');
          // A hidden comment takes no replies, and looks to the replier like a missing one.
          if (!parent || parent.destinationId !== destinationId || parent.isDeleted || parent.hiddenAt) {
            throw new AppError('parent_invalid', 'The comment to reply to is not on this destination.');
          }
          if (parent.depth >= limits.replyDepthMax) {
            throw new AppError(
              'reply_depth_exceeded',
              `Replies are limited to ${limits.replyDepthMax} levels.`,
            );
          }
          depth = parent.depth + 1;
        }
        const { id } = await tx.insertComment({
          destinationId,
          userId: viewer.id,
          parentId,
          depth,
          content,
        });
        await publish('comment.created', { id, destination_id: destinationId }, [visibilityOf(destination)]);
        const row = await tx.readComment(id, viewer.id);
        if (!row) throw new Error('the new comment could not be read back');
        return toComment(row);
      });
    },

    /**
     * Author or admin. A comment with replies becomes a placeholder; one without replies is removed,
     * and so is every placeholder ancestor it leaves without replies.
     */
    async remove(viewer: Viewer, commentId: string): Promise<void> {
      const { comment: found, destination } = await visibleComment(viewer, commentId);
      if (!canDelete(viewer, found)) throw forbidden('Only the author or an admin can delete this comment.');
      await uow.transaction(async ({ comments: tx, admin, publish }) => {
        await tx.lockDestination(found.destinationId);
        const comment = await tx.lockComment(commentId, 'update');
        if (!comment || comment.isDeleted) throw notFound('comment');
        const content = (await tx.readComment(commentId, viewer.id))?.content ?? '';
        if (await tx.hasReplies(commentId)) {
          await tx.markDeleted(commentId);
        } else {
          await tx.deleteComment(commentId);
          let ancestorId = comment.parentId;
          while (ancestorId) {
            const ancestor = await tx.lockComment(ancestorId, 'update');
            if (!ancestor || !ancestor.isDeleted || (await tx.hasReplies(ancestorId))) break;
            await tx.deleteComment(ancestorId);
            ancestorId = ancestor.parentId;
          }
        }
        // A hidden comment already left the count when it was hidden.
        if (comment.hiddenAt === null) await tx.addToCommentsCount(comment.destinationId, -1);
        await auditAdminEdit(viewer, admin, comment, {
          action: 'comment.delete',
          targetType: 'comment',
          targetId: commentId,
          targetLabel: content.slice(0, 200),
          before: { content, user_id: comment.userId, destination_id: comment.destinationId },
        });
        await publish('comment.deleted', { id: commentId, destination_id: comment.destinationId }, [
          visibilityOf(destination),
          visibilityOf(comment),
        ]);
      });
    },

    /** none → set; the same again → removed; the opposite → switched. Counts recomputed under the row lock. */
    async react(viewer: Viewer, commentId: string, isLike: boolean): Promise<CommentReactionResult> {
      const { destination } = await visibleComment(viewer, commentId);
      return uow.transaction(async ({ comments: tx, publish }) => {
        const comment = await tx.lockComment(commentId, 'update');
        // A placeholder has nothing left to react to, nor has a hidden comment (for anyone).
        if (!comment || comment.isDeleted || comment.hiddenAt) throw notFound('comment');
        const existing = await tx.findReaction(commentId, viewer.id);
        let userLike: boolean | null;
        if (!existing) {
          await tx.insertReaction(commentId, viewer.id, isLike);
          userLike = isLike;
        } else if (existing.isLike === isLike) {
          await tx.deleteReaction(existing.id);
          userLike = null;
        } else {
          await tx.setReaction(existing.id, isLike);
          userLike = isLike;
        }
        const counts = await tx.recountReactions(commentId);
        // Kept thread pages hold the counts: every instance drops them on this event.
        await publish(
          'comment.updated',
          {
            id: commentId,
            destination_id: comment.destinationId,
            likes_count: counts.likesCount,
            dislikes_count: counts.dislikesCount,
          },
          [visibilityOf(destination), visibilityOf(comment)],
        );
        return { user_like: userLike, likes_count: counts.likesCount, dislikes_count: counts.dislikesCount };
      });
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
