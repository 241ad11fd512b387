import { openDB, type IDBPDatabase } from 'idb';

/** A value kept per key in one IndexedDB object store (through `idb`); a no-op where there is none. */
export interface KeyedStore<T> {
  get: (key: string) => Promise<T | undefined>;
  /** Keeps `value` under `key`; undefined removes the key. */
  set: (key: string, value: T | undefined) => Promise<void>;
}

/**
 * One object store in its own database, opened on first use: the browser's queues of unsent work
 * (the planner's ops, the money page's expenses) survive a reload and are sent again with the same
 * ids. Without IndexedDB (server rendering, old browsers) it keeps nothing.
 */
export function keyedStore<T>(dbName: string, storeName: string): KeyedStore<T> {
  let db: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (db ??= openDB(dbName, 1, {
      upgrade(database) {
        database.createObjectStore(storeName);
      },
    }));
  return {
    async get(key) {
      if (typeof indexedDB === 'undefined') return undefined;
      return (await (await open()).get(storeName, key)) as T | undefined;
    },
    async set(key, value) {
      if (typeof indexedDB === 'undefined') return;
      const database = await open();
      if (value === undefined) await database.delete(storeName, key);
      else await database.put(storeName, value, key);
    },
  };
}
