import { useState } from 'react';

const palette = [
  'bg-brand-soft text-brand-strong',
  'bg-warning-soft text-warning',
  'bg-danger-soft text-danger',
];

/** The author's picture, or the first letter of their name on a soft colour picked from the id. */
export function CommentAvatar({ name, url, seed }: { name: string; url: string | null; seed: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-8 shrink-0 rounded-full bg-surface-muted object-cover"
      />
    );
  }
  const hash = [...seed].reduce((sum, ch) => (sum + ch.charCodeAt(0)) % 997, 0);
  return (
    <span
      aria-hidden="true"
      className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold ${palette[hash % palette.length]}`}
    >
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}
