import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { matchPath, useParams } from 'react-router';
import { useTranslation } from '../../i18n';
import { canCreate, canReport, webRoutes, type Actor, type Destination } from '@pintrip/shared';
import { actorFromMe, useMe } from '../../features/session';
import { useRequestLogin } from './use-request-login';
import { DestinationsScreen, preloadDestinationDetail, useDestination } from '../../features/destinations';
import { CommentThread } from '../../features/comments';
import { ReportButton } from '../../features/moderation';
import { NewTripDialog, type NewTripFirstPlace } from '../../features/itineraries';
import { AddToTripButton } from '../../features/trip-live';
import { useDocumentTitle } from '../use-document-title';

/**
 * The comment thread inside the destination detail dialog (the dialog already titles the section),
 * with report buttons where the shared policy allows (an active user, on what others wrote).
 */
const commentsFor =
  (viewer: Actor | null) =>
  (destination: Destination): ReactNode => (
    <>
      {canReport(viewer, destination) ? (
        <div className="mb-2 flex justify-end">
          <ReportButton targetType="destination" targetId={destination.id} />
        </div>
      ) : null}
      <CommentThread
        destinationId={destination.id}
        showHeading={false}
        renderCommentActions={(comment) =>
          canReport(viewer, comment) ? <ReportButton targetType="comment" targetId={comment.id} /> : null
        }
      />
    </>
  );

/**
 * /destinations and /destinations/:id. Composes the destinations feature with the session, the
 * login dialog and the comments.
 */
export default function DestinationsPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  // The same query as the detail dialog's: one request. A detail URL is titled by its destination.
  const { data: destination } = useDestination(id);
  useDocumentTitle(id ? (destination?.title ?? t('titles.destination')) : t('nav.destinations'));
  const { data: me } = useMe();
  // One object per user, so the screen's viewer context changes only when the user does.
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const requestLogin = useRequestLogin();
  // "새 일정 만들기" from "일정에 추가": the app's create flow with the destination on Day 1, then
  // the new trip in the planner.
  const [isCreatingTrip, setCreatingTrip] = useState(false);
  const [firstPlace, setFirstPlace] = useState<NewTripFirstPlace | null>(null);
  const openCreateTrip = useCallback((from: Destination) => {
    setFirstPlace({
      destination: from.title,
      destination_id: from.id,
      location: from.location,
      cost: from.budget_min,
    });
    setCreatingTrip(true);
  }, []);
  // "일정에 추가" for signed-in, active users (the shared policy), on each card and in the detail.
  const renderTripAction = useMemo(
    () =>
      canCreate(viewer)
        ? (destination: Destination, placement: 'card' | 'detail') => (
            <AddToTripButton destination={destination} placement={placement} onCreateTrip={openCreateTrip} />
          )
        : undefined,
    [viewer, openCreateTrip],
  );
  return (
    <>
      <DestinationsScreen
        viewer={viewer}
        requestLogin={requestLogin}
        renderComments={commentsFor(viewer)}
        renderTripAction={renderTripAction}
      />
      <NewTripDialog open={isCreatingTrip} onOpenChange={setCreatingTrip} firstPlace={firstPlace} />
    </>
  );
}

/** A detail address opens the detail dialog at once: its code comes before hydration (app/lazy-page.ts). */
export const preloadFor = async (pathname: string): Promise<void> => {
  if (matchPath(webRoutes.destination, pathname)) await preloadDestinationDetail();
};
