/**
 * The admin lists' pages (users and the user search by email, the audit log, the open reports), kept in memory on every
 * instance and dropped on every instance as soon as what a list shows changes: migration 0032's
 * triggers notify `adminReadsChannel` with the list's name in the writing transaction, whoever
 * writes (a sign-in's last_login, a sign-up, a profile edit, a report, an admin's action, `npm run
 * admin`, psql). The same page cache as the visitor pages (lib/page-cache.ts, decision 0024): a
 * page is served only under the LISTEN connection it was loaded in, nothing is kept while that
 * connection is down, and a load running when its list changes is answered but not kept.
 * Admin-only data: these pages are read only by the admin routes, never by a visitor's cache
 * (docs/decisions/0062).
 */
import { createPageCache, type PageCacheOptions } from '../../lib/page-cache.js';

/** The channel migration 0032's triggers notify on a change to anything an admin list shows. */
export const adminReadsChannel = 'pintrip_admin_reads';

/** The kept lists; each is the payload its triggers send. */
export type AdminReadsList = 'users' | 'audit' | 'reports';

export interface AdminReads {
  /** The page of `list` for `query` (every value that selects it): kept, or loaded and kept. */
  read<T>(list: AdminReadsList, query: readonly unknown[], load: () => Promise<T>): Promise<T>;
  /** A notification's payload: drops that list's pages (any other payload: every page). */
  changed(payload: string): void;
  readonly size: number;
}

export function createAdminReads(options: Pick<PageCacheOptions, 'epoch'> = {}): AdminReads {
  // A page's JSON is about 6 KB (21 users), a user search's about 0.4 KB (5 addresses): 4 MB keeps a
  // few hundred pages beside a couple of thousand searches, more than admins read.
  // Grouped by list (the key's first part): a change drops its list's pages through the index.
  const pages = createPageCache<unknown>({
    ...options,
    maxBytes: 4 * 1024 * 1024,
    maxEntries: 2_000,
    group: (key) => key.slice(0, key.indexOf('\u0001')),
  });
  const keyOf = (list: AdminReadsList, query: readonly unknown[]) => `${list}\u0001${JSON.stringify(query)}`;
  return {
    async read<T>(list: AdminReadsList, query: readonly unknown[], load: () => Promise<T>) {
      return (await pages.get(keyOf(list, query), load)).value as T;
    },
    changed(payload) {
      if (payload === 'users' || payload === 'audit' || payload === 'reports') {
        pages.forgetGroups([payload]);
      } else pages.clear();
    },
    get size() {
      return pages.size;
    },
  };
}
