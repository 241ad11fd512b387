/*
 * Budget against plans, 환전 records and their rate, the common pool (총무 mode) and receipts,
 * through the HTTP layer on a real database: who reads and writes them, idempotent writes under the
 * client's id, integer sums that agree with the expenses, receipts re-encoded and members only.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Balances,
  Exchange,
  ExchangePage,
  ExchangeRate,
  Expense,
  ExpenseInput,
  Itinerary,
  MoneySummary,
  Pool,
  Receipt,
} from '@pintrip/shared';
import {
  headersOf,
  makeCastContext,
  makeItinerary,
  makeCastTrip,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';
import { expectTripPeopleOnly, publicTripWithMember } from '../../../test/trip-events.js';
import { makeImage, multipartBody } from '../../../test/images.js';
import { tripFiles } from '../../db/schema.js';
import { createEventHub, type EventHub, type HubEvent } from '../events/event-bus.js';
import { createHttpRateProvider } from './exchange-rate-provider.js';

describe('trip money: budget, 환전, pool, receipts', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  /** A private trip of `cast.owner` (two days, plans costing 5,000 and 20,000) with its members. */
  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer }, isPublic);

  const expense = (overrides: Partial<ExpenseInput> = {}): ExpenseInput => ({
    title: '흑돼지 저녁',
    amount: 30_000,
    currency: 'KRW',
    spent_on: '2026-05-01',
    category: 'food',
    payers: [{ user_id: cast.owner.id, amount: 30_000 }],
    split: { kind: 'equal', members: [cast.owner.id, editor.id, viewer.id] },
    ...overrides,
  });
  const putExpense = async (trip: Itinerary, body: ExpenseInput, id = randomUUID()) => {
    const res = await req('PUT', `/api/itineraries/${trip.id}/expenses/${id}`, cast.owner, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Expense;
  };

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
  });
  afterAll(async () => ctx?.close());

  describe('who may read and write', () => {
    it('a visitor gets 401, a stranger 404 on a private trip, an admin off the trip 403, everywhere', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const routes = [
        ['GET', `/api/itineraries/${trip.id}/money/summary`],
        ['GET', `/api/itineraries/${trip.id}/exchanges`],
        ['PUT', `/api/itineraries/${trip.id}/exchanges/${id}`],
        ['DELETE', `/api/itineraries/${trip.id}/exchanges/${id}`],
        ['GET', `/api/itineraries/${trip.id}/exchange-rate?currency=JPY`],
        ['GET', `/api/itineraries/${trip.id}/pool`],
        ['PUT', `/api/itineraries/${trip.id}/pool/contributions/${id}`],
        ['DELETE', `/api/itineraries/${trip.id}/pool/contributions/${id}`],
        ['GET', `/api/itineraries/${trip.id}/expenses/${id}/receipt`],
        ['DELETE', `/api/itineraries/${trip.id}/expenses/${id}/receipt`],
      ] as const;
      const bodies: Record<string, unknown> = {
        exchanges: {
          user_id: cast.owner.id,
          given_amount: 90_000,
          received_amount: 10_000,
          received_currency: 'JPY',
          exchanged_on: '2026-04-28',
        },
        contributions: { user_id: cast.owner.id, amount: 10_000, contributed_on: '2026-04-30' },
      };
      const bodyOf = (url: string, method: string) =>
        method === 'PUT'
          ? url.includes('/exchanges/')
            ? bodies.exchanges
            : bodies.contributions
          : undefined;
      for (const [method, url] of routes) {
        expect((await req(method, url, null, bodyOf(url, method))).statusCode, `${method} ${url}`).toBe(401);
        const stranger = await req(method, url, cast.other, bodyOf(url, method));
        expect(stranger.statusCode, `${method} ${url}`).toBe(404);
        expect(stranger.json().error.code).toBe('not_found');
        const admin = await req(method, url, cast.admin, bodyOf(url, method));
        expect(admin.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('a viewer reads but may not write; a deactivated editor reads but gets account_inactive on writes', async () => {
      const trip = await makeTrip();
      for (const user of [viewer, cast.inactive]) {
        for (const url of ['money/summary', 'exchanges', 'pool', 'exchange-rate?currency=JPY'])
          expect((await req('GET', `/api/itineraries/${trip.id}/${url}`, user)).statusCode, url).toBe(200);
        const write = await req(
          'PUT',
          `/api/itineraries/${trip.id}/pool/contributions/${randomUUID()}`,
          user,
          {
            user_id: viewer.id,
            amount: 1000,
            contributed_on: '2026-05-01',
          },
        );
        expect(write.statusCode).toBe(403);
        expect(write.json().error.code).toBe(user === viewer ? 'forbidden' : 'account_inactive');
      }
      const pool = (await req('GET', `/api/itineraries/${trip.id}/pool`, viewer)).json() as Pool;
      expect(pool.contributions).toEqual([]);
    });

    it('a stranger on a public trip gets 403 (money is the companions’ business)', async () => {
      const trip = await makeTrip(true);
      const res = await req('GET', `/api/itineraries/${trip.id}/money/summary`, cast.other);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    });
  });

  describe('budget against plans', () => {
    it('counts linked expenses on their plan’s day, others by date or as unassigned, in integers', async () => {
      const trip = await makeTrip();
      const dayTwoPlan = trip.days.find((d) => d.day_number === 2)!.plans[0]!;
      // Linked to day 2's plan although dated day 1.
      await putExpense(
        trip,
        expense({
          title: '시장',
          amount: 24_000,
          plan_id: dayTwoPlan.id,
          category: 'shopping',
          payers: [{ user_id: cast.owner.id, amount: 24_000 }],
        }),
      );
      // Day 1 by date: 10,000엔 at 9.0512 → 90,512원, split equally among three.
      await putExpense(
        trip,
        expense({
          title: '라멘',
          amount: 10_000,
          currency: 'JPY',
          rate: '9.0512',
          rate_date: '2026-04-30',
          rate_source: 'manual',
          payers: [{ user_id: editor.id, amount: 10_000 }],
        }),
      );
      // Before the trip: unassigned.
      await putExpense(
        trip,
        expense({
          title: '항공권',
          amount: 300_000,
          spent_on: '2026-03-01',
          category: 'transport',
          payers: [{ user_id: cast.owner.id, amount: 300_000 }],
          split: { kind: 'equal', members: [cast.owner.id] },
        }),
      );
      const res = await req('GET', `/api/itineraries/${trip.id}/money/summary`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      const summary = res.json() as MoneySummary;
      expect(summary.home_currency).toBe('KRW');
      expect(summary.budget).toBe(25_000);
      expect(summary.actual).toBe(24_000 + 90_512 + 300_000);
      expect(summary.days).toEqual([
        { day_number: 1, date: '2026-05-01', budget: 5000, actual: 90_512 },
        { day_number: 2, date: '2026-05-02', budget: 20_000, actual: 24_000 },
        { day_number: null, date: null, budget: 0, actual: 300_000 },
      ]);
      expect(summary.categories).toEqual([
        { category: 'transport', actual: 300_000 },
        { category: 'food', actual: 90_512 },
        { category: 'shopping', actual: 24_000 },
      ]);
      const people = new Map(summary.people.map((p) => [p.user_id, p]));
      expect(summary.people.reduce((sum, p) => sum + p.actual, 0)).toBe(summary.actual);
      expect(summary.people.reduce((sum, p) => sum + p.budget, 0)).toBe(summary.budget);
      // Each person's actual is what the balances say they owe, to the won.
      const balances = (await req('GET', `/api/itineraries/${trip.id}/balances`, viewer)).json() as Balances;
      for (const member of balances.members) expect(people.get(member.user.id)!.actual).toBe(member.owed);
      expect(people.get(cast.owner.id)!.actual).toBeGreaterThan(8000 + 300_000 + 30_000);
      for (const p of summary.people)
        expect(Number.isInteger(p.actual) && Number.isInteger(p.budget)).toBe(true);
      // Four participants (the deactivated editor too) share the 25,000원 budget: 6,250 each.
      expect(people.get(viewer.id)!.budget).toBe(6250);
    });
  });

  describe('환전 records', () => {
    const exchange = (overrides: Record<string, unknown> = {}) => ({
      user_id: editor.id,
      given_amount: 90_000,
      received_amount: 10_000,
      received_currency: 'JPY',
      exchanged_on: '2026-04-28',
      ...overrides,
    });

    it('creates under the client id (201), a replay answers 200 unchanged, a change replaces it, delete is idempotent', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const url = `/api/itineraries/${trip.id}/exchanges/${id}`;
      const created = await req('PUT', url, editor, exchange());
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ given_currency: 'KRW', rate: '9', user_id: editor.id });
      const replay = await req('PUT', url, editor, exchange());
      expect(replay.statusCode).toBe(200);
      expect(replay.json().updated_at).toBe((created.json() as Exchange).updated_at);
      const changed = await req('PUT', url, cast.owner, exchange({ given_amount: 91_000 }));
      expect(changed.statusCode).toBe(200);
      expect(changed.json().rate).toBe('9.1');
      const page = (await req('GET', `/api/itineraries/${trip.id}/exchanges`, viewer)).json() as ExchangePage;
      expect(page.items.map((e) => e.id)).toEqual([id]);
      // Another trip may not take the id.
      const other = await makeTrip();
      const taken = await req('PUT', `/api/itineraries/${other.id}/exchanges/${id}`, cast.owner, exchange());
      expect(taken.statusCode).toBe(409);
      expect((await req('DELETE', url, editor)).statusCode).toBe(204);
      expect((await req('DELETE', url, editor)).statusCode).toBe(204);
      const after = (
        await req('GET', `/api/itineraries/${trip.id}/exchanges`, viewer)
      ).json() as ExchangePage;
      expect(after.items).toEqual([]);
    });

    it('refuses bad input with 400 and fields: a stranger, the home currency, zero or fractional amounts', async () => {
      const trip = await makeTrip();
      const url = `/api/itineraries/${trip.id}/exchanges/${randomUUID()}`;
      const notMember = await req('PUT', url, editor, exchange({ user_id: cast.other.id }));
      expect(notMember.statusCode).toBe(400);
      expect(notMember.json().error.fields).toMatchObject({ user_id: 'not_a_member' });
      const home = await req('PUT', url, editor, exchange({ received_currency: 'KRW' }));
      expect(home.statusCode).toBe(400);
      expect(home.json().error.fields).toMatchObject({ received_currency: 'same_as_home' });
      for (const bad of [{ given_amount: 0 }, { received_amount: 1.5 }, { received_currency: 'XYZ' }]) {
        const res = await req('PUT', url, editor, exchange(bad));
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}/exchanges`, editor)).json() as ExchangePage).items,
      ).toEqual([]);
    });

    it('answers the weighted average rate, overall and per traveller, as a stored rate', async () => {
      const trip = await makeTrip();
      const put = (body: Record<string, unknown>) =>
        req('PUT', `/api/itineraries/${trip.id}/exchanges/${randomUUID()}`, editor, exchange(body));
      expect((await put({ given_amount: 90_000, received_amount: 10_000 })).statusCode).toBe(201);
      expect(
        (await put({ user_id: cast.owner.id, given_amount: 185_000, received_amount: 20_000 })).statusCode,
      ).toBe(201);
      expect(
        (await put({ given_amount: 137_000, received_amount: 10_000, received_currency: 'USD' })).statusCode,
      ).toBe(201);
      const rate = async (query: string) => {
        const res = await req('GET', `/api/itineraries/${trip.id}/exchange-rate?${query}`, viewer);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as ExchangeRate;
      };
      // (90,000 + 185,000) / 30,000 = 9.16666666…
      expect(await rate('currency=JPY')).toEqual({
        currency: 'JPY',
        home_currency: 'KRW',
        rate: '9.16666667',
        exchanges: 2,
        given_amount: 275_000,
        received_amount: 30_000,
        source: 'exchange',
      });
      expect((await rate(`currency=JPY&user_id=${editor.id}`)).rate).toBe('9');
      // $100.00 (10,000 cents) for 137,000원: 1,370원 per dollar.
      expect((await rate('currency=USD')).rate).toBe('1370');
      expect(await rate('currency=EUR')).toMatchObject({ rate: null, exchanges: 0, source: null });
      // The rate is one an expense accepts as it is.
      const jpy = await rate('currency=JPY');
      const saved = await putExpense(
        trip,
        expense({
          amount: 1000,
          currency: 'JPY',
          rate: jpy.rate,
          rate_date: '2026-04-28',
          rate_source: 'exchange',
          payers: [{ user_id: editor.id, amount: 1000 }],
        }),
      );
      expect(saved.home_amount).toBe(9167);
      const home = await req('GET', `/api/itineraries/${trip.id}/exchange-rate?currency=KRW`, viewer);
      expect(home.statusCode).toBe(400);
      expect(
        (await req('GET', `/api/itineraries/${trip.id}/exchange-rate?currency=yen`, viewer)).statusCode,
      ).toBe(400);
    });

    it('asks the configured provider (a Frankfurter-compatible service) only when there are no records', async () => {
      const seen: string[] = [];
      const server: Server = createServer((request, response) => {
        seen.push(request.url ?? '');
        const url = new URL(request.url ?? '/', 'http://127.0.0.1');
        if (url.searchParams.get('from') === 'THB') return void response.writeHead(500).end();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ amount: 1, base: url.searchParams.get('from'), rates: { KRW: 9.0512 } }),
        );
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const provider = createHttpRateProvider(`http://127.0.0.1:${port}/`);
        expect(await provider.rate('JPY', 'KRW')).toBe('9.0512');
        expect(seen).toEqual(['/latest?from=JPY&to=KRW']);
        expect(await provider.rate('THB', 'KRW')).toBeNull();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
      const closed = createHttpRateProvider('http://127.0.0.1:9/', 200);
      expect(await closed.rate('JPY', 'KRW')).toBeNull();
    });
  });

  describe('the common pool (총무 mode)', () => {
    it('pays expenses from the pool, returns the remainder pro rata without losing a won, and the balances sum to zero', async () => {
      const trip = await makeTrip();
      const contribute = async (user: TestUser, amount: number, id = randomUUID()) => {
        const res = await req('PUT', `/api/itineraries/${trip.id}/pool/contributions/${id}`, editor, {
          user_id: user.id,
          amount,
          contributed_on: '2026-04-30',
        });
        expect(res.statusCode, res.body).toBe(201);
        return id;
      };
      const first = await contribute(cast.owner, 50_000);
      await contribute(editor, 50_000);
      await contribute(viewer, 20_000);
      // The pool pays 100,001원 of a 100,001원 dinner; nobody else pays.
      const dinner = await putExpense(trip, expense({ amount: 100_001, payers: [], pool_amount: 100_001 }));
      expect(dinner.pool_amount).toBe(100_001);
      // A 30,000원 taxi: 10,000 from the pool, 20,000 by the editor.
      await putExpense(
        trip,
        expense({
          amount: 30_000,
          category: 'transport',
          pool_amount: 10_000,
          payers: [{ user_id: editor.id, amount: 20_000 }],
        }),
      );
      const pool = (await req('GET', `/api/itineraries/${trip.id}/pool`, viewer)).json() as Pool;
      expect(pool).toMatchObject({ contributed: 120_000, spent: 110_001, remainder: 9999 });
      // The CSV names the pool as a payer, in the reader's language.
      const csv = (await req('GET', `/api/itineraries/${trip.id}/expenses.csv?lang=ko`, viewer)).body;
      expect(csv).toContain('공동 경비 100001');
      expect(csv).toMatch(/; 공동 경비 10000\b/);
      const csvEn = (await req('GET', `/api/itineraries/${trip.id}/expenses.csv?lang=en`, viewer)).body;
      expect(csvEn).toContain('Pool 100001');
      expect(pool.returns.reduce((sum, r) => sum + r.amount, 0)).toBe(9999);
      const returned = new Map(pool.returns.map((r) => [r.user_id, r.amount]));
      // 9,999 × 20/120 = 1,666.5 and 9,999 × 50/120 = 4,166.25 twice: the won left goes to the largest remainder.
      expect(returned.get(viewer.id)).toBe(1667);
      expect([returned.get(cast.owner.id), returned.get(editor.id)]).toEqual([4166, 4166]);
      const balances = (await req('GET', `/api/itineraries/${trip.id}/balances`, viewer)).json() as Balances;
      expect(balances.pool).toEqual({ contributed: 120_000, spent: 110_001, remainder: 9999 });
      expect(balances.members.reduce((sum, m) => sum + m.balance, 0)).toBe(0);
      const owner = balances.members.find((m) => m.user.id === cast.owner.id)!;
      expect(owner.pool_contributed).toBe(50_000);
      expect(owner.balance).toBe(50_000 - returned.get(cast.owner.id)! - owner.owed);
      // The transfers clear every balance exactly.
      const net = new Map(balances.members.map((m) => [m.user.id, m.balance]));
      for (const t of balances.transfers) {
        net.set(t.from_user_id, net.get(t.from_user_id)! + t.amount);
        net.set(t.to_user_id, net.get(t.to_user_id)! - t.amount);
      }
      expect([...net.values()].every((v) => v === 0)).toBe(true);
      // A replayed contribution counts once; a deleted one stops counting.
      const replay = await req('PUT', `/api/itineraries/${trip.id}/pool/contributions/${first}`, editor, {
        user_id: cast.owner.id,
        amount: 50_000,
        contributed_on: '2026-04-30',
      });
      expect(replay.statusCode).toBe(200);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/pool/contributions/${first}`, editor)).statusCode,
      ).toBe(204);
      const after = (await req('GET', `/api/itineraries/${trip.id}/pool`, viewer)).json() as Pool;
      expect(after).toMatchObject({ contributed: 70_000, remainder: 70_000 - 110_001 });
      const afterBalances = (
        await req('GET', `/api/itineraries/${trip.id}/balances`, viewer)
      ).json() as Balances;
      expect(afterBalances.members.reduce((sum, m) => sum + m.balance, 0)).toBe(0);
    });

    it('refuses a pool part larger than the amount, payers that do not add up to the rest, and a stranger contributing', async () => {
      const trip = await makeTrip();
      const url = `/api/itineraries/${trip.id}/expenses/${randomUUID()}`;
      const more = await req('PUT', url, cast.owner, expense({ pool_amount: 30_001, payers: [] }));
      expect(more.statusCode).toBe(400);
      expect(more.json().error.fields).toMatchObject({ pool_amount: 'more_than_amount' });
      const rest = await req('PUT', url, cast.owner, expense({ pool_amount: 10_000 }));
      expect(rest.statusCode).toBe(400);
      expect(rest.json().error.fields).toMatchObject({ payers: 'payer_sum_mismatch' });
      const nobody = await req('PUT', url, cast.owner, expense({ payers: [] }));
      expect(nobody.statusCode).toBe(400);
      const stranger = await req(
        'PUT',
        `/api/itineraries/${trip.id}/pool/contributions/${randomUUID()}`,
        editor,
        {
          user_id: cast.other.id,
          amount: 1000,
          contributed_on: '2026-04-30',
        },
      );
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().error.fields).toMatchObject({ user_id: 'not_a_member' });
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}/pool`, editor)).json() as Pool).contributions,
      ).toEqual([]);
    });
  });

  it('a contribution fixes the home currency as an expense does (409 after)', async () => {
    const trip = await makeTrip();
    const url = `/api/itineraries/${trip.id}/home-currency`;
    expect((await req('PUT', url, cast.owner, { home_currency: 'JPY' })).statusCode).toBe(200);
    expect((await req('PUT', url, cast.owner, { home_currency: 'KRW' })).statusCode).toBe(200);
    const id = randomUUID();
    const contribution = await req('PUT', `/api/itineraries/${trip.id}/pool/contributions/${id}`, editor, {
      user_id: editor.id,
      amount: 10_000,
      contributed_on: '2026-04-30',
    });
    expect(contribution.json().currency).toBe('KRW');
    const refused = await req('PUT', url, cast.owner, { home_currency: 'JPY' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict');
  });

  describe('receipts', () => {
    const upload = (
      trip: Itinerary,
      expenseId: string,
      user: TestUser | null,
      data: Buffer,
      type = 'image/png',
    ) => {
      const body = multipartBody({ name: 'receipt.png', type, data });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/itineraries/${trip.id}/expenses/${expenseId}/receipt`,
        headers: headersOf(user, body.headers),
        payload: body.payload,
      });
    };

    it('re-encodes the photo (WebP, no metadata), serves it to members only, and removes it with the expense', async () => {
      const trip = await makeTrip(true);
      const saved = await putExpense(trip, expense());
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d53a3a' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
        .jpeg()
        .toBuffer();
      expect(photo.includes('secret-gps-owner')).toBe(true);
      const res = await upload(trip, saved.id, editor, photo, 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        expense_id: saved.id,
        content_type: 'image/webp',
        width: 64,
        height: 48,
      });
      expect((res.json() as Receipt).byte_size).toBeGreaterThan(0);
      const url = `/api/itineraries/${trip.id}/expenses/${saved.id}/receipt`;
      const read = await req('GET', url, viewer);
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/webp');
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.rawPayload.includes('secret-gps-owner')).toBe(false);
      expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');
      expect(
        ((await req('GET', `/api/itineraries/${trip.id}/expenses/${saved.id}`, viewer)).json() as Expense)
          .has_receipt,
      ).toBe(true);
      // A public trip's reader who is not on it, and a visitor, get nothing.
      expect((await req('GET', url, cast.other)).statusCode).toBe(403);
      expect((await req('GET', url, null)).statusCode).toBe(401);
      // Deleting the expense removes the receipt.
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/expenses/${saved.id}`, cast.owner)).statusCode,
      ).toBe(204);
      expect(await ctx.database.db.select().from(tripFiles)).not.toContainEqual(
        expect.objectContaining({ expenseId: saved.id }),
      );
    });

    it('refuses what is not a picture (415 image_only), a viewer (403), an unknown expense (404); delete is idempotent', async () => {
      const trip = await makeTrip();
      const saved = await putExpense(trip, expense());
      const notImage = await upload(
        trip,
        saved.id,
        editor,
        Buffer.from('%PDF-1.4 not a picture'),
        'application/pdf',
      );
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().error.code).toBe('image_only');
      const png = await makeImage('png');
      expect((await upload(trip, saved.id, viewer, png)).statusCode).toBe(403);
      expect((await upload(trip, saved.id, cast.other, png)).statusCode).toBe(404);
      expect((await upload(trip, saved.id, null, png)).statusCode).toBe(401);
      const unknown = await upload(trip, randomUUID(), editor, png);
      expect(unknown.statusCode).toBe(404);
      const url = `/api/itineraries/${trip.id}/expenses/${saved.id}/receipt`;
      expect((await req('GET', url, editor)).statusCode).toBe(404);
      const noFile = await ctx.app.inject({ method: 'POST', url, headers: headersOf(editor), payload: {} });
      expect(noFile.statusCode).toBe(400);
      expect((await upload(trip, saved.id, editor, png)).statusCode).toBe(201);
      expect((await req('DELETE', url, editor)).statusCode).toBe(204);
      expect((await req('DELETE', url, editor)).statusCode).toBe(204);
      expect((await req('GET', url, editor)).statusCode).toBe(404);
    });
  });
});

