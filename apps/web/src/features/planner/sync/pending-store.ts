import type { TripOp } from '@pintrip/shared';
import { keyedStore } from '../../../lib/idb-store';
import type { PendingStore } from './trip-sync';

const store = keyedStore<TripOp[]>('pintrip-planner', 'pending-ops');

/**
 * The browser's queue of a trip's unsent planner ops (IndexedDB, through `idb`), keyed by the trip:
 * ops made offline survive a reload and are sent again with the same op_ids.
 */
export function indexedDbPendingStore(itineraryId: string): PendingStore {
  return {
    load: async () => (await store.get(itineraryId)) ?? [],
    save: (ops) => store.set(itineraryId, ops.length === 0 ? undefined : ops),
  };
}

/** A store that keeps nothing (a viewer's planner sends no ops). */
export const memoryPendingStore = (): PendingStore => {
  let ops: TripOp[] = [];
  return {
    load: async () => ops,
    save: async (next) => {
      ops = next;
    },
  };
};
