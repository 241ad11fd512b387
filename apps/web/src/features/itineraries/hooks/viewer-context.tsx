import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MapLoader } from './map-loader';

/** Who is looking, as far as itineraries care. The route module passes it in (features stay apart). */
export interface ItinerariesViewer {
  id: string;
  is_active: boolean;
  is_admin: boolean;
  is_super_admin: boolean;
}

interface ViewerApi {
  viewer: ItinerariesViewer | null;
  /** Whether the viewer is still being looked up (the session query is pending). */
  isViewerPending: boolean;
  isAdmin: boolean;
  /** Opens the app's login dialog. */
  requestLogin: () => void;
  mapTileUrl: string;
  loadMap: MapLoader | null;
  isOwner: (userId: string) => boolean;
}

const ViewerContext = createContext<ViewerApi>({
  viewer: null,
  isViewerPending: false,
  isAdmin: false,
  requestLogin: () => undefined,
  mapTileUrl: '',
  loadMap: null,
  isOwner: () => false,
});

export function ItinerariesViewerProvider({
  viewer,
  isViewerPending = false,
  requestLogin,
  mapTileUrl = '',
  loadMap = null,
  children,
}: {
  viewer: ItinerariesViewer | null;
  isViewerPending?: boolean;
  requestLogin: () => void;
  mapTileUrl?: string;
  loadMap?: MapLoader | null;
  children: ReactNode;
}) {
  const value = useMemo<ViewerApi>(
    () => ({
      viewer,
      isViewerPending,
      isAdmin: Boolean(viewer && (viewer.is_admin || viewer.is_super_admin)),
      requestLogin,
      mapTileUrl,
      loadMap,
      isOwner: (userId) => viewer?.id === userId,
    }),
    [viewer, isViewerPending, requestLogin, mapTileUrl, loadMap],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useItinerariesViewer(): ViewerApi {
  return useContext(ViewerContext);
}
