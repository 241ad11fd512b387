import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

/** A person's picture, or the first letter of their name; decorative (the name is said beside it). */
export function PersonAvatar({
  name,
  avatarUrl,
  className,
}: {
  name: string;
  avatarUrl: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn('h-8 w-8 shrink-0 rounded-full text-xs', className);
  if (avatarUrl && !failed) {
    return (
      <img
        src={avatarUrl}
        alt=""
        className={cn(box, 'bg-surface-muted object-cover')}
        onError={() => setFailed(true)}
        loading="lazy"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'inline-flex items-center justify-center bg-brand-soft font-bold text-brand-strong')}
    >
      {name.trim().slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}
