/**
 * The authorization matrix: every API operation × {visitor, user, other user, deactivated user,
 * admin, super admin} with the status docs/API.md gives it. The operations are read from the app
 * (OpenAPI document + registered routes), so an operation added later without a row here fails
 * the suite, and a row whose operation is gone fails it too.
 *
 * Every cell gets fresh fixtures owned by `user` (a destination, a comment, an itinerary...), so a
 * 204 in one cell never turns the next one into a 404, and `other` is a real non-owner. The
 * deactivated caller is a separate account: a deactivated account reads but writes nothing
 * (docs/decisions/0009).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { calendarFeeds, categories, itineraryInvites, itineraryMembers } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../helpers.js';
import { defaultPassword, makeAdmin, makeDestination, makeUser, signIn, type TestUser } from '../builders.js';
import { makeImage, multipartBody } from '../images.js';
import {
  apiOperations,
  expectErrorBody,
  fillPath,
  makeFullCast,
  personas,
  type Cast,
  type Persona,
} from './surface.js';

/** What a cell sends, beyond the operation's method and path. */
interface CellRequest {
  params?: Record<string, string>;
  query?: string;
  body?: unknown;
  /** A raw payload with its own headers (multipart). */
  raw?: { payload: Buffer; headers: Record<string, string> };
  /** Replaces the caller's cookie (a fresh session that the request may end). */
  cookie?: string | null;
}

interface World {
  ctx: TestContext;
  cast: Cast;
  /** The caller of the cell being prepared (null for a visitor). */
  caller: TestUser | null;
}

interface Row {
  /** `METHOD /api/path/{param}`, as in the OpenAPI document. */
  operation: string;
  /** Which situation of the operation this row checks, when there are several. */
  variant?: string;
  /**
   * Statuses in persona order: visitor, user, other, deactivated, admin, super_admin. Written as
   * one string, so the table reads like the matrix it is.
   */
  expect: string;
  /** Builds fresh fixtures for one cell. */
  setup?: (world: World) => Promise<CellRequest>;
}

// ------------------------------------------------------------------------------- fixtures

const tag = () => randomBytes(4).toString('hex');

async function destinationOf(world: World): Promise<string> {
  return (await makeDestination(world.ctx, world.cast.user)).id;
}

async function commentOf(world: World): Promise<{ destinationId: string; commentId: string }> {
  const destinationId = await destinationOf(world);
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/destinations/${destinationId}/comments`,
    headers: { cookie: world.cast.user.cookie },
    payload: { content: '좋은 곳이네요' },
  });
  if (res.statusCode !== 201) throw new Error(`comment fixture: ${res.statusCode} ${res.body}`);
  return { destinationId, commentId: res.json().id as string };
}

const tripBody = () => ({
  title: `제주 여행 ${tag()}`,
  start_date: '2026-05-01',
  end_date: '2026-05-02',
  days: [
    { day_number: 1, plans: [{ time: '09:30', destination: '성산일출봉', duration: 90, cost: 5000 }] },
    { day_number: 2, plans: [{ destination: '동문시장', cost: 20000 }] },
  ],
});

async function itineraryOf(world: World, options: { isPublic: boolean }): Promise<string> {
  const { ctx, cast } = world;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/itineraries',
    headers: { cookie: cast.user.cookie },
    payload: tripBody(),
  });
  if (res.statusCode !== 201) throw new Error(`itinerary fixture: ${res.statusCode} ${res.body}`);
  const id = res.json().id as string;
  if (options.isPublic) {
    const made = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}/visibility`,
      headers: { cookie: cast.user.cookie },
      payload: { is_public: true },
    });
    if (made.statusCode !== 200) throw new Error(`publish fixture: ${made.statusCode} ${made.body}`);
  }
  return id;
}

async function categoryOf(world: World): Promise<string> {
  const [row] = await world.ctx.database.db
    .insert(categories)
    .values({ name: `분류-${tag()}` })
    .returning({ id: categories.id });
  if (!row) throw new Error('category fixture');
  return row.id;
}

async function reportOf(world: World): Promise<string> {
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { cookie: world.cast.other.cookie },
    payload: { target_type: 'destination', target_id: await destinationOf(world), reason: '광고' },
  });
  if (res.statusCode !== 201) throw new Error(`report fixture: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

/** Has a moderator hide the item after a report, as in production. */
async function hide(world: World, type: 'destination' | 'comment' | 'itinerary', id: string) {
  const { ctx, cast } = world;
  const report = await ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: { cookie: cast.other.cookie },
    payload: { target_type: type, target_id: id, reason: '부적절' },
  });
  if (report.statusCode !== 201) throw new Error(`report fixture: ${report.statusCode} ${report.body}`);
  const decision = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/reports/${report.json().id}/decision`,
    headers: { cookie: cast.super_admin.cookie },
    payload: { decision: 'hide' },
  });
  if (decision.statusCode !== 200) throw new Error(`hide fixture: ${decision.statusCode} ${decision.body}`);
}

/** A public itinerary of `user` that a moderator hid after a report. */
async function hiddenItineraryOf(world: World): Promise<string> {
  const id = await itineraryOf(world, { isPublic: true });
  await hide(world, 'itinerary', id);
  return id;
}

/** A destination of `user` that a moderator hid. */
async function hiddenDestinationOf(world: World): Promise<string> {
  const id = await destinationOf(world);
  await hide(world, 'destination', id);
  return id;
}

/** A comment of `user` (on their own destination) that a moderator hid. */
async function hiddenCommentOf(world: World): Promise<{ destinationId: string; commentId: string }> {
  const comment = await commentOf(world);
  await hide(world, 'comment', comment.commentId);
  return comment;
}

/**
 * A private itinerary of `user` whose companions include the cell's caller as `role` when the
 * caller is `other` or `deactivated` (so those columns read "a member", active or not); admins
 * stay non-members. `extra`: one more member, a fresh account, for rules about someone else.
 */
async function memberTripOf(
  world: World,
  role: 'editor' | 'viewer',
  options: { extra?: boolean; callerJoins?: boolean } = {},
): Promise<{ id: string; extraId?: string }> {
  const id = await itineraryOf(world, { isPublic: false });
  const { caller, cast, ctx } = world;
  const joins: { userId: string; role: 'editor' | 'viewer' }[] = [];
  const callerJoins = options.callerJoins ?? true;
  if (callerJoins && caller && (caller.id === cast.other.id || caller.id === cast.deactivated.id)) {
    joins.push({ userId: caller.id, role });
  }
  let extraId: string | undefined;
  if (options.extra) {
    extraId = (await makeUser(ctx)).id;
    joins.push({ userId: extraId, role: 'viewer' });
  }
  if (joins.length > 0) {
    await ctx.database.db.insert(itineraryMembers).values(joins.map((j) => ({ itineraryId: id, ...j })));
  }
  return extraId ? { id, extraId } : { id };
}

