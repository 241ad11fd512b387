import { useTranslation } from '../../i18n';
import { canWriteTripBookings } from '@pintrip/shared';
import { Spinner } from '../../components/ui/spinner';
import { BookingsScreen } from '../../features/bookings';
import NotFoundPage from './not-found';
import { useTripSection } from './use-trip-section';

/**
 * `/itineraries/:id/bookings`: the trip's reservations, for its owner and members (viewers read
 * only); anyone else gets the not-found page (useTripSection).
 */
export default function TripBookingsPage() {
  const { t } = useTranslation();
  const section = useTripSection('bookings.title');
  if (section.status === 'not-found') return <NotFoundPage />;
  if (section.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('bookings.loading')} />
      </div>
    );
  }
  const { id, itinerary, viewer, role } = section;
  const canEdit = canWriteTripBookings(viewer, {
    user_id: itinerary.user_id,
    members: viewer && role !== 'owner' ? [{ userId: viewer.id, role }] : [],
  });
  return (
    <BookingsScreen
      key={id}
      itineraryId={id}
      title={itinerary.title}
      meId={viewer?.id ?? null}
      canEdit={canEdit}
    />
  );
}
