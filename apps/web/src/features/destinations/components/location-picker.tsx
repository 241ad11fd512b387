import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { limits, type Place } from '@pintrip/shared';
import { Spinner } from '../../../components/ui/spinner';
import { usePlaceSearch } from '../api/search-places';
import { MapFrame, pinIcon, useLeafletMap } from '../../../components/map';
import { PinIcon, SearchIcon } from '../../../components/ui/icons';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

interface PickedLocation {
  lat: number | null;
  lng: number | null;
  /** Set when a place was chosen from the search; a click on the map moves only the pin. */
  location?: string;
}

/** The text a chosen place puts in the location field. */
function placeLocation(place: Place): string {
  if (!place.address) return place.name;
  return place.address.includes(place.name) ? place.address : `${place.address} ${place.name}`;
}

/**
 * Place search plus a 300 px map. Choosing a result recentres the map at zoom 15 and sets the
 * location text and coordinates; clicking the map (or dragging the pin) sets the coordinates.
 */
export function LocationPicker({
  lat,
  lng,
  onPick,
}: {
  lat: number | null;
  lng: number | null;
  onPick: (picked: PickedLocation) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [isListOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(text, 250);
  const places = usePlaceSearch(query);
  const onPickRef = useRef(onPick);
  const {
    containerRef,
    stateRef,
    status: mapStatus,
  } = useLeafletMap((_L, map): { marker: Leaflet.Marker | null } => {
    map.on('click', (event: Leaflet.LeafletMouseEvent) =>
      onPickRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
    );
    // The dialog may still be animating its size.
    setTimeout(() => map.invalidateSize(), 250);
    return { marker: null };
  });

  useEffect(() => {
    onPickRef.current = onPick;
  });

  // The pin follows the coordinates, wherever they came from.
  useEffect(() => {
    const state = stateRef.current;
    if (mapStatus !== 'ready' || !state) return;
    const { L, map } = state;
    if (lat == null || lng == null) {
      state.marker?.remove();
      state.marker = null;
      return;
    }
    if (!state.marker) {
      const marker = L.marker([lat, lng], {
        icon: pinIcon(L, 'picked'),
        draggable: true,
        keyboard: false,
        alt: t('destinations.form.pickedPin'),
      });
      marker.on('dragend', () => {
        const position = marker.getLatLng();
        onPickRef.current({ lat: round(position.lat), lng: round(position.lng) });
      });
      marker.addTo(map);
      state.marker = marker;
      if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), 13));
    } else {
      state.marker.setLatLng([lat, lng]);
    }
  }, [lat, lng, mapStatus, stateRef, t]);

  const choose = (place: Place) => {
    setListOpen(false);
    setText(place.name);
    onPick({ lat: place.lat, lng: place.lng, location: placeLocation(place) });
    stateRef.current?.map.setView([place.lat, place.lng], limits.mapPlaceZoom);
  };

  const results = places.data?.items ?? [];
  const showList = isListOpen && query.trim().length > 0;

  return (
    <div className="flex flex-col gap-2">
      <div className="relative">
        <label htmlFor="pinpoint-place-search" className="sr-only">
          {t('destinations.form.placeSearch')}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-ink-subtle" />
        <input
          id="pinpoint-place-search"
          type="search"
          value={text}
          role="combobox"
          aria-expanded={showList}
          aria-controls="pinpoint-place-results"
          aria-autocomplete="list"
          onChange={(event) => {
            setText(event.target.value);
            setListOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Searching, not submitting the pinpoint form.
              event.preventDefault();
              const first = results[0];
              if (first && showList) choose(first);
            } else if (event.key === 'Escape' && showList) {
              event.stopPropagation();
              setListOpen(false);
            }
          }}
          placeholder={t('destinations.form.placeSearchPlaceholder')}
          autoComplete="off"
          className="h-11 w-full rounded-2xl border border-line bg-surface-raised pr-4 pl-10 text-base outline-none focus:border-brand"
          data-testid="place-search"
        />
        {showList ? (
          <ul
            id="pinpoint-place-results"
            role="listbox"
            aria-label={t('destinations.form.placeResults')}
            className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-64 overflow-y-auto rounded-2xl border border-line bg-surface-raised p-1 shadow-[var(--shadow-raised)]"
          >
            {places.isFetching && results.length === 0 ? (
              <li className="px-3 py-2">
                <Spinner label={t('destinations.form.placeSearching')} />
              </li>
            ) : null}
            {places.isError ? (
              <li className="px-3 py-2 text-sm text-danger">{t('destinations.form.placeSearchFailed')}</li>
            ) : null}
            {!places.isFetching && !places.isError && results.length === 0 ? (
              <li className="px-3 py-2 text-sm text-ink-muted">{t('destinations.form.placeNoResults')}</li>
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
      <MapFrame
        containerRef={containerRef}
        status={mapStatus}
        heightPx={limits.pinpointMapHeightPx}
        label={t('destinations.form.mapLabel')}
        testId="pinpoint-map"
        className="rounded-2xl border border-line"
        errorText={t('destinations.map.loadFailed')}
      />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
        {lat != null && lng != null ? (
          <>
            <span data-testid="picked-coordinates">
              {t('destinations.form.coordinates', { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}
            </span>
            <button
              type="button"
              className="font-semibold text-ink-muted underline underline-offset-2"
              onClick={() => onPick({ lat: null, lng: null })}
            >
              {t('destinations.form.clearCoordinates')}
            </button>
          </>
        ) : (
          <span>{t('destinations.form.mapHint')}</span>
        )}
      </p>
    </div>
  );
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
