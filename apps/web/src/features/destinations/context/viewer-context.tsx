import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  canCreate,
  canDelete,
  canEdit,
  type Actor,
  type Destination,
  type OwnedResource,
} from '@pintrip/shared';

interface ViewerApi {
  viewer: Actor | null;
  /** Has a session (may like and bookmark). */
  isSignedIn: boolean;
  /** Opens the app's login dialog. */
  requestLogin: () => void;
  /** May register pinpoints: signed in and not deactivated. */
  canCreate: boolean;
  /** The shared policies, for this viewer. */
  canEdit: (destination: OwnedResource) => boolean;
  canDelete: (destination: OwnedResource) => boolean;
  /** "일정에 추가" on a card and in the detail, composed by the route module (features stay apart). */
  renderTripAction?: TripActionSlot | undefined;
}

export type TripActionSlot = (destination: Destination, placement: 'card' | 'detail') => ReactNode;

const ViewerContext = createContext<ViewerApi>({
  viewer: null,
  isSignedIn: false,
  requestLogin: () => undefined,
  canCreate: false,
  canEdit: () => false,
  canDelete: () => false,
});

export function DestinationsViewerProvider({
  viewer,
  requestLogin,
  isSignedIn = viewer !== null,
  renderTripAction,
  children,
}: {
  viewer: Actor | null;
  /** Known to be signed in without the details (My Page); defaults to `viewer !== null`. */
  isSignedIn?: boolean;
  requestLogin: () => void;
  renderTripAction?: TripActionSlot | undefined;
  children: ReactNode;
}) {
  const value = useMemo<ViewerApi>(
    () => ({
      viewer,
      isSignedIn,
      requestLogin,
      canCreate: canCreate(viewer),
      canEdit: (destination) => canEdit(viewer, destination),
      canDelete: (destination) => canDelete(viewer, destination),
      renderTripAction,
    }),
    [viewer, isSignedIn, requestLogin, renderTripAction],
  );
  return <ViewerContext.Provider value={value}>{children}</ViewerContext.Provider>;
}

export function useDestinationsViewer(): ViewerApi {
  return useContext(ViewerContext);
}
