import type { CommentMessageCode } from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';

/** API error codes of the comment endpoints that have their own message. */
const ownMessage = new Set<string>([
  'content_required',
  'content_too_long',
  'reply_depth_exceeded',
  'parent_invalid',
  'unauthorized',
  'account_inactive',
] satisfies CommentMessageCode[]);

/**
 * The message code (an i18n key under `comments.messages`) for a failed call: the contract's code
 * when it has its own message, the depth message whenever the server's text speaks of the 6-level
 * limit (spec §8), else `fallback`.
 */
export function commentErrorCode(error: unknown, fallback: CommentMessageCode): CommentMessageCode {
  if (!(error instanceof ApiError)) return fallback;
  if (/6 levels|6단계/.test(error.message)) return 'reply_depth_exceeded';
  return ownMessage.has(error.code) ? (error.code as CommentMessageCode) : fallback;
}
