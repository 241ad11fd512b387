import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { cn } from '../../../components/ui/cn';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';

/**
 * A row that scrolls sideways on a phone and says so: the edge where more is hidden fades out
 * and carries a small arrow button, and the pressed item (the active chip or sort) is scrolled
 * into view whenever `activeKey` changes. Where everything fits there is no hint at all.
 */
export function ScrollRow({
  activeKey,
  className,
  outerClassName,
  fade,
  children,
}: {
  /** Changes when another item is pressed: that item is brought into view. */
  activeKey: string;
  /** Classes of the scrolling row itself (gap, padding, break-points). */
  className: string;
  /** Classes of the box around it, which the hints sit on (e.g. a bleed to the screen's edges). */
  outerClassName?: string;
  /** The colour the edges fade into, as a Tailwind `from-…` class (the row's background). */
  fade: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((now) => (now.start === start && now.end === end ? now : { start, end }));
  }, []);

  // Bring the pressed item into view, within the row only (the page does not move).
  const reveal = useCallback(() => {
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    const left = active.offsetLeft - el.offsetLeft;
    const right = left + active.offsetWidth;
    const margin = 40;
    if (left - margin < el.scrollLeft) el.scrollTo({ left: Math.max(0, left - margin) });
    else if (right + margin > el.scrollLeft + el.clientWidth)
      el.scrollTo({ left: right + margin - el.clientWidth });
  }, []);

  // Sizes are read in a ResizeObserver's callback, which the browser runs right after its own
  // layout (its first one comes for every element observed): read in React's commit, they forced a
  // layout of the whole page in the middle of hydration (decision 0060).
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const update = () => {
      reveal();
      measure();
    };
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    if (observer) {
      observer.observe(el);
      for (const child of Array.from(el.children)) observer.observe(child);
    } else update();
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure, reveal, activeKey, children]);

  const page = (direction: 1 | -1) => {
    const el = row.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.7, behavior: 'smooth' });
  };

  const hint = (side: 'start' | 'end') => (
    <div
      className={cn(
        'pointer-events-none absolute inset-y-0 flex items-center transition-opacity',
        side === 'start' ? 'left-0 bg-gradient-to-r pr-6' : 'right-0 bg-gradient-to-l pl-6',
        fade,
        'to-transparent',
        edges[side] ? 'opacity-100' : 'opacity-0',
      )}
      data-testid={`scroll-hint-${side}`}
      data-visible={edges[side]}
      aria-hidden={!edges[side]}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-label={side === 'start' ? t('scroll.back') : t('scroll.more')}
        onClick={() => page(side === 'start' ? -1 : 1)}
        className={cn(
          'grid h-7 w-7 place-items-center rounded-full border border-line bg-surface-raised text-ink-muted shadow-sm',
          edges[side] ? 'pointer-events-auto' : 'pointer-events-none',
        )}
      >
        {side === 'start' ? (
          <ChevronLeftIcon className="h-4 w-4" />
        ) : (
          <ChevronRightIcon className="h-4 w-4" />
        )}
      </button>
    </div>
  );

  return (
    <div className={cn('relative min-w-0', outerClassName)}>
      <div ref={row} className={className}>
        {children}
      </div>
      {hint('start')}
      {hint('end')}
    </div>
  );
}
