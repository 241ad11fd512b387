import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import type * as Leaflet from 'leaflet';
import { limits, type Place } from '@pintrip/shared';
import { MapFrame, pinIcon, useLeafletMap } from './map';
import { PlaceSearch } from './place-search';
import { cn } from './ui/cn';

export interface PickedLocation {
  lat: number | null;
  lng: number | null;
  /** Set when a place was chosen from the search; a click on the map moves only the pin. */
  place?: Place;
}

/**
 * Place search plus a 300 px map, for any form that stores a point (a pinpoint, a reservation).
 * Choosing a result recentres the map at zoom 15 and hands over the place with its coordinates;
 * clicking the map (or dragging the pin) sets the coordinates only. `hint` is what shows while
 * nothing is picked.
 */
export function LocationPicker({
  id,
  lat,
  lng,
  onPick,
  hint,
  className,
}: {
  /** The place search's input id (unique on the page). */
  id: string;
  lat: number | null;
  lng: number | null;
  onPick: (picked: PickedLocation) => void;
  hint?: string;
  className?: string;
}) {
  const { t } = useTranslation();
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
        alt: t('placePicker.pickedPin'),
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
    onPick({ lat: place.lat, lng: place.lng, place });
    stateRef.current?.map.setView([place.lat, place.lng], limits.mapPlaceZoom);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <PlaceSearch id={id} onChoose={choose} />
      <MapFrame
        containerRef={containerRef}
        status={mapStatus}
        heightPx={limits.pinpointMapHeightPx}
        label={t('placePicker.mapLabel')}
        testId="pinpoint-map"
        className="rounded-2xl border border-line"
        errorText={t('destinations.map.loadFailed')}
      />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
        {lat != null && lng != null ? (
          <>
            <span data-testid="picked-coordinates">
              {t('placePicker.coordinates', { latitude: lat.toFixed(5), longitude: lng.toFixed(5) })}
            </span>
            <button
              type="button"
              className="font-semibold text-ink-muted underline underline-offset-2"
              onClick={() => onPick({ lat: null, lng: null })}
            >
              {t('placePicker.clearCoordinates')}
            </button>
          </>
        ) : (
          <span>{hint ?? t('placePicker.mapHint')}</span>
        )}
      </p>
    </div>
  );
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
