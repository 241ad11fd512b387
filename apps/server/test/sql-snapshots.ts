/**
 * SQL snapshots (as Immich's @GenerateSql): the SQL text each list query and the viewer query
 * really run, captured from the database's query log while the app answers real requests on a
 * database with a little data. `npm run sql:snapshot` writes it to apps/server/sql/<module>.sql
 * (one section per request); sql-snapshots.test.ts regenerates it in memory and fails when it
 * differs from the committed files, so a changed query shows in review as a diff of its SQL.
 *
 * Only the SQL text is kept: parameters ($1, $2…) carry ids and cursors that change every run.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { createTestContext, type TestContext } from './helpers.js';
import {
  makeAdmin,
  makeComment,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from './builders.js';
import { createQueryRecorder } from './fixtures/query-plans.js';

/** Where the snapshots are committed: apps/server/sql. */
export const snapshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../sql');

/** The command that rewrites them (from the repository root). */
export const snapshotCommand = 'npm run sql:snapshot';

interface World {
  ctx: TestContext;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  destinationId: string;
  itineraryId: string;
  /** A private trip of `owner` that `other` is a member of. */
  sharedId: string;
}

type Who = 'visitor' | 'owner' | 'other' | 'admin';

/** One section of a snapshot file: a GET request, as whom. */
interface Capture {
  title: string;
  who: Who;
  url: (world: World) => string | Promise<string>;
}

