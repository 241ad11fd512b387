import type { ReactNode } from 'react';
import { useAuthDialogs } from '../../features/auth';
import { loadLeaflet } from '../../features/destinations';
import { ItinerariesViewerProvider } from '../../features/itineraries';
import { useAppInfo, useMe } from '../../features/session';

/**
 * Hands the itineraries feature what it needs from the rest of the app: the signed-in user, the
 * login dialog, the map tiles and the destinations feature's lazy Leaflet loader.
 */
export function ItinerariesContext({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const { data: appInfo } = useAppInfo();
  const { openLogin } = useAuthDialogs();
  return (
    <ItinerariesViewerProvider
      viewer={me ?? null}
      isViewerPending={isPending}
      requestLogin={openLogin}
      mapTileUrl={appInfo?.map_tile_url ?? ''}
      loadMap={loadLeaflet}
    >
      {children}
    </ItinerariesViewerProvider>
  );
}
