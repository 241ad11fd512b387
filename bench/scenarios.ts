/**
 * The load scenarios of `npm run bench`, one entry each, and the targets of issue 21 that each
 * must meet. To add one, append an entry to a list below with its `kind` (which decides its
 * target); if it needs ids or cursors from the generated data, add them to BenchTargets and fill
 * them in `findTargets` (run.ts).
 */

/** Ids and cursors found in the generated data before the load starts. */
export interface BenchTargets {
  /** next_cursor of page 1 (latest, 20 a page). */
  page2Cursor: string;
  /** 500, or the last full page when there are fewer than 10,000 destinations. */
  deepPage: number;
  /** The cursor that opens page `deepPage` (latest, 20 a page), reached by walking cursors. */
  deepPageCursor: string;
  /** Destinations to spread detail reads and like toggles over. */
  destinationIds: string[];
  /** A destination with about 200 comments. */
  commentedId: string;
  /** Public itineraries to spread detail reads and like toggles over. */
  itineraryIds: string[];
  /** next_cursor of the public itineraries' page 1 (latest, 20 a page). */
  itineraryPage2Cursor: string;
}

/**
 * What a scenario measures, which decides its target: a visitor's first page (served from memory),
 * a signed-in first page, a list read from the database, one item, or a write.
 */
export type ScenarioKind = 'cached' | 'signed-in first page' | 'list' | 'detail' | 'write';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  method?: 'GET' | 'POST';
  /** Sends the bench member's session cookie, or (`admin`) the bench super admin's. */
  signedIn?: boolean | 'admin';
  /** The path of the i-th request (i counts up from 0 during the run). */
  path: (i: number) => string;
  /** A list read: its SQL is captured and printed with EXPLAIN (ANALYZE, BUFFERS). */
  list?: boolean;
}

/** A scenario's target: at least this share of the ceiling, at most this p99 (either may be absent). */
export interface Target {
  share?: number;
  p99Ms?: number;
}

/**
 * Issue 21's targets (same bench, same ratios). PostgreSQL at 100,000 destinations: signed-in
 * page 1 ≥ 25 % of the ceiling, every uncached list ≥ 15 %, detail ≥ 25 %, like toggle ≥ 10 %,
 * every read p99 ≤ 50 ms. Embedded at 10,000: signed-in page 1 ≥ 10 % and every read p99 ≤ 100 ms.
 */
export function targetOf(scenario: Scenario, database: 'postgres' | 'embedded'): Target {
  const read = scenario.kind !== 'write';
  if (database === 'embedded') {
    return {
      ...(scenario.kind === 'signed-in first page' ? { share: 0.1 } : {}),
      ...(read ? { p99Ms: 100 } : {}),
    };
  }
  const share: Partial<Record<ScenarioKind, number>> = {
    'signed-in first page': 0.25,
    list: 0.15,
    detail: 0.25,
    write: 0.1,
  };
  const min = share[scenario.kind];
  return { ...(min !== undefined ? { share: min } : {}), ...(read ? { p99Ms: 50 } : {}) };
}

/** Whether a result meets its target: true, false, or null when the scenario has none. */
export function meets(target: Target, result: { share: number; p99: number }): boolean | null {
  if (target.share === undefined && target.p99Ms === undefined) return null;
  return (
    (target.share === undefined || result.share >= target.share) &&
    (target.p99Ms === undefined || result.p99 <= target.p99Ms)
  );
}

const enc = encodeURIComponent;

/**
 * The `i`th like toggle's item: each item twice in a row (a like, then its undoing), spread by a prime
 * step. The member's likes after the run are those before it, so the reads measured after it, and the
 * next run on a kept database, read the same reader (a member past the marks kept in memory reads
 * otherwise: auth/viewer-marks.ts).
 */
const toggledInPairs = (i: number) => Math.floor(i / 2) * 7919;