/** An expense body paid by and split to `user` alone (a fixture any trip of theirs takes). */
const expenseBody = (userId: string) => ({
  title: '택시',
  amount: 12000,
  currency: 'KRW',
  spent_on: '2026-05-01',
  category: 'transport',
  payers: [{ user_id: userId, amount: 12000 }],
  split: { kind: 'equal', members: [userId] },
});

/** An expense of trip `itineraryId`, written by its owner `user`; its id. */
async function expenseOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/expenses/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: expenseBody(world.cast.user.id),
  });
  if (res.statusCode !== 201) throw new Error(`expense fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** An outing body of two rounds (차수) paid by and split to `user` alone, under fresh round ids. */
const outingBody = (userId: string) => ({
  title: '회식',
  currency: 'KRW',
  spent_on: '2026-05-01',
  category: 'food',
  rounds: [12000, 8000].map((amount) => ({
    id: randomUUID(),
    amount,
    payers: [{ user_id: userId, amount }],
    split: { kind: 'equal', members: [userId] },
  })),
});

/** An outing of trip `itineraryId`, written by its owner `user`; its id. */
async function outingOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/outings/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: outingBody(world.cast.user.id),
  });
  if (res.statusCode !== 201) throw new Error(`outing fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** A packing item of trip `itineraryId`, written by its owner `user`; its id. */
async function listItemOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/list-items/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: { kind: 'packing', text: '여권' },
  });
  if (res.statusCode !== 201) throw new Error(`list item fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** A list template of the cell's caller (of `user` for a visitor), saved from a trip of theirs; its id. */
async function listTemplateOf(world: World): Promise<string> {
  const { ctx, cast, caller } = world;
  const owner = caller && caller.id !== cast.deactivated.id ? caller : cast.user;
  const trip = await ctx.app.inject({
    method: 'POST',
    url: '/api/itineraries',
    headers: { cookie: owner.cookie },
    payload: tripBody(),
  });
  const itineraryId = trip.json().id as string;
  await ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/list-items/${randomUUID()}`,
    headers: { cookie: owner.cookie },
    payload: { kind: 'todo', text: '환전하기' },
  });
  const id = randomUUID();
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/list-templates/${id}`,
    headers: { cookie: owner.cookie },
    payload: { name: '해외', itinerary_id: itineraryId },
  });
  if (res.statusCode !== 201) throw new Error(`list template fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** A reservation of trip `itineraryId`, written by its owner `user`; its id. */
async function bookingOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/bookings/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: { kind: 'lodging', title: '해운대 호텔' },
  });
  if (res.statusCode !== 201) throw new Error(`booking fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** A reservation of trip `itineraryId` with a picture attached by its owner `user`; both ids. */
async function attachmentOf(
  world: World,
  itineraryId: string,
): Promise<{ booking_id: string; attachment_id: string }> {
  const bookingId = await bookingOf(world, itineraryId);
  const body = multipartBody({ name: 'voucher.png', type: 'image/png', data: await png() });
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/itineraries/${itineraryId}/bookings/${bookingId}/attachments`,
    headers: { cookie: world.cast.user.cookie, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`attachment fixture: ${res.statusCode} ${res.body}`);
  return { booking_id: bookingId, attachment_id: res.json().id as string };
}

/** A settle-up on trip `itineraryId` from `fromId` to its owner `user`; its id. */
async function settlementOf(world: World, itineraryId: string, fromId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/itineraries/${itineraryId}/settlements`,
    headers: { cookie: world.cast.user.cookie },
    payload: { id, from_user_id: fromId, to_user_id: world.cast.user.id, amount: 5000 },
  });
  if (res.statusCode !== 201) throw new Error(`settlement fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** A 환전 record of trip `itineraryId` (its owner `user` gave 90,000원 for 10,000엔); its id. */
async function exchangeOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/exchanges/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: exchangeBody(world.cast.user.id),
  });
  if (res.statusCode !== 201) throw new Error(`exchange fixture: ${res.statusCode} ${res.body}`);
  return id;
}

const exchangeBody = (userId: string) => ({
  user_id: userId,
  given_amount: 90_000,
  received_amount: 10_000,
  received_currency: 'JPY',
  exchanged_on: '2026-04-28',
});

/** A contribution of the owner `user` to trip `itineraryId`'s pool; its id. */
async function contributionOf(world: World, itineraryId: string): Promise<string> {
  const id = randomUUID();
  const res = await world.ctx.app.inject({
    method: 'PUT',
    url: `/api/itineraries/${itineraryId}/pool/contributions/${id}`,
    headers: { cookie: world.cast.user.cookie },
    payload: { user_id: world.cast.user.id, amount: 50_000, contributed_on: '2026-04-30' },
  });
  if (res.statusCode !== 201) throw new Error(`contribution fixture: ${res.statusCode} ${res.body}`);
  return id;
}

/** An expense of trip `itineraryId` with a receipt photo attached by its owner; its id. */
async function receiptExpenseOf(world: World, itineraryId: string): Promise<string> {
  const expenseId = await expenseOf(world, itineraryId);
  const body = multipartBody({ name: 'a.png', type: 'image/png', data: await png() });
  const res = await world.ctx.app.inject({
    method: 'POST',
    url: `/api/itineraries/${itineraryId}/expenses/${expenseId}/receipt`,
    headers: { cookie: world.cast.user.cookie, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`receipt fixture: ${res.statusCode} ${res.body}`);
  return expenseId;
}

/** A KML of two places as a multipart body (the import preview's fixture). */
const placesFile = () =>
  multipartBody({
    name: 'places.kml',
    type: 'application/vnd.google-earth.kml+xml',
    data: Buffer.from(
      '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
        '<Placemark><name>성산일출봉</name><Point><coordinates>126.9425,33.4581</coordinates></Point></Placemark>' +
        '<Placemark><name>동문시장</name><Point><coordinates>126.5265,33.5118</coordinates></Point></Placemark>' +
        '</Document></kml>',
    ),
  });

/** A calendar feed of `userId` (of the trip `itineraryId`, or of all their trips), written directly. */
async function feedOf(world: World, userId: string, itineraryId: string | null) {
  await world.ctx.database.db
    .insert(calendarFeeds)
    .values({ userId, itineraryId, tokenHash: createHash('sha256').update(randomUUID()).digest('hex') })
    .onConflictDoNothing();
}

/** An invite written directly: a link (its token returned) or a direct one to `inviteeId`. */
async function inviteOf(
  world: World,
  itineraryId: string,
  options: { inviteeId?: string; expired?: boolean } = {},
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const day = 86_400_000;
  const [row] = await world.ctx.database.db
    .insert(itineraryInvites)
    .values({
      itineraryId,
      role: 'viewer',
      tokenHash: options.inviteeId ? null : createHash('sha256').update(token).digest('hex'),
      inviteeId: options.inviteeId ?? null,
      createdBy: world.cast.user.id,
      expiresAt: new Date(Date.now() + (options.expired ? -day : 7 * day)),
    })
    .returning({ id: itineraryInvites.id });
  if (!row) throw new Error('invite fixture');
  return { id: row.id, token };
}

/** A direct invite to the caller (to `other` when the caller is the owner or a visitor). */
async function directInviteOf(world: World): Promise<string> {
  const id = await itineraryOf(world, { isPublic: false });
  const { caller, cast } = world;
  const inviteeId = caller && caller.id !== cast.user.id ? caller.id : cast.other.id;
  return (await inviteOf(world, id, { inviteeId })).id;
}

let pngBytes: Buffer | undefined;
async function png(): Promise<Buffer> {
  pngBytes ??= await makeImage('png');
  return pngBytes;
}

/** Starts (does not confirm) two-factor sign-in for the caller, so a code has something to check. */
async function startTwoFactor({ ctx, caller }: World): Promise<void> {
  if (!caller) return;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: { cookie: caller.cookie },
    payload: { password: defaultPassword },
  });
  if (res.statusCode !== 200) throw new Error(`two-factor fixture: ${res.statusCode} ${res.body}`);
}