/** Each file and the requests whose SQL it holds, in order. */
const files: Record<string, Capture[]> = {
  destinations: [
    { title: 'list, latest (visitor)', who: 'visitor', url: () => '/api/destinations' },
    { title: 'list, latest (signed in)', who: 'other', url: () => '/api/destinations' },
    { title: 'list, rating', who: 'other', url: () => '/api/destinations?sort=rating' },
    { title: 'list, recommended', who: 'other', url: () => '/api/destinations?sort=recommended' },
    { title: 'list, comments', who: 'other', url: () => '/api/destinations?sort=comments' },
    {
      title: 'list, latest, next page',
      who: 'other',
      url: async (world) =>
        `/api/destinations?limit=1&cursor=${await cursorOf(world, '/api/destinations?limit=1')}`,
    },
    { title: 'list, one category', who: 'other', url: () => `/api/destinations?category=${enc('자연')}` },
    {
      title: 'search, three characters or more',
      who: 'other',
      url: () => `/api/destinations?q=${enc('일출봉')}`,
    },
    { title: 'search, one or two characters', who: 'other', url: () => `/api/destinations?q=${enc('일출')}` },
    { title: 'detail (visitor)', who: 'visitor', url: (w) => `/api/destinations/${w.destinationId}` },
    { title: 'detail (signed in)', who: 'other', url: (w) => `/api/destinations/${w.destinationId}` },
    { title: 'bookmarks', who: 'other', url: () => '/api/me/bookmarks' },
    { title: 'own pinpoints (My Page)', who: 'owner', url: () => '/api/me/destinations' },
    { title: 'own counts (My Page)', who: 'owner', url: () => '/api/me/stats' },
  ],
  comments: [{ title: 'list', who: 'other', url: (w) => `/api/destinations/${w.destinationId}/comments` }],
  itineraries: [
    { title: 'list, all (visitor)', who: 'visitor', url: () => '/api/itineraries' },
    { title: 'list, all (signed in)', who: 'other', url: () => '/api/itineraries' },
    {
      title: 'list, public, most viewed',
      who: 'other',
      url: () => '/api/itineraries?scope=public&sort=views',
    },
    { title: 'list, mine', who: 'owner', url: () => '/api/itineraries?scope=mine' },
    { title: 'list, liked', who: 'other', url: () => '/api/itineraries?scope=liked' },
    {
      title: 'list, all, next page',
      who: 'other',
      url: async (world) =>
        `/api/itineraries?limit=1&cursor=${await cursorOf(world, '/api/itineraries?limit=1')}`,
    },
    { title: 'detail (owner)', who: 'owner', url: (w) => `/api/itineraries/${w.itineraryId}` },
    {
      title: 'recommendations',
      who: 'other',
      url: (w) => `/api/itineraries/${w.itineraryId}/recommendations`,
    },
  ],
  members: [
    { title: 'trips shared with me (My Page)', who: 'other', url: () => '/api/me/shared-itineraries' },
    {
      title: 'trips shared with me, next page',
      who: 'other',
      url: async (world) =>
        `/api/me/shared-itineraries?limit=1&cursor=${await cursorOf(world, '/api/me/shared-itineraries?limit=1')}`,
    },
    { title: 'members of a trip', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/members` },
    { title: 'open invites of a trip', who: 'owner', url: (w) => `/api/itineraries/${w.sharedId}/invites` },
    { title: 'invites waiting for me', who: 'other', url: () => '/api/me/invites' },
    {
      title: 'user search by name',
      who: 'owner',
      url: (w) => `/api/itineraries/${w.sharedId}/member-search?name=${enc('user')}`,
    },
  ],
  money: [
    { title: 'expenses of a trip', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/expenses` },
    {
      title: 'expenses of a trip, next page',
      who: 'other',
      url: async (w) =>
        `/api/itineraries/${w.sharedId}/expenses?limit=1&cursor=${await cursorOf(w, `/api/itineraries/${w.sharedId}/expenses?limit=1`)}`,
    },
    { title: 'balances of a trip', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/balances` },
    {
      title: 'budget against plans',
      who: 'other',
      url: (w) => `/api/itineraries/${w.sharedId}/money/summary`,
    },
    { title: '환전 records of a trip', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/exchanges` },
    {
      title: 'the 환전 rate into JPY',
      who: 'other',
      url: (w) => `/api/itineraries/${w.sharedId}/exchange-rate?currency=JPY`,
    },
    { title: 'the common pool', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/pool` },
  ],
  lists: [
    {
      title: 'packing list and to-dos of a trip',
      who: 'other',
      url: (w) => `/api/itineraries/${w.sharedId}/list-items`,
    },
    { title: 'list templates (built-in and mine)', who: 'other', url: () => '/api/list-templates' },
  ],
  bookings: [
    { title: 'reservations of a trip', who: 'other', url: (w) => `/api/itineraries/${w.sharedId}/bookings` },
  ],
  admin: [
    { title: 'users', who: 'admin', url: () => '/api/admin/users' },
    { title: 'users, search', who: 'admin', url: () => `/api/admin/users?q=${enc('user')}` },
    { title: 'admins', who: 'admin', url: () => '/api/admin/admins' },
    { title: 'user search by email', who: 'admin', url: () => `/api/admin/user-search?email=${enc('user')}` },
    { title: 'audit log', who: 'admin', url: () => '/api/admin/audit' },
    { title: 'audit log, one action', who: 'admin', url: () => '/api/admin/audit?action=category.create' },
    { title: 'audit log, one actor', who: 'admin', url: () => `/api/admin/audit?actor=${enc('cli')}` },
    { title: 'categories with usage', who: 'admin', url: () => '/api/admin/categories' },
    { title: 'open reports', who: 'admin', url: () => '/api/admin/reports' },
    { title: 'notices', who: 'owner', url: () => '/api/me/notices' },
    {
      title: 'notices of one item',
      who: 'owner',
      url: (w) => `/api/me/notices?target_id=${w.destinationId}`,
    },
  ],
};

const enc = encodeURIComponent;

function cookieOf(world: World, who: Who): string | undefined {
  return who === 'visitor' ? undefined : world[who].cookie;
}

async function request(world: World, url: string, who: Who) {
  const cookie = cookieOf(world, who);
  // A visitor's page (or an itinerary) may come from memory: capture the queries that fill it.
  world.ctx.app.sharedPages.clear();
  world.ctx.app.destinationDetails.clear();
  world.ctx.app.itineraryReads.clear();
  const res = await world.ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 200) throw new Error(`GET ${url} as ${who}: ${res.statusCode} ${res.body}`);
  return res;
}

async function cursorOf(world: World, url: string): Promise<string> {
  const cursor = (await request(world, url, 'other')).json().next_cursor as unknown;
  if (typeof cursor !== 'string') throw new Error(`GET ${url}: no next page`);
  return enc(cursor);
}

async function post(world: World, who: TestUser, url: string, payload: object = {}) {
  const res = await world.ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

/** A little of everything the lists read: pinpoints, comments, likes, itineraries, reports, audit. */
async function makeWorld(ctx: TestContext): Promise<World> {
  const owner = await makeUser(ctx, { email: 'user-owner@pintrip.test' });
  const other = await makeUser(ctx, { email: 'user-other@pintrip.test' });
  const admin = await makeAdmin(ctx, { superAdmin: true });
  const first = await makeDestination(ctx, owner, { category: '자연' });
  await makeDestination(ctx, owner, { title: '협재 해수욕장', category: '바다', rating: 9 });
  const world: World = {
    ctx,
    owner,
    other,
    admin,
    destinationId: first.id,
    itineraryId: '',
    sharedId: '',
  };
  const comment = await makeComment(ctx, other, first.id);
  await makeComment(ctx, owner, first.id, { content: '고마워요', parentId: comment.id });
  await post(world, other, `/api/destinations/${first.id}/like`);
  await post(world, other, `/api/destinations/${first.id}/bookmark`);
  const trip = await makeItinerary(ctx, owner, { isPublic: true });
  await makeItinerary(ctx, owner, { isPublic: true });
  await makeItinerary(ctx, owner);
  world.itineraryId = trip.id;
  for (const role of ['viewer', 'editor']) {
    const shared = await makeItinerary(ctx, owner);
    world.sharedId = shared.id;
    const invite = await post(world, owner, `/api/itineraries/${shared.id}/invites`, { role });
    await post(world, other, `/api/invites/${invite.json().token}/accept`);
  }
  for (const [index, day] of ['2026-05-01', '2026-05-02'].entries()) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/itineraries/${world.sharedId}/expenses/00000000-0000-4000-8000-00000000000${index}`,
      headers: { cookie: owner.cookie },
      payload: {
        title: '저녁',
        amount: 30000,
        currency: 'KRW',
        spent_on: day,
        category: 'food',
        payers: [{ user_id: owner.id, amount: 30000 }],
        split: { kind: 'equal', members: [owner.id, other.id] },
      },
    });
    if (res.statusCode !== 201) throw new Error(`expense: ${res.statusCode} ${res.body}`);
  }
  const invited = await makeItinerary(ctx, owner);
  await post(world, owner, `/api/itineraries/${invited.id}/invites`, { role: 'viewer', user_id: other.id });
  await post(world, other, `/api/itineraries/${trip.id}/like`);
  await post(world, other, '/api/reports', {
    target_type: 'destination',
    target_id: first.id,
    reason: '광고',
  });
  const report = await post(world, other, '/api/reports', {
    target_type: 'comment',
    target_id: comment.id,
    reason: '욕설',
  });
  await post(world, admin, `/api/admin/reports/${report.json().id}/decision`, { decision: 'dismiss' });
  await post(world, admin, `/api/admin/users/${other.id}/toggle-status`);
  await post(world, admin, `/api/admin/users/${other.id}/toggle-status`);
  return world;
}

