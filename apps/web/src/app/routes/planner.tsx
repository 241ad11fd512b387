import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { DayBookings } from '../../features/bookings';
import { DayBudget } from '../../features/money';
import { PlannerScreen } from '../../features/planner';
import { ActivityPanel, PlanEditors, PresenceList, usePresence } from '../../features/trip-live';
import type { actorFromMe } from '../../features/session';
import { useDayRoute } from '../../features/routing';
import NotFoundPage from './not-found';
import { useTripSection } from './use-trip-section';

/**
 * `/itineraries/:id/plan`: the planner, for the trip's owner and members (viewers read only).
 * Anyone else who may see the trip (a public one) is sent to the trip's page, as the server does
 * for the address typed or followed; for everyone else the trip is not found (useTripSection).
 */
export default function PlannerPage() {
  const { t } = useTranslation();
  const section = useTripSection('planner.title');
  if (section.status === 'not-found') {
    return section.seenTripId ? (
      <Navigate to={`/itineraries/${encodeURIComponent(section.seenTripId)}`} replace />
    ) : (
      <NotFoundPage />
    );
  }
  if (section.status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t('planner.loading')} />
      </div>
    );
  }
  const { id, viewer, itinerary } = section;
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
      dayMoney={(dayNumber, budget) => <DayBudget itineraryId={id} dayNumber={dayNumber} budget={budget} />}
    />
  );
}
