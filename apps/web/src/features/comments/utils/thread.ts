import type { Comment } from '@pintrip/shared';
import { limits } from '@pintrip/shared';

/** Visual indent of a comment: depth 1 none, then one step per level, at most two (spec §5, §9). */
export function indentOf(depth: number): number {
  return Math.max(0, Math.min(depth - 1, limits.replyIndentMax));
}

/** The depth from which a reply names whom it answers: indents stop at two steps, names do not. */
export const namedReplyDepth = 3;

/**
 * Whom each deep reply answers: comment id → its parent's name ("" for a deleted parent), for the
 * comments at `namedReplyDepth` or deeper whose parent is in `items`. Beyond the last indent step
 * replies line up; the name says which one a reply answers.
 */
export function replyTargets(items: Comment[]): Map<string, string> {
  const byId = new Map(items.map((c) => [c.id, c]));
  const targets = new Map<string, string>();
  for (const comment of items) {
    if (comment.depth < namedReplyDepth || !comment.parent_id) continue;
    const parent = byId.get(comment.parent_id);
    if (parent) targets.set(comment.id, parent.is_deleted ? '' : parent.display_name);
  }
  return targets;
}

/**
 * Places a just-posted comment where the server will list it: after the last item of its parent's
 * subtree (it is the newest sibling), or first for a top-level comment (the newest thread).
 */
export function insertInThread(items: Comment[], comment: Comment): Comment[] {
  if (items.some((c) => c.id === comment.id)) return items;
  const parentIndex = comment.parent_id ? items.findIndex((c) => c.id === comment.parent_id) : -1;
  if (parentIndex < 0) return [comment, ...items];
  const parentDepth = items[parentIndex]?.depth ?? 0;
  let at = parentIndex + 1;
  while (at < items.length && (items[at]?.depth ?? 0) > parentDepth) at += 1;
  return [...items.slice(0, at), comment, ...items.slice(at)];
}
