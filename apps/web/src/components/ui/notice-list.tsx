import type { ReactNode } from 'react';

/** How a notice list looks: `brand` asks for an answer (invites), `warning` tells of a decision (hidden items). */
const tones = {
  brand: {
    section: 'rounded-[var(--radius-card)] border border-brand/40 bg-brand-soft/40 p-5 sm:p-6',
    title: 'mb-3 text-lg font-bold',
    list: 'flex flex-col gap-3',
  },
  warning: {
    section: 'rounded-2xl bg-warning-soft px-4 py-4 text-sm text-warning',
    title: 'font-bold',
    list: 'mt-2 flex flex-col gap-2',
  },
} as const;

export interface NoticeListProps<T> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: ReactNode;
  tone: keyof typeof tones;
  items: readonly T[];
  /** Each item's `<li>`, with its key. */
  children: (item: T) => ReactNode;
  'data-testid'?: string;
}

/**
 * A titled section of notices on My Page (invites to answer, items an admin hid): a list of
 * `children(item)`, or nothing at all when there are no items.
 */
export function NoticeList<T>({ id, title, tone, items, children, ...rest }: NoticeListProps<T>) {
  if (items.length === 0) return null;
  const style = tones[tone];
  return (
    <section aria-labelledby={id} className={style.section} data-testid={rest['data-testid']}>
      <h2 id={id} className={style.title}>
        {title}
      </h2>
      <ul className={style.list}>{items.map(children)}</ul>
    </section>
  );
}
