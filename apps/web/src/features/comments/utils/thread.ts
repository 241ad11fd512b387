import type { Comment } from '@pintrip/shared';
import { limits } from '@pintrip/shared';

/** Visual indent of a comment: depth 1 none, then one step per level, at most two (spec §5, §9). */
export function indentOf(depth: number): number {
  return Math.max(0, Math.min(depth - 1, limits.replyIndentMax));
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
