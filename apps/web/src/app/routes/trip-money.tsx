import { useTranslation } from '../../i18n';
import { Spinner } from '../../components/ui/spinner';
import { MoneyScreen } from '../../features/money';
import NotFoundPage from './not-found';
import { useTripSection } from './use-trip-section';

/**
 * `/itineraries/:id/money`: the trip's expenses and 정산, for its owner and members (viewers read
 * only); anyone else gets the not-found page (useTripSection).
 */
export default function TripMoneyPage() {
  const { t } = useTranslation();
  const section = useTripSection('money.title');
  if (section.status === 'not-found') return <NotFoundPage />;
  if (section.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('money.loading')} />
      </div>
    );
  }
  return <MoneyScreen key={section.id} itinerary={section.itinerary} viewer={section.viewer} />;
}
