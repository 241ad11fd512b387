/**
 * Pages everyone sees alike (a visitor's first page of a list), kept in memory with their JSON
 * and an ETag. `clear()` drops everything: the app calls it when a write commits here and when
 * the event bus reports a write of any instance, so a page is never served after a change has
 * been announced. A load that was running when the cache was cleared is answered but not kept
 * (its rows may predate the change). Concurrent misses of one key share a single load.
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
   * Awaited before every lookup: delivers the pending clears of other instances (Database.sync),
   * so a page changed elsewhere and acknowledged there is not served from here afterwards. When it
   * answers false (clears may have been lost), the cache is cleared first.
   */
  fence?: () => Promise<boolean>;
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
  const fence = options.fence;
  const entries = new Map<string, { page: CachedPage<T>; at: number }>();
  const loading = new Map<string, Promise<CachedPage<T>>>();
  let generation = 0;

  const fill = async (key: string, load: () => Promise<T>, started: number): Promise<CachedPage<T>> => {
    const value = await load();
    const body = JSON.stringify(value);
    const page = { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (started === generation) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { page, at: now() });
    }
    return page;
  };

  const clear = () => {
    generation += 1;
    entries.clear();
  };

  return {
    async get(key, load) {
      if (fence && !(await fence())) clear();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.page;
      const flightKey = `${generation}\u0001${key}`;
      let pending = loading.get(flightKey);
      if (!pending) {
        pending = fill(key, load, generation).finally(() => loading.delete(flightKey));
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
