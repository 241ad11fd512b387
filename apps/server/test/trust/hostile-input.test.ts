/**
 * Hostile input, property-based (fast-check): for every operation of the OpenAPI document (and
 * every registered route), random, malformed and hostile path ids, queries and bodies — wrong
 * types, nulls, NUL and lone surrogates, 1 MB strings, emoji, negative and huge numbers, impossible
 * dates and times, SQL and HTML fragments, unknown and duplicated fields, wrong content types,
 * empty and invalid JSON.
 *
 * Every answer is below 500. A refusal is a 4xx with the contract's error body (better-auth's own
 * routes keep the library's body) and changes no table; an input built from a certainly invalid
 * ingredient is refused. The seed is fixed (HOSTILE_SEED overrides it, HOSTILE_RUNS the number of
 * runs per operation); fast-check prints the seed and the shrunk counterexample on failure.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema.js';
import { rowsOf } from '../../src/db/raw-sql.js';
import { createTestContext, type TestContext } from '../helpers.js';
import {
  makeAdmin,
  makeComment,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../builders.js';
import { apiOperations, expectErrorBody, tableNames, type Operation } from './surface.js';

const seed = Number(process.env.HOSTILE_SEED ?? 20261114);
const numRuns = Number(process.env.HOSTILE_RUNS ?? 14);

// ------------------------------------------------------------------------------- values

/** A value and whether it alone makes the request invalid wherever it is put. */
interface Ingredient {
  value: unknown;
  invalid: boolean;
  note: string;
}

const megabyte = 'a'.repeat(1024 * 1024);

/** Text that is not storable: refused anywhere (docs/decisions/0009). */
const unstorable = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udbff', '\u0000\ud83d');

/** Text that is odd but storable: may be accepted where free text is. */
const oddText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '   \t\n ',
    '😀🌊🇰🇷👨‍👩‍👧',
    '한국어 여행',
    "' OR 1=1 --",
    "'); drop table users; --",
    '"; select pg_sleep(10); --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../../etc/passwd',
    '%00%2e%2e%2f',
    '\u202e\u200b\ufeff',
    '${7*7}{{7*7}}',
    '2026-02-31',
    '25:99',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '𝓗𝓮𝓵𝓵𝓸',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

const oddNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0.5,
    0.5,
    1.5,
    -2147483649,
    2147483648,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    1e-308,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any type: may happen to be valid for some field. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddText,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/**
 * Values that are certainly wrong for a field of that name (docs/API.md and spec rules). A name not
 * listed here has no certainly-wrong value beyond the general ones.
 */
const wrongFor: Record<string, unknown[]> = {
  start_date: [
    '2026-02-31',
    '2026-13-01',
    '2026-00-10',
    '26-5-1',
    '2026/05/01',
    '2026-05-01T00:00:00Z',
    20260501,
  ],
  end_date: ['2026-02-30', '2025-02-29', '9999-99-99', 'tomorrow'],
  time: ['25:99', '24:60', '9:5', '12:60', '-1:00', '1200', 930],
  cost: [-1, -0.5, 1.5, 1e20, '1000'],
  duration: [0, -5, 1.5, 1e20, '90'],
  budget_min: [-1, 0.5, 1e20, '1000'],
  budget_max: [-100, 1.5, 1e20, '5000'],
  rating: [-1, 11, 1e9, 0.5, '5'],
  lat: [91, -91, 1e9, '37.5'],
  lng: [181, -181, 1e9, '127'],
  day_number: [0, -1, 1.5, 100000, '1'],
  is_public: ['true', 1, 0, 'false'],
  is_like: ['true', 1, 'yes'],
  is_admin: ['true', 1],
  is_super_admin: ['false', 0],
  channel: ['email', 'LINK', '', 1],
  decision: ['delete', '', 'HIDE'],
  target_type: ['user', '', 'DESTINATION'],
  days: ['day', 5, [null], [{ day_number: 'one' }], [{ day_number: 1, plans: 'none' }]],
  plans: ['plan', [null], [{ destination: 5 }], [{ time: '25:99', destination: 'x' }]],
  hashtags: ['#tag', [1, 2], [null], Array.from({ length: 500 }, (_, i) => `t${i}`)],
  title: [megabyte],
  description: [megabyte],
  content: [megabyte],
  name: [megabyte],
  // Query parameters
  limit: ['0', '101', '-1', 'abc', '1e3', '1.5', ''],
  sort: ['popular', 'LATEST', '1'],
  scope: ['everything', 'MINE'],
  kind: ['banner', 'AVATAR'],
  cursor: ['%%%', 'not-base64!', 'WzFd', 'eyJhIjoxfQ'],
};

