import { openDB, type IDBPDatabase } from 'idb';
import type { TripOp } from '@pintrip/shared';
import type { PendingStore } from './trip-sync';

const dbName = 'pintrip-planner';
const storeName = 'pending-ops';

let db: Promise<IDBPDatabase> | null = null;
const open = () =>
  (db ??= openDB(dbName, 1, {
    upgrade(database) {
      database.createObjectStore(storeName);
    },
  }));

/**
 * The browser's queue of a trip's unsent planner ops (IndexedDB, through `idb`), keyed by the trip:
 * ops made offline survive a reload and are sent again with the same op_ids.
 */
export function indexedDbPendingStore(itineraryId: string): PendingStore {
  return {
    async load() {
      if (typeof indexedDB === 'undefined') return [];
      return ((await (await open()).get(storeName, itineraryId)) as TripOp[] | undefined) ?? [];
    },
    async save(ops) {
      if (typeof indexedDB === 'undefined') return;
      const database = await open();
      if (ops.length === 0) await database.delete(storeName, itineraryId);
      else await database.put(storeName, ops, itineraryId);
    },
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
