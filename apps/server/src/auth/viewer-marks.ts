/**
 * A signed-in reader's own marks — the destinations they liked and bookmarked, whether a
 * moderator hid one of theirs, the itineraries they liked and whether they own one others do not
 * see, their reactions to comments — kept in memory per account, so that a signed-in list page,
 * itinerary or comment thread is the shared cached one plus a lookup here, with no query
 * (docs/decisions/0047-viewer-marks.md, 0050, 0056).
 *
 * One invalidation path, in the database, as for the viewer cache (0024): triggers of migration
 * 0024 NOTIFY `pintrip_marks` with the accounts' ids (or `*`) in the writing transaction, whoever
 * writes — a toggle, an import into bookmarks, a cascade, an operator. Every instance LISTENs and
 * calls `forget`; the writing instance answers a write only after its own notifications arrived
 * (app.ts), so the writer's next read there already sees the change.
 *
 * Safety nets, as the other caches: nothing kept or served while the LISTEN connection is down or
 * under an older connection; a load running when any account was forgotten is answered but not
 * kept; an entry lives at most `ttlMs`. Bounded: an account with more than `maxPerAccount` marks
 * is not kept (its pages ask the database for their own ids), and the least recently used
 * accounts go first once `maxIds` ids are held. That an account has too many is kept like marks
 * are (dropped by the same notifications): its next reads go straight to their page's statement
 * instead of loading up to `maxPerAccount` marks a category again to throw them away — 7.7 ms of
 * PostgreSQL a request for an account of 8,700 likes (docs/decisions/0064).
 */

import { createFencedStore } from '../lib/fenced-store.js';

export interface ViewerMarks {
  liked: ReadonlySet<string>;
  bookmarked: ReadonlySet<string>;
  /** Whether a moderator hid a destination of theirs (their lists then include it). */
  ownsHidden: boolean;
  /** The itineraries they liked. */
  likedItineraries: ReadonlySet<string>;
  /** Whether they own an itinerary others do not see, private or hidden (their `all` is their own). */
  ownsUnlistedItinerary: boolean;
  /** Their reaction to each comment they reacted to: true a like, false a dislike. */
  commentReactions: ReadonlyMap<string, boolean>;
}

export interface ViewerMarksOptions {
  /** Ids held in all, liked and bookmarked (destinations and itineraries) and reacted to, together. */
  maxIds?: number;
  /** An account with more marks than this is never kept. */
  maxPerAccount?: number;
  ttlMs?: number;
  now?: () => number;
  /** Database.listenEpoch: null while notifications cannot arrive. Absent: always 0. */
  epoch?: () => number | null;
}

export interface ViewerMarksCache {
  /**
   * The marks of `userId`: from memory, or from `load` (which answers null when the account has
   * more than `maxPerAccount` marks: the caller then asks the database for the page's ids only).
   */
  get(userId: string, load: (limit: number) => Promise<ViewerMarks | null>): Promise<ViewerMarks | null>;
  /** A notification's payload: accounts' ids, comma-separated, or `*` for every account. */
  forget(payload: string): void;
  clear(): void;
  readonly size: number;
}

/** The channel the triggers of migration 0024 notify. */
export const marksChannel = 'pintrip_marks';

export function createViewerMarksCache(options: ViewerMarksOptions = {}): ViewerMarksCache {
  const maxPerAccount = options.maxPerAccount ?? 5_000;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const now = options.now ?? Date.now;
  /** Kept for an account with more marks than are kept: its reads ask the database for their ids. */
  const tooMany = Symbol('too many marks to keep');
  const store = createFencedStore<string, ViewerMarks | typeof tooMany>({
    maxWeight: options.maxIds ?? 200_000,
    now,
    epoch: options.epoch,
  });

  return {
    async get(userId, load) {
      const hit = store.hit(userId);
      if (hit) return hit === tooMany ? null : hit;
      const ticket = store.ticket();
      const marks = await load(maxPerAccount);
      if (marks) {
        const ids =
          marks.liked.size +
          marks.bookmarked.size +
          marks.likedItineraries.size +
          marks.commentReactions.size;
        store.keep(ticket, userId, marks, { until: now() + ttlMs, weight: ids });
      } else {
        store.keep(ticket, userId, tooMany, { until: now() + ttlMs, weight: 1 });
      }
      return marks;
    },
    forget(payload) {
      if (payload === '*') {
        store.clear();
        return;
      }
      store.invalidate();
      for (const userId of payload.split(',')) store.drop(userId);
    },
    clear: () => store.clear(),
    get size() {
      return store.size;
    },
  };
}
