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
  const maxEntries = options.maxEntries ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const now = options.now ?? Date.now;
  const epochOf = options.epoch ?? (() => 0);
  /** In least-recently-used order (a hit moves its entry to the end). */
  const entries = new Map<string, { cached: CachedViewer; until: number; epoch: number }>();
  const tokensOf = new Map<string, Set<string>>();
  const listeners = new Set<(userId: string) => void>();
  let generation = 0;

  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = tokensOf.get(entry.cached.viewer.id);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensOf.delete(entry.cached.viewer.id);
  };

  const clear = () => {
    generation += 1;
    entries.clear();
    tokensOf.clear();
  };

  return {
    async get(token, load) {
      const epoch = epochOf();
      if (epoch === null) {
        if (entries.size > 0) clear();
        return (await load())?.viewer ?? null;
      }
      const at = now();
      const hit = entries.get(token);
      if (hit) {
        if (hit.epoch === epoch && at < hit.until) {
          entries.delete(token);
          entries.set(token, hit);
          return hit.cached.viewer;
        }
        drop(token);
      }
      const started = generation;
      const loaded = await load();
      if (!loaded) return null;
      if (loaded.keep && started === generation && epochOf() === epoch) {
        if (entries.size >= maxEntries) drop(entries.keys().next().value as string);
        const { keep: _keep, ...cached } = loaded;
        entries.set(token, { cached, until: Math.min(at + ttlMs, cached.expiresAt), epoch });
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
      generation += 1;
      for (const token of [...(tokensOf.get(userId) ?? [])]) drop(token);
      for (const listener of [...listeners]) listener(userId);
    },
    clear,
    onForget(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get size() {
      return entries.size;
    },
  };
}
