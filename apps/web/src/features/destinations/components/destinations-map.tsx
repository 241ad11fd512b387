import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import type * as Leaflet from 'leaflet';
import { limits, type Destination } from '@pintrip/shared';
import { clusterIcon, MapFrame, pinIcon, useLeafletMap } from '../../../components/map';
import { useLocale } from '../../../hooks/use-locale';
import { useFormatBudget } from '../../../lib/format';

/** The marker's info card: thumbnail, title, location and budget, at a fixed readable width. */
function tooltipContent(destination: Destination, budget: string): HTMLElement {
  // Built from text nodes: titles come from users and must never become HTML.
  const root = document.createElement('div');
  root.className = 'pt-tooltip__card';
  if (destination.image_url) {
    const image = document.createElement('img');
    image.src = destination.image_url;
    // The title follows in text; the thumbnail is decoration.
    image.alt = '';
    image.className = 'pt-tooltip__image';
    image.addEventListener('error', () => image.remove());
    root.append(image);
  }
  const body = document.createElement('div');
  body.className = 'pt-tooltip__body';
  const title = document.createElement('strong');
  title.textContent = destination.title;
  const location = document.createElement('span');
  location.textContent = destination.location;
  const price = document.createElement('span');
  price.className = 'pt-tooltip__budget';
  price.textContent = budget;
  body.append(title, location, price);
  root.append(body);
  return root;
}

/** Room the info card needs around its marker (a 15rem card with its thumbnail). */
const cardRoom = { halfWidth: 130, height: 240 };

function cardDirection(point: Leaflet.Point, size: Leaflet.Point): Leaflet.Direction {
  if (point.x < cardRoom.halfWidth) return 'right';
  if (point.x > size.x - cardRoom.halfWidth) return 'left';
  return point.y < cardRoom.height ? 'bottom' : 'top';
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
  const onOpenRef = useRef(onOpen);
  // The budget text follows the language; the markers are rebuilt when it changes.
  const formatBudget = useFormatBudget();
  const formatBudgetRef = useRef(formatBudget);
  const { language } = useLocale();
  const hasFittedRef = useRef(false);
  const { containerRef, stateRef, status, retry } = useLeafletMap(
    (L, map) => {
      // A new map fits its markers once, again.
      hasFittedRef.current = false;
      const cluster = L.markerClusterGroup({
        maxClusterRadius: 50,
        showCoverageOnHover: false,
        spiderfyOnMaxZoom: true,
        iconCreateFunction: (c) => clusterIcon(L, c.getChildCount()),
      });
      cluster.addTo(map);
      return { cluster };
    },
    {
      // Half steps let all of Korea fill the 600 px map more closely.
      zoomSnap: 0.5,
      scrollWheelZoom: false,
    },
    { clusters: true },
  );

  useEffect(() => {
    onOpenRef.current = onOpen;
    formatBudgetRef.current = formatBudget;
  });

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
        // The title and alt are the destination's own words (user content, not interface text).
        marker.on('add', () => marker.getElement()?.setAttribute('data-user-content', ''));
        marker.bindTooltip(tooltipContent(d, formatBudgetRef.current(d.budget_min, d.budget_max)), {
          direction: 'top',
          className: 'pt-tooltip',
          opacity: 1,
        });
        // The card opens on the side of the marker with room for it, so the map never clips it.
        marker.on('tooltipopen', () => {
          const tooltip = marker.getTooltip();
          if (!tooltip) return;
          const direction = cardDirection(map.latLngToContainerPoint(marker.getLatLng()), map.getSize());
          if (tooltip.options.direction === direction) return;
          tooltip.options.direction = direction;
          tooltip.update();
        });
        marker.on('click', () => onOpenRef.current(d.id));
        // Leaflet 1.9 turns no key into a click; Enter on a focused marker opens it as a click does.
        marker.on('keypress', (event) => {
          if ((event as Leaflet.LeafletKeyboardEvent).originalEvent.key === 'Enter') onOpenRef.current(d.id);
        });
        return marker;
      });
    cluster.addLayers(markers);
    if (!hasFittedRef.current && markers.length > 0) {
      hasFittedRef.current = true;
      const bounds = L.latLngBounds(markers.map((m) => m.getLatLng()));
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 13 });
    }
  }, [destinations, status, stateRef, language]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => stateRef.current?.map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [containerRef, stateRef]);

  const withoutCoordinates = destinations.filter((d) => d.lat == null || d.lng == null).length;

  return (
    <div>
      <MapFrame
        containerRef={containerRef}
        status={status}
        heightPx={limits.listMapHeightPx}
        label={t('destinations.map.label')}
        testId="destinations-map"
        className="rounded-[var(--radius-card)] border border-line shadow-[var(--shadow-card)]"
        errorText={t('destinations.map.loadFailed')}
        onRetry={retry}
      />
      {withoutCoordinates > 0 ? (
        <p className="mt-2 text-xs text-ink-subtle">
          {t('destinations.map.withoutCoordinates', { count: withoutCoordinates })}
        </p>
      ) : null}
    </div>
  );
}
