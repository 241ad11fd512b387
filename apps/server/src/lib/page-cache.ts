/**
 * Pages everyone sees alike (every visitor list read that repeats: any page, sort, category or
 * search), kept in memory, least recently served evicted first within a byte budget, with their JSON
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
import { createFencedStore, type FenceTicket } from './fenced-store.js';

export interface CachedPage<T> {
  value: T;
  /** `value` (or the part of it that is sent, `serialize`) as JSON, sent as is. */
  body: string;
  etag: string;
}

export interface PageCacheOptions<T = unknown> {
  maxEntries?: number;
  /**
   * The most JSON kept, in UTF-16 code units of the bodies (about bytes for ASCII): least recently
   * served pages go first. Every visitor read that repeats is kept (any cursor, any search), so
   * the key space is open-ended; this bounds the memory whatever the keys.
   */
  maxBytes?: number;
  /** A safety net only: entries are dropped by `clear()` long before. */
  ttlMs?: number;
  now?: () => number;
  /**
   * The LISTEN connection's epoch (Database.listenEpoch): null while clears cannot arrive (pages
   * are then loaded but neither kept nor served); a page is served only under the epoch it was
   * loaded in. Absent: clears always arrive (one process).
   */
  epoch?: () => number | null;
  /**
   * The JSON sent for a value (default: all of it). A value may carry more than its answer — what
   * a signed-in reader's overlay needs and a visitor must not see — and send only a part.
   */
  serialize?: (value: T) => string;
  /**
   * The group a key belongs to (e.g. the reader of a reader's own list): the cache keeps an index
   * of each group's keys, so `forgetGroups` drops a group's entries without visiting the others.
   */
  group?: (key: string) => string;
}

export interface PageCache<T> {
  get(key: string, load: () => Promise<T>): Promise<CachedPage<T>>;
  clear(): void;
  /**
   * Drops the entries `match` picks (the others stay), and, as `clear`, keeps no load that was
   * running: it may have read the rows before the change `match` stands for.
   */
  forget(match: (key: string, value: T) => boolean): void;
  /**
   * As `forget`, for the entries of these groups (`group` option): reads the index, so it costs the
   * groups' entries, not every entry kept.
   */
  forgetGroups(groups: Iterable<string>): void;
  readonly size: number;
  /** The JSON kept, in code units (see maxBytes). */
  readonly bytes: number;
}

export function createPageCache<T>(options: PageCacheOptions<T> = {}): PageCache<T> {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const serialize = options.serialize ?? ((value: T) => JSON.stringify(value));
  const groupOf = options.group;
  // The kept keys of each group (only with `group`), following every entry that leaves the store.
  const keysOf = new Map<string, Set<string>>();
  const store = createFencedStore<string, CachedPage<T>>({
    maxEntries: options.maxEntries ?? 2000,
    maxWeight: options.maxBytes ?? 32 * 1024 * 1024,
    now,
    epoch: options.epoch,
    onDrop: groupOf
      ? (key) => {
          const group = groupOf(key);
          const keys = keysOf.get(group);
          keys?.delete(key);
          if (keys?.size === 0) keysOf.delete(group);
        }
      : undefined,
  });
  const loading = new Map<string, Promise<CachedPage<T>>>();

  const pageOf = (value: T): CachedPage<T> => {
    const body = serialize(value);
    return { value, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  const fill = async (key: string, load: () => Promise<T>, ticket: FenceTicket) => {
    const page = pageOf(await load());
    if (store.keep(ticket, key, page, { until: now() + ttlMs, weight: page.body.length }) && groupOf) {
      const group = groupOf(key);
      const keys = keysOf.get(group);
      if (keys) keys.add(key);
      else keysOf.set(group, new Set([key]));
    }
    return page;
  };

  return {
    async get(key, load) {
      const hit = store.hit(key);
      if (hit) return hit;
      const ticket = store.ticket();
      // Clears cannot arrive: nothing is kept, every miss loads for itself.
      if (ticket.epoch === null) return fill(key, load, ticket);
      const flightKey = `${ticket.generation}\u0001${ticket.epoch}\u0001${key}`;
      let pending = loading.get(flightKey);
      if (!pending) {
        pending = fill(key, load, ticket).finally(() => loading.delete(flightKey));
        loading.set(flightKey, pending);
      }
      return pending;
    },
    clear: () => store.clear(),
    forget(match) {
      store.invalidate();
      for (const [key, page] of store.entries()) {
        if (match(key, page.value)) store.drop(key);
      }
    },
    forgetGroups(groups) {
      store.invalidate();
      for (const group of groups) {
        const keys = keysOf.get(group);
        // A copy: each drop takes its key out of the set.
        if (keys) for (const key of [...keys]) store.drop(key);
      }
    },
    get size() {
      return store.size;
    },
    get bytes() {
      return store.weight;
    },
  };
}
