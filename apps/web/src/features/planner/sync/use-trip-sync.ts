import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Itinerary, TripPlanState } from '@pintrip/shared';
import { getItinerary } from '../../itineraries';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../lib/realtime';
import { getTripOps } from '../api/get-ops';
import { postTripOps } from '../api/post-ops';
import { indexedDbPendingStore, memoryPendingStore } from './pending-store';
import type { Rejection } from './sync-state';
import { TripSync, type SyncSnapshot } from './trip-sync';

export interface TripSyncHandlers {
  onRejected: (rejection: Rejection) => void;
  onConflict: (plan: TripPlanState) => void;
  onRefused: (error: unknown) => void;
}

const noSubscribe = () => () => undefined;
const noSnapshot = () => null;

/**
 * The planner's sync engine for `itinerary` while the page is open: one TripSync per trip, fed by
 * the app's event stream (`itinerary.op`, reconnects) and the browser's online/offline events.
 * An editor's unsent ops live in IndexedDB; a viewer's planner sends none.
 */
export function useTripSync(
  itinerary: Itinerary | undefined,
  canEdit: boolean,
  handlers: TripSyncHandlers,
): { sync: TripSync | null; snapshot: SyncSnapshot | null } {
  const [sync, setSync] = useState<TripSync | null>(null);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const loaded = itinerary ?? null;
  const tripId = loaded?.id;

  useEffect(() => {
    if (!loaded) return;
    const id = loaded.id;
    const engine = new TripSync(
      id,
      loaded,
      {
        postOps: (ops) => postTripOps(id, ops),
        getOps: (after) => getTripOps(id, after),
        getDetail: () => getItinerary(id),
      },
      canEdit ? indexedDbPendingStore(id) : memoryPendingStore(),
      {
        onRejected: (rejection) => latest.current.onRejected(rejection),
        onConflict: (plan) => latest.current.onConflict(plan),
        onRefused: (error) => latest.current.onRefused(error),
      },
    );
    setSync(engine);
    void engine.start();
    return () => engine.dispose();
    // One engine per trip and role: a refetched detail does not replace the engine's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tripId, canEdit, Boolean(loaded)]);

  useRealtimeEvent('itinerary.op', (data) => sync?.receiveEvent(data));
  useRealtimeReconnect(() => sync?.resume());

  useEffect(() => {
    if (!sync) return;
    const online = () => sync.resume();
    const offline = () => sync.markOffline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [sync]);

  const snapshot = useSyncExternalStore(
    sync?.subscribe ?? noSubscribe,
    sync?.getSnapshot ?? noSnapshot,
    noSnapshot,
  );
  return { sync, snapshot };
}
