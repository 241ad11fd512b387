import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useItinerary } from '../../features/itineraries';
import { DayBookings } from '../../features/bookings';
import { PlannerScreen } from '../../features/planner';
import { ActivityPanel, PlanEditors, PresenceList, usePresence } from '../../features/trip-live';
import { actorFromMe, useMe } from '../../features/session';
import { useDayRoute } from '../../features/routing';
import { useDocumentTitle } from '../use-document-title';
import NotFoundPage from './not-found';

/**
 * `/itineraries/:id/plan`: the planner, for the trip's owner and members (viewers read only);
 * anyone else — a visitor, a stranger, an admin who is not a member — gets the not-found page,
 * as for a trip they may not see.
 */
export default function PlannerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: me, isPending: isMePending } = useMe();
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { data: itinerary, error } = useItinerary(id);
  const isMissing = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const isMember = Boolean(itinerary?.my_role);
  const isNotFound = isMissing || (itinerary !== undefined && !isMember);
  useDocumentTitle(
    isNotFound
      ? t('notFound.title')
      : itinerary
        ? `${itinerary.title} · ${t('planner.title')}`
        : t('planner.title'),
  );
  if (isNotFound) return <NotFoundPage />;
  if (!itinerary || isMePending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('planner.loading')} />
      </div>
    );
  }
  return <LivePlanner key={id} id={id} viewer={viewer} startDate={itinerary.start_date} />;
}

/**
 * The planner with trip-live around it: one presence heartbeat (with the plan whose row has my
 * focus), the others' avatars in the bar and on the plans they edit, and the activity feed.
 */
function LivePlanner({
  id,
  viewer,
  startDate,
}: {
  id: string;
  viewer: ReturnType<typeof actorFromMe>;
  startDate: string;
}) {
  const [editingPlanId, setEditingPlanId] = useState<string | null>(null);
  const { members, editorsOf } = usePresence(id, editingPlanId);
  const dayRoute = useDayRoute(id);
  const planEditors = useCallback(
    (planId: string) => <PlanEditors editors={editorsOf(planId)} />,
    [editorsOf],
  );
  return (
    <PlannerScreen
      id={id}
      viewer={viewer}
      presence={({ planTitleOf }) => <PresenceList members={members} planTitleOf={planTitleOf} />}
      planEditors={planEditors}
      onEditingPlanChange={setEditingPlanId}
      activity={<ActivityPanel itineraryId={id} />}
      dayRoute={dayRoute}
      daySlot={(dayNumber) => <DayBookings itineraryId={id} startDate={startDate} dayNumber={dayNumber} />}
    />
  );
}
