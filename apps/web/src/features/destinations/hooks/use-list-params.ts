import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { destinationSorts, type DestinationSort } from '@pintrip/shared';
import { useHydrated } from '../../../hooks/use-hydrated';
import type { DestinationFilters } from '../api/query-keys';

export const viewModes = ['grid', 'list', 'map'] as const;
export type ViewMode = (typeof viewModes)[number];

const viewStorageKey = 'pintrip.destinations.view';

function storedView(): ViewMode {
  try {
    const value = globalThis.localStorage?.getItem(viewStorageKey);
    return (viewModes as readonly string[]).includes(value ?? '') ? (value as ViewMode) : 'grid';
  } catch {
    return 'grid';
  }
}

export interface ListParams extends DestinationFilters {
  view: ViewMode;
}

/** The list's filters as an address gives them; the server renders the list it names. */
export function listFiltersOf(searchParams: URLSearchParams): DestinationFilters {
  const sort = searchParams.get('sort') ?? '';
  return {
    category: searchParams.get('category') ?? '',
    q: searchParams.get('q') ?? '',
    sort: (destinationSorts as readonly string[]).includes(sort) ? (sort as DestinationSort) : 'latest',
  };
}

/**
 * The list screen's state lives in the URL (?category=&q=&sort=&view=), so a link reproduces the
 * screen and Back undoes a change. Defaults are left out of the URL. The view choice is also
 * remembered for the next visit.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The remembered view is the browser's: the server's HTML (and its hydration) shows the grid.
  const isHydrated = useHydrated();
  const params = useMemo<ListParams>(() => {
    const view = searchParams.get('view') ?? '';
    return {
      ...listFiltersOf(searchParams),
      view: (viewModes as readonly string[]).includes(view)
        ? (view as ViewMode)
        : isHydrated
          ? storedView()
          : 'grid',
    };
  }, [searchParams, isHydrated]);

  const update = useCallback(
    (changes: Partial<ListParams>, options: { replace?: boolean } = {}) => {
      if (changes.view) {
        try {
          globalThis.localStorage?.setItem(viewStorageKey, changes.view);
        } catch {
          // Storage may be refused (private mode); the URL still carries the choice.
        }
      }
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault = !value || (key === 'sort' && value === 'latest');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
