import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Place } from '@pintrip/shared';
import { PinIcon, SearchIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePlaceSearch } from './use-place-search';

/** The text a chosen place puts in a location field: its address, with its name when the address lacks it. */
export function placeLocation(place: Place): string {
  if (!place.address) return place.name;
  return place.address.includes(place.name) ? place.address : `${place.address} ${place.name}`;
}

/**
 * The place search box (GET /api/places/search, works offline with the built-in gazetteer): type,
 * then pick a result with a click or Enter (the first one). Used by the pinpoint dialog's location
 * picker and the itinerary form's plans; Enter never submits the form around it, and Escape closes
 * the list before it closes a dialog.
 */
export function PlaceSearch({
  id,
  onChoose,
  autoFocus = false,
  className,
}: {
  /** The input's id; the results list is `${id}-results`. */
  id: string;
  onChoose: (place: Place) => void;
  autoFocus?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isListOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(text, 250);
  const places = usePlaceSearch(query);
  const results = places.data?.items ?? [];
  const showList = isListOpen && query.trim().length > 0;
  const listId = `${id}-results`;

  const choose = (place: Place) => {
    setListOpen(false);
    setText(place.name);
    onChoose(place);
  };

  return (
    <div className={className ? `relative ${className}` : 'relative'}>
      <label htmlFor={id} className="sr-only">
        {t('placePicker.search')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-subtle" />
      <input
        id={id}
        type="search"
        value={text}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        // The plan editor opens the search on request: the box is where the person wants to type.
        autoFocus={autoFocus}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            // Searching, not submitting the form around the box.
            event.preventDefault();
            const first = results[0];
            if (first && showList) choose(first);
          } else if (event.key === 'Escape' && showList) {
            event.stopPropagation();
            setListOpen(false);
          }
        }}
        placeholder={t('placePicker.searchPlaceholder')}
        autoComplete="off"
        className="h-11 w-full rounded-2xl border border-line bg-surface-raised pr-4 pl-10 text-base outline-none focus:border-brand"
        data-testid="place-search"
      />
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('placePicker.results')}
          className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-1 shadow-[var(--shadow-raised)]"
        >
          {places.isFetching && results.length === 0 ? (
            <li className="px-3 py-2">
              <Spinner label={t('placePicker.searching')} />
            </li>
          ) : null}
          {places.isError ? (
            <li className="px-3 py-2 text-sm text-danger">{t('placePicker.searchFailed')}</li>
          ) : null}
          {!places.isFetching && !places.isError && results.length === 0 ? (
            <li className="px-3 py-2 text-sm text-ink-muted">{t('placePicker.noResults')}</li>
          ) : null}
          {results.map((place) => (
            <li key={`${place.name}-${place.lat}-${place.lng}`} role="option" aria-selected={false}>
              <button
                type="button"
                onClick={() => choose(place)}
                className="flex w-full items-start gap-2 rounded-xl px-3 py-2 text-left hover:bg-surface-muted"
              >
                <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{place.name}</span>
                  <span className="block truncate text-xs text-ink-muted">{place.address}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
