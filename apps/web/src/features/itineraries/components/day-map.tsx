import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import { limits, overlapWarnings, travelLegs, type PlanLike } from '@pintrip/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useItinerariesViewer } from '../hooks/viewer-context';

export interface MapPlan extends PlanLike {
  key: string;
  destination: string;
}

/**
 * The selected day on a map: its plans with coordinates numbered in order and joined by a line,
 * then the straight-line distance and estimated travel time between consecutive plans, and a
 * warning where a plan would run into the next one. The list under the map needs no network.
 */
export function DayMap({ plans, dayNumber }: { plans: MapPlan[]; dayNumber: number }) {
  const { t } = useTranslation();
  const legs = travelLegs(plans);
  const warnings = overlapWarnings(plans);
  const located = plans.filter((plan) => typeof plan.lat === 'number' && typeof plan.lng === 'number');
  if (plans.length === 0) return null;
  return (
    <section aria-label={t('itineraries.map.label', { day: dayNumber })} className="print:hidden">
      {located.length > 0 ? <MapCanvas plans={plans} dayNumber={dayNumber} /> : null}
      {plans.length > 1 ? (
        <ol className="mt-3 flex flex-col gap-1.5 text-sm" data-testid="day-legs">
          {legs.map((leg, i) => {
            const warning = warnings.find((w) => w.index === i);
            return (
              <li key={`${plans[i]!.key}-${plans[i + 1]!.key}`} className="flex flex-col gap-0.5">
                <span className="text-ink-muted">
                  {t('itineraries.map.leg', { from: i + 1, to: i + 2 })}{' '}
                  {leg
                    ? t(leg.mode === 'walk' ? 'itineraries.map.walk' : 'itineraries.map.drive', {
                        distance: leg.distanceKm.toFixed(1),
                        minutes: leg.minutes,
                      })
                    : t('itineraries.map.noCoordinates')}
                </span>
                {warning ? (
                  <span role="note" className="font-medium text-danger" data-testid="overlap-warning">
                    {t('itineraries.map.overlap', {
                      from: i + 1,
                      to: i + 2,
                      minutes: warning.overlapMinutes,
                    })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      {plans.length > 1 ? (
        <p className="mt-1 text-xs text-ink-subtle">{t('itineraries.map.estimateNote')}</p>
      ) : null}
    </section>
  );
}

function MapCanvas({ plans, dayNumber }: { plans: MapPlan[]; dayNumber: number }) {
  const { t } = useTranslation();
  const { loadMap, mapTileUrl } = useItinerariesViewer();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ L: typeof Leaflet; map: Leaflet.Map; layer: Leaflet.LayerGroup } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(loadMap ? 'loading' : 'error');

  useEffect(() => {
    if (!loadMap) return;
    let cancelled = false;
    loadMap()
      .then((L) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        const map = L.map(container, {
          center: [limits.mapDefaultCenter.lat, limits.mapDefaultCenter.lng],
          zoom: limits.mapDefaultZoom,
          maxZoom: limits.mapMaxZoom,
          scrollWheelZoom: false,
        });
        map.attributionControl.setPrefix(false);
        if (mapTileUrl) {
          L.tileLayer(mapTileUrl, {
            attribution: t('itineraries.map.attribution'),
            maxZoom: limits.mapMaxZoom,
          }).addTo(map);
        }
        mapRef.current = { L, map, layer: L.layerGroup().addTo(map) };
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      mapRef.current?.map.remove();
      mapRef.current = null;
    };
    // The loader and tile URL are read once per map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signature = plans.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    const state = mapRef.current;
    if (status !== 'ready' || !state) return;
    const { L, map, layer } = state;
    layer.clearLayers();
    const points: Leaflet.LatLngExpression[] = [];
    plans.forEach((plan, i) => {
      if (typeof plan.lat !== 'number' || typeof plan.lng !== 'number') return;
      points.push([plan.lat, plan.lng]);
      L.marker([plan.lat, plan.lng], {
        icon: L.divIcon({
          className: 'pt-itinerary-marker',
          html: `<span>${i + 1}</span>`,
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        }),
        title: `${i + 1}. ${plan.destination}`,
      })
        // The title names the user's plan (user content, not interface text).
        .on('add', (event) => (event.target as L.Marker).getElement()?.setAttribute('data-user-content', ''))
        .addTo(layer);
    });
    if (points.length > 1) L.polyline(points, { color: '#0f766e', weight: 3, opacity: 0.8 }).addTo(layer);
    if (points.length === 1) map.setView(points[0]!, limits.mapPlaceZoom);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
    // The signature holds what the markers depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, signature, dayNumber]);

  return (
    <div className="relative overflow-hidden rounded-2xl border border-line">
      <div
        ref={containerRef}
        className="pt-map z-0 h-56 w-full sm:h-64"
        role="region"
        aria-label={t('itineraries.map.label', { day: dayNumber })}
        data-testid="day-map"
      />
      {status === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner label={t('itineraries.map.loading')} />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className="absolute inset-0 flex items-center justify-center bg-surface-muted text-sm text-ink-muted">
          {t('itineraries.map.unavailable')}
        </div>
      ) : null}
    </div>
  );
}