describe('환전, pool and receipt events reach the trip’s members only, with no amount', () => {
  let ctx: TestContext;
  let cast: Cast;
  let hub: EventHub;
  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    hub = createEventHub(ctx.database);
    await hub.start();
  });
  afterAll(async () => {
    await hub?.stop();
    await ctx?.close();
  });

  it('exchange.saved, pool.saved and receipt.saved go to the owner and a member of a public trip, not a stranger', async () => {
    const { trip, member } = await publicTripWithMember(ctx, cast.owner);
    const kinds = ['exchange.saved', 'pool.saved', 'receipt.saved'];
    const seen: HubEvent[] = [];
    const all = new Promise<void>((resolve) => {
      const stop = hub.subscribe((event) => {
        if (event.name !== 'itinerary.money' || event.data.id !== trip.id) return;
        seen.push(event);
        if (kinds.every((kind) => seen.some((e) => e.data.kind === kind))) {
          stop();
          resolve();
        }
      });
    });
    const base = `/api/itineraries/${trip.id}`;
    const exchange = await requestAs(ctx, 'PUT', `${base}/exchanges/${randomUUID()}`, cast.owner, {
      user_id: member.id,
      given_amount: 90_123,
      received_amount: 10_000,
      received_currency: 'JPY',
      exchanged_on: '2026-04-28',
    });
    expect(exchange.statusCode, exchange.body).toBe(201);
    const pool = await requestAs(ctx, 'PUT', `${base}/pool/contributions/${randomUUID()}`, cast.owner, {
      user_id: member.id,
      amount: 50_123,
      contributed_on: '2026-04-30',
    });
    expect(pool.statusCode, pool.body).toBe(201);
    const expenseId = randomUUID();
    const expense = await requestAs(ctx, 'PUT', `${base}/expenses/${expenseId}`, cast.owner, {
      title: '택시',
      amount: 12_000,
      currency: 'KRW',
      spent_on: '2026-05-01',
      category: 'transport',
      payers: [{ user_id: cast.owner.id, amount: 12_000 }],
      split: { kind: 'equal', members: [cast.owner.id, member.id] },
    });
    expect(expense.statusCode).toBe(201);
    const body = multipartBody({ name: 'r.png', type: 'image/png', data: await makeImage('png') });
    const receipt = await ctx.app.inject({
      method: 'POST',
      url: `${base}/expenses/${expenseId}/receipt`,
      headers: headersOf(cast.owner, body.headers),
      payload: body.payload,
    });
    expect(receipt.statusCode, receipt.body).toBe(201);
    await all;
    for (const event of seen) {
      expect(JSON.stringify(event.data)).not.toMatch(/90123|50123/);
      expectTripPeopleOnly(event, { owner: cast.owner, member, stranger: cast.other });
    }
  });
});

