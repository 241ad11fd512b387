import { useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { ItineraryDetailScreen, useItinerary } from '../../features/itineraries';
import { useDocumentTitle } from '../use-document-title';
import { ItinerariesContext } from './itineraries-context';

export default function ItineraryDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // The same query as the detail screen's (one request): the tab is titled by the itinerary.
  const { data: itinerary } = useItinerary(id);
  useDocumentTitle(itinerary?.title ?? t('nav.itineraries'));
  return (
    <ItinerariesContext>
      <ItineraryDetailScreen key={id} id={id} />
    </ItinerariesContext>
  );
}
