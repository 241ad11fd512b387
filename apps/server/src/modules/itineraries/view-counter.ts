/**
 * Itinerary views, counted in memory and written in batches (docs/decisions/0041-itinerary-reads.md).
 * The rule is the one the detail always had: a reader — an account, else a visitor key — counts
 * once per itinerary per 24 hours, and the owner never (the service decides who records). A read
 * no longer writes: it records its keys here, and every `intervalMs` (and on close) the batch is
 * written, in statements of at most `maxPerWrite` views, where the database still decides what counts (`itinerary_views`, 24 hours), so
 * two instances that both saw a reader count them once.
 *
 * What is kept: the batch being gathered (at most one entry per itinerary and key), and the keys a
 * flush reported as counted, with when they may count again — a reader who returns within the day
 * is not sent again. Both are bounded (`maxPending` flushes early, `maxRecent` forgets the oldest).
 */

/** One reader's view of one itinerary, waiting to be written. */
export interface PendingView {
  itineraryId: string;
  /** The key that decides (`u:<account>`, `v:<visitor cookie>`, `a:<address and agent>`). */
  viewerKey: string;
  /** A key recorded beside it when it counts (the visitor cookie set by this very read). */
  alsoKey: string | null;
}

/** What a flush learned about a key: how long until it may count again (null: not known). */
export interface FlushedView {
  itineraryId: string;
  viewerKey: string;
  /** Whether this write counted it. */
  counted: boolean;
  remainingMs: number | null;
  /** The itinerary's stored count after this write, when the write counted any view of it. */
  viewsCount: number | null;
}

export interface ViewCounterOptions {
  /** Writes views in one statement and reports every key's state (the repository's flushViews). */
  write: (batch: readonly PendingView[]) => Promise<FlushedView[]>;
  /** How often the batch is written (ms). */
  intervalMs?: number;
  /** A batch this large is written at once. */
  maxPending?: number;
  /**
   * The most views one statement writes: a batch is written in statements of at most this many,
   * one after another. On the embedded database a statement runs on the server's own thread and
   * holds it (db/engine-turns.ts): a batch of a thousand views in one statement held every
   * request for hundreds of milliseconds (docs/decisions/0059).
   */
  maxPerWrite?: number;
  /** How many counted keys are remembered. */
  maxRecent?: number;
  /** Attempts of a batch whose write failed before its views are given up. */
  maxAttempts?: number;
  now?: () => number;
  /**
   * Called with the itineraries whose views a write counted and their stored counts after it,
   * before those views stop showing as pending: their reads kept in memory hold the old counts
   * (other instances hear the write's notification).
   */
  onCounted?: (viewsCounts: ReadonlyMap<string, number>) => void;
  onError?: (error: unknown) => void;
}

export interface ViewCounter {
  /** Records a read by `keys` (the first decides; see PendingView). Nothing for no keys. */
  record(itineraryId: string, keys: readonly string[]): void;
  /** Views of `itineraryId` recorded here and not yet written: shown on top of the stored count. */
  pendingFor(itineraryId: string): number;
  /** Writes what is pending now (and waits for a write already under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

const keyOf = (itineraryId: string, viewerKey: string) => `${itineraryId}\u0001${viewerKey}`;

export function createViewCounter(options: ViewCounterOptions): ViewCounter {
  const intervalMs = options.intervalMs ?? 1000;
  const maxPending = options.maxPending ?? 20_000;
  const maxRecent = options.maxRecent ?? 100_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const maxPerWrite = options.maxPerWrite ?? 50;
  const now = options.now ?? Date.now;
  let pending = new Map<string, PendingView & { attempts: number }>();
  /** Keys of the batch being gathered and of the one being written, first and also keys alike. */
  const claimed = new Set<string>();
  /** Pending views per itinerary (gathered and being written). */
  const perItinerary = new Map<string, number>();
  /** Counted keys → when they may count again (ms, `now()`'s clock). */
  const recent = new Map<string, number>();
  let writing: Promise<void> | null = null;

  const adjust = (itineraryId: string, by: number) => {
    const count = (perItinerary.get(itineraryId) ?? 0) + by;
    if (count > 0) perItinerary.set(itineraryId, count);
    else perItinerary.delete(itineraryId);
  };

  const remember = (key: string, until: number) => {
    recent.delete(key);
    recent.set(key, until);
    while (recent.size > maxRecent) recent.delete(recent.keys().next().value as string);
  };

  const writeBatch = async () => {
    const batch = [...pending.values()];
    pending = new Map();
    for (let start = 0; start < batch.length; start += maxPerWrite) {
      await writePart(batch.slice(start, start + maxPerWrite));
    }
  };

  /** Writes part of a batch in one statement (what failed goes back to the next batch). */
  const writePart = async (batch: (PendingView & { attempts: number })[]) => {
    const release = (view: PendingView) => {
      claimed.delete(keyOf(view.itineraryId, view.viewerKey));
      if (view.alsoKey !== null) claimed.delete(keyOf(view.itineraryId, view.alsoKey));
      adjust(view.itineraryId, -1);
    };
    try {
      const flushed = await options.write(
        batch.map(({ itineraryId, viewerKey, alsoKey }) => ({ itineraryId, viewerKey, alsoKey })),
      );
      const counts = new Map<string, number>();
      for (const view of flushed) {
        if (view.counted && view.viewsCount !== null) counts.set(view.itineraryId, view.viewsCount);
      }
      if (counts.size > 0) options.onCounted?.(counts);
      const at = now();
      for (const view of flushed) {
        if (view.remainingMs !== null && view.remainingMs > 0) {
          remember(keyOf(view.itineraryId, view.viewerKey), at + view.remainingMs);
        }
      }
      batch.forEach(release);
    } catch (error) {
      options.onError?.(error);
      // Tried again with the next batch (a deleted itinerary is left out then), a few times.
      for (const view of batch) {
        const key = keyOf(view.itineraryId, view.viewerKey);
        if (view.attempts + 1 < maxAttempts && !pending.has(key)) {
          pending.set(key, { ...view, attempts: view.attempts + 1 });
        } else {
          release(view);
        }
      }
    }
  };

  const flush = async (): Promise<void> => {
    // One write at a time: a flush asked during one waits for it, then writes what came since.
    while (writing) await writing;
    writing = writeBatch().finally(() => {
      writing = null;
    });
    await writing;
  };

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    record(itineraryId, keys) {
      const [viewerKey, also = null] = keys;
      if (viewerKey === undefined) return;
      const key = keyOf(itineraryId, viewerKey);
      const until = recent.get(key);
      if (until !== undefined) {
        if (until > now()) return;
        recent.delete(key);
      }
      if (claimed.has(key)) return;
      const alsoClaim = also === null ? null : keyOf(itineraryId, also);
      // A key goes in a batch once, as the deciding key or beside one: the batch's rows never meet.
      const alsoKey = alsoClaim === null || claimed.has(alsoClaim) ? null : also;
      pending.set(key, { itineraryId, viewerKey, alsoKey, attempts: 0 });
      claimed.add(key);
      if (alsoKey !== null) claimed.add(alsoClaim!);
      adjust(itineraryId, 1);
      if (pending.size >= maxPending) void flush();
    },
    pendingFor(itineraryId) {
      return perItinerary.get(itineraryId) ?? 0;
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
