/**
 * Pages everyone sees alike (a visitor's first page of a list), kept in memory with their JSON
 * and an ETag. `clear()` drops everything: the app calls it when a write commits here and when
 * the event bus reports a write of any instance, so a page is never served after a change has
 * been announced. A load that was running when the cache was cleared is answered but not kept
 * (its rows may predate the change). Concurrent misses of one key share a single load.
 *
 * Why no round trip before a hit (docs/decisions/0024): the version that decides whether a page
 * may be served is local — the clears counted here, each bumped by a NOTIFY every instance
 * LISTENs to, plus the LISTEN connection's epoch (Database.listenEpoch). What a reader sees:
 * - on the instance that made the change: the new page at once (the unit of work clears on
 *   commit, before the write is answered);
 * - on another instance: the new page as soon as the notification has arrived there — PostgreSQL
 *   sends it to every listener when the write commits, so the window is one notification's
 *   flight (well under a millisecond on a LAN), the same staleness a reader whose request
 *   arrived a moment earlier would have had. A reader sent there by the writer right after the
 *   write's answer may, within that window, see the previous page; the writer's own answer
 *   already carries the change (the web client updates from it), so nothing is lost;
 * - while the LISTEN connection is down, nothing is kept or served from memory (every read goes
 *   to the database), and pages loaded under an older connection are never served again, since
 *   the clears sent in between were lost.
 * Before this, every hit made one `select 1` on the LISTEN connection (decision 0015's fence):
 * a round trip per cached read to close that sub-millisecond window.
 */
import { createHash } from 'node:crypto';

export interface CachedPage<T> {
  value: T;
  /** `value` as JSON, sent as is. */
  body: string;
  etag: string;
}

export interface PageCacheOptions {
  maxEntries?: number;
  /** A safety net only: entries are dropped by `clear()` long before. */
  ttlMs?: number;
  now?: () => number;
  /**
   * The LISTEN connection's epoch (Database.listenEpoch): null while clears cannot arrive (pages
   * are then loaded but neither kept nor served); a page is served only under the epoch it was
   * loaded in. Absent: clears always arrive (one process).
   */
  epoch?: () => number | null;
}

export interface PageCache<T> {
  get(key: string, load: () => Promise<T>): Promise<CachedPage<T>>;
  clear(): void;
  readonly size: number;
}

export function createPageCache<T>(options: PageCacheOptions = {}): PageCache<T> {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const epochOf = options.epoch ?? (() => 0);
  const entries = new Map<string, { page: CachedPage<T>; at: number; epoch: number }>();
  const loading = new Map<string, Promise<CachedPage<T>>>();
  let generation = 0;

  const fill = async (
    key: string,
    load: () => Promise<T>,
    started: number,
    epoch: number | null,
  ): Promise<CachedPage<T>> => {
    const value = await load();
    const body = JSON.stringify(value);
    const page = { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (started === generation && epoch !== null) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { page, at: now(), epoch });
    }
    return page;
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async get(key, load) {
      const epoch = epochOf();
      if (epoch === null) {
        // Clears cannot arrive: whatever is kept may already be stale, and nothing new is kept.
        if (entries.size > 0) clear();
        return fill(key, load, generation, null);
      }
      const hit = entries.get(key);
      if (hit && hit.epoch === epoch && now() - hit.at < ttlMs) return hit.page;
      const flightKey = `${generation}\u0001${epoch}\u0001${key}`;
      let pending = loading.get(flightKey);
      if (!pending) {
        pending = fill(key, load, generation, epoch).finally(() => loading.delete(flightKey));
        loading.set(flightKey, pending);
      }
      return pending;
    },
    clear,
    get size() {
      return entries.size;
    },
  };
}
