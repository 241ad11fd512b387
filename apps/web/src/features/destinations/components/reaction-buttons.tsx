import { useTranslation } from '../../../i18n';
import { useIsDeactivated } from '../../session';
import type { Destination } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { likedButtonClass } from '../../../components/ui/liked';
import { useToast } from '../../../components/ui/toast';
import { useToggleBookmark } from '../api/toggle-bookmark';
import { useToggleLike } from '../api/toggle-like';
import { useDestinationsViewer } from '../context/viewer-context';
import { useFormatCount } from '../../../lib/format';
import { BookmarkIcon, HeartIcon } from '../../../components/ui/icons';

/** Like toggle with its count. Visitors are asked to log in; the change shows before the server answers. */
export function LikeButton({
  destination,
  className,
}: {
  destination: Pick<Destination, 'id' | 'is_liked' | 'likes_count'>;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isSignedIn, requestLogin } = useDestinationsViewer();
  const formatCount = useFormatCount();
  const toggle = useToggleLike();
  const isDeactivated = useIsDeactivated();
  return (
    <button
      type="button"
      disabled={isDeactivated}
      aria-pressed={destination.is_liked}
      // Not `disabled`: disabling the focused button would drop keyboard focus to the page.
      aria-disabled={toggle.isPending || undefined}
      data-testid="like-button"
      onClick={() => {
        if (toggle.isPending) return;
        if (!isSignedIn) {
          toast.show(t('destinations.messages.likeLoginRequired'));
          requestLogin();
          return;
        }
        toggle.mutate(destination, {
          onError: () => toast.show(t('destinations.messages.likeFailed'), 'error'),
        });
      }}
      className={cn(
        'inline-flex h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors sm:gap-2 sm:px-4',
        destination.is_liked
          ? likedButtonClass
          : 'border-line bg-surface-raised text-ink-muted hover:bg-surface-muted hover:text-ink',
        className,
      )}
    >
      <HeartIcon filled={destination.is_liked} className="h-5 w-5" />
      <span>{t('destinations.actions.like')}</span>
      <span className="tabular-nums" data-testid="like-count">
        {formatCount(destination.likes_count)}
      </span>
    </button>
  );
}

/**
 * Bookmark toggle. `compact` is the round icon button laid over a card image; otherwise a pill
 * with a label.
 */
export function BookmarkButton({
  destination,
  compact = false,
  className,
}: {
  destination: Pick<Destination, 'id' | 'is_bookmarked' | 'title'>;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { isSignedIn, requestLogin } = useDestinationsViewer();
  const toggle = useToggleBookmark();
  const isDeactivated = useIsDeactivated();
  const label = destination.is_bookmarked
    ? t('destinations.actions.unbookmarkNamed', { title: destination.title })
    : t('destinations.actions.bookmarkNamed', { title: destination.title });
  return (
    <button
      type="button"
      aria-pressed={destination.is_bookmarked}
      disabled={isDeactivated}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      aria-disabled={toggle.isPending || undefined}
      data-testid="bookmark-button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (toggle.isPending) return;
        if (!isSignedIn) {
          toast.show(t('destinations.messages.bookmarkLoginRequired'));
          requestLogin();
          return;
        }
        toggle.mutate(destination, {
          onError: () => toast.show(t('destinations.messages.bookmarkFailed'), 'error'),
        });
      }}
      className={cn(
        compact
          ? 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface-raised/90 shadow-[var(--shadow-card)] backdrop-blur transition-colors hover:bg-surface-raised'
          : 'inline-flex h-10 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors sm:gap-2 sm:px-4',
        !compact &&
          (destination.is_bookmarked
            ? 'border-transparent bg-brand-soft text-brand-strong'
            : 'border-line bg-surface-raised text-ink-muted hover:bg-surface-muted hover:text-ink'),
        compact && (destination.is_bookmarked ? 'text-brand' : 'text-ink-muted'),
        className,
      )}
    >
      <BookmarkIcon filled={destination.is_bookmarked} className="h-5 w-5" />
      {compact ? null : <span>{t('destinations.actions.bookmark')}</span>}
    </button>
  );
}
