import type { ReactNode } from 'react';
import type { Destination } from '@pintrip/shared';
import { useAppInfo } from '../../features/session/api/get-app-info';
import { useMe } from '../../features/session/api/get-me';
import { useAuthDialogs } from '../../features/auth/auth-dialogs-context';
import { DestinationsScreen } from '../../features/destinations/components/destinations-screen';
import { CommentThread } from '../../features/comments/components/comment-thread';
import { ReportButton } from '../../features/moderation';
import type { Me } from '../../features/session/api/get-me';

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
  const { data: me } = useMe();
  const { data: appInfo } = useAppInfo();
  const { openLogin } = useAuthDialogs();
  return (
    <DestinationsScreen
      viewer={me ?? null}
      requestLogin={openLogin}
      mapTileUrl={appInfo?.map_tile_url ?? ''}
      renderComments={commentsFor(me ?? null)}
    />
  );
}
