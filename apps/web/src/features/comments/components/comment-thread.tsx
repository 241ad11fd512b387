import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canCreate, canDelete, limits, type Comment } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { isLanguage, localeOf } from '../../../i18n';
import { useAuthDialogs } from '../../auth';
import { actorFromMe, useMe } from '../../session';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useReactToComment } from '../api/react-to-comment';
import { useLiveComments } from '../hooks/use-live-comments';
import { useNow } from '../hooks/use-now';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

export interface CommentThreadProps {
  destinationId: string;
  /** Called when this thread's comments change (here or live), e.g. to refresh a comment count. */
  onCommentsChanged?: () => void;
  /** False when the surrounding screen already titles the section (the destination detail does). */
  showHeading?: boolean;
  /** Extra actions on each visible comment (a report button), composed by the route. */
  renderCommentActions?: (comment: Comment) => ReactNode;
}

function Notice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl bg-surface-muted px-4 py-4 text-sm text-ink-muted sm:flex-row sm:items-center sm:justify-between">
      <p>{children}</p>
      {action}
    </div>
  );
}

/**
 * The comments of a destination: the thread in order with replies under their parent, reactions,
 * replies up to six levels, delete for the author or an admin, updated live for every viewer.
 * Visitors see only a notice asking them to log in; deactivated accounts read without a form.
 */
export function CommentThread({
  destinationId,
  onCommentsChanged,
  showHeading = true,
  renderCommentActions,
}: CommentThreadProps) {
  const { t, i18n } = useTranslation();
  const { openLogin } = useAuthDialogs();
  const toast = useToast();
  const me = useMe();
  const viewer = me.data ?? null;
  const actor = actorFromMe(viewer);
  const comments = useComments(destinationId, { enabled: viewer !== null });
  const react = useReactToComment(destinationId);
  const remove = useDeleteComment(destinationId);
  const [replyTargetId, setReplyTargetId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Comment | null>(null);
  // Where focus goes once the thread shows it: a new reply, or the reply button of a cancelled one.
  const [focusTarget, setFocusTarget] = useState<{ id: string; part: 'comment' | 'reply' } | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const now = useNow();
  const locale = localeOf[isLanguage(i18n.language) ? i18n.language : 'ko'];
  useLiveComments(destinationId, onCommentsChanged);

  const items = comments.data ?? [];
  const visibleCount = items.filter((c) => !c.is_deleted).length;
  const replyTarget = items.find((c) => c.id === replyTargetId && !c.is_deleted);

  useEffect(() => {
    if (!focusTarget) return;
    const item = listRef.current?.querySelector(`[data-comment-id="${CSS.escape(focusTarget.id)}"]`);
    const element = item?.querySelector<HTMLElement>(
      focusTarget.part === 'comment' ? 'article' : '[data-reply-button]',
    );
    if (!element) return;
    element.focus();
    setFocusTarget(null);
  }, [focusTarget, comments.data]);

  const headingId = `comments-${destinationId}`;
  const heading = (
    <h3 className="flex items-center gap-2 text-base font-bold text-ink" id={headingId}>
      {t('comments.title')}
      {viewer && comments.isSuccess ? (
        <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong tabular-nums">
          {visibleCount}
        </span>
      ) : null}
    </h3>
  );
  const loginButton = (
    <Button size="sm" onClick={openLogin}>
      {t('comments.login')}
    </Button>
  );

  let body: ReactNode;
  if (me.isPending) {
    body = <Spinner label={t('common.loading')} />;
  } else if (!viewer) {
    body = <Notice action={loginButton}>{t('comments.messages.visitor_notice')}</Notice>;
  } else if (comments.isError && comments.error instanceof ApiError && comments.error.status === 401) {
    // The session ended after the page loaded.
    body = <Notice action={loginButton}>{t('comments.messages.unauthorized')}</Notice>;
  } else {
    const canWrite = canCreate(actor);
    body = (
      <>
        {canWrite ? (
          <CommentForm destinationId={destinationId} onPosted={() => onCommentsChanged?.()} />
        ) : (
          <Notice>{t('comments.messages.account_inactive')}</Notice>
        )}
        {comments.isPending ? (
          <div className="py-6">
            <Spinner label={t('common.loading')} />
          </div>
        ) : comments.isError ? (
          <div role="alert" className="mt-4">
            <Notice
              action={
                <Button size="sm" variant="outline" onClick={() => void comments.refetch()}>
                  {t('comments.retry')}
                </Button>
              }
            >
              {t('comments.messages.load_failed')}
            </Notice>
          </div>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-ink-subtle">{t('comments.empty')}</p>
        ) : (
          <ul className="mt-2" aria-label={t('comments.title')} ref={listRef}>
            {items.map((comment) => {
              const isTarget = replyTarget?.id === comment.id;
              return (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  now={now}
                  locale={locale}
                  canReply={canWrite}
                  isReplyLimitReached={comment.depth >= limits.replyDepthMax}
                  canDelete={canDelete(actor, comment)}
                  isReplyTarget={isTarget}
                  onToggleReply={() => setReplyTargetId(isTarget ? null : comment.id)}
                  isReacting={react.isPending && react.variables?.commentId === comment.id}
                  onReact={(isLike) =>
                    react.mutate(
                      { commentId: comment.id, isLike },
                      { onError: () => toast.show(t('comments.messages.reaction_failed'), 'error') },
                    )
                  }
                  onDelete={() => setPendingDelete(comment)}
                  extraActions={comment.is_deleted ? null : renderCommentActions?.(comment)}
                  replyForm={
                    isTarget ? (
                      <div className="pb-3">
                        <CommentForm
                          destinationId={destinationId}
                          parent={comment}
                          autoFocus
                          onCancel={() => {
                            setReplyTargetId(null);
                            setFocusTarget({ id: comment.id, part: 'reply' });
                          }}
                          onPosted={(created) => {
                            setReplyTargetId(null);
                            setFocusTarget({ id: created.id, part: 'comment' });
                            onCommentsChanged?.();
                          }}
                        />
                      </div>
                    ) : null
                  }
                />
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={showHeading ? headingId : undefined}
      className="space-y-3"
      data-testid="comment-thread"
    >
      {showHeading ? heading : null}
      {body}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
        title={t('comments.messages.delete_confirm')}
        description={t('comments.deleteDescription')}
        confirmLabel={t('comments.actions.delete')}
        isBusy={remove.isPending}
        onConfirm={() => {
          const target = pendingDelete;
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              setPendingDelete(null);
              if (replyTargetId === target.id) setReplyTargetId(null);
              onCommentsChanged?.();
            },
            onError: () => {
              setPendingDelete(null);
              toast.show(t('comments.messages.delete_failed'), 'error');
            },
          });
        }}
      />
    </section>
  );
}
