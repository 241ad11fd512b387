import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n';
import type * as Leaflet from 'leaflet';
import { limits } from '@pintrip/shared';
import { loadLeaflet, type LeafletModule } from './load-leaflet';
import { useMapTileUrl } from './map-tiles';
import { whenNearScreen } from '../../lib/near-screen';

/** `idle`: a map loaded on demand that nobody asked for yet. */
export type MapStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The live map and what `setup` added to it (layers, markers), kept together. */
export type LeafletMapState<T extends object> = T & { L: LeafletModule; map: Leaflet.Map };

export interface LeafletMap<T extends object> {
  /** Goes on the element Leaflet draws into. */
  containerRef: RefObject<HTMLDivElement | null>;
  /** Null until the map is ready, and again once it is removed. */
  stateRef: RefObject<LeafletMapState<T> | null>;
  status: MapStatus;
  /** Loads Leaflet and builds the map again, after a failed load. */
  retry: () => void;
  /** Loads Leaflet and builds the map now (a map `onDemand`, on the reader's first touch). */
  activate: () => void;
}

/**
 * A Leaflet map on `containerRef`, loaded when it comes near the screen (or, `onDemand`, once `activate` is
 * called): the default centre and zoom, the app's
 * tiles and attribution, then `setup` for what this map adds. Removed on unmount. `options` and
 * `setup` are read when the map is built; pass refs for anything that changes later. Every map of
 * the app (the destinations map, the location picker, the day map) is built here.
 */
export function useLeafletMap<T extends object>(
  setup: (L: LeafletModule, map: Leaflet.Map) => T,
  options?: Leaflet.MapOptions,
  /**
   * `clusters`: the map groups its markers (leaflet.markercluster loads with Leaflet). `onDemand`: Leaflet
   * loads only when `activate` is called, not when the map comes near the screen.
   */
  { clusters = false, onDemand = false }: { clusters?: boolean; onDemand?: boolean } = {},
): LeafletMap<T> {
  const { t } = useTranslation();
  const tileUrl = useMapTileUrl();
  const containerRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<LeafletMapState<T> | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const [isAsked, setIsAsked] = useState(!onDemand);
  // An on-demand map focused before the page hydrated (the server's map is in the tab order from
  // the start): that focus came before React listened, so it asks for the map once mounted.
  useEffect(() => {
    if (onDemand && document.activeElement === containerRef.current) setIsAsked(true);
  }, [onDemand]);

  useEffect(() => {
    if (!isAsked) return;
    let cancelled = false;
    const nearScreen = whenNearScreen(onDemand ? null : containerRef.current);
    nearScreen.promise
      .then(() => loadLeaflet({ clusters }))
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, {
          center: [limits.mapDefaultCenter.lat, limits.mapDefaultCenter.lng],
          zoom: limits.mapDefaultZoom,
          maxZoom: limits.mapMaxZoom,
          ...options,
        });
        map.attributionControl.setPrefix(false);
        // When tiles cannot load (offline), the styled background stays.
        if (tileUrl) {
          L.tileLayer(tileUrl, {
            attribution: t('map.attribution'),
            maxZoom: limits.mapMaxZoom,
            crossOrigin: false,
          }).addTo(map);
        }
        stateRef.current = { ...setup(L, map), L, map };
        // Focused before Leaflet came (a map asked for with the keyboard): Leaflet's keys start on focus.
        if (document.activeElement === container) {
          container.blur();
          container.focus({ preventScroll: true });
        }
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      nearScreen.cancel();
      stateRef.current?.map.remove();
      stateRef.current = null;
    };
    // The tile URL and language are read once per map; a change of either is rare enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, isAsked]);

  return {
    containerRef,
    stateRef,
    status: isAsked ? status : 'idle',
    retry: () => setAttempt((n) => n + 1),
    activate: () => setIsAsked(true),
  };
}
