import { z } from 'zod';
import { limits } from './limits.js';

/**
 * The exact Korean messages of spec 1 §5 and §8 for comments, keyed by the code the web app maps
 * each failure to (an API error code where one exists). The web app's `comments` namespace in
 * ko.json carries the same sentences.
 */
export const commentMessages = {
  content_required: '댓글 내용을 입력해주세요.',
  content_too_long: '댓글은 2,000자까지 작성할 수 있습니다.',
  reply_depth_exceeded: '대댓글은 최대 6단계까지만 작성할 수 있습니다.',
  parent_invalid: '답글을 달 댓글이 삭제되었거나 찾을 수 없습니다.',
  unauthorized: '댓글을 작성하려면 로그인이 필요합니다.',
  account_inactive: '비활성화된 계정은 댓글을 작성할 수 없습니다.',
  visitor_notice: '댓글을 확인하시려면 로그인하세요',
  load_failed: '댓글을 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.',
  post_failed: '댓글 작성에 실패했습니다. 잠시 후 다시 시도해주세요.',
  delete_confirm: '정말로 이 댓글을 삭제하시겠습니까?',
  delete_failed: '댓글 삭제에 실패했습니다. 잠시 후 다시 시도해주세요.',
  reaction_failed: '좋아요 처리에 실패했습니다. 다시 시도해주세요.',
  deleted_placeholder: '삭제된 댓글입니다',
} as const;
export type CommentMessageCode = keyof typeof commentMessages;

/**
 * Length as PostgreSQL's char_length counts it (Unicode code points), so that the form's counter,
 * the service and the database check agree on emoji and other astral characters.
 */
export function commentLength(content: string): number {
  return Array.from(content).length;
}

/** A comment as every comment endpoint answers it (API.md, Comments). */
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

/** GET /api/destinations/:id/comments — thread order: a parent before its replies. */
export const commentListSchema = z.object({ items: z.array(commentSchema) });
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
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

/** POST /api/comments/:id/reaction */
export const commentReactionSchema = z.object({ is_like: z.boolean() });
export type CommentReaction = z.infer<typeof commentReactionSchema>;

export const commentReactionResultSchema = z.object({
  user_like: z.boolean().nullable(),
  likes_count: z.number().int(),
  dislikes_count: z.number().int(),
});
export type CommentReactionResult = z.infer<typeof commentReactionResultSchema>;
