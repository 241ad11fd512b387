import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { canCreate, canDelete, canEdit, type Actor, type OwnedResource } from '@pintrip/shared';

/** Who is looking (the session feature's `actorFromMe`); the route module passes it in. */
export type DestinationsViewer = Actor;

interface ViewerApi {
  viewer: DestinationsViewer | null;
  /** Has a session (may like and bookmark). */
  isSignedIn: boolean;
  /** Map tiles (GET /api/app-info → map_tile_url); empty while unknown. */
  mapTileUrl: string;
  /** Opens the app's login dialog. */
  requestLogin: () => void;
  /** May register pinpoints: signed in and not deactivated. */
  canCreate: boolean;
  /** The shared policies, for this viewer. */
  canEdit: (destination: OwnedResource) => boolean;
  canDelete: (destination: OwnedResource) => boolean;
}

const ViewerContext = createContext<ViewerApi>({
  viewer: null,
  isSignedIn: false,
  mapTileUrl: '',
  requestLogin: () => undefined,
  canCreate: false,
  canEdit: () => false,
  canDelete: () => false,
});

export function DestinationsViewerProvider({
  viewer,
  requestLogin,
  mapTileUrl = '',
  isSignedIn = viewer !== null,
  children,
}: {
  viewer: DestinationsViewer | null;
  /** Known to be signed in without the details (My Page); defaults to `viewer !== null`. */
  isSignedIn?: boolean;
  requestLogin: () => void;
  mapTileUrl?: string;
  children: ReactNode;
}) {
  const value = useMemo<ViewerApi>(
    () => ({
      viewer,
      isSignedIn,
      requestLogin,
      mapTileUrl,
      canCreate: canCreate(viewer),
      canEdit: (destination) => canEdit(viewer, destination),
      canDelete: (destination) => canDelete(viewer, destination),
    }),
    [viewer, isSignedIn, requestLogin, mapTileUrl],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useDestinationsViewer(): ViewerApi {
  return useContext(ViewerContext);
}
