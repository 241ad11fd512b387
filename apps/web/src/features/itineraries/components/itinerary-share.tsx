import { useTranslation } from '../../../i18n';
import type { ItinerarySummary } from '@pintrip/shared';
import { ShareMenu } from '../../../components/share-menu';
import { useFormatCount, useFormatTripDates } from '../../../lib/format';
import { useOrigin } from '../../../hooks/use-origin';
import { useShareItinerary } from '../api/share-itinerary';

/** The share menu on an itinerary: its count beside the label, each share counted on its channel. */
export function ItineraryShare({
  itinerary,
  compact = false,
}: {
  itinerary: ItinerarySummary;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const formatCount = useFormatCount();
  const formatTripDates = useFormatTripDates();
  const share = useShareItinerary();
  // The server renders this menu too.
  const origin = useOrigin();
  return (
    <ShareMenu
      url={`${origin}/itineraries/${encodeURIComponent(itinerary.id)}`}
      title={itinerary.title}
      description={formatTripDates(itinerary.start_date, itinerary.end_date, { withYear: true })}
      size={compact ? 'sm' : 'md'}
      count={{
        value: formatCount(itinerary.share_count),
        label: t('share.count', { count: itinerary.share_count }),
      }}
      onShared={(channel) => share.mutate({ id: itinerary.id, channel })}
    />
  );
}
