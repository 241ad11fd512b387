import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useItinerary } from '../../features/itineraries';
import { MoneyScreen } from '../../features/money';
import { actorFromMe, useMe } from '../../features/session';
import { useDocumentTitle } from '../use-document-title';
import NotFoundPage from './not-found';

/**
 * `/itineraries/:id/money`: the trip's expenses and 정산, for its owner and members (viewers read
 * only); anyone else — a visitor, a stranger, an admin who is not a member — gets the not-found
 * page, as the planner does.
 */
export default function TripMoneyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { data: itinerary, error } = useItinerary(id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const isNotFound = isMissing || (itinerary !== undefined && !itinerary.my_role);
  useDocumentTitle(
    isNotFound
      ? t('notFound.title')
      : itinerary
        ? `${itinerary.title} · ${t('money.title')}`
        : t('money.title'),
  );
  if (isNotFound) return <NotFoundPage />;
  if (!itinerary || isMePending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('money.loading')} />
      </div>
    );
  }
  return <MoneyScreen key={id} itinerary={itinerary} viewer={viewer} />;
}
