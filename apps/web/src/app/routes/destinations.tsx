import { useMemo, type ReactNode } from 'react';
import type { Destination } from '@pintrip/shared';
import { actorFromMe, useAppInfo, useMe } from '../../features/session';
import { useAuthDialogs } from '../../features/auth';
import { DestinationsScreen } from '../../features/destinations';
import { CommentThread } from '../../features/comments';

/** The comment thread inside the destination detail dialog (the dialog already titles the section). */
const renderComments = (destination: Destination): ReactNode => (
  <CommentThread destinationId={destination.id} showHeading={false} />
);

/**
 * /destinations and /destinations/:id. Composes the destinations feature with the session, the
 * login dialog, the map tile setting and the comments.
 */
export default function DestinationsPage() {
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
      renderComments={renderComments}
    />
  );
}