/** An ingredient for a field named `name`. */
function ingredientFor(name: string): fc.Arbitrary<Ingredient> {
  const wrong = Object.hasOwn(wrongFor, name) ? wrongFor[name] : undefined;
  return fc.oneof(
    { weight: 3, arbitrary: anyValue.map((value) => ({ value, invalid: false, note: 'any' })) },
    { weight: 2, arbitrary: unstorable.map((value) => ({ value, invalid: true, note: 'unstorable' })) },
    ...(wrong
      ? [
          {
            weight: 3,
            arbitrary: fc.constantFrom(...wrong).map((value) => ({ value, invalid: true, note: 'wrong' })),
          },
        ]
      : []),
  );
}

// ------------------------------------------------------------------------------- bodies

/** A valid body of each operation that takes one, so mutations reach past the first check. */
function validBody(op: Operation, pool: Pool): Record<string, unknown> | undefined {
  const trip = {
    title: '제주 여행',
    start_date: '2026-05-01',
    end_date: '2026-05-02',
    days: [
      {
        day_number: 1,
        plans: [{ time: '09:30', destination: '성산일출봉', duration: 90, cost: 5000, note: '일출' }],
      },
      { day_number: 2, plans: [{ destination: '동문시장', location: '제주시', cost: 20000 }] },
    ],
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'PATCH /api/me/profile': { full_name: '김여행', phone: '+82 10-1234-5678', location: '서울' },
    'POST /api/categories': { name: `분류-${randomBytes(3).toString('hex')}` },
    'PATCH /api/categories/{id}': { name: `분류-${randomBytes(3).toString('hex')}` },
    'POST /api/destinations': {
      title: '성산일출봉',
      description: '제주 동쪽 끝',
      location: '제주 서귀포시',
      lat: 33.4581,
      lng: 126.9425,
      category: '자연',
      image_url: 'https://images.example.com/a.jpg',
      budget_min: 0,
      budget_max: 10000,
      rating: 8,
      hashtags: ['#제주'],
    },
    'PATCH /api/destinations/{id}': { title: '바뀐 제목', rating: 5, hashtags: ['바다'] },
    'POST /api/destinations/{id}/comments': { content: '좋아요' },
    'POST /api/comments/{id}/reaction': { is_like: true },
    'POST /api/itineraries': trip,
    'PUT /api/itineraries/{id}': trip,
    'PATCH /api/itineraries/{id}/visibility': { is_public: true },
    'POST /api/itineraries/{id}/share': { channel: 'link' },
    'POST /api/news/subscriptions': { email: 'hostile-news@pintrip.test', language: 'ko' },
    'POST /api/news/unsubscribe': { token: 'a'.repeat(43) },
    'POST /api/reports': { target_type: 'destination', target_id: pool.destination[0] ?? '', reason: '광고' },
    'POST /api/admin/reports/{id}/decision': { decision: 'dismiss' },
    'POST /api/admin/admins': { user_id: pool.user[0] ?? '' },
    'PATCH /api/admin/admins/{user_id}': { is_admin: true },
    'POST /api/auth/sign-up/email': {
      email: `hostile-${randomBytes(4).toString('hex')}@pintrip.test`,
      password: 'Travel123!',
      name: '여행자',
    },
    'POST /api/auth/sign-in/email': { email: 'nobody@pintrip.test', password: 'Travel123!' },
    'POST /api/auth/request-password-reset': { email: 'nobody@pintrip.test' },
    'POST /api/auth/reset-password': { token: 'nope', newPassword: 'Travel123!' },
    'POST /api/auth/sign-in/social': { provider: 'google', callbackURL: '/' },
    'POST /api/auth/sign-in/oauth2': { providerId: 'oidc', callbackURL: '/' },
  };
  return bodies[op.key];
}

type Path = (string | number)[];

