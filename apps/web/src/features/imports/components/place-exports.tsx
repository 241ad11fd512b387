import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../i18n';
import type { Itinerary } from '@pintrip/shared';
import { buttonClasses } from '../../../components/ui/button';

const formats = ['gpx', 'kml', 'geojson'] as const;

/**
 * "캘린더 구독" downloads only for the trip's owner and members: a visitor reading a public
 * itinerary gets the three links and nothing more (e2e budgets.spec.ts).
 */
const CalendarFeedButton = lazy(() =>
  import('./calendar-feed-button').then((module) => ({ default: module.CalendarFeedButton })),
);

/**
 * The itinerary detail's export links (GPX, KML, GeoJSON: whoever may see the trip, GET
 * /api/itineraries/:id/places.*) and, for its owner and members, "캘린더 구독".
 */
export function PlaceExports({ itinerary }: { itinerary: Pick<Itinerary, 'id' | 'my_role'> }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="inline-flex items-center gap-1" role="group" aria-label={t('trip.export.title')}>
        {formats.map((format) => (
          <a
            key={format}
            href={`/api/itineraries/${encodeURIComponent(itinerary.id)}/places.${format}`}
            download
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('trip.export.label', { format: t(`trip.export.${format}`) })}
            data-testid={`export-${format}`}
          >
            {t(`trip.export.${format}`)}
          </a>
        ))}
      </span>
      {itinerary.my_role ? (
        <Suspense fallback={null}>
          <CalendarFeedButton itineraryId={itinerary.id} />
        </Suspense>
      ) : null}
    </>
  );
}
