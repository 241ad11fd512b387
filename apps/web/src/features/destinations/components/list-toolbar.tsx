import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { destinationSorts, type DestinationSort } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { useCategories, useCategoryLabel } from '../api/get-categories';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { viewModes, type ViewMode } from '../hooks/use-list-params';
import { CloseIcon, GridIcon, ListIcon, MapIcon, SearchIcon } from '../../../components/ui/icons';
import { ScrollRow } from './scroll-row';

const chip =
  'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';
const chipOn = 'border-transparent bg-ink text-surface';
const chipOff = 'border-line bg-surface-raised text-ink-muted hover:bg-surface-muted hover:text-ink';

/** "All" first, then one button per category (sorted by name by the server). */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const label = useCategoryLabel();
  return (
    <div role="group" aria-label={t('destinations.filters.categories')} className="min-w-0">
      <ScrollRow
        activeKey={value}
        fade="from-surface"
        // The row bleeds to the screen's edges on a phone, and its hints sit at those edges.
        outerClassName="-mx-4 sm:mx-0"
        className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        <button
          type="button"
          aria-pressed={value === ''}
          className={cn(chip, value === '' ? chipOn : chipOff)}
          onClick={() => onChange('')}
        >
          {t('destinations.filters.all')}
        </button>
        {categories.isPending
          ? [0, 1, 2, 3].map((n) => (
              <span key={n} aria-hidden="true" className="skeleton h-9 w-16 rounded-full" />
            ))
          : null}
        {(categories.data?.items ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={value === category.name}
            className={cn(chip, value === category.name ? chipOn : chipOff)}
            onClick={() => onChange(category.name)}
          >
            {label(category.name)}
          </button>
        ))}
      </ScrollRow>
      {categories.isError ? (
        <p role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-danger">
          {t('destinations.messages.categoriesLoadFailed')}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void categories.refetch()}
          >
            {t('destinations.actions.retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

export function SortButtons({
  value,
  onChange,
}: {
  value: DestinationSort;
  onChange: (sort: DestinationSort) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('destinations.sort.label')} className="w-full sm:w-auto">
      <ScrollRow
        activeKey={value}
        fade="from-surface-muted"
        className="flex w-full gap-1 overflow-x-auto rounded-full bg-surface-muted p-1 [scrollbar-width:none] sm:w-auto"
      >
        {destinationSorts.map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={value === sort}
            onClick={() => onChange(sort)}
            className={cn(
              'h-8 flex-1 shrink-0 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
              value === sort ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`destinations.sort.${sort}`)}
          </button>
        ))}
      </ScrollRow>
    </div>
  );
}

const viewIcons = { grid: GridIcon, list: ListIcon, map: MapIcon } as const;

export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('destinations.view.label')}
      className="flex w-full gap-1 rounded-full bg-surface-muted p-1 sm:w-auto"
    >
      {viewModes.map((view) => {
        const Icon = viewIcons[view];
        return (
          <button
            key={view}
            type="button"
            aria-pressed={value === view}
            aria-label={t(`destinations.view.${view}`)}
            title={t(`destinations.view.${view}`)}
            data-testid={`view-${view}`}
            onClick={() => onChange(view)}
            className={cn(
              'inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors sm:w-9 sm:flex-none sm:px-0',
              value === view ? 'bg-surface-raised text-ink shadow-sm' : 'text-ink-muted hover:text-ink',
            )}
          >
            <Icon className="h-4 w-4" />
            <span aria-hidden="true" className="sm:hidden">
              {t(`destinations.view.${view}Short`)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/**
 * The search box: typing updates the URL's `q` after a short pause (replacing the history entry,
 * so Back does not step through every letter); a change of `q` from outside (Back) shows here.
 */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const lastSent = useRef(value);

  useEffect(() => {
    const q = debounced.trim();
    if (q !== lastSent.current) {
      lastSent.current = q;
      onChange(q);
    }
  }, [debounced, onChange]);

  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setText(value);
    }
  }, [value]);

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        const q = text.trim();
        lastSent.current = q;
        onChange(q);
      }}
    >
      <label htmlFor="destination-search" className="sr-only">
        {t('destinations.search.label')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-subtle" />
      <input
        id="destination-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('destinations.search.placeholder')}
        enterKeyHint="search"
        className="h-12 w-full rounded-full border border-line bg-surface-raised pr-12 pl-12 text-base shadow-sm outline-none placeholder:text-ink-subtle focus:border-brand [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={t('destinations.search.clear')}
          onClick={() => {
            setText('');
            lastSent.current = '';
            onChange('');
          }}
          className="absolute top-1/2 right-3 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-subtle hover:bg-surface-muted hover:text-ink"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      ) : null}
    </form>
  );
}
