/**
 * The load scenarios of `npm run bench`, one entry each. To add one (itineraries, say), append an
 * entry to the list below; if it needs ids or cursors from the generated data, add them to
 * BenchTargets and fill them in `findTargets` (run.ts).
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

export interface Scenario {
  name: string;
  method?: 'GET' | 'POST';
  /** Sends the bench user's session cookie. */
  signedIn?: boolean;
  /** The path of the i-th request (i counts up from 0 during the run). */
  path: (i: number) => string;
  /** A list read: its SQL is captured and printed with EXPLAIN (ANALYZE, BUFFERS). */
  list?: boolean;
}

const enc = encodeURIComponent;

export function destinationScenarios(t: BenchTargets): Scenario[] {
  const id = (i: number) => t.destinationIds[i % t.destinationIds.length];
  return [
    { name: 'destinations page 1 (visitor)', path: () => '/api/destinations', list: true },
    { name: 'destinations page 1 (signed in)', path: () => '/api/destinations', signedIn: true, list: true },
    { name: 'destinations page 2', path: () => `/api/destinations?cursor=${enc(t.page2Cursor)}`, list: true },
    {
      name: `destinations page ${t.deepPage} (cursor)`,
      path: () => `/api/destinations?cursor=${enc(t.deepPageCursor)}`,
      list: true,
    },
    { name: 'sort=latest', path: () => '/api/destinations?sort=latest', list: true },
    { name: 'sort=rating', path: () => '/api/destinations?sort=rating', list: true },
    { name: 'sort=recommended', path: () => '/api/destinations?sort=recommended', list: true },
    { name: 'sort=comments', path: () => '/api/destinations?sort=comments', list: true },
    { name: 'category=바다', path: () => `/api/destinations?category=${enc('바다')}`, list: true },
    { name: 'search q=해변', path: () => `/api/destinations?q=${enc('해변')}`, list: true },
    { name: 'destination detail', path: (i) => `/api/destinations/${id(i)}` },
    {
      name: '200 comments (signed in)',
      path: () => `/api/destinations/${t.commentedId}/comments`,
      signedIn: true,
      list: true,
    },
    {
      name: 'like toggle (signed in)',
      method: 'POST',
      path: (i) => `/api/destinations/${id(i * 7919)}/like`,
      signedIn: true,
    },
  ];
}

export function itineraryScenarios(t: BenchTargets): Scenario[] {
  const id = (i: number) => t.itineraryIds[i % t.itineraryIds.length];
  return [
    { name: 'itineraries public (visitor)', path: () => '/api/itineraries?scope=public', list: true },
    {
      name: 'itineraries public page 2',
      path: () => `/api/itineraries?scope=public&cursor=${enc(t.itineraryPage2Cursor)}`,
      list: true,
    },
    {
      name: 'itineraries all, likes (signed in)',
      path: () => '/api/itineraries?sort=likes',
      signedIn: true,
      list: true,
    },
    { name: 'itineraries sort=views', path: () => '/api/itineraries?scope=public&sort=views', list: true },
    { name: 'itineraries sort=oldest', path: () => '/api/itineraries?scope=public&sort=oldest', list: true },
    {
      name: 'itineraries mine (signed in)',
      path: () => '/api/itineraries?scope=mine',
      signedIn: true,
      list: true,
    },
    {
      name: 'itineraries liked (signed in)',
      path: () => '/api/itineraries?scope=liked',
      signedIn: true,
      list: true,
    },
    // Counts a view (once per user a day): a read with a write behind it.
    { name: 'itinerary detail (signed in)', path: (i) => `/api/itineraries/${id(i)}`, signedIn: true },
    { name: 'itinerary recommendations', path: (i) => `/api/itineraries/${id(i)}/recommendations` },
    {
      name: 'itinerary like toggle (signed in)',
      method: 'POST',
      path: (i) => `/api/itineraries/${id(i * 7919)}/like`,
      signedIn: true,
    },
  ];
}

/** The admin lists at 10,000 users; the bench user is a super admin (ADMIN_EMAILS). */
export function adminScenarios(): Scenario[] {
  return [
    { name: 'admin users page 1', path: () => '/api/admin/users', signedIn: true, list: true },
    {
      name: 'admin users q=gen12',
      path: () => `/api/admin/users?q=${enc('gen12')}`,
      signedIn: true,
      list: true,
    },
    {
      name: 'admin user-search',
      path: (i) => `/api/admin/user-search?email=${enc(`gen${i % 997}`)}`,
      signedIn: true,
    },
    { name: 'admin audit log', path: () => '/api/admin/audit', signedIn: true, list: true },
  ];
}

/** Every scenario, in the order they run. */
export function allScenarios(t: BenchTargets): Scenario[] {
  return [...destinationScenarios(t), ...itineraryScenarios(t), ...adminScenarios()];
}