/** Every path to a value inside `body` (objects and arrays included), shortest first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = at.length > 0 ? [at] : [];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...pathsOf(item, [...at, i])));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...at, key]));
  }
  return out;
}

function setAt(target: unknown, path: Path, value: unknown): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
}

function pathParent(target: unknown, path: Path): unknown {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  return node;
}

function deleteAt(target: unknown, path: Path): void {
  let node = target as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined && !Array.isArray(node)) delete node[last];
}

/** The name a value at `path` goes by: its key, or its array's key for an element. */
const nameAt = (path: Path): string => {
  const last = path[path.length - 1];
  // An element of a list has no certainly-wrong value of its own here ('#tag' is a fine hashtag).
  return typeof last === 'string' ? last : '';
};

interface BodyPlan {
  /** The raw text sent and its content type; undefined sends no body. */
  text?: string;
  contentType?: string;
  invalid: boolean;
  note: string;
}

/** A JSON text with `extra` appended as duplicated keys (JSON.stringify cannot write those). */
function withDuplicateKey(body: Record<string, unknown>, key: string, value: unknown): string {
  const text = JSON.stringify(body);
  const entry = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  return text === '{}' ? `{${entry}}` : `${text.slice(0, -1)},${entry}}`;
}

function bodyArbitrary(op: Operation, pool: Pool, documented: string[]): fc.Arbitrary<BodyPlan> {
  const takesBody = op.method !== 'GET' && op.method !== 'DELETE';
  const base = validBody(op, pool) ?? Object.fromEntries(documented.map((name) => [name, 'x']));
  const hasSchema = documented.length > 0 || validBody(op, pool) !== undefined;
  const json = 'application/json';

  const mutated = fc
    .array(
      fc.record({
        kind: fc.constantFrom('set', 'set', 'set', 'delete', 'unknown', 'duplicate'),
        pick: fc.nat(),
        key: fc.oneof(
          fc.constantFrom('__proto__', 'constructor', 'user_id', 'id', 'is_admin', 'likes_count'),
          fc.string({ maxLength: 10 }),
        ),
        seed: fc.nat(),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .chain((steps) =>
      fc.tuple(
        fc.constant(steps),
        fc.tuple(
          ...steps.map((step) => {
            const paths = pathsOf(base);
            const path = paths.length > 0 ? paths[step.pick % paths.length] : [step.key];
            return ingredientFor(step.kind === 'set' ? nameAt(path ?? [step.key]) : step.key);
          }),
        ),
      ),
    )
    .map(([steps, ingredients]): BodyPlan => {
      const body = structuredClone(base);
      // Where a certainly wrong value sits now: a later step may delete or replace it.
      const wrongAt = new Set<string>();
      const keyOf = (path: Path) => path.join('\u0001');
      const clear = (path: Path) => {
        const key = keyOf(path);
        for (const at of wrongAt) if (at === key || at.startsWith(`${key}\u0001`)) wrongAt.delete(at);
      };
      let invalid = false;
      const notes: string[] = [];
      let duplicate: { key: string; value: unknown } | undefined;
      steps.forEach((step, i) => {
        const ingredient = ingredients[i] as Ingredient;
        const paths = pathsOf(body);
        const path = paths.length > 0 ? (paths[step.pick % paths.length] ?? [step.key]) : [step.key];
        if (step.kind === 'set') {
          setAt(body, path, ingredient.value);
          clear(path);
          // A wrong value replacing a whole object or list is wrong for that too.
          // A route without a body schema ignores the fields; it still refuses unstorable text.
          if (ingredient.note === 'unstorable' || (hasSchema && ingredient.invalid)) wrongAt.add(keyOf(path));
          notes.push(`set ${path.join('.')}=${ingredient.note}`);
        } else if (step.kind === 'delete') {
          deleteAt(body, path);
          if (!Array.isArray(path.length > 1 ? pathParent(body, path) : body)) clear(path);
          notes.push(`delete ${path.join('.')}`);
        } else if (step.kind === 'unknown') {
          if (!Object.hasOwn(body, step.key)) {
            // defineProperty: `__proto__` becomes an own key, as in a parsed JSON text.
            Object.defineProperty(body, step.key, {
              value: ingredient.value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
            if (ingredient.note === 'unstorable') wrongAt.add(keyOf([step.key]));
          }
          notes.push(`unknown ${step.key}=${ingredient.note}`);
        } else {
          duplicate = { key: step.key, value: ingredient.value };
          if (ingredient.note === 'unstorable') invalid = true;
          notes.push(`duplicate ${step.key}=${ingredient.note}`);
        }
      });
      const text = duplicate ? withDuplicateKey(body, duplicate.key, duplicate.value) : JSON.stringify(body);
      invalid ||= wrongAt.size > 0;
      return { text, contentType: json, invalid: takesBody && invalid, note: notes.join(', ') };
    });

  const rawTexts = fc.constantFrom(
    { text: '', contentType: json, invalid: true, note: 'empty JSON' },
    { text: '{', contentType: json, invalid: true, note: 'invalid JSON' },
    { text: '{"a":}', contentType: json, invalid: true, note: 'invalid JSON' },
    { text: "{'a':1}", contentType: json, invalid: true, note: 'single quotes' },
    { text: 'null', contentType: json, invalid: hasSchema, note: 'null body' },
    { text: '[]', contentType: json, invalid: hasSchema, note: 'array body' },
    { text: '"text"', contentType: json, invalid: hasSchema, note: 'string body' },
    { text: '12', contentType: json, invalid: hasSchema, note: 'number body' },
    { text: `"${megabyte}"`, contentType: json, invalid: true, note: '1 MB string body' },
    { text: JSON.stringify(base), contentType: 'text/plain', invalid: hasSchema, note: 'text/plain' },
    { text: '<a>1</a>', contentType: 'application/xml', invalid: true, note: 'xml' },
    { text: 'title=x&name=y', contentType: 'application/x-www-form-urlencoded', invalid: true, note: 'form' },
    {
      text: '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
      invalid: hasSchema,
      note: 'multipart to a JSON route',
    },
    { text: '\u0000{}', contentType: json, invalid: true, note: 'NUL before JSON' },
    { text: '{"a":"\\ud800"}', contentType: json, invalid: true, note: 'escaped lone surrogate' },
    {
      text: JSON.stringify(base),
      contentType: 'application/json; charset=latin1',
      invalid: false,
      note: 'charset',
    },
  );

  if (!takesBody) {
    // A GET sends no body; a DELETE may get a stray one, which it ignores or refuses.
    return op.method === 'GET'
      ? fc.constant({ invalid: false, note: 'no body' })
      : fc.oneof(
          fc.constant<BodyPlan>({ invalid: false, note: 'no body' }),
          rawTexts.map((raw) => ({ ...raw, invalid: false })),
        );
  }
  return fc.oneof({ weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: rawTexts });
}

// ------------------------------------------------------------------------------- paths and queries

interface Pool {
  destination: string[];
  comment: string[];
  itinerary: string[];
  category: string[];
  user: string[];
  report: string[];
}

/** Which pool a path parameter's ids come from, by the path's resource. */
function poolFor(op: Operation, name: string, pool: Pool): string[] {
  if (name === 'user_id' || op.path.startsWith('/api/admin/users')) return pool.user;
  if (op.path.startsWith('/api/admin/reports')) return pool.report;
  if (op.path.startsWith('/api/comments')) return pool.comment;
  if (op.path.startsWith('/api/itineraries')) return pool.itinerary;
  if (op.path.startsWith('/api/categories')) return pool.category;
  if (op.path.startsWith('/api/destinations')) return pool.destination;
  return [];
}

/** Percent-encodes anything, lone surrogates included (as the bytes a careless client sends). */
function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hostileSegment = fc.oneof(
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '-1',
    '0',
    '99999999999999999999',
    "1' or '1'='1",
    '<script>',
    '..',
    '%2e%2e%2f',
    'a'.repeat(5000),
    '😀',
    'null',
    'seed.svg',
    '../../etc/passwd.svg',
  ),
  fc.uuid(),
  fc.string({ maxLength: 30 }).filter((s) => s.length > 0),
  unstorable,
);

/**
 * NUL in well-formed text reaches the app and is refused. Next to a lone surrogate the value is
 * not valid UTF-8 once encoded: the query parser then keeps it percent-encoded, harmless text.
 */
function isEncodableNul(text: string): boolean {
  if (!text.includes('\u0000')) return false;
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Headers a hostile client may send besides the body: a broken Host, forged proxy headers (the
 * app trusts X-Forwarded-*), garbage cookies next to the real one, odd conditional and event
 * headers. None of them may be the reason for a 5xx.
 */
const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { host: 'exa mple' },
      { host: '[::1' },
      { host: 'a/b?c#d' },
      { host: 'x'.repeat(2000) },
      { 'x-forwarded-for': 'not an ip, ::ffff:zz, 999.1.1.1' },
      { 'x-forwarded-host': 'evil.example:99999' },
      { 'x-forwarded-proto': 'gopher' },
      { 'if-none-match': '"\u00ff\u00fe" , W/"' },
      { 'last-event-id': '99999999999999999999999' },
      { 'accept-language': 'x'.repeat(8000) },
      { cookie: 'pintrip.session_token=%ff%zz; pintrip.vid=../../x; =;;' },
    ),
  },
);

interface QueryPlan {
  text: string;
  invalid: boolean;
  note: string;
}

function queryArbitrary(names: string[]): fc.Arbitrary<QueryPlan> {
  const pair = fc
    .tuple(
      fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['q'])), fc.string({ maxLength: 8 })),
      fc.nat(),
    )
    .chain(([name]) =>
      fc.tuple(
        fc.constant(name),
        fc.oneof(
          ingredientFor(name).map((ingredient) => ({
            text:
              typeof ingredient.value === 'string'
                ? ingredient.value
                : (JSON.stringify(ingredient.value) ?? ''),
            invalid:
              // A lone surrogate cannot travel in a URL (its bytes are not UTF-8 and decode to
              // U+FFFD); NUL can, and is refused.
              (ingredient.note === 'unstorable' && isEncodableNul(String(ingredient.value))) ||
              (ingredient.note === 'wrong' && names.includes(name) && Object.hasOwn(wrongFor, name)),
            note: `${name}=${ingredient.note}`,
          })),
        ),
      ),
    );
  return fc.array(pair, { maxLength: 4 }).map((pairs) => ({
    text: pairs.map(([name, value]) => `${encodeAny(name)}=${encodeAny(value.text)}`).join('&'),
    invalid: pairs.some(([, value]) => value.invalid),
    note: pairs.map(([, value]) => value.note).join(', '),
  }));
}