describe('EXCHANGE_RATE_URL: the exchange-rate route asks the provider when a trip has no 환전', () => {
  let ctx: TestContext;
  let cast: Cast;
  let server: Server;
  const asked: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ rates: { KRW: 1387.45 } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ({ ctx, cast } = await makeCastContext({ EXCHANGE_RATE_URL: `http://127.0.0.1:${port}` }));
  });
  afterAll(async () => {
    await ctx?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers the provider’s rate with source provider, and the trip’s own 환전 once there is one', async () => {
    const trip = await makeItinerary(ctx, cast.owner);
    const url = `/api/itineraries/${trip.id}/exchange-rate?currency=USD`;
    const first = await requestAs(ctx, 'GET', url, cast.owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rate: '1387.45', source: 'provider', exchanges: 0 });
    expect(asked).toEqual(['/latest?from=USD&to=KRW']);
    const put = await requestAs(
      ctx,
      'PUT',
      `/api/itineraries/${trip.id}/exchanges/${randomUUID()}`,
      cast.owner,
      {
        user_id: cast.owner.id,
        given_amount: 137_000,
        received_amount: 10_000,
        received_currency: 'USD',
        exchanged_on: '2026-04-28',
      },
    );
    expect(put.statusCode, put.body).toBe(201);
    const second = await requestAs(ctx, 'GET', url, cast.owner);
    expect(second.json()).toMatchObject({ rate: '1370', source: 'exchange', exchanges: 1 });
    expect(asked).toHaveLength(1);
  });
});
