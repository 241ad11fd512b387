import { useState } from 'react';
import { cn } from '../../../components/ui/cn';

/** A round profile picture; a grey silhouette if the picture cannot be loaded. */
export function Avatar({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const isBroken = !src || brokenSrc === src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-muted ring-1 ring-line',
        className,
      )}
    >
      {isBroken ? (
        <svg
          role="img"
          aria-label={alt}
          viewBox="0 0 24 24"
          className="h-2/3 w-2/3 text-ink-subtle"
          fill="currentColor"
        >
          <path d="M12 12a4.5 4.5 0 100-9 4.5 4.5 0 000 9zm0 2c-4.4 0-8 2.5-8 5.5V21h16v-1.5c0-3-3.6-5.5-8-5.5z" />
        </svg>
      ) : (
        <img src={src} alt={alt} className="h-full w-full object-cover" onError={() => setBrokenSrc(src)} />
      )}
    </span>
  );
}
