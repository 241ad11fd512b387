import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canWriteTripBookings } from '@pintrip/shared';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { BookingsScreen } from '../../features/bookings';
import { useItinerary } from '../../features/itineraries';
import { actorFromMe, useMe } from '../../features/session';
import { useDocumentTitle } from '../use-document-title';
import NotFoundPage from './not-found';

/**
 * `/itineraries/:id/bookings`: the trip's reservations, for its owner and members (viewers read
 * only); anyone else — a visitor, a stranger, an admin who is not a member — gets the not-found
 * page, as the planner does.
 */
export default function TripBookingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { data: itinerary, error } = useItinerary(id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const role = itinerary?.my_role ?? null;
  const isNotFound = isMissing || (itinerary !== undefined && !role);
  useDocumentTitle(
    isNotFound
      ? t('notFound.title')
      : itinerary
        ? `${itinerary.title} · ${t('bookings.title')}`
        : t('bookings.title'),
  );
  if (isNotFound) return <NotFoundPage />;
  if (!itinerary || isMePending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('bookings.loading')} />
      </div>
    );
  }
  const canEdit = canWriteTripBookings(viewer, {
    user_id: itinerary.user_id,
    members: viewer && (role === 'editor' || role === 'viewer') ? [{ userId: viewer.id, role }] : [],
  });
  return <BookingsScreen key={id} itineraryId={id} title={itinerary.title} canEdit={canEdit} />;
}
