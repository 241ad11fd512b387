import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { inputClasses } from '../../../components/ui/form-field';
import { PlusIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useFormatDayNumber } from '../../../lib/format';
import { useBookmarks, useRecentDestinations } from '../../destinations';
import { useDestinationSearch } from '../../itineraries';

/** A destination as the panel lists it and a plan links it. */
export interface PanelDestination {
  id: string;
  title: string;
  location: string | null;
  image_url: string | null;
  lat: number | null;
  lng: number | null;
  budget_min: number;
}

type Source = 'search' | 'bookmarks' | 'recent';
const sources: Source[] = ['search', 'bookmarks', 'recent'];

export interface SearchPanelProps {
  dayNumbers: number[];
  /** The day chosen at first (the day on screen). */
  selectedDay: number;
  onAdd: (dayNumber: number, destination: PanelDestination) => void;
  /** In a sheet whose own title says what it is, the panel's heading is for screen readers only. */
  isInSheet?: boolean;
}

/**
 * Destinations to add to the trip, beside the days (in a sheet on phones): found by search, from my
 * bookmarks, or the ones this browser opened last; each goes to the day chosen at the top.
 */
export function SearchPanel({ dayNumbers, selectedDay, onAdd, isInSheet = false }: SearchPanelProps) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const id = useId();
  const [source, setSource] = useState<Source>('search');
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  // The day on screen until the user picks one; a day the dates took away falls back to it too.
  const day = chosenDay !== null && dayNumbers.includes(chosenDay) ? chosenDay : selectedDay;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="planner-search">
      <h2 id={`${id}-title`} className={isInSheet ? 'sr-only' : 'text-base font-bold'}>
        {t('planner.search.title')}
      </h2>
      <label className="flex items-center gap-2 text-sm font-semibold">
        <span className="shrink-0">{t('planner.search.day')}</span>
        <select
          value={day}
          onChange={(event) => setChosenDay(Number(event.target.value))}
          className={inputClasses(false, 'h-9 max-w-40 py-0 text-sm')}
        >
          {dayNumbers.map((n) => (
            <option key={n} value={n}>
              {formatDayNumber(n)}
            </option>
          ))}
        </select>
      </label>
      <div role="tablist" aria-label={t('planner.search.sources')} className="flex gap-1">
        {sources.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={source === name}
            aria-controls={`${id}-panel`}
            onClick={() => setSource(name)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-semibold',
              source === name
                ? 'border-brand bg-brand text-brand-ink'
                : 'border-line bg-surface hover:bg-surface-muted',
            )}
          >
            {t(`planner.search.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${source}`}>
        {source === 'search' ? (
          <SearchResults day={day} onAdd={onAdd} />
        ) : source === 'bookmarks' ? (
          <BookmarkResults day={day} onAdd={onAdd} />
        ) : (
          <RecentResults day={day} onAdd={onAdd} />
        )}
      </div>
    </section>
  );
}

interface ResultsProps {
  day: number;
  onAdd: SearchPanelProps['onAdd'];
}

function SearchResults({ day, onAdd }: ResultsProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const search = useDestinationSearch(q);
  const items = search.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t('planner.search.query')}
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('itineraries.picker.searchPlaceholder')}
          className={inputClasses(false, 'h-10 text-sm')}
        />
      </label>
      <Results
        day={day}
        onAdd={onAdd}
        items={items}
        isPending={search.isPending}
        isError={search.isError}
        empty={t('itineraries.picker.empty')}
        more={<MoreButton pages={search} />}
      />
    </>
  );
}

function BookmarkResults({ day, onAdd }: ResultsProps) {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const items = bookmarks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Results
      day={day}
      onAdd={onAdd}
      items={items}
      isPending={bookmarks.isPending}
      isError={bookmarks.isError}
      empty={t('planner.search.noBookmarks')}
      more={<MoreButton pages={bookmarks} />}
    />
  );
}

function RecentResults({ day, onAdd }: ResultsProps) {
  const { t } = useTranslation();
  const recent = useRecentDestinations();
  return (
    <Results
      day={day}
      onAdd={onAdd}
      items={recent}
      isPending={false}
      isError={false}
      empty={t('planner.search.noRecent')}
    />
  );
}

/** A list read page by page (TanStack Query's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): Promise<unknown>;
}

/** "더 보기" under a list read page by page, while there is a next page. */
function MoreButton({ pages }: { pages: PagedQuery }) {
  const { t } = useTranslation();
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {t('itineraries.picker.more')}
    </Button>
  );
}

function Results({
  day,
  onAdd,
  items,
  isPending,
  isError,
  empty,
  more,
}: ResultsProps & {
  items: PanelDestination[];
  isPending: boolean;
  isError: boolean;
  empty: string;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  if (isPending) return <Spinner label={t('itineraries.picker.loading')} />;
  if (isError)
    return (
      <p role="alert" className="mt-2 text-sm text-danger">
        {t('itineraries.picker.loadFailed')}
      </p>
    );
  if (items.length === 0) return <p className="mt-2 text-sm text-ink-muted">{empty}</p>;
  return (
    <div className="mt-2 flex flex-col gap-2">
      <ul className="flex max-h-[26rem] flex-col gap-2 overflow-y-auto" data-testid="planner-search-results">
        {items.map((d) => (
          <li key={d.id} className="flex items-center gap-3 rounded-2xl border border-line p-2">
            {d.image_url ? (
              <img
                src={d.image_url}
                alt=""
                className="h-12 w-12 shrink-0 rounded-xl object-cover"
                loading="lazy"
              />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold" data-user-content>
                {d.title}
              </span>
              <span className="block truncate text-xs text-ink-muted" data-user-content>
                {d.location}
              </span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('planner.search.addTo', { name: d.title, day: formatDayNumber(day) })}
              onClick={() => onAdd(day, d)}
            >
              <PlusIcon />
              {t('planner.search.add')}
            </Button>
          </li>
        ))}
      </ul>
      {more}
    </div>
  );
}
