/**
 * Builders for test data, shared by every server test: real accounts made through the real
 * sign-up route, with the session cookie to act as them.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from './helpers.js';
import type { Comment, Destination, DestinationCreate, Itinerary, ItineraryWrite } from '@pintrip/shared';
import type { Viewer } from '../src/auth/viewer.js';
import { adminUsers, categories, itineraryMembers, users } from '../src/db/schema.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export const defaultPassword = 'Travel123!';

/** The viewer a request of `user`'s (active, no second factor) resolves to: for calling a service directly. */
export const viewerOf = (user: TestUser, isAdmin = false): Viewer => ({
  id: user.id,
  email: user.email,
  name: '',
  image: null,
  isActive: true,
  isAdmin,
  isSuperAdmin: false,
  twoFactorEnabled: false,
});

function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function signIn(ctx: TestContext, email: string, password = defaultPassword): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res.headers['set-cookie']);
}

/** Signs up a new user and signs them in. */
export async function makeUser(
  ctx: TestContext,
  options: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomBytes(5).toString('hex')}@pintrip.test`;
  const password = options.password ?? defaultPassword;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: options.name ?? email.split('@')[0] },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { user: { id: string } }).user.id;
  const cookie = await signIn(ctx, email, password);
  return { id, email, password, cookie };
}

export async function makeAdmin(ctx: TestContext, options: { superAdmin?: boolean } = {}): Promise<TestUser> {
  const user = await makeUser(ctx);
  await ctx.database.db
    .insert(adminUsers)
    .values({ userId: user.id, isAdmin: true, isSuperAdmin: options.superAdmin ?? false });
  return user;
}

export async function makeDeactivatedUser(ctx: TestContext): Promise<TestUser> {
  const user = await makeUser(ctx);
  await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  return user;
}

/** The four callers every rule is checked against. */
export async function makeCast(ctx: TestContext) {
  const [owner, other, inactive, admin] = await Promise.all([
    makeUser(ctx),
    makeUser(ctx),
    makeDeactivatedUser(ctx),
    makeAdmin(ctx),
  ]);
  return { owner, other, inactive, admin };
}

/** A category (written directly: the admin category routes belong to a later issue). Idempotent by name. */
export async function makeCategory(ctx: TestContext, name = `카테고리-${randomBytes(3).toString('hex')}`) {
  await ctx.database.db.insert(categories).values({ name }).onConflictDoNothing();
  const [row] = await ctx.database.db.select().from(categories).where(eq(categories.name, name));
  if (!row) throw new Error(`category ${name} was not created`);
  return row;
}

/** A valid pinpoint body; `overrides` replace fields (a missing category is created). */
export function destinationBody(overrides: DestinationCreate = {}): DestinationCreate {
  return {
    title: '성산일출봉',
    description: '제주 동쪽 끝에서 보는 일출',
    location: '제주특별자치도 서귀포시 성산읍',
    lat: 33.4581,
    lng: 126.9425,
    category: '자연',
    image_url: 'https://images.example.com/seongsan.jpg',
    budget_min: 10000,
    budget_max: 50000,
    rating: 8,
    hashtags: ['#제주', '일출'],
    ...overrides,
  };
}

/** Registers a pinpoint as `user` through POST /api/destinations. */
export async function makeDestination(
  ctx: TestContext,
  user: TestUser,
  overrides: DestinationCreate = {},
): Promise<Destination> {
  const body = destinationBody(overrides);
  if (body.category) await makeCategory(ctx, body.category);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/destinations',
    headers: { cookie: user.cookie },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`create destination failed: ${res.statusCode} ${res.body}`);
  return res.json() as Destination;
}

/** A valid two-day trip (private until published); `overrides` replace top-level fields. */
export function itineraryBody(overrides: Partial<ItineraryWrite> = {}): ItineraryWrite {
  return {
    title: `제주 여행 ${randomBytes(3).toString('hex')}`,
    start_date: '2026-05-01',
    end_date: '2026-05-02',
    days: [
      { day_number: 1, plans: [{ time: '09:30', destination: '성산일출봉', duration: 90, cost: 5000 }] },
      { day_number: 2, plans: [{ destination: '동문시장', cost: 20000 }] },
    ],
    ...overrides,
  };
}

/**
 * Makes an itinerary as `owner` through POST /api/itineraries, published through PATCH
 * /api/itineraries/:id/visibility when `isPublic`; `overrides` replace fields of itineraryBody.
 */
export async function makeItinerary(
  ctx: TestContext,
  owner: TestUser,
  options: { isPublic?: boolean } & Partial<ItineraryWrite> = {},
): Promise<Itinerary> {
  const { isPublic, ...overrides } = options;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/itineraries',
    headers: { cookie: owner.cookie },
    payload: itineraryBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create itinerary failed: ${res.statusCode} ${res.body}`);
  const itinerary = res.json() as Itinerary;
  if (!isPublic) return itinerary;
  const published = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/itineraries/${itinerary.id}/visibility`,
    headers: { cookie: owner.cookie },
    payload: { is_public: true },
  });
  if (published.statusCode !== 200) {
    throw new Error(`publish itinerary failed: ${published.statusCode} ${published.body}`);
  }
  return published.json() as Itinerary;
}

/**
 * A trip of `owner` (makeItinerary, public when `isPublic`) with `editors` and `viewers` on it,
 * written directly (the invite routes have their own tests).
 */
export async function makeTripWithMembers(
  ctx: TestContext,
  owner: TestUser,
  members: { editors?: readonly TestUser[]; viewers?: readonly TestUser[] },
  options: { isPublic?: boolean } = {},
): Promise<Itinerary> {
  const trip = await makeItinerary(ctx, owner, options);
  const rows = [
    ...(members.editors ?? []).map((user) => ({ userId: user.id, role: 'editor' as const })),
    ...(members.viewers ?? []).map((user) => ({ userId: user.id, role: 'viewer' as const })),
  ];
  if (rows.length > 0)
    await ctx.database.db
      .insert(itineraryMembers)
      .values(rows.map((row) => ({ itineraryId: trip.id, ...row })));
  return trip;
}

/**
 * The trip the trip-workspace suites (money, reservations, lists) check every rule on: the cast
 * owner's, with `editor`, `viewer` and the deactivated `cast.inactive` (an editor) on it, and any
 * `more` editors.
 */
export const makeCastTrip = (
  ctx: TestContext,
  cast: Cast,
  people: { editor: TestUser; viewer: TestUser; more?: readonly TestUser[] },
  isPublic = false,
) =>
  makeTripWithMembers(
    ctx,
    cast.owner,
    { editors: [people.editor, ...(people.more ?? []), cast.inactive], viewers: [people.viewer] },
    { isPublic },
  );

/** Writes a comment (a reply when `parentId` is given) as `author` through POST /api/destinations/:id/comments. */
export async function makeComment(
  ctx: TestContext,
  author: TestUser,
  destinationId: string,
  options: { content?: string; parentId?: string } = {},
): Promise<Comment> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/destinations/${destinationId}/comments`,
    headers: { cookie: author.cookie },
    payload: {
      content: options.content ?? '좋은 곳이네요',
      ...(options.parentId ? { parent_id: options.parentId } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`create comment failed: ${res.statusCode} ${res.body}`);
  return res.json() as Comment;
}

/** The four callers of makeCast. */
export type Cast = Awaited<ReturnType<typeof makeCast>>;

/**
 * A fresh test context and its cast, for a suite's `beforeAll`:
 * `beforeAll(async () => ({ ctx, cast } = await makeCastContext()))`.
 */
export async function makeCastContext(env?: Parameters<typeof createTestContext>[0]) {
  const ctx = await createTestContext(env);
  return { ctx, cast: await makeCast(ctx) };
}

/** The headers of a request by `user`: its session cookie (none for a visitor), with `extra`. */
export function headersOf(user: TestUser | null, extra: Record<string, string> = {}): Record<string, string> {
  return user ? { cookie: user.cookie, ...extra } : extra;
}

export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request through the HTTP layer as `user` (a visitor when null), with `payload` as its JSON body. */
export function requestAs(
  ctx: TestContext,
  method: TestMethod,
  url: string,
  user: TestUser | null,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: headersOf(user),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
