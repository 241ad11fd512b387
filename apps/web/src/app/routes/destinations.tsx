import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Destination } from '@pintrip/shared';
import { actorFromMe, useAppInfo, useMe, type Me } from '../../features/session';
import { useAuthDialogs } from '../../features/auth';
import { DestinationsScreen, useDestination } from '../../features/destinations';
import { CommentThread } from '../../features/comments';
import { ReportButton } from '../../features/moderation';
import { useDocumentTitle } from '../use-document-title';

/**
 * The comment thread inside the destination detail dialog (the dialog already titles the section),
 * with report buttons for a signed-in user on what others wrote.
 */
const commentsFor =
  (me: Me | null) =>
  (destination: Destination): ReactNode => (
    <>
      {me && destination.user_id !== me.id ? (
        <div className="mb-2 flex justify-end">
          <ReportButton targetType="destination" targetId={destination.id} />
        </div>
      ) : null}
      <CommentThread
        destinationId={destination.id}
        showHeading={false}
        renderCommentActions={(comment) =>
          me && comment.user_id !== me.id ? <ReportButton targetType="comment" targetId={comment.id} /> : null
        }
      />
    </>
  );

/**
 * /destinations and /destinations/:id. Composes the destinations feature with the session, the
 * login dialog, the map tile setting and the comments.
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
  const { data: appInfo } = useAppInfo();
  const { openLogin } = useAuthDialogs();
  return (
    <DestinationsScreen
      viewer={viewer}
      requestLogin={openLogin}
      mapTileUrl={appInfo?.map_tile_url ?? ''}
      renderComments={commentsFor(me ?? null)}
    />
  );
}