/** The caller's own id, for the "not yourself" rules; a visitor gets a stranger's. */
const selfId = (world: World) => world.caller?.id ?? world.cast.user.id;

// ------------------------------------------------------------------------------- the table
//                                                          visitor user other deact admin super

const rows: Row[] = [
  // Session and profile
  { operation: 'GET /api/me', expect: '401 200 200 200 200 200' },
  {
    operation: 'PATCH /api/me/profile',
    expect: '401 200 200 403 200 200',
    setup: async () => ({ body: { full_name: '김여행', location: '서울' } }),
  },
  { operation: 'GET /api/me/bookmarks', expect: '401 200 200 200 200 200' },
  { operation: 'GET /api/me/notices', expect: '401 200 200 200 200 200' },
  { operation: 'GET /api/me/destinations', expect: '401 200 200 200 200 200' },
  { operation: 'GET /api/me/stats', expect: '401 200 200 200 200 200' },
  {
    operation: 'POST /api/news/subscriptions',
    expect: '202 202 202 403 202 202',
    setup: async () => ({ body: { email: `news-${tag()}@pintrip.test` } }),
  },
  {
    operation: 'POST /api/news/unsubscribe',
    expect: '204 204 204 403 204 204',
    setup: async () => ({ body: { token: randomBytes(32).toString('base64url') } }),
  },
  {
    operation: 'POST /api/uploads',
    expect: '401 201 201 403 201 201',
    setup: async () => ({
      query: 'kind=avatar',
      raw: multipartBody({ name: 'a.png', type: 'image/png', data: await png() }),
    }),
  },
  {
    operation: 'GET /api/avatars/{file}',
    expect: '200 200 200 200 200 200',
    setup: async () => ({ params: { file: 'seed-1.svg' } }),
  },

  // Auth (better-auth's own routes; docs/API.md "Sessions")
  {
    operation: 'POST /api/auth/sign-up/email',
    expect: '200 200 200 200 200 200',
    setup: async () => ({
      body: { email: `new-${tag()}@pintrip.test`, password: defaultPassword, name: 'n' },
    }),
  },
  {
    operation: 'POST /api/auth/sign-in/email',
    variant: 'with the caller’s own password (a visitor: an unknown account)',
    expect: '401 200 200 200 200 200',
    setup: async ({ caller }) => ({
      body: { email: caller?.email ?? `nobody-${tag()}@pintrip.test`, password: defaultPassword },
    }),
  },
  {
    operation: 'POST /api/auth/sign-out',
    variant: 'a fresh session of the caller',
    expect: '200 200 200 200 200 200',
    setup: async ({ ctx, caller }) => ({ cookie: caller ? await signIn(ctx, caller.email) : null, body: {} }),
  },
  { operation: 'GET /api/auth/get-session', expect: '200 200 200 200 200 200' },
  {
    operation: 'POST /api/auth/sign-in/social',
    variant: 'a provider that is not configured',
    expect: '404 404 404 404 404 404',
    setup: async () => ({ body: { provider: 'google', callbackURL: '/' } }),
  },
  {
    operation: 'POST /api/auth/sign-in/oauth2',
    variant: 'no OpenID Connect provider configured',
    expect: '404 404 404 404 404 404',
    setup: async () => ({ body: { providerId: 'oidc', callbackURL: '/' } }),
  },
  {
    operation: 'POST /api/auth/request-password-reset',
    expect: '200 200 200 200 200 200',
    setup: async () => ({ body: { email: `nobody-${tag()}@pintrip.test`, redirectTo: '/reset-password' } }),
  },
  {
    operation: 'POST /api/auth/reset-password',
    variant: 'a token that was never issued',
    expect: '400 400 400 400 400 400',
    setup: async () => ({ body: { token: 'not-a-real-token', newPassword: defaultPassword } }),
  },

  {
    operation: 'POST /api/auth/update-user',
    variant: 'a valid name (the profile rules; a deactivated account changes nothing)',
    expect: '401 200 200 403 200 200',
    setup: async () => ({ body: { name: `여행자${tag()}` } }),
  },
  {
    operation: 'POST /api/auth/two-factor/enable',
    variant: 'with the caller’s password (two-factor stays off until a code confirms it)',
    expect: '401 200 200 200 200 200',
    setup: async () => ({ body: { password: defaultPassword } }),
  },
  {
    operation: 'POST /api/auth/two-factor/verify-totp',
    variant: 'a wrong code after enable (a visitor: no sign-in in progress)',
    expect: '401 401 401 401 401 401',
    setup: async (w) => {
      await startTwoFactor(w);
      return { body: { code: '000000' } };
    },
  },
  {
    operation: 'POST /api/auth/two-factor/verify-backup-code',
    variant: 'a wrong code after enable (a visitor: no sign-in in progress)',
    expect: '401 401 401 401 401 401',
    setup: async (w) => {
      await startTwoFactor(w);
      return { body: { code: 'wrong-code1' } };
    },
  },
  {
    operation: 'POST /api/auth/two-factor/disable',
    variant: 'with the caller’s password, on a fresh session (disabling replaces the session)',
    expect: '401 200 200 200 200 200',
    setup: async ({ ctx, caller }) => ({
      cookie: caller ? await signIn(ctx, caller.email) : null,
      body: { password: defaultPassword },
    }),
  },

  // Categories
  { operation: 'GET /api/categories', expect: '200 200 200 200 200 200' },
  { operation: 'GET /api/admin/categories', expect: '401 403 403 403 200 200' },
  {
    operation: 'POST /api/categories',
    expect: '401 403 403 403 201 201',
    setup: async () => ({ body: { name: `새분류-${tag()}` } }),
  },
  {
    operation: 'PATCH /api/categories/{id}',
    expect: '401 403 403 403 200 200',
    setup: async (w) => ({ params: { id: await categoryOf(w) }, body: { name: `바뀐분류-${tag()}` } }),
  },
  {
    operation: 'DELETE /api/categories/{id}',
    expect: '401 403 403 403 204 204',
    setup: async (w) => ({ params: { id: await categoryOf(w) } }),
  },

  // Destinations
  { operation: 'GET /api/destinations', expect: '200 200 200 200 200 200' },
  {
    operation: 'GET /api/destinations/{id}',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await destinationOf(w) } }),
  },
  {
    operation: 'GET /api/destinations/{id}',
    variant: 'hidden by a moderator',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await hiddenDestinationOf(w) } }),
  },
  {
    operation: 'POST /api/destinations',
    expect: '401 201 201 403 201 201',
    setup: async (w) => {
      await makeDestination(w.ctx, w.cast.user); // makes sure the category exists
      return {
        body: {
          title: '성산일출봉',
          description: '제주 동쪽 끝에서 보는 일출',
          location: '제주특별자치도 서귀포시 성산읍',
          category: '자연',
          image_url: 'https://images.example.com/seongsan.jpg',
          budget_min: 0,
          budget_max: 10000,
        },
      };
    },
  },
  {
    operation: 'PATCH /api/destinations/{id}',
    expect: '401 200 403 403 200 200',
    setup: async (w) => ({ params: { id: await destinationOf(w) }, body: { title: '바뀐 제목' } }),
  },
  {
    operation: 'PATCH /api/destinations/{id}',
    variant: 'hidden',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenDestinationOf(w) }, body: { title: '바뀐 제목' } }),
  },
  {
    operation: 'DELETE /api/destinations/{id}',
    expect: '401 204 403 403 204 204',
    setup: async (w) => ({ params: { id: await destinationOf(w) } }),
  },
  {
    operation: 'DELETE /api/destinations/{id}',
    variant: 'hidden',
    expect: '401 204 404 403 204 204',
    setup: async (w) => ({ params: { id: await hiddenDestinationOf(w) } }),
  },
  {
    operation: 'POST /api/destinations/{id}/like',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: await destinationOf(w) } }),
  },
  {
    operation: 'POST /api/destinations/{id}/like',
    variant: 'hidden',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenDestinationOf(w) } }),
  },
  {
    operation: 'POST /api/destinations/{id}/bookmark',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: await destinationOf(w) } }),
  },
  {
    operation: 'POST /api/destinations/{id}/bookmark',
    variant: 'hidden',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenDestinationOf(w) } }),
  },

  // Comments
  {
    operation: 'GET /api/destinations/{id}/comments',
    expect: '401 200 200 200 200 200',
    setup: async (w) => ({ params: { id: (await commentOf(w)).destinationId } }),
  },
  {
    operation: 'POST /api/destinations/{id}/comments',
    expect: '401 201 201 403 201 201',
    setup: async (w) => ({ params: { id: await destinationOf(w) }, body: { content: '가보고 싶어요' } }),
  },
  {
    operation: 'DELETE /api/comments/{id}',
    expect: '401 204 403 403 204 204',
    setup: async (w) => ({ params: { id: (await commentOf(w)).commentId } }),
  },
  {
    operation: 'POST /api/comments/{id}/reaction',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: (await commentOf(w)).commentId }, body: { is_like: true } }),
  },
  {
    operation: 'GET /api/destinations/{id}/comments',
    variant: 'a hidden destination',
    expect: '401 200 404 404 200 200',
    setup: async (w) => {
      const { destinationId } = await commentOf(w);
      await hide(w, 'destination', destinationId);
      return { params: { id: destinationId } };
    },
  },
  {
    operation: 'POST /api/destinations/{id}/comments',
    variant: 'a hidden destination',
    expect: '401 201 404 403 201 201',
    setup: async (w) => ({
      params: { id: await hiddenDestinationOf(w) },
      body: { content: '가보고 싶어요' },
    }),
  },
  {
    operation: 'POST /api/destinations/{id}/comments',
    variant: 'a reply to a hidden comment (400 parent_invalid, as for a missing parent)',
    expect: '401 400 400 403 400 400',
    setup: async (w) => {
      const { destinationId, commentId } = await hiddenCommentOf(w);
      return { params: { id: destinationId }, body: { content: '답글', parent_id: commentId } };
    },
  },
  {
    operation: 'DELETE /api/comments/{id}',
    variant: 'hidden',
    expect: '401 204 404 403 204 204',
    setup: async (w) => ({ params: { id: (await hiddenCommentOf(w)).commentId } }),
  },
  {
    operation: 'DELETE /api/comments/{id}',
    variant: 'under a hidden destination',
    expect: '401 204 404 403 204 204',
    setup: async (w) => {
      const { destinationId, commentId } = await commentOf(w);
      await hide(w, 'destination', destinationId);
      return { params: { id: commentId } };
    },
  },
  {
    operation: 'POST /api/comments/{id}/reaction',
    variant: 'hidden (takes no reactions)',
    expect: '401 404 404 403 404 404',
    setup: async (w) => ({ params: { id: (await hiddenCommentOf(w)).commentId }, body: { is_like: true } }),
  },
  {
    operation: 'POST /api/comments/{id}/reaction',
    variant: 'under a hidden destination',
    expect: '401 200 404 403 200 200',
    setup: async (w) => {
      const { destinationId, commentId } = await commentOf(w);
      await hide(w, 'destination', destinationId);
      return { params: { id: commentId }, body: { is_like: true } };
    },
  },

  // Realtime: a stream that never ends; opened on a listening server, closed after its headers.
  { operation: 'GET /api/events', expect: '200 200 200 200 200 200' },

  // Itineraries
  { operation: 'GET /api/itineraries', expect: '200 200 200 200 200 200' },
  {
    operation: 'GET /api/itineraries',
    variant: 'scope=mine',
    expect: '401 200 200 200 200 200',
    setup: async () => ({ query: 'scope=mine' }),
  },
  {
    operation: 'GET /api/itineraries',
    variant: 'scope=liked',
    expect: '401 200 200 200 200 200',
    setup: async () => ({ query: 'scope=liked' }),
  },
  {
    operation: 'GET /api/itineraries/{id}',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}',
    variant: 'public, hidden by a moderator',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) } }),
  },
  {
    operation: 'POST /api/itineraries',
    expect: '401 201 201 403 201 201',
    setup: async () => ({ body: tripBody() }),
  },
  {
    operation: 'PUT /api/itineraries/{id}',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) }, body: tripBody() }),
  },
  {
    operation: 'PUT /api/itineraries/{id}',
    variant: 'private',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) }, body: tripBody() }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}',
    variant: 'public',
    expect: '401 204 403 403 204 204',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}',
    variant: 'private',
    expect: '401 204 404 403 204 204',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/visibility',
    variant: 'public, made private',
    expect: '401 200 403 403 200 200',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { is_public: false },
    }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/visibility',
    variant: 'private, made public (an admin never publishes one)',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      body: { is_public: true },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/like',
    variant: 'public',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/visibility',
    variant: 'hidden, made private',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) }, body: { is_public: false } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/like',
    variant: 'hidden',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/like',
    variant: 'private',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/share',
    variant: 'public',
    expect: '200 200 200 403 200 200',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { channel: 'link' },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/share',
    variant: 'private',
    expect: '404 200 404 403 200 200',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      body: { channel: 'x' },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/copy',
    variant: 'public (the owner may not copy their own: 400 cannot_copy_own)',
    expect: '401 400 201 403 201 201',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/share',
    variant: 'hidden',
    expect: '404 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) }, body: { channel: 'link' } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/copy',
    variant: 'hidden',
    expect: '401 400 404 403 201 201',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/copy',
    variant: 'private',
    expect: '401 400 404 403 201 201',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/ops',
    variant: 'public (owner and editors; an admin moderates but does not plan)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { ops: [{ op_id: randomUUID(), kind: 'plan.remove', plan_id: randomUUID() }] },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/ops',
    variant: 'private (owner and editors; an admin moderates but does not plan)',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      body: { ops: [{ op_id: randomUUID(), kind: 'plan.remove', plan_id: randomUUID() }] },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/presence',
    variant: 'public (owner and editors; an admin moderates but does not plan)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { plan_id: null },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/presence',
    variant: 'private (owner and editors; an admin moderates but does not plan)',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      body: { plan_id: null },
    }),
  },
  {
    operation: 'GET /api/itineraries/{id}/ops',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/ops',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/activity',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/activity',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  // Travel times and the best order for a day (routing): who may see the trip.
  {
    operation: 'GET /api/itineraries/{id}/days/{day}/legs',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }), day: '1' } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/days/{day}/legs',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }), day: '1' } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/days/{day}/optimize',
    variant: 'public (a proposal: any signed-in reader)',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }), day: '1' }, body: {} }),
  },
  {
    operation: 'POST /api/itineraries/{id}/days/{day}/optimize',
    variant: 'private',
    expect: '401 200 404 403 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }), day: '1' }, body: {} }),
  },
  {
    operation: 'GET /api/itineraries/{id}/recommendations',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/recommendations',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/calendar.ics',
    variant: 'public',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/calendar.ics',
    variant: 'hidden',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/calendar.ics',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },

  // Trip members (issue 22): `other` and `deactivated` are members in the "member" variants.
  {
    operation: 'GET /api/itineraries/{id}',
    variant: 'private, the caller a viewer member',
    expect: '404 200 200 200 200 200',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/calendar.ics',
    variant: 'private, the caller a viewer member',
    expect: '404 200 200 200 200 200',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/like',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id }, body: tripBody() }),
  },
  {
    operation: 'PUT /api/itineraries/{id}',
    variant: 'private, the caller a viewer member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id }, body: tripBody() }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 403 403 204 204',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id } }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/visibility',
    variant: 'private, the caller an editor member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id }, body: { is_public: true } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/members',
    variant: 'private',
    expect: '404 200 404 404 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/members',
    variant: 'public (the companions are the trip’s business)',
    expect: '403 200 403 403 200 200',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/members',
    variant: 'private, the caller a viewer member',
    expect: '404 200 200 200 200 200',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/members/{user_id}',
    variant: 'private, the caller an editor member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => {
      const trip = await memberTripOf(w, 'editor', { extra: true });
      return { params: { id: trip.id, user_id: trip.extraId! }, body: { role: 'editor' } };
    },
  },
  {
    operation: 'PATCH /api/itineraries/{id}/members/{user_id}',
    variant: 'private',
    expect: '401 200 404 403 403 403',
    setup: async (w) => {
      const trip = await memberTripOf(w, 'editor', { extra: true, callerJoins: false });
      return { params: { id: trip.id, user_id: trip.extraId! }, body: { role: 'editor' } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/members/{user_id}',
    variant: 'someone else, the caller an editor member',
    expect: '401 204 403 403 403 403',
    setup: async (w) => {
      const trip = await memberTripOf(w, 'editor', { extra: true });
      return { params: { id: trip.id, user_id: trip.extraId! } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/members/{user_id}',
    variant: 'oneself (leaving), the caller a viewer member',
    expect: '401 403 204 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id, user_id: selfId(w) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/invites',
    variant: 'private, the caller an editor member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/invites',
    variant: 'private',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/invites',
    variant: 'public',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { role: 'viewer' },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/invites',
    variant: 'private, the caller an editor member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id }, body: { role: 'viewer' } }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/invites/{invite_id}',
    expect: '401 204 404 403 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, invite_id: (await inviteOf(w, id)).id } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/member-search',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) }, query: 'name=user' }),
  },
  {
    operation: 'GET /api/invites/{token}',
    expect: '200 200 200 200 200 200',
    setup: async (w) => ({
      params: { token: (await inviteOf(w, await itineraryOf(w, { isPublic: false }))).token },
    }),
  },
  {
    operation: 'GET /api/invites/{token}',
    variant: 'expired',
    expect: '410 410 410 410 410 410',
    setup: async (w) => ({
      params: {
        token: (await inviteOf(w, await itineraryOf(w, { isPublic: false }), { expired: true })).token,
      },
    }),
  },
  {
    operation: 'POST /api/invites/{token}/accept',
    expect: '401 409 200 403 200 200',
    setup: async (w) => ({
      params: { token: (await inviteOf(w, await itineraryOf(w, { isPublic: false }))).token },
    }),
  },
  {
    operation: 'POST /api/invites/{token}/accept',
    variant: 'expired',
    expect: '401 410 410 403 410 410',
    setup: async (w) => ({
      params: {
        token: (await inviteOf(w, await itineraryOf(w, { isPublic: false }), { expired: true })).token,
      },
    }),
  },
  { operation: 'GET /api/me/invites', expect: '401 200 200 200 200 200' },
  {
    operation: 'POST /api/me/invites/{invite_id}/accept',
    variant: 'an invite to the caller (to another user for the owner)',
    expect: '401 404 200 403 200 200',
    setup: async (w) => ({ params: { invite_id: await directInviteOf(w) } }),
  },
  {
    operation: 'POST /api/me/invites/{invite_id}/decline',
    variant: 'an invite to the caller (to another user for the owner)',
    expect: '401 404 204 403 204 204',
    setup: async (w) => ({ params: { invite_id: await directInviteOf(w) } }),
  },
  { operation: 'GET /api/me/shared-itineraries', expect: '401 200 200 200 200 200' },

  // Trip money (issue 23): members read, the owner and editors write; an admin who is not on the
  // trip reads nothing of it (403 where they may see the trip).
  {
    operation: 'GET /api/itineraries/{id}/expenses',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses',
    variant: 'public (money is the companions’ business)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses/{expense_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      return { params: { id, expense_id: await expenseOf(w, id) } };
    },
  },
  {
    operation: 'PUT /api/itineraries/{id}/expenses/{expense_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, expense_id: randomUUID() },
      body: expenseBody(w.cast.user.id),
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/expenses/{expense_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id, expense_id: randomUUID() },
      body: expenseBody(w.cast.user.id),
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/expenses/{expense_id}',
    variant: 'public',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }), expense_id: randomUUID() },
      body: expenseBody(w.cast.user.id),
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/expenses/{expense_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, expense_id: await expenseOf(w, id) } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/balances',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/balances',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/settlements',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => {
      const trip = await memberTripOf(w, 'editor', { extra: true });
      return {
        params: { id: trip.id },
        body: { id: randomUUID(), from_user_id: trip.extraId!, to_user_id: w.cast.user.id, amount: 5000 },
      };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/settlements/{settlement_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const trip = await memberTripOf(w, 'editor', { extra: true });
      return { params: { id: trip.id, settlement_id: await settlementOf(w, trip.id, trip.extraId!) } };
    },
  },
  {
    operation: 'PUT /api/itineraries/{id}/home-currency',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id },
      body: { home_currency: 'JPY' },
    }),
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses.csv',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses.csv',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },

  // Rounds (차수) of an outing (decision 0048): as the expenses.
  {
    operation: 'PUT /api/itineraries/{id}/outings/{outing_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, outing_id: randomUUID() },
      body: outingBody(w.cast.user.id),
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/outings/{outing_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id, outing_id: randomUUID() },
      body: outingBody(w.cast.user.id),
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/outings/{outing_id}',
    variant: 'public',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }), outing_id: randomUUID() },
      body: outingBody(w.cast.user.id),
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/outings/{outing_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, outing_id: await outingOf(w, id) } };
    },
  },

  // Where members take transfers (send links, decision 0048): members read; each person on the
  // trip, viewers too, writes their own, active.
  {
    operation: 'GET /api/itineraries/{id}/payment-accounts',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/payment-accounts',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/payment-accounts/me',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id },
      body: { bank: 'kb', account_number: '123-456-789012' },
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/payment-accounts/me',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }) },
      body: { kakaopay_url: 'https://qr.kakaopay.com/Ej8abc' },
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/payment-accounts/me',
    variant: 'private, the caller a viewer member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },

  // Budget, 환전, the common pool and receipts (issue 23, decision 0036): as the expenses.
  {
    operation: 'GET /api/itineraries/{id}/money/summary',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/money/summary',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/money/summary',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/exchanges',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/exchanges/{exchange_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, exchange_id: randomUUID() },
      body: exchangeBody(w.cast.user.id),
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/exchanges/{exchange_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id, exchange_id: randomUUID() },
      body: exchangeBody(w.cast.user.id),
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/exchanges/{exchange_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, exchange_id: await exchangeOf(w, id) } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/exchange-rate',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      await exchangeOf(w, id);
      return { params: { id }, query: 'currency=JPY' };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/exchange-rate',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      query: 'currency=JPY',
    }),
  },
  {
    operation: 'GET /api/itineraries/{id}/pool',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/pool/contributions/{contribution_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, contribution_id: randomUUID() },
      body: { user_id: w.cast.user.id, amount: 50_000, contributed_on: '2026-04-30' },
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/pool/contributions/{contribution_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, contribution_id: await contributionOf(w, id) } };
    },
  },
  {
    operation: 'POST /api/itineraries/{id}/expenses/{expense_id}/receipt',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return {
        params: { id, expense_id: await expenseOf(w, id) },
        raw: multipartBody({ name: 'a.png', type: 'image/png', data: await png() }),
      };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses/{expense_id}/receipt',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      return { params: { id, expense_id: await receiptExpenseOf(w, id) } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/expenses/{expense_id}/receipt',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, expense_id: await receiptExpenseOf(w, id) } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/expenses/{expense_id}/receipt',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, expense_id: await receiptExpenseOf(w, id) } };
    },
  },

  // Trip lists (issue 23): members read, the owner and editors write; an admin who is not on the
  // trip reads nothing of them (403 where they may see the trip). Templates are each user's own.
  {
    operation: 'GET /api/itineraries/{id}/list-items',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/list-items',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/list-items',
    variant: 'public (lists are the companions’ business)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, item_id: randomUUID() },
      body: { kind: 'packing', text: '충전기' },
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id, item_id: randomUUID() },
      body: { kind: 'packing', text: '충전기' },
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/list-items/{item_id}',
    variant: 'public',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: true }), item_id: randomUUID() },
      body: { kind: 'todo', text: '환전하기' },
    }),
  },
  {
    operation: 'PATCH /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, item_id: await listItemOf(w, id) }, body: { is_checked: true } };
    },
  },
  {
    operation: 'PATCH /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      return { params: { id, item_id: await listItemOf(w, id) }, body: { is_checked: true } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, item_id: await listItemOf(w, id) } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/list-items/{item_id}',
    variant: 'private',
    expect: '401 204 404 403 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, item_id: await listItemOf(w, id) } };
    },
  },
  {
    operation: 'POST /api/itineraries/{id}/list-items/apply-template',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id },
      body: { template: 'camping' },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/list-items/apply-template',
    variant: 'private, the caller a viewer member',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id },
      body: { template: 'abroad' },
    }),
  },
  { operation: 'GET /api/list-templates', expect: '401 200 200 200 200 200' },
  {
    operation: 'PUT /api/list-templates/{template_id}',
    variant: 'from a private trip, the caller a viewer member (an admin not on it: 403)',
    expect: '401 201 201 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      await listItemOf(w, id);
      return {
        params: { template_id: randomUUID() },
        body: { name: '해외', itinerary_id: id, kinds: ['packing'] },
      };
    },
  },
  {
    operation: 'DELETE /api/list-templates/{template_id}',
    variant: "the caller's own (the deactivated caller: another user's)",
    expect: '401 204 204 403 204 204',
    setup: async (w) => ({ params: { template_id: await listTemplateOf(w) } }),
  },
  {
    operation: 'DELETE /api/list-templates/{template_id}',
    variant: "user's (another user's for every other caller)",
    expect: '401 204 404 403 404 404',
    setup: async (w) => {
      const template = await listTemplateOf({ ...w, caller: w.cast.user });
      return { params: { template_id: template } };
    },
  },

  // Trip reservations (issue 23): as the lists.
  {
    operation: 'GET /api/itineraries/{id}/bookings',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/bookings',
    variant: 'public (reservations are the companions’ business)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/bookings/{booking_id}',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id, booking_id: randomUUID() },
      body: { kind: 'train', title: 'KTX 서울 → 부산' },
    }),
  },
  {
    operation: 'PUT /api/itineraries/{id}/bookings/{booking_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'viewer')).id, booking_id: randomUUID() },
      body: { kind: 'train', title: 'KTX 서울 → 부산' },
    }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/bookings/{booking_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, booking_id: await bookingOf(w, id) } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/bookings/{booking_id}',
    variant: 'private',
    expect: '401 204 404 403 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, booking_id: await bookingOf(w, id) } };
    },
  },

  {
    operation: 'POST /api/itineraries/{id}/bookings/{booking_id}/attachments',
    variant: 'private, the caller an editor member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return {
        params: { id, booking_id: await bookingOf(w, id) },
        raw: multipartBody({ name: 'voucher.png', type: 'image/png', data: await png() }),
      };
    },
  },
  {
    operation: 'POST /api/itineraries/{id}/bookings/{booking_id}/attachments',
    variant: 'private, the caller a viewer member',
    expect: '401 201 403 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      return {
        params: { id, booking_id: await bookingOf(w, id) },
        raw: multipartBody({ name: 'voucher.png', type: 'image/png', data: await png() }),
      };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/bookings/{booking_id}/attachments/{attachment_id}',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      return { params: { id, ...(await attachmentOf(w, id)) } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/bookings/{booking_id}/attachments/{attachment_id}',
    variant: 'private',
    expect: '401 200 404 404 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, ...(await attachmentOf(w, id)) } };
    },
  },
  {
    operation: 'GET /api/itineraries/{id}/bookings/{booking_id}/attachments/{attachment_id}',
    variant: 'public (attachments are the companions’ business)',
    expect: '401 200 403 403 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: true });
      return { params: { id, ...(await attachmentOf(w, id)) } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/bookings/{booking_id}/attachments/{attachment_id}',
    variant: 'private, the caller an editor member',
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'editor');
      return { params: { id, ...(await attachmentOf(w, id)) } };
    },
  },
  {
    operation: 'DELETE /api/itineraries/{id}/bookings/{booking_id}/attachments/{attachment_id}',
    variant: 'private',
    expect: '401 204 404 403 403 403',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      return { params: { id, ...(await attachmentOf(w, id)) } };
    },
  },

  // Places in and out (issue 24): the owner and editors import; whoever may see a trip exports it
  // (as the .ics); members subscribe to its calendar; a feed is read by its token, without a cookie.
  {
    operation: 'POST /api/itineraries/{id}/imports/preview',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'editor')).id }, raw: placesFile() }),
  },
  {
    operation: 'POST /api/itineraries/{id}/imports/preview',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) }, raw: placesFile() }),
  },
  {
    operation: 'POST /api/imports/preview',
    expect: '401 200 200 403 200 200',
    setup: async () => ({ raw: placesFile() }),
  },
  {
    operation: 'POST /api/me/bookmarks/imports',
    variant: "a destination of the owner's, and a hidden one",
    expect: '401 200 200 403 200 200',
    setup: async (w) => ({
      body: { destination_ids: [await destinationOf(w), await hiddenDestinationOf(w)] },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/imports',
    variant: 'private, the caller an editor member',
    expect: '401 200 200 403 403 403',
    setup: async (w) => ({
      params: { id: (await memberTripOf(w, 'editor')).id },
      body: {
        import_id: randomUUID(),
        places: [{ name: '성산일출봉', lat: 33.4581, lng: 126.9425, day_number: 1 }],
      },
    }),
  },
  {
    operation: 'POST /api/itineraries/{id}/imports',
    variant: 'private',
    expect: '401 200 404 403 403 403',
    setup: async (w) => ({
      params: { id: await itineraryOf(w, { isPublic: false }) },
      body: {
        import_id: randomUUID(),
        places: [{ name: '성산일출봉', lat: 33.4581, lng: 126.9425, day_number: 1 }],
      },
    }),
  },
  ...(['gpx', 'kml', 'geojson'] as const).flatMap((format): Row[] => [
    {
      operation: `GET /api/itineraries/{id}/places.${format}`,
      variant: 'public',
      expect: '200 200 200 200 200 200',
      setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
    },
    {
      operation: `GET /api/itineraries/{id}/places.${format}`,
      variant: 'private',
      expect: '404 200 404 404 200 200',
      setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: false }) } }),
    },
    {
      operation: `GET /api/itineraries/{id}/places.${format}`,
      variant: 'hidden',
      expect: '404 200 404 404 200 200',
      setup: async (w) => ({ params: { id: await hiddenItineraryOf(w) } }),
    },
  ]),
  {
    operation: 'GET /api/itineraries/{id}/calendar-feed',
    variant: 'private, the caller a viewer member',
    expect: '401 200 200 200 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'GET /api/itineraries/{id}/calendar-feed',
    variant: 'public',
    expect: '401 200 403 403 403 403',
    setup: async (w) => ({ params: { id: await itineraryOf(w, { isPublic: true }) } }),
  },
  {
    operation: 'POST /api/itineraries/{id}/calendar-feed',
    variant: 'private, the caller a viewer member',
    expect: '401 201 201 403 403 403',
    setup: async (w) => ({ params: { id: (await memberTripOf(w, 'viewer')).id } }),
  },
  {
    operation: 'DELETE /api/itineraries/{id}/calendar-feed',
    variant: "private, the caller a viewer member with a feed (admins: the owner's)",
    expect: '401 204 204 403 403 403',
    setup: async (w) => {
      const { id } = await memberTripOf(w, 'viewer');
      await feedOf(w, w.caller?.id ?? w.cast.user.id, id);
      return { params: { id } };
    },
  },
  { operation: 'GET /api/me/calendar-feed', expect: '401 200 200 200 200 200' },
  { operation: 'POST /api/me/calendar-feed', expect: '401 201 201 403 201 201' },
  {
    operation: 'DELETE /api/me/calendar-feed',
    variant: "the caller's feed exists",
    expect: '401 204 204 403 204 204',
    setup: async (w) => {
      if (w.caller) await feedOf(w, w.caller.id, null);
      return {};
    },
  },
  {
    operation: 'GET /api/calendar-feeds/{token}/calendar.ics',
    variant: "the owner's feed of a private trip",
    expect: '200 200 200 200 200 200',
    setup: async (w) => {
      const id = await itineraryOf(w, { isPublic: false });
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${id}/calendar-feed`,
        headers: { cookie: w.cast.user.cookie },
      });
      if (res.statusCode !== 201) throw new Error(`feed fixture: ${res.statusCode} ${res.body}`);
      const token = /calendar-feeds\/([^/]+)\//.exec(res.json().feed.url as string)![1]!;
      return { params: { token } };
    },
  },

  // Moderation
  {
    operation: 'POST /api/reports',
    expect: '401 201 201 403 201 201',
    setup: async (w) => ({
      body: { target_type: 'destination', target_id: await destinationOf(w), reason: '스팸' },
    }),
  },
  {
    operation: 'POST /api/reports',
    variant: 'a private itinerary (only who may see it reports it)',
    expect: '401 201 404 403 201 201',
    setup: async (w) => ({
      body: {
        target_type: 'itinerary',
        target_id: await itineraryOf(w, { isPublic: false }),
        reason: '스팸',
      },
    }),
  },
  {
    operation: 'POST /api/reports',
    variant: 'a comment under a hidden destination',
    expect: '401 201 404 403 201 201',
    setup: async (w) => {
      const { destinationId, commentId } = await commentOf(w);
      await hide(w, 'destination', destinationId);
      return { body: { target_type: 'comment', target_id: commentId, reason: '스팸' } };
    },
  },
  { operation: 'GET /api/admin/reports', expect: '401 403 403 403 200 200' },
  {
    operation: 'POST /api/admin/reports/{id}/decision',
    expect: '401 403 403 403 200 200',
    setup: async (w) => ({ params: { id: await reportOf(w) }, body: { decision: 'dismiss' } }),
  },
  { operation: 'GET /api/admin/audit', expect: '401 403 403 403 200 200' },

  // Administration
  { operation: 'GET /api/admin/users', expect: '401 403 403 403 200 200' },
  {
    operation: 'POST /api/admin/users/{id}/toggle-status',
    variant: 'a plain user',
    expect: '401 403 403 403 200 200',
    setup: async (w) => ({ params: { id: (await makeUser(w.ctx)).id } }),
  },
  {
    operation: 'POST /api/admin/users/{id}/toggle-status',
    variant: 'a super admin (an admin may not deactivate one)',
    expect: '401 403 403 403 403 200',
    setup: async (w) => ({ params: { id: (await makeAdmin(w.ctx, { superAdmin: true })).id } }),
  },
  {
    operation: 'POST /api/admin/users/{id}/toggle-status',
    variant: 'yourself',
    expect: '401 403 403 403 403 403',
    setup: async (w) => ({ params: { id: selfId(w) } }),
  },
  {
    operation: 'DELETE /api/admin/users/{id}',
    variant: 'a plain user',
    expect: '401 403 403 403 403 204',
    setup: async (w) => ({ params: { id: (await makeUser(w.ctx)).id } }),
  },
  {
    operation: 'DELETE /api/admin/users/{id}',
    variant: 'yourself',
    expect: '401 403 403 403 403 403',
    setup: async (w) => ({ params: { id: selfId(w) } }),
  },
  { operation: 'GET /api/admin/admins', expect: '401 403 403 403 200 200' },
  {
    operation: 'GET /api/admin/user-search',
    expect: '401 403 403 403 200 200',
    setup: async () => ({ query: 'email=pintrip' }),
  },
  {
    operation: 'POST /api/admin/admins',
    expect: '401 403 403 403 201 201',
    setup: async (w) => ({ body: { user_id: (await makeUser(w.ctx)).id } }),
  },
  {
    operation: 'PATCH /api/admin/admins/{user_id}',
    variant: 'remove an admin’s right',
    expect: '401 403 403 403 200 200',
    setup: async (w) => ({ params: { user_id: (await makeAdmin(w.ctx)).id }, body: { is_admin: false } }),
  },
  {
    operation: 'PATCH /api/admin/admins/{user_id}',
    variant: 'grant super admin',
    expect: '401 403 403 403 403 200',
    setup: async (w) => ({
      params: { user_id: (await makeUser(w.ctx)).id },
      body: { is_super_admin: true },
    }),
  },
  {
    operation: 'PATCH /api/admin/admins/{user_id}',
    variant: 'demote a super admin',
    expect: '401 403 403 403 403 200',
    setup: async (w) => ({
      params: { user_id: (await makeAdmin(w.ctx, { superAdmin: true })).id },
      body: { is_super_admin: false },
    }),
  },

  // Places, health, documents
  {
    operation: 'GET /api/places/search',
    expect: '200 200 200 200 200 200',
    setup: async () => ({ query: `q=${encodeURIComponent('서울')}` }),
  },
  { operation: 'GET /api/health', expect: '200 200 200 200 200 200' },
  { operation: 'GET /api/app-info', expect: '200 200 200 200 200 200' },
  { operation: 'GET /api/openapi.json', expect: '200 200 200 200 200 200' },
];

// ------------------------------------------------------------------------------- the loop

describe('authorization matrix: every operation × every kind of caller', () => {
  let ctx: TestContext;
  let cast: Cast;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    cast = await makeFullCast(ctx);
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  it('has a row for every operation the app serves, and no row for one it does not', () => {
    const served = apiOperations(ctx).map((op) => op.key);
    expect(served.length).toBeGreaterThan(40);
    const covered = new Set(rows.map((row) => row.operation));
    const missing = served.filter((key) => !covered.has(key));
    const stale = [...covered].filter((key) => !served.includes(key));
    expect(missing, 'operations without a row in the authorization matrix').toEqual([]);
    expect(stale, 'rows for operations the app no longer serves').toEqual([]);
  });

  /** Opens the event stream on the listening server and reads only its status. */
  async function streamStatus(caller: TestUser | null): Promise<number> {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: caller ? { cookie: caller.cookie } : {},
      signal: controller.signal,
    });
    controller.abort();
    return res.status;
  }

  it.each(rows.map((row) => [`${row.operation}${row.variant ? ` (${row.variant})` : ''}`, row] as const))(
    '%s',
    async (label, row) => {
      const statuses = row.expect.split(/\s+/).map(Number);
      expect(statuses, `${label}: six statuses`).toHaveLength(personas.length);
      const [method = '', path = ''] = row.operation.split(' ');
      const failures: string[] = [];
      for (const [index, persona] of personas.entries()) {
        const caller = persona === 'visitor' ? null : cast[persona as Exclude<Persona, 'visitor'>];
        const expected = statuses[index];
        if (path === '/api/events') {
          const got = await streamStatus(caller);
          if (got !== expected)
            failures.push(`${method} ${path} as ${persona}: expected ${expected} got ${got}`);
          continue;
        }
        const request = (await row.setup?.({ ctx, cast, caller })) ?? {};
        const cookie = request.cookie === undefined ? caller?.cookie : (request.cookie ?? undefined);
        const url = `${fillPath(path, request.params ?? {})}${request.query ? `?${request.query}` : ''}`;
        const res = await ctx.app.inject({
          method: method as 'GET',
          url,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(request.raw?.headers ?? {}),
            ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(request.raw
            ? { payload: request.raw.payload }
            : request.body !== undefined
              ? { payload: JSON.stringify(request.body) }
              : {}),
        });
        const where = `${method} ${path}${row.variant ? ` (${row.variant})` : ''} as ${persona}`;
        if (res.statusCode !== expected) {
          failures.push(`${where}: expected ${expected} got ${res.statusCode} ${res.body.slice(0, 160)}`);
        } else if (res.statusCode >= 400 && !path.startsWith('/api/auth/')) {
          expectErrorBody(res.body, res.statusCode, where);
        }
        if (res.statusCode >= 500) failures.push(`${where}: answered ${res.statusCode}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
