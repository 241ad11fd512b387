import { useMemo, type ReactNode } from 'react';
import { ItinerariesViewerProvider } from '../../features/itineraries';
import { actorFromMe, useMe } from '../../features/session';
import { useRequestLogin } from './use-request-login';

/** Hands the itineraries feature who is looking (as the shared policies take them) and the login dialog. */
export function ItinerariesContext({ children }: { children: ReactNode }) {
  const { data: me } = useMe();
  // One object per user, so the viewer context changes only when the user does.
  const viewer = useMemo(() => actorFromMe(me), [me]);
  const requestLogin = useRequestLogin();
  return (
    <ItinerariesViewerProvider viewer={viewer} requestLogin={requestLogin}>
      {children}
    </ItinerariesViewerProvider>
  );
}
