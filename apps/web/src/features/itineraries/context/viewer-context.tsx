import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Actor } from '@pintrip/shared';

/**
 * Who is looking (the session feature's `actorFromMe`) and how to ask them to sign in; the route
 * module passes both in (features stay apart). Components decide with the shared policies
 * (`canSetVisibility(viewer, …)`, `canEditItinerary`, `canCopyItinerary`), never by comparing ids.
 */
interface ViewerApi {
  viewer: Actor | null;
  /**
   * Opens the app's login dialog — once the session is known: a reader whose session was still
   * loading gets `whenSignedIn` instead.
   */
  requestLogin: (whenSignedIn?: () => void) => void;
}

const ViewerContext = createContext<ViewerApi>({
  viewer: null,
  requestLogin: () => undefined,
});

export function ItinerariesViewerProvider({
  viewer,
  requestLogin,
  children,
}: {
  viewer: Actor | null;
  requestLogin: (whenSignedIn?: () => void) => void;
  children: ReactNode;
}) {
  const value = useMemo<ViewerApi>(() => ({ viewer, requestLogin }), [viewer, requestLogin]);
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useItinerariesViewer(): ViewerApi {
  return useContext(ViewerContext);
}
