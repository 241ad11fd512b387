import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { limits, type Place } from '@pintrip/shared';
import { Spinner } from '../../../components/ui/spinner';
import { usePlaceSearch } from '../api/search-places';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useDestinationsViewer } from '../hooks/viewer-context';
import { addTiles, loadLeaflet, pinIcon, type LeafletModule } from '../lib/load-leaflet';
import { PinIcon, SearchIcon } from './icons';

export interface PickedLocation {
  lat: number | null;
  lng: number | null;
  /** Set when a place was chosen from the search; a click on the map moves only the pin. */
  location?: string;
}

/** The text a chosen place puts in the location field. */
export function placeLocation(place: Place): string {
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
  const { mapTileUrl } = useDestinationsViewer();
  const [text, setText] = useState('');
  const [isListOpen, setListOpen] = useState(false);
  const query = useDebouncedValue(text, 250);
  const places = usePlaceSearch(query);
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ L: LeafletModule; map: Leaflet.Map; marker: Leaflet.Marker | null } | null>(null);
  const onPickRef = useRef(onPick);
  const [mapStatus, setMapStatus] = useState<'loading' | 'ready' | 'error'>('loading');

  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, {
          center: [limits.mapDefaultCenter.lat, limits.mapDefaultCenter.lng],
          zoom: limits.mapDefaultZoom,
          maxZoom: limits.mapMaxZoom,
        });
        map.attributionControl.setPrefix(false);
        addTiles(L, map, mapTileUrl, t('destinations.map.attribution'), limits.mapMaxZoom);
        map.on('click', (event: Leaflet.LeafletMouseEvent) =>
          onPickRef.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }),
        );
        mapRef.current = { L, map, marker: null };
        setMapStatus('ready');
        // The dialog may still be animating its size.
        setTimeout(() => map.invalidateSize(), 250);
      })
      .catch(() => {
        if (!cancelled) setMapStatus('error');
      });
    return () => {
      cancelled = true;
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pin follows the coordinates, wherever they came from.
  useEffect(() => {
    const state = mapRef.current;
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
  }, [lat, lng, mapStatus, t]);

  const choose = (place: Place) => {
    setListOpen(false);
    setText(place.name);
    onPick({ lat: place.lat, lng: place.lng, location: placeLocation(place) });
    mapRef.current?.map.setView([place.lat, place.lng], limits.mapPlaceZoom);
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
      <div className="relative overflow-hidden rounded-2xl border border-line">
        <div
          ref={containerRef}
          className="pt-map z-0 w-full"
          style={{ height: limits.pinpointMapHeightPx }}
          role="region"
          aria-label={t('destinations.form.mapLabel')}
          data-testid="pinpoint-map"
        />
        {mapStatus === 'loading' ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label={t('destinations.map.loading')} />
          </div>
        ) : null}
        {mapStatus === 'error' ? (
          <div className="absolute inset-0 flex items-center justify-center bg-surface-muted p-4 text-center text-sm text-ink-muted">
            {t('destinations.map.loadFailed')}
          </div>
        ) : null}
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
        {lat != null && lng != null ? (
          <>
            <span data-testid="picked-coordinates">
              {t('destinations.form.coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}
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
