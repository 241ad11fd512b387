/**
 * Resolved viewers kept in memory, keyed by session token, so that a signed-in request costs no
 * query to learn who it is. Correctness rests on one invalidation path (docs/decisions/0024):
 * every change to what a viewer is made of — deactivation, admin rights, sign-out, revoked
 * sessions (password change or reset), deletion, name, picture, address, two-factor — fires a
 * trigger that NOTIFYs `pintrip_viewers` with the account's id in the writing transaction
 * (migration 0014), whoever writes it. Every instance LISTENs and calls `forgetUser`; the writing
 * instance also waits for its own notification before answering the write (Database.sync in
 * app.ts), so there the change holds from the write's answer on.
 *
 * Safety nets: an entry lives at most `ttlMs` (and never past its session's expiry); nothing is
 * kept or served while the LISTEN connection is down (`epoch` null) or under an older connection
 * than the one it was loaded under (notifications sent in between were lost); a load that was
 * running when any viewer was forgotten is answered but not kept.
 */
import { createFencedStore } from '../lib/fenced-store.js';
import type { Viewer } from './viewer.js';

export interface ViewerCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
  /** Database.listenEpoch: null while notifications cannot arrive. Absent: always 0. */
  epoch?: () => number | null;
}

export interface CachedViewer {
  viewer: Viewer;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
}

export interface ViewerCache {
  /**
   * The viewer of `token`: from memory, or from `load` (kept when `load` says it may be kept).
   * `load` answers null for no valid session.
   */
  get(token: string, load: () => Promise<(CachedViewer & { keep: boolean }) | null>): Promise<Viewer | null>;
  /** Drops every session of the account (a notification on `pintrip_viewers`). */
  forgetUser(userId: string): void;
  /** Drops everything. */
  clear(): void;
  /** Called with the account's id whenever `forgetUser` runs (event streams close theirs). */
  onForget(listener: (userId: string) => void): () => void;
  readonly size: number;
}

/** The channel the triggers of migration 0014 notify with an account's id. */
export const viewerChannel = 'pintrip_viewers';

export function createViewerCache(options: ViewerCacheOptions = {}): ViewerCache {
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  /** The cached tokens of each account, so that forgetting an account drops all its sessions. */
  const tokensOf = new Map<string, Set<string>>();
  const userOf = new Map<string, string>();
  const listeners = new Set<(userId: string) => void>();
  const store = createFencedStore<string, CachedViewer>({
    maxEntries: options.maxEntries ?? 10_000,
    now,
    epoch: options.epoch,
    onDrop(token) {
      const userId = userOf.get(token);
      userOf.delete(token);
      if (userId === undefined) return;
      const tokens = tokensOf.get(userId);
      tokens?.delete(token);
      if (tokens?.size === 0) tokensOf.delete(userId);
    },
  });

  return {
    async get(token, load) {
      const hit = store.hit(token);
      if (hit) return hit.viewer;
      const ticket = store.ticket();
      const at = now();
      const loaded = await load();
      if (!loaded) return null;
      const { keep, ...cached } = loaded;
      if (keep && store.keep(ticket, token, cached, { until: Math.min(at + ttlMs, cached.expiresAt) })) {
        userOf.set(token, cached.viewer.id);
        let tokens = tokensOf.get(cached.viewer.id);
        if (!tokens) {
          tokens = new Set();
          tokensOf.set(cached.viewer.id, tokens);
        }
        tokens.add(token);
      }
      return loaded.viewer;
    },
    forgetUser(userId) {
      store.invalidate();
      for (const token of [...(tokensOf.get(userId) ?? [])]) store.drop(token);
      for (const listener of [...listeners]) listener(userId);
    },
    clear: () => store.clear(),
    onForget(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get size() {
      return store.size;
    },
  };
}
