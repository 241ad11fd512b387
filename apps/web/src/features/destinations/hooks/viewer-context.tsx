import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** Who is looking, as far as destinations care. The route module passes it in (features stay apart). */
export interface DestinationsViewer {
  id: string;
  is_active: boolean;
  is_admin: boolean;
  is_super_admin: boolean;
}

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
  /** May edit and delete this author's destination: the author or an admin. */
  canManage: (authorId: string) => boolean;
}

const ViewerContext = createContext<ViewerApi>({
  viewer: null,
  isSignedIn: false,
  mapTileUrl: '',
  requestLogin: () => undefined,
  canCreate: false,
  canManage: () => false,
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
      canCreate: Boolean(viewer?.is_active),
      canManage: (authorId) =>
        Boolean(viewer && (viewer.id === authorId || viewer.is_admin || viewer.is_super_admin)),
    }),
    [viewer, isSignedIn, requestLogin, mapTileUrl],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useDestinationsViewer(): ViewerApi {
  return useContext(ViewerContext);
}
