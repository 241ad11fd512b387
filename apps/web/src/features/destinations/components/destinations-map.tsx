import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { limits, type Destination } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useDestinationsViewer } from '../hooks/viewer-context';
import { addTiles, clusterIcon, loadLeaflet, pinIcon, type LeafletModule } from '../lib/load-leaflet';

interface MapState {
  L: LeafletModule;
  map: Leaflet.Map;
  cluster: Leaflet.MarkerClusterGroup;
}

function tooltipContent(destination: Destination): HTMLElement {
  // Built from text nodes: titles come from users and must never become HTML.
  const root = document.createElement('div');
  const title = document.createElement('strong');
  title.textContent = destination.title;
  const location = document.createElement('span');
  location.textContent = destination.location;
  const category = document.createElement('span');
  category.textContent = destination.category;
  root.append(title, location, category);
  return root;
}

/**
 * The map view (600 px): one marker per destination with coordinates, clustered when dense, a
 * tooltip on hover and the detail on click. Leaflet loads on first use.
 */
export function DestinationsMap({
  destinations,
  onOpen,
}: {
  destinations: Destination[];
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { mapTileUrl } = useDestinationsViewer();
  const containerRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<MapState | null>(null);
  const onOpenRef = useRef(onOpen);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const hasFittedRef = useRef(false);

  useEffect(() => {
    onOpenRef.current = onOpen;
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
          // Half steps let all of Korea fill the 600 px map more closely.
          zoomSnap: 0.5,
          scrollWheelZoom: false,
        });
        map.attributionControl.setPrefix(false);
        addTiles(L, map, mapTileUrl, t('destinations.map.attribution'), limits.mapMaxZoom);
        const cluster = L.markerClusterGroup({
          maxClusterRadius: 50,
          showCoverageOnHover: false,
          spiderfyOnMaxZoom: true,
          iconCreateFunction: (c) => clusterIcon(L, c.getChildCount()),
        });
        cluster.addTo(map);
        stateRef.current = { L, map, cluster };
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      stateRef.current?.map.remove();
      stateRef.current = null;
      hasFittedRef.current = false;
    };
    // The tile URL and language are read once per map; a change of either is rare enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  useEffect(() => {
    const state = stateRef.current;
    if (status !== 'ready' || !state) return;
    const { L, map, cluster } = state;
    cluster.clearLayers();
    const markers = destinations
      .filter((d) => d.lat != null && d.lng != null)
      .map((d) => {
        const marker = L.marker([d.lat as number, d.lng as number], {
          icon: pinIcon(L),
          title: d.title,
          alt: d.title,
          keyboard: true,
          riseOnHover: true,
        });
        marker.bindTooltip(tooltipContent(d), { direction: 'top', className: 'pt-tooltip', opacity: 1 });
        // Leaflet also fires click for Enter on a focused marker.
        marker.on('click', () => onOpenRef.current(d.id));
        return marker;
      });
    cluster.addLayers(markers);
    if (!hasFittedRef.current && markers.length > 0) {
      hasFittedRef.current = true;
      const bounds = L.latLngBounds(markers.map((m) => m.getLatLng()));
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 13 });
    }
  }, [destinations, status]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => stateRef.current?.map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  const withoutCoordinates = destinations.filter((d) => d.lat == null || d.lng == null).length;

  return (
    <div>
      <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-line shadow-[var(--shadow-card)]">
        <div
          ref={containerRef}
          className="pt-map z-0 w-full"
          style={{ height: limits.listMapHeightPx }}
          role="region"
          aria-label={t('destinations.map.label')}
          data-testid="destinations-map"
        />
        {status === 'loading' ? (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label={t('destinations.map.loading')} />
          </div>
        ) : null}
        {status === 'error' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-muted p-6 text-center">
            <p className="text-sm text-ink-muted">{t('destinations.map.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('destinations.actions.retry')}
            </Button>
          </div>
        ) : null}
      </div>
      {withoutCoordinates > 0 ? (
        <p className="mt-2 text-xs text-ink-subtle">
          {t('destinations.map.withoutCoordinates', { count: withoutCoordinates })}
        </p>
      ) : null}
    </div>
  );
}
