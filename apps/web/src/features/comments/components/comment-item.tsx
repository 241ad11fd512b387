import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { useIsDeactivated } from '../../session';
import type { Comment } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { useFormatDateTime } from '../../../lib/format';
import { indentOf } from '../utils/thread';
import { formatRelativeTime } from '../../../lib/relative-time';
import { CommentAvatar } from './comment-avatar';
import { CommentText } from './comment-text';
import { ReplyIcon, ThumbDownIcon, ThumbUpIcon, TrashIcon } from './icons';

const indentClasses = ['', 'ml-5 sm:ml-9', 'ml-10 sm:ml-18'] as const;

export interface CommentItemProps {
  comment: Comment;
  now: Date;
  locale: string;
  canReply: boolean;
  /** The comment is at the deepest level: the reason shows where the reply button would be. */
  isReplyLimitReached?: boolean;
  canDelete: boolean;
  isReplyTarget: boolean;
  onToggleReply: () => void;
  onReact: (isLike: boolean) => void;
  onDelete: () => void;
  isReacting: boolean;
  /** The reply form, shown under the comment while it is the reply target. */
  replyForm?: ReactNode;
  /** More actions a screen adds (reporting), after reply and delete. */
  extraActions?: ReactNode;
  /** From depth 3 on, the name of the comment this one answers ("" when that one was deleted). */
  replyTo?: string | undefined;
}

const actionClass =
  'inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink disabled:opacity-50';

/** One comment of the thread, indented by its depth (at most two steps). */
export function CommentItem({
  comment,
  now,
  locale,
  canReply,
  isReplyLimitReached = false,
  canDelete,
  isReplyTarget,
  onToggleReply,
  onReact,
  onDelete,
  isReacting,
  replyForm,
  extraActions,
  replyTo,
}: CommentItemProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const isDeactivated = useIsDeactivated();
  const indent = indentOf(comment.depth);
  const created = new Date(comment.created_at);

  return (
    <li
      data-testid="comment"
      data-comment-id={comment.id}
      data-depth={comment.depth}
      data-indent={indent}
      className={cn(
        indentClasses[indent],
        // A top-level comment opens a new conversation; its replies hang on a guide line.
        indent === 0 ? 'border-t border-line first:border-t-0' : 'border-l-2 border-line pl-3 sm:pl-4',
      )}
    >
      {comment.is_deleted ? (
        <p
          className="my-2 rounded-xl bg-surface-muted px-3 py-2.5 text-sm text-ink-subtle italic"
          data-testid="comment-deleted"
        >
          {t('comments.messages.deleted_placeholder')}
        </p>
      ) : (
        <article
          // Focus moves here after a reply is posted.
          tabIndex={-1}
          className="flex gap-3 py-3"
          aria-label={t('comments.item.label', { name: comment.display_name })}
        >
          <CommentAvatar
            name={comment.display_name}
            url={comment.avatar_url}
            seed={comment.user_id ?? comment.id}
          />
          <div className="min-w-0 flex-1">
            <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <span className="truncate text-sm font-semibold text-ink" data-user-content>
                {comment.display_name}
              </span>
              {comment.is_hidden ? (
                <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-bold text-danger">
                  {t('comments.item.hidden')}
                </span>
              ) : null}
              <time
                dateTime={comment.created_at}
                title={formatDateTime(comment.created_at) ?? undefined}
                className="text-xs text-ink-subtle"
              >
                {formatRelativeTime(created, now, locale)}
              </time>
            </header>
            <div className="mt-1">
              {replyTo !== undefined ? (
                <div className="mb-0.5 text-sm font-semibold text-brand-strong" data-testid="reply-to">
                  <span className="sr-only">{t('comments.item.replyToLabel')} </span>
                  {replyTo ? (
                    <span data-user-content>{t('comments.item.replyTo', { name: replyTo })}</span>
                  ) : (
                    t('comments.item.replyToDeleted')
                  )}
                </div>
              ) : null}
              <CommentText content={comment.content} />
            </div>
            <div className="mt-1.5 -ml-2.5 flex flex-wrap items-center gap-0.5">
              <button
                type="button"
                className={cn(actionClass, comment.user_like === true && 'text-brand-strong')}
                aria-pressed={comment.user_like === true}
                aria-label={t('comments.actions.likeLabel', { value: comment.likes_count })}
                disabled={isReacting || isDeactivated}
                onClick={() => onReact(true)}
              >
                <ThumbUpIcon filled={comment.user_like === true} />
                <span aria-hidden="true" className="tabular-nums">
                  {comment.likes_count}
                </span>
              </button>
              <button
                type="button"
                className={cn(actionClass, comment.user_like === false && 'text-danger')}
                aria-pressed={comment.user_like === false}
                aria-label={t('comments.actions.dislikeLabel', { value: comment.dislikes_count })}
                disabled={isReacting || isDeactivated}
                onClick={() => onReact(false)}
              >
                <ThumbDownIcon filled={comment.user_like === false} />
                <span aria-hidden="true" className="tabular-nums">
                  {comment.dislikes_count}
                </span>
              </button>
              {canReply && isReplyLimitReached ? (
                <span className="px-2.5 text-xs text-ink-subtle" data-testid="reply-limit">
                  {t('comments.messages.reply_depth_exceeded')}
                </span>
              ) : canReply ? (
                <button
                  type="button"
                  className={cn(actionClass, isReplyTarget && 'bg-brand-soft text-brand-strong')}
                  aria-pressed={isReplyTarget}
                  onClick={onToggleReply}
                  data-reply-button=""
                >
                  <ReplyIcon />
                  {t('comments.actions.reply')}
                </button>
              ) : null}
              {canDelete ? (
                <button type="button" className={cn(actionClass, 'hover:text-danger')} onClick={onDelete}>
                  <TrashIcon />
                  {t('comments.actions.delete')}
                </button>
              ) : null}
              {extraActions}
            </div>
          </div>
        </article>
      )}
      {replyForm}
    </li>
  );
}
