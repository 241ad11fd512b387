import { commentCreateSchema, limits, type Comment, type CommentReactionResult } from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { EventPublisher } from '../events/event-bus.js';
import type { CommentViewRow, CommentsRepository } from './comments.repository.js';

export interface CommentsServiceDeps {
  repo: CommentsRepository;
  /** comment.created / comment.deleted, published inside the write transaction (delivered on commit). */
  events: EventPublisher;
  /** The generated avatar of an author without a picture (lib/avatars.ts); none by default. */
  defaultAvatar?: (userId: string) => string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else names nothing (404), and never reaches SQL as a bad uuid (500). */
const isId = (value: string) => uuidPattern.test(value);

export function toComment(row: CommentViewRow, defaultAvatar: (userId: string) => string | null): Comment {
  return {
    id: row.id,
    destination_id: row.destinationId,
    user_id: row.userId,
    parent_id: row.parentId,
    depth: row.depth,
    content: row.isDeleted ? '' : row.content,
    created_at: row.createdAt.toISOString(),
    display_name: row.fullName?.trim() || row.userName,
    avatar_url: row.profileAvatarUrl?.trim() || row.userImage?.trim() || defaultAvatar(row.userId),
    likes_count: row.likesCount,
    dislikes_count: row.dislikesCount,
    user_like: row.userLike ?? null,
    is_deleted: row.isDeleted,
  };
}

/**
 * Thread order: every parent before its replies, siblings oldest first (then by id). `items`
 * must already be sorted by (created_at, id), as the repository returns them.
 */
export function threadOrder<T extends { id: string; parent_id: string | null }>(items: T[]): T[] {
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
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as T;
    ordered.push(item);
    const replies = children.get(item.id);
    if (replies) for (let i = replies.length - 1; i >= 0; i -= 1) stack.push(replies[i] as T);
  }
  return ordered;
}

/**
 * Comment rules. comments_count of a destination counts its visible comments (not placeholders):
 * +1 on a post, −1 when a visible comment is deleted (placeholder or removal), in the same
 * transaction, under the destination's row lock. Lock order is destination → comment → reaction
 * everywhere, so concurrent writes cannot deadlock.
 */
export function createCommentsService({ repo, events, defaultAvatar = () => null }: CommentsServiceDeps) {
  const view = (row: CommentViewRow) => toComment(row, defaultAvatar);
  return {
    async list(viewer: Viewer, destinationId: string): Promise<{ items: Comment[] }> {
      if (!isId(destinationId) || !(await repo.destinationExists(destinationId))) {
        throw notFound('destination');
      }
      const rows = await repo.listForDestination(destinationId, viewer.id);
      return { items: threadOrder(rows.map(view)) };
    },

    async create(
      viewer: Viewer,
      destinationId: string,
      body: { content: string; parent_id?: string | null | undefined },
    ): Promise<Comment> {
      if (!isId(destinationId)) throw notFound('destination');
      const parsed = commentCreateSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        if (issue?.path[0] === 'content' && issue.message === 'content_too_long') {
          throw new AppError(
            'content_too_long',
            `Comments are limited to ${limits.commentMaxLength} characters.`,
          );
        }
        if (issue?.path[0] === 'content') throw new AppError('content_required', 'Write something first.');
        throw new AppError('parent_invalid', 'The comment to reply to is not valid.');
      }
      const { content } = parsed.data;
      const parentId = parsed.data.parent_id ?? null;

      return repo.transaction(async (tx, handle) => {
        if (!(await tx.addToCommentsCount(destinationId, 1))) throw notFound('destination');
        let depth = 1;
        if (parentId) {
          // A shared lock: the parent cannot be deleted or turned into a placeholder before we commit.
          const parent = await tx.lockComment(parentId, 'share');
          if (!parent || parent.destinationId !== destinationId || parent.isDeleted) {
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
        await events.publish(handle, 'comment.created', { id, destination_id: destinationId });
        const row = await tx.readComment(id, viewer.id);
        if (!row) throw new Error('the new comment could not be read back');
        return view(row);
      });
    },

    /**
     * Author or admin. A comment with replies becomes a placeholder; one without replies is removed,
     * and so is every placeholder ancestor it leaves without replies.
     */
    async remove(viewer: Viewer, commentId: string): Promise<void> {
      if (!isId(commentId)) throw notFound('comment');
      const found = await repo.findComment(commentId);
      if (!found || found.isDeleted) throw notFound('comment');
      if (found.userId !== viewer.id && !viewer.isAdmin) {
        throw forbidden('Only the author or an admin can delete this comment.');
      }
      await repo.transaction(async (tx, handle) => {
        await tx.lockDestination(found.destinationId);
        const comment = await tx.lockComment(commentId, 'update');
        if (!comment || comment.isDeleted) throw notFound('comment');
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
        await tx.addToCommentsCount(comment.destinationId, -1);
        await events.publish(handle, 'comment.deleted', {
          id: commentId,
          destination_id: comment.destinationId,
        });
      });
    },

    /** none → set; the same again → removed; the opposite → switched. Counts recomputed under the row lock. */
    async react(viewer: Viewer, commentId: string, isLike: boolean): Promise<CommentReactionResult> {
      if (!isId(commentId)) throw notFound('comment');
      return repo.transaction(async (tx) => {
        const comment = await tx.lockComment(commentId, 'update');
        // A placeholder has nothing left to react to.
        if (!comment || comment.isDeleted) throw notFound('comment');
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
        return { user_like: userLike, likes_count: counts.likesCount, dislikes_count: counts.dislikesCount };
      });
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