// ------------------------------------------------------------------------------- the suite

interface OpenApiOperation {
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

describe('hostile input on every operation', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let superAdmin: TestUser;
  let pool: Pool;
  let tables: string[];
  let base: string;
  let document: { paths: Record<string, Record<string, OpenApiOperation>> };
  /** The digest of the database as the last request left it. */
  let current = '';

  /** One digest of every table (row counts and contents) but the session bookkeeping. */
  async function digest(): Promise<string> {
    const watched = tables.filter((t) => !['sessions', 'verifications', 'rate_limits'].includes(t));
    const parts = watched.map(
      (table) =>
        sql`(select ${table} || ':' || count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from ${sql.identifier(table)} t)`,
    );
    const [row] = rowsOf<{ digest: string }>(
      await ctx.database.db.execute(sql`select concat_ws(',', ${sql.join(parts, sql`, `)}) as digest`),
    );
    return row?.digest ?? '';
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await makeUser(ctx);
    superAdmin = await makeAdmin(ctx, { superAdmin: true });
    pool = { destination: [], comment: [], itinerary: [], category: [], user: [], report: [] };
    for (let i = 0; i < 3; i += 1) {
      const destination = await makeDestination(ctx, owner);
      pool.destination.push(destination.id);
      pool.comment.push((await makeComment(ctx, owner, destination.id, { content: '댓글' })).id);
      const trip = await makeItinerary(ctx, owner, {
        title: '여행',
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        days: [{ day_number: 1, plans: [{ destination: '성산' }] }],
      });
      pool.itinerary.push(trip.id);
      const [category] = await ctx.database.db
        .insert(categories)
        .values({ name: `분류-${i}` })
        .returning({ id: categories.id });
      if (category) pool.category.push(category.id);
      pool.user.push((await makeUser(ctx)).id);
      const report = await ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: { cookie: superAdmin.cookie },
        payload: { target_type: 'destination', target_id: destination.id, reason: '광고' },
      });
      pool.report.push(report.json().id);
    }
    tables = await tableNames(ctx);
    document = ctx.app.swagger() as typeof document;
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  it('reads its operations from the app, and its digest sees a write', async () => {
    expect(apiOperations(ctx).length).toBeGreaterThan(40);
    // The instrument works: a like changes the digest, the unlike restores it.
    const before = await digest();
    const like = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/destinations/${pool.destination[0]}/like`,
        headers: { cookie: owner.cookie },
      });
    expect((await like()).statusCode).toBe(200);
    expect(await digest()).not.toBe(before);
    await like();
    expect(await digest()).not.toBe('');
  });

  it(
    'every operation: no 5xx; refusals are 4xx with the contract body and change nothing',
    async () => {
      const failures: string[] = [];
      current = await digest();
      for (const op of apiOperations(ctx)) {
        const item = document.paths[op.path]?.[op.method.toLowerCase()];
        const queryNames = (item?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        const documented = Object.keys(
          item?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
        );
        const paramNames = [...op.path.matchAll(/\{([A-Za-z_]+)\}/g)].map((m) => m[1] ?? '');
        const isAuth = op.path.startsWith('/api/auth/');
        const isIdempotentDelete = op.method === 'DELETE' && /\(204, also when/.test(item?.summary ?? '');

        const params = fc.tuple(
          ...paramNames.map((name) => {
            const ids = poolFor(op, name, pool);
            return fc.oneof(
              ...(ids.length > 0
                ? [fc.constantFrom(...ids).map((id) => ({ text: id, invalid: false }))]
                : []),
              hostileSegment.map((text) => ({
                text,
                // A made-up id names nothing; an avatar seed may be any name of the allowed shape.
                invalid: name === 'file' ? !/^[A-Za-z0-9_-]{1,64}\.svg$/.test(text) : true,
              })),
            );
          }),
        );
        const request = fc.record({
          params,
          query: queryArbitrary(queryNames),
          body: bodyArbitrary(op, pool, documented),
          asOwner: fc.boolean(),
          headers: hostileHeaders,
        });

        try {
          await fc.assert(
            fc.asyncProperty(request, async ({ params: values, query, body, asOwner, headers: extra }) => {
              // The auth routes act on the session they are sent (sign-out would end the caller's).
              const caller = isAuth ? undefined : asOwner ? owner : superAdmin;
              let path = op.path;
              paramNames.forEach((name, i) => {
                path = path.replace(`{${name}}`, encodeAny(values[i]?.text ?? ''));
              });
              const url = `${path}${query.text ? `?${query.text}` : ''}`;
              // better-auth's routes keep the library's own rules on what they accept.
              const mustRefuse = !isAuth && (values.some((v) => v.invalid) || query.invalid || body.invalid);
              const label = `${op.key} ${url.slice(0, 200)} [${body.note}; ${query.note}; ${Object.keys(extra).join(',')}]${mustRefuse ? ' (invalid)' : ''}`;

              // The digest after the previous request is this one's "before": one digest a request.
              const before = current;
              let status: number;
              let text: string;
              if (op.path === '/api/events') {
                // The stream never ends: read its status and headers, then hang up.
                const controller = new AbortController();
                const res = await fetch(`${base}${url}`, {
                  // fetch sets Host itself; the stream gets the caller's cookie only.
                  headers: caller ? { cookie: caller.cookie } : {},
                  signal: controller.signal,
                });
                status = res.status;
                text = status >= 300 ? await res.text() : '';
                controller.abort();
              } else {
                const res = await ctx.app.inject({
                  method: op.method as 'GET',
                  url,
                  headers: {
                    ...extra,
                    // A garbage cookie goes next to the caller's real one.
                    ...(caller || extra.cookie
                      ? { cookie: [caller?.cookie, extra.cookie].filter(Boolean).join('; ') }
                      : {}),
                    ...(body.contentType ? { 'content-type': body.contentType } : {}),
                  },
                  ...(body.text !== undefined ? { payload: body.text } : {}),
                });
                status = res.statusCode;
                text = res.body;
              }
              expect(status, `${label}: ${text.slice(0, 300)}`).toBeLessThan(500);
              if (status >= 400) {
                if (!isAuth) expectErrorBody(text, status, label);
                else expect(text, label).not.toMatch(/\bat .+\.(js|ts):\d+/);
                current = await digest();
                expect(current, `${label}: a refused request changed the database`).toBe(before);
              } else if (mustRefuse) {
                // A delete documented as idempotent ("204, also when it is already gone") answers a
                // well-formed id that names nothing with 204 — and must then have changed nothing.
                const isGoneAlready =
                  status === 204 &&
                  isIdempotentDelete &&
                  !query.invalid &&
                  !body.invalid &&
                  values.every((v) => !v.invalid || uuidShape.test(v.text));
                if (!isGoneAlready) {
                  throw new Error(`${label}: answered ${status} to invalid input: ${text.slice(0, 300)}`);
                }
                current = await digest();
                expect(current, `${label}: deleting what is not there changed the database`).toBe(before);
              } else current = await digest();
            }),
            { seed, numRuns, endOnFailure: true },
          );
        } catch (error) {
          failures.push(
            `${op.key}: ${`${(error as Error).message}\ncause: ${String((error as Error).cause ?? '')}`
              .split('\n')
              .filter((line) => line.trim() && !line.startsWith('Hint'))
              .slice(0, 8)
              .join('\n')}`,
          );
        }
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
      // Every operation in one test, so one digest baseline and one pool serve them all; the
      // default runs take well under this on the embedded database of a loaded 2-core machine.
    },
    60_000 + numRuns * 12_000,
  );

  /** Edge values every field of every valid body meets once, one field at a time. */
  const edgeValues: unknown[] = [
    null,
    -1,
    0,
    2147483647,
    2147483648,
    1e300,
    1.5,
    '',
    '😀'.repeat(3000),
    true,
    [],
    {},
    '2026-02-31',
    '25:99',
  ];

  it('every field of every body meets the edge values: never a 5xx, refusals change nothing', async () => {
    const failures: string[] = [];
    current = await digest();
    for (const op of apiOperations(ctx)) {
      const valid = validBody(op, pool);
      if (!valid || op.path.startsWith('/api/auth/')) continue;
      const caller = /^\/api\/(admin|categories)/.test(op.path) ? superAdmin : owner;
      const url = op.path.replace(
        /\{([A-Za-z_]+)\}/g,
        (_m, name: string) => poolFor(op, name, pool)[2] ?? '',
      );
      for (const path of pathsOf(valid)) {
        for (const value of edgeValues) {
          const body = structuredClone(valid);
          setAt(body, path, value);
          const before = current;
          const res = await ctx.app.inject({
            method: op.method as 'POST',
            url,
            headers: { cookie: caller.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          const label = `${op.key} ${path.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`;
          if (res.statusCode >= 500) failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) {
            expectErrorBody(res.body, res.statusCode, label);
          }
          current = await digest();
          if (res.statusCode >= 400 && current !== before) {
            failures.push(`${label}: refused with ${res.statusCode} but changed the database`);
          }
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 240_000);
});

/**
 * Defects the hostile suites found, each pinned by a fixed request so it cannot come back unseen
 * when the random runs happen not to draw it.
 */
describe('hostile input: defects found, pinned', () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await makeAdmin(ctx, { superAdmin: true });
  });
  afterAll(async () => ctx?.close());

  it('a path that is not valid percent-encoded UTF-8 is 400 with the contract body (was Fastify’s own body)', async () => {
    for (const url of [
      '/api/destinations/%ED%A0%80',
      '/api/comments/%ff/reaction',
      '/api/avatars/%E0%A4%A.svg',
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { code: 'validation_failed', message: expect.any(String) },
      });
    }
  });

  it('a path id longer than the router allows is 404 not_found with the contract body (was 414)', async () => {
    for (const url of [
      `/api/destinations/${'a'.repeat(5000)}`,
      `/api/admin/users/${'b'.repeat(101)}/toggle-status`,
    ]) {
      const res = await ctx.app.inject({
        method: url.includes('admin') ? 'POST' : 'GET',
        url,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });
});

describe('hostile headers: defects found, pinned', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await makeUser(ctx);
  });
  afterAll(async () => ctx?.close());

  it('a Host header no URL can be built from is 400 on the auth routes (was 500), and harmless elsewhere', async () => {
    for (const host of ['exa mple', '[::1']) {
      const session = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { host },
      });
      expect(session.statusCode, host).toBe(400);
      expect(session.json().error.code).toBe('validation_failed');
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { host },
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode, host).toBe(400);
      expect(signIn.headers['set-cookie'], host).toBeUndefined();
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { host, cookie: user.cookie },
      });
      expect(me.statusCode, host).toBeLessThan(500);
    }
  });
});
