import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { Destination, DestinationAuthor } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { instagramTagUrl } from '../lib/format';
import { ImageIcon } from '../../../components/ui/icons';

/** The author's avatar, or their initial on a coloured disc when they have none. */
export function AuthorAvatar({ author, size = 'sm' }: { author: DestinationAuthor; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const box = size === 'sm' ? 'h-7 w-7 text-xs' : 'h-10 w-10 text-sm';
  if (author.avatar_url && !failed) {
    return (
      <img
        src={author.avatar_url}
        alt={t('destinations.card.avatarAlt', { name: author.display_name })}
        className={cn(box, 'shrink-0 rounded-full bg-surface-muted object-cover')}
        onError={() => setFailed(true)}
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        box,
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-strong',
      )}
    >
      {author.display_name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}

/**
 * The cover image, with a quiet placeholder when it cannot load. `eager`: the first view's largest
 * picture (a list's first card, an opened detail), fetched at once and before other images (the
 * page's LCP); every other cover loads as it nears the screen.
 */
export function DestinationImage({
  destination,
  className,
  eager = false,
}: {
  destination: Pick<Destination, 'image_url' | 'title'>;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!destination.image_url || failedUrl === destination.image_url) {
    return (
      <div
        role="img"
        aria-label={t('destinations.card.imageAlt', { title: destination.title })}
        className={cn('flex items-center justify-center bg-surface-muted text-ink-subtle', className)}
      >
        <ImageIcon className="h-10 w-10" />
      </div>
    );
  }
  return (
    <img
      src={destination.image_url}
      alt={t('destinations.card.imageAlt', { title: destination.title })}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding={eager ? 'auto' : 'async'}
      // The box's shape comes from the class; these keep the space before the file arrives.
      width={800}
      height={600}
      onError={() => setFailedUrl(destination.image_url)}
      className={cn('bg-surface-muted object-cover', className)}
    />
  );
}

/** Hashtags, each linking to its tag page on Instagram (a new tab, no opener). */
export function Hashtags({ tags, className }: { tags: string[]; className?: string }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t('destinations.fields.hashtags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={instagramTagUrl(tag)}
            target="_blank"
            rel="noopener noreferrer"
            className="relative z-10 inline-block rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong hover:underline"
            data-user-content
          >
            {tag}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function CategoryBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-surface-raised/90 px-2.5 py-0.5 text-xs font-bold text-ink shadow-sm backdrop-blur',
        className,
      )}
    >
      {name}
    </span>
  );
}