export function destinationScenarios(t: BenchTargets): Scenario[] {
  const id = (i: number) => t.destinationIds[i % t.destinationIds.length];
  return [
    { name: 'destinations page 1 (visitor)', kind: 'cached', path: () => '/api/destinations', list: true },
    {
      name: 'destinations page 1 (signed in)',
      kind: 'signed-in first page',
      path: () => '/api/destinations',
      signedIn: true,
      list: true,
    },
    {
      name: 'destinations page 2',
      kind: 'list',
      path: () => `/api/destinations?cursor=${enc(t.page2Cursor)}`,
      list: true,
    },
    {
      name: `destinations page ${t.deepPage} (cursor)`,
      kind: 'list',
      path: () => `/api/destinations?cursor=${enc(t.deepPageCursor)}`,
      list: true,
    },
    { name: 'sort=latest', kind: 'cached', path: () => '/api/destinations?sort=latest', list: true },
    { name: 'sort=rating', kind: 'cached', path: () => '/api/destinations?sort=rating', list: true },
    {
      name: 'sort=recommended',
      kind: 'cached',
      path: () => '/api/destinations?sort=recommended',
      list: true,
    },
    { name: 'sort=comments', kind: 'cached', path: () => '/api/destinations?sort=comments', list: true },
    {
      name: 'category=바다',
      kind: 'cached',
      path: () => `/api/destinations?category=${enc('바다')}`,
      list: true,
    },
    { name: 'search q=해변', kind: 'list', path: () => `/api/destinations?q=${enc('해변')}`, list: true },
    // A visitor's later pages and searches are kept in memory once read (decision 0024's
    // amendment); signed in, the same pages cost the shared page plus the viewer's overlay statement.
    {
      name: 'destinations page 2 (signed in)',
      kind: 'list',
      path: () => `/api/destinations?cursor=${enc(t.page2Cursor)}`,
      signedIn: true,
      list: true,
    },
    {
      name: 'search q=해변 (signed in)',
      kind: 'list',
      path: () => `/api/destinations?q=${enc('해변')}`,
      signedIn: true,
      list: true,
    },
    { name: 'destination detail', kind: 'detail', path: (i) => `/api/destinations/${id(i)}` },
    {
      name: '200 comments (signed in)',
      kind: 'list',
      path: () => `/api/destinations/${t.commentedId}/comments`,
      signedIn: true,
      list: true,
    },
    {
      name: 'like toggle (signed in)',
      kind: 'write',
      method: 'POST',
      path: (i) => `/api/destinations/${id(toggledInPairs(i))}/like`,
      signedIn: true,
    },
  ];
}

export function itineraryScenarios(t: BenchTargets): Scenario[] {
  const id = (i: number) => t.itineraryIds[i % t.itineraryIds.length];
  return [
    {
      name: 'itineraries public (visitor)',
      kind: 'list',
      path: () => '/api/itineraries?scope=public',
      list: true,
    },
    {
      name: 'itineraries public page 2',
      kind: 'list',
      path: () => `/api/itineraries?scope=public&cursor=${enc(t.itineraryPage2Cursor)}`,
      list: true,
    },
    {
      name: 'itineraries all, likes (signed in)',
      kind: 'list',
      path: () => '/api/itineraries?sort=likes',
      signedIn: true,
      list: true,
    },
    {
      name: 'itineraries sort=views',
      kind: 'list',
      path: () => '/api/itineraries?scope=public&sort=views',
      list: true,
    },
    {
      name: 'itineraries sort=oldest',
      kind: 'list',
      path: () => '/api/itineraries?scope=public&sort=oldest',
      list: true,
    },
    {
      name: 'itineraries mine (signed in)',
      kind: 'list',
      path: () => '/api/itineraries?scope=mine',
      signedIn: true,
      list: true,
    },
    {
      name: 'itineraries liked (signed in)',
      kind: 'list',
      path: () => '/api/itineraries?scope=liked',
      signedIn: true,
      list: true,
    },
    // Counts a view (once per user a day): a read with a write behind it.
    {
      name: 'itinerary detail (signed in)',
      kind: 'detail',
      path: (i) => `/api/itineraries/${id(i)}`,
      signedIn: true,
    },
    {
      name: 'itinerary recommendations',
      kind: 'list',
      path: (i) => `/api/itineraries/${id(i)}/recommendations`,
    },
    {
      name: 'itinerary like toggle (signed in)',
      kind: 'write',
      method: 'POST',
      path: (i) => `/api/itineraries/${id(toggledInPairs(i))}/like`,
      signedIn: true,
    },
  ];
}

/** The admin lists at 10,000 users; the bench user is a super admin (ADMIN_EMAILS). */
export function adminScenarios(): Scenario[] {
  return [
    {
      name: 'admin users page 1',
      kind: 'list',
      path: () => '/api/admin/users',
      signedIn: 'admin',
      list: true,
    },
    {
      name: 'admin users q=gen12',
      kind: 'list',
      path: () => `/api/admin/users?q=${enc('gen12')}`,
      signedIn: 'admin',
      list: true,
    },
    {
      name: 'admin user-search',
      kind: 'list',
      path: (i) => `/api/admin/user-search?email=${enc(`gen${i % 997}`)}`,
      signedIn: 'admin',
    },
    { name: 'admin audit log', kind: 'list', path: () => '/api/admin/audit', signedIn: 'admin', list: true },
    {
      name: 'admin open reports',
      kind: 'list',
      path: () => '/api/admin/reports',
      signedIn: 'admin',
      list: true,
    },
  ];
}

/** Every scenario, in the order they run. */
export function allScenarios(t: BenchTargets): Scenario[] {
  return [...destinationScenarios(t), ...itineraryScenarios(t), ...adminScenarios()];
}
