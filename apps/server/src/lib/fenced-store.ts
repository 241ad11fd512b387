/**
 * The memory every in-process cache keeps (page cache, viewer cache, viewer marks), with the one
 * fence they share (docs/decisions/0024): a value is kept and served only while the invalidations
 * that would drop it can arrive, and never after one may have been missed.
 *  - The LISTEN connection's epoch (Database.listenEpoch): null while notifications cannot arrive
 *    (nothing is kept or served: everything held is dropped); an entry is served only under the
 *    epoch it was loaded in (the notifications sent in between were lost).
 *  - A generation counter, bumped by every invalidation: a load that was running when one came is
 *    answered but not kept (its rows may predate the change).
 *  - An entry lives until its `until` (a safety net; invalidations drop entries long before).
 *  - Least recently used entries go first once `maxEntries` entries or `maxWeight` (the sum of the
 *    entries' weights: bytes, ids…) would be passed; a value heavier than `maxWeight` is not kept.
 */

export interface FencedStoreOptions<K> {
  maxEntries?: number;
  maxWeight?: number;
  now?: () => number;
  /** Database.listenEpoch: null while notifications cannot arrive. Absent: always 0 (one process). */
  epoch?: () => number | null;
  /** Told of every entry that leaves (an index kept beside the store follows). */
  onDrop?: (key: K) => void;
}

/** What a miss hands to `keep`: the fence as it stood when the load started. */
export interface FenceTicket {
  readonly generation: number;
  readonly epoch: number | null;
}

export interface FencedStore<K, V> {
  /** The value kept for `key` under the current epoch and before its `until`, marked most recently used. */
  hit(key: K): V | undefined;
  /** The fence now, to hand to `keep` after the load; clears everything while notifications cannot arrive. */
  ticket(): FenceTicket;
  /** Keeps a loaded value unless an invalidation came, or the epoch changed, since `ticket`. */
  keep(ticket: FenceTicket, key: K, value: V, options: { until: number; weight?: number }): boolean;
  /** Counts an invalidation: no load running now is kept. */
  invalidate(): void;
  drop(key: K): void;
  /** Drops everything (an invalidation). */
  clear(): void;
  /** The kept entries, in least-recently-used order. */
  entries(): IterableIterator<[K, V]>;
  readonly size: number;
  readonly weight: number;
}

export function createFencedStore<K, V>(options: FencedStoreOptions<K> = {}): FencedStore<K, V> {
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? Date.now;
  const epochOf = options.epoch ?? (() => 0);
  /** In least-recently-used order: a Map iterates in insertion order and a hit re-inserts. */
  const kept = new Map<K, { value: V; until: number; epoch: number; weight: number }>();
  let generation = 0;
  let weight = 0;

  const drop = (key: K) => {
    const entry = kept.get(key);
    if (!entry) return;
    weight -= entry.weight;
    kept.delete(key);
    options.onDrop?.(key);
  };
  const clear = () => {
    generation += 1;
    for (const key of [...kept.keys()]) drop(key);
  };

  return {
    hit(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (entry.epoch !== epochOf() || now() >= entry.until) {
        drop(key);
        return undefined;
      }
      kept.delete(key);
      kept.set(key, entry);
      return entry.value;
    },
    ticket() {
      const epoch = epochOf();
      if (epoch === null && kept.size > 0) clear();
      return { generation, epoch };
    },
    keep(ticket, key, value, { until, weight: heavy = 0 }) {
      if (ticket.epoch === null || ticket.generation !== generation || epochOf() !== ticket.epoch) {
        return false;
      }
      drop(key);
      if (heavy > maxWeight) return false;
      while (kept.size > 0 && (kept.size >= maxEntries || weight + heavy > maxWeight)) {
        drop(kept.keys().next().value as K);
      }
      kept.set(key, { value, until, epoch: ticket.epoch, weight: heavy });
      weight += heavy;
      return true;
    },
    invalidate() {
      generation += 1;
    },
    drop,
    clear,
    *entries() {
      for (const [key, entry] of kept) yield [key, entry.value] as [K, V];
    },
    get size() {
      return kept.size;
    },
    get weight() {
      return weight;
    },
  };
}
