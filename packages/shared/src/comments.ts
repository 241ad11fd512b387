import { z } from 'zod';
import { limits } from './limits.js';

/**
 * Length as PostgreSQL's char_length counts it (Unicode code points), so that the form's counter,
 * the service and the database check agree on emoji and other astral characters.
 */
export function commentLength(content: string): number {
  return Array.from(content).length;
}

/** A comment as every comment endpoint answers it (docs/API.md, Comments). */
export const commentSchema = z.object({
  id: z.string(),
  destination_id: z.string(),
  /** Null for a placeholder whose author's account was deleted. */
  user_id: z.string().nullable(),
  parent_id: z.string().nullable(),
  /** 1 for a top-level comment, at most limits.replyDepthMax. */
  depth: z.number().int(),
  /** Plain text exactly as typed (trimmed); '' for a deleted placeholder. */
  content: z.string(),
  created_at: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
  /** The viewer's reaction: true = like, false = dislike, null = none. */
  user_like: z.boolean().nullable(),
  /** A deleted comment kept so that its replies keep their place in the thread. */
  is_deleted: z.boolean(),
  /** Hidden by an admin after a report: only its author and admins see it, marked. */
  is_hidden: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Threads (a top-level comment with all its replies) per page of a destination's comments. */
export const commentThreadsPerPage = { default: 20, max: 50 } as const;

/** GET /api/destinations/:id/comments — optional keyset paging by thread, newest thread first. */
export const commentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(commentThreadsPerPage.max).default(commentThreadsPerPage.default),
  cursor: z.string().max(500).optional(),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

/**
 * GET /api/destinations/:id/comments — `limit` whole threads, newest thread first, each in thread
 * order (a parent before its replies, siblings oldest first); `next_cursor` continues, null at the end.
 */
export const commentListSchema = z.object({
  items: z.array(commentSchema),
  next_cursor: z.string().nullable(),
});
export type CommentList = z.infer<typeof commentListSchema>;

/**
 * The rules of a new comment, shared by the form (zodResolver) and the service. Each issue's
 * message is the error code (content_required, content_too_long), so both sides map it the same way.
 */
export const commentCreateSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'content_required')
    .refine((value) => commentLength(value) <= limits.commentMaxLength, 'content_too_long'),
  parent_id: z.uuid().nullish(),
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** POST /api/comments/:id/reaction */
export const commentReactionSchema = z.object({ is_like: z.boolean() });

export const commentReactionResultSchema = z.object({
  user_like: z.boolean().nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
});
export type CommentReactionResult = z.infer<typeof commentReactionResultSchema>;
