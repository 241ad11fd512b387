import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { canCreate, canDelete, limits, type Comment } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { isLanguage, localeOf, useTranslation } from '../../../i18n';
import { useAuthDialogs } from '../../auth';
import { actorFromMe, useMe } from '../../session';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { useReactToComment } from '../api/react-to-comment';
import { useLiveComments } from '../hooks/use-live-comments';
import { useNow } from '../hooks/use-now';
import { CommentForm } from './lazy-comment-form';
import { CommentItem } from './comment-item';
import { replyTargets } from '../utils/thread';

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

type FocusTarget = { id: string; part: 'comment' | 'reply' };

/**
 * Moves focus to a comment (or its reply button) once the list shows it: after a reply is posted
 * the new reply, after a reply is cancelled the button that opened it.
 */
function useFocusInList(listRef: RefObject<HTMLUListElement | null>, rendered: unknown) {
  const [target, setTarget] = useState<FocusTarget | null>(null);
  useEffect(() => {
    if (!target) return;
    const item = listRef.current?.querySelector(`[data-comment-id="${CSS.escape(target.id)}"]`);
    const element = item?.querySelector<HTMLElement>(
      target.part === 'comment' ? 'article' : '[data-reply-button]',
    );
    if (!element) return;
    element.focus();
    setTarget(null);
  }, [target, rendered, listRef]);
  return setTarget;
}

/** The section title with the number of visible comments loaded (a "+" while more pages remain). */
function ThreadHeading({ id, count, hasMore }: { id: string; count: number | null; hasMore: boolean }) {
  const { t } = useTranslation();
  return (
    <h3 className="flex items-center gap-2 text-base font-bold text-ink" id={id}>
      {t('comments.title')}
      {count !== null ? (
        <span className="rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand-strong tabular-nums">
          {hasMore ? `${count}+` : count}
        </span>
      ) : null}
    </h3>
  );
}

/** The loaded threads, each comment with its actions and, under the reply target, the reply form. */
function CommentList({
  destinationId,
  items,
  listRef,
  canWrite,
  actor,
  replyTargetId,
  setReplyTargetId,
  focus,
  onCommentsChanged,
  onDelete,
  renderCommentActions,
}: {
  destinationId: string;
  items: Comment[];
  listRef: RefObject<HTMLUListElement | null>;
  canWrite: boolean;
  actor: ReturnType<typeof actorFromMe>;
  replyTargetId: string | null;
  setReplyTargetId: (id: string | null) => void;
  focus: (target: FocusTarget) => void;
  onCommentsChanged?: () => void;
  onDelete: (comment: Comment) => void;
  renderCommentActions?: (comment: Comment) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const react = useReactToComment(destinationId);
  const now = useNow();
  const locale = localeOf[isLanguage(i18n.language) ? i18n.language : 'ko'];
  const replyTarget = items.find((c) => c.id === replyTargetId && !c.is_deleted);
  const answers = useMemo(() => replyTargets(items), [items]);
  return (
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
            replyTo={answers.get(comment.id)}
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
            onDelete={() => onDelete(comment)}
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
                      focus({ id: comment.id, part: 'reply' });
                    }}
                    onPosted={(created) => {
                      setReplyTargetId(null);
                      focus({ id: created.id, part: 'comment' });
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
  );
}

/** "댓글 더 보기": loads the next page of threads. */
function LoadMoreButton({ isLoading, onClick }: { isLoading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center pt-2">
      <Button size="sm" variant="outline" onClick={onClick} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? t('comments.loadingMore') : t('comments.loadMore')}
      </Button>
    </div>
  );
}

/** Asks before deleting; the server decides whether a placeholder stays. */
function DeleteCommentDialog({
  destinationId,
  target,
  onClose,
  onDeleted,
}: {
  destinationId: string;
  target: Comment | null;
  onClose: () => void;
  onDeleted: (comment: Comment) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const remove = useDeleteComment(destinationId);
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('comments.messages.delete_confirm')}
      description={t('comments.deleteDescription')}
      confirmLabel={t('comments.actions.delete')}
      isBusy={remove.isPending}
      onConfirm={() => {
        if (!target) return;
        remove.mutate(target.id, {
          onSuccess: () => {
            onClose();
            onDeleted(target);
          },
          onError: () => {
            onClose();
            toast.show(t('comments.messages.delete_failed'), 'error');
          },
        });
      }}
    />
  );
}

/**
 * The comments of a destination: whole threads a page at a time (newest first, "댓글 더 보기" for
 * more) with replies under their parent, reactions, replies up to six levels, delete for the
 * author or an admin, updated live for every viewer. Visitors see only a notice asking them to log
 * in; deactivated accounts read without a form.
 */
export function CommentThread({
  destinationId,
  onCommentsChanged,
  showHeading = true,
  renderCommentActions,
}: CommentThreadProps) {
  const { t } = useTranslation();
  const { openLogin } = useAuthDialogs();
  const me = useMe();
  const viewer = me.data ?? null;
  const actor = actorFromMe(viewer);
  const comments = useComments(destinationId, { enabled: viewer !== null });
  const [replyTargetId, setReplyTargetId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Comment | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const focus = useFocusInList(listRef, comments.data);
  useLiveComments(destinationId, onCommentsChanged);

  const items = comments.data ?? [];
  const headingId = `comments-${destinationId}`;
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
        ) : comments.isError && items.length === 0 ? (
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
          <>
            <CommentList
              destinationId={destinationId}
              items={items}
              listRef={listRef}
              canWrite={canWrite}
              actor={actor}
              replyTargetId={replyTargetId}
              setReplyTargetId={setReplyTargetId}
              focus={focus}
              onCommentsChanged={onCommentsChanged}
              onDelete={setPendingDelete}
              renderCommentActions={renderCommentActions}
            />
            {comments.hasNextPage ? (
              <LoadMoreButton
                isLoading={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              />
            ) : null}
          </>
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
      {showHeading ? (
        <ThreadHeading
          id={headingId}
          count={viewer && comments.isSuccess ? items.filter((c) => !c.is_deleted).length : null}
          hasMore={comments.hasNextPage}
        />
      ) : null}
      {body}
      <DeleteCommentDialog
        destinationId={destinationId}
        target={pendingDelete}
        onClose={() => setPendingDelete(null)}
        onDeleted={(deleted) => {
          if (replyTargetId === deleted.id) setReplyTargetId(null);
          onCommentsChanged?.();
        }}
      />
    </section>
  );
}
