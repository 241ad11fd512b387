import { useEffect } from 'react';
import { useTranslation } from '../../../i18n';
import type * as Leaflet from 'leaflet';
import { limits, overlapWarnings, travelLegs, type PlanLike } from '@pintrip/shared';
import { MapFrame, numberIcon, RoutePicture, useLeafletMap, type RouteStop } from '../../../components/map';
import { useFormatDayNumber } from '../../../lib/format';

export interface MapPlan extends PlanLike {
  key: string;
  destination: string;
}

/** When the live map loads: on the reader's first touch of it, or as it comes near the screen. */
export type DayMapLoading = 'touched' | 'seen';

/**
 * The selected day on a map: its plans with coordinates numbered in order and joined by a line,
 * then the straight-line distance and estimated travel time between consecutive plans, and a
 * warning where a plan would run into the next one. The list under the map needs no network.
 * Until Leaflet draws the live map, a picture of the same route stands in its place (RoutePicture);
 * an itinerary's page loads Leaflet, 42 kB of gzip, only when the map is touched, pressed or
 * focused (`touched`, docs/decisions/0055-day-map-picture.md), the planner as it comes into view.
 */
export function DayMap({
  plans,
  dayNumber,
  loads = 'touched',
}: {
  plans: MapPlan[];
  dayNumber: number;
  loads?: DayMapLoading;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const legs = travelLegs(plans);
  const warnings = overlapWarnings(plans);
  const located = plans.filter((plan) => typeof plan.lat === 'number' && typeof plan.lng === 'number');
  if (plans.length === 0) return null;
  return (
    <section
      aria-label={t('itineraries.map.label', { day: formatDayNumber(dayNumber) })}
      className="print:hidden"
    >
      {located.length > 0 ? <MapCanvas plans={plans} dayNumber={dayNumber} loads={loads} /> : null}
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

function MapCanvas({
  plans,
  dayNumber,
  loads,
}: {
  plans: MapPlan[];
  dayNumber: number;
  loads: DayMapLoading;
}) {
  const { t } = useTranslation();
  const formatDayNumber = useFormatDayNumber();
  const { containerRef, stateRef, status, activate } = useLeafletMap(
    (L, map) => ({ layer: L.layerGroup().addTo(map) }),
    {
      scrollWheelZoom: false,
    },
    { onDemand: loads === 'touched' },
  );

  const signature = plans.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    const state = stateRef.current;
    if (status !== 'ready' || !state) return;
    const { L, map, layer } = state;
    layer.clearLayers();
    const points: Leaflet.LatLngExpression[] = [];
    plans.forEach((plan, i) => {
      if (typeof plan.lat !== 'number' || typeof plan.lng !== 'number') return;
      points.push([plan.lat, plan.lng]);
      const marker = L.marker([plan.lat, plan.lng], {
        icon: numberIcon(L, i + 1),
        title: `${i + 1}. ${plan.destination}`,
      });
      // The title names the user's plan (user content, not interface text).
      marker.on('add', () => marker.getElement()?.setAttribute('data-user-content', ''));
      marker.addTo(layer);
    });
    if (points.length > 1) L.polyline(points, { color: '#0f766e', weight: 3, opacity: 0.8 }).addTo(layer);
    if (points.length === 1) map.setView(points[0]!, limits.mapPlaceZoom);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [24, 24] });
    // The signature holds what the markers depend on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, signature, dayNumber]);

  return (
    <MapFrame
      containerRef={containerRef}
      status={status}
      mapClassName="h-56 sm:h-64"
      label={t('itineraries.map.label', { day: formatDayNumber(dayNumber) })}
      testId="day-map"
      className="rounded-2xl border border-line"
      errorText={t('itineraries.map.unavailable')}
      onActivate={loads === 'touched' ? activate : undefined}
      picture={<RoutePicture stops={stopsOf(plans)} />}
    />
  );
}

/** The plans with coordinates, each numbered by its place among all the day's plans. */
function stopsOf(plans: MapPlan[]): RouteStop[] {
  return plans.flatMap((plan, i) =>
    typeof plan.lat === 'number' && typeof plan.lng === 'number'
      ? [{ lat: plan.lat, lng: plan.lng, n: i + 1 }]
      : [],
  );
}