const clauses =
  /^(select|from|where|inner join|left join|order by|group by|having|limit|offset|union all|union|returning|values|set|on conflict|for update|for no key update|for share)\b/i;

/**
 * SQL laid out for reading a diff: whitespace folded, each clause of a query (and of each
 * subquery) on its own line, each selected column on its own line, indented by nesting.
 */
export function formatSql(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  // One scope per open parenthesis: whether it holds a query, and the clause being written.
  const scopes: { isQuery: boolean; clause: string }[] = [{ isQuery: true, clause: '' }];
  const indent = () => '    '.repeat(scopes.length - 1);
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < folded.length; i += 1) {
    const char = folded[i] as string;
    const scope = scopes[scopes.length - 1] as { isQuery: boolean; clause: string };
    if (quote) {
      out += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    const keyword = clauses.exec(folded.slice(char === ' ' ? i + 1 : i))?.[1]?.toLowerCase();
    if (char === '(') {
      scopes.push({ isQuery: /^\(\s*select\b/i.test(folded.slice(i)), clause: '' });
    } else if (char === ')' && scopes.length > 1) {
      scopes.pop();
    } else if (i === 0 && keyword) {
      scope.clause = keyword;
    } else if (char === ' ' && keyword && scope.isQuery) {
      scope.clause = keyword;
      out += `\n${indent()}`;
      continue;
    } else if (char === ',' && scope.isQuery && scope.clause === 'select') {
      out += `,\n${indent()}  `;
      if (folded[i + 1] === ' ') i += 1;
      continue;
    }
    if (char === 's' && folded[i - 1] === '(' && scopes[scopes.length - 1]?.isQuery && keyword === 'select') {
      (scopes[scopes.length - 1] as { clause: string }).clause = 'select';
    }
    out += char;
  }
  return out;
}

const header = (name: string) =>
  `-- The SQL of the ${name} queries, as the app really runs it (apps/server/test/sql-snapshots.ts).\n` +
  `-- Generated by \`${snapshotCommand}\`: do not edit by hand; regenerate and commit with the change.\n`;

/** Every snapshot file's name and text, generated on a fresh database. */
export async function generateSqlSnapshots(): Promise<Record<string, string>> {
  const recorder = createQueryRecorder();
  const ctx = await createTestContext({}, { onQuery: recorder.onQuery });
  try {
    const world = await makeWorld(ctx);
    // The viewer: one query from the signed session cookie (auth/viewer.ts).
    const viewer = await recorder.record(() =>
      ctx.app.resolveViewer({ headers: { cookie: world.other.cookie } } as FastifyRequest),
    );
    if (!viewer.result) throw new Error('the viewer was not resolved');
    const viewerSql = new Set(viewer.queries.map((query) => query.sql));
    const out: Record<string, string> = {
      'viewer.sql': `${header('viewer')}\n-- the viewer from a session cookie\n${viewer.queries
        .map((query) => `${formatSql(query.sql)};\n`)
        .join('\n')}`,
    };
    for (const [name, captures] of Object.entries(files)) {
      const sections: string[] = [];
      // A statement already shown in this file is named, not repeated.
      const shownIn = new Map<string, string>();
      for (const capture of captures) {
        const url = await capture.url(world);
        const { queries } = await recorder.record(() => request(world, url, capture.who));
        const lines = queries.map((query) => {
          if (viewerSql.has(query.sql)) return '-- the viewer (viewer.sql)\n';
          const earlier = shownIn.get(query.sql);
          if (earlier) return `-- as in "${earlier}"\n`;
          shownIn.set(query.sql, capture.title);
          return `${formatSql(query.sql)};\n`;
        });
        const shown = decodeURIComponent(url)
          .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')
          .replace(/cursor=[^&]+/, 'cursor=…');
        sections.push(`-- ${capture.title}: GET ${shown}\n${lines.join('\n')}`);
      }
      out[`${name}.sql`] = `${header(name)}\n${sections.join('\n')}`;
    }
    return out;
  } finally {
    await ctx.close();
  }
}

/** The committed text of each file `generated` names (null where the file is missing). */
export async function readSqlSnapshots(names: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const name of names) {
    out[name] = await readFile(path.join(snapshotDir, name), 'utf8').catch(() => null);
  }
  return out;
}
