import { useMemo, type ReactNode } from 'react';
import { useAuthDialogs } from '../../features/auth';
import { ItinerariesViewerProvider } from '../../features/itineraries';
import { actorFromMe, useMe } from '../../features/session';

/** Hands the itineraries feature who is looking (as the shared policies take them) and the login dialog. */
export function ItinerariesContext({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  // One object per user, so the viewer context changes only when the user does.
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const { openLogin } = useAuthDialogs();
  return (
    <ItinerariesViewerProvider viewer={viewer} requestLogin={openLogin}>
      {children}
    </ItinerariesViewerProvider>
  );
}
