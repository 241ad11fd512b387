import { useTranslation } from 'react-i18next';
import type { Itinerary } from '@pintrip/shared';
import { buttonClasses } from '../../../components/ui/button';
import { exportUrl } from '../api/places-io';
import { CalendarFeedButton } from './calendar-feed-button';

const formats = ['gpx', 'kml', 'geojson'] as const;

/**
 * The itinerary detail's export links (GPX, KML, GeoJSON: whoever may see the trip) and, for its
 * owner and members, "캘린더 구독".
 */
export function PlaceExports({ itinerary }: { itinerary: Pick<Itinerary, 'id' | 'my_role'> }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="inline-flex items-center gap-1" role="group" aria-label={t('imports.export.title')}>
        {formats.map((format) => (
          <a
            key={format}
            href={exportUrl(itinerary.id, format)}
            download
            className={buttonClasses('ghost', 'sm')}
            aria-label={t('imports.export.label', { format: t(`imports.export.${format}`) })}
            data-testid={`export-${format}`}
          >
            {t(`imports.export.${format}`)}
          </a>
        ))}
      </span>
      {itinerary.my_role ? <CalendarFeedButton itineraryId={itinerary.id} /> : null}
    </>
  );
}
