import { useTranslation } from '../../i18n';
import { ItinerariesScreen } from '../../features/itineraries';
import { useDocumentTitle } from '../use-document-title';
import { ItinerariesContext } from './itineraries-context';

export default function ItinerariesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.itineraries'));
  return (
    <ItinerariesContext>
      <ItinerariesScreen />
    </ItinerariesContext>
  );
}
