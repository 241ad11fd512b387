/*
 * Trip money through the HTTP layer on a real database: who reads and writes it, idempotent
 * writes under the client's id, bad input refused with fields and no change, balances in the home
 * currency with frozen rates, suggested transfers, settle-ups and their undo, the CSV.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balances, Expense, ExpenseInput, ExpensePage, Itinerary } from '@pintrip/shared';
import {
  makeCastContext,
  makeCastTrip,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';
import { expectTripPeopleOnly, nextTripEvent, publicTripWithMember } from '../../../test/trip-events.js';
import { createEventHub, type EventHub } from '../events/event-bus.js';

describe('trip money', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;
  let privateTrip: Itinerary;
  let publicTrip: Itinerary;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  /** A trip of `cast.owner` with editor, viewer and the deactivated user (an editor) on it. */
  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer }, isPublic);

  /** 30,000원 dinner paid by the owner, split equally among owner, editor and viewer. */
  const dinner = (overrides: Partial<ExpenseInput> = {}): ExpenseInput => ({
    title: '흑돼지 저녁',
    amount: 30_000,
    currency: 'KRW',
    spent_on: '2026-05-01',
    category: 'food',
    payers: [{ user_id: cast.owner.id, amount: 30_000 }],
    split: { kind: 'equal', members: [cast.owner.id, editor.id, viewer.id] },
    ...overrides,
  });

  const put = (trip: Itinerary, user: TestUser | null, body: unknown, id: string = randomUUID()) =>
    req('PUT', `/api/itineraries/${trip.id}/expenses/${id}`, user, body);
  const list = async (trip: Itinerary) => {
    const res = await req('GET', `/api/itineraries/${trip.id}/expenses?limit=100`, cast.owner);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ExpensePage).items;
  };
  const balances = async (trip: Itinerary, query = '') => {
    const res = await req('GET', `/api/itineraries/${trip.id}/balances${query}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Balances;
  };
  const balanceOf = (b: Balances, user: TestUser) => b.members.find((m) => m.user.id === user.id)?.balance;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    privateTrip = await makeTrip(false);
    publicTrip = await makeTrip(true);
  });
  afterAll(async () => ctx?.close());

  describe('who may read and write', () => {
    it('a visitor gets 401 at every route', async () => {
      const id = randomUUID();
      for (const [method, url] of [
        ['GET', `/api/itineraries/${publicTrip.id}/expenses`],
        ['GET', `/api/itineraries/${publicTrip.id}/expenses/${id}`],
        ['PUT', `/api/itineraries/${publicTrip.id}/expenses/${id}`],
        ['DELETE', `/api/itineraries/${publicTrip.id}/expenses/${id}`],
        ['GET', `/api/itineraries/${publicTrip.id}/balances`],
        ['POST', `/api/itineraries/${publicTrip.id}/settlements`],
        ['DELETE', `/api/itineraries/${publicTrip.id}/settlements/${id}`],
        ['GET', `/api/itineraries/${publicTrip.id}/expenses.csv`],
      ] as const) {
        const res = await req(method, url, null, method === 'PUT' || method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('a stranger gets 404 on a private trip and 403 on a public one; so does an admin who is not on it (403)', async () => {
      for (const user of [cast.other, cast.admin]) {
        const onPublic = await req('GET', `/api/itineraries/${publicTrip.id}/balances`, user);
        expect(onPublic.statusCode).toBe(403);
        expect(onPublic.json().error.code).toBe('forbidden');
        const write = await put(publicTrip, user, dinner());
        expect(write.statusCode).toBe(403);
      }
      expect((await req('GET', `/api/itineraries/${privateTrip.id}/expenses`, cast.other)).statusCode).toBe(
        404,
      );
      expect((await put(privateTrip, cast.other, dinner())).statusCode).toBe(404);
      expect(
        (await req('GET', `/api/itineraries/${privateTrip.id}/expenses.csv`, cast.other)).statusCode,
      ).toBe(404);
      // An admin may see a private trip, but its money is its companions' business.
      expect((await req('GET', `/api/itineraries/${privateTrip.id}/expenses`, cast.admin)).statusCode).toBe(
        403,
      );
    });

    it('a viewer reads but may not write (403); a deactivated editor reads but gets 403 account_inactive on writes', async () => {
      const trip = await makeTrip();
      expect((await req('GET', `/api/itineraries/${trip.id}/expenses`, viewer)).statusCode).toBe(200);
      const byViewer = await put(trip, viewer, dinner());
      expect(byViewer.statusCode).toBe(403);
      expect(byViewer.json().error.code).toBe('forbidden');
      expect((await req('GET', `/api/itineraries/${trip.id}/balances`, cast.inactive)).statusCode).toBe(200);
      const byInactive = await put(trip, cast.inactive, dinner());
      expect(byInactive.statusCode).toBe(403);
      expect(byInactive.json().error.code).toBe('account_inactive');
      expect(await list(trip)).toEqual([]);
    });

    it('the owner and an editor write', async () => {
      const trip = await makeTrip();
      expect((await put(trip, cast.owner, dinner())).statusCode).toBe(201);
      expect(
        (await put(trip, editor, dinner({ payers: [{ user_id: editor.id, amount: 30_000 }] }))).statusCode,
      ).toBe(201);
      expect(await list(trip)).toHaveLength(2);
    });
  });

  describe('writing expenses', () => {
    it('creates under the client id (201), answers a replay 200 without changing it, replaces on change (200)', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const created = await put(trip, editor, dinner(), id);
      expect(created.statusCode, created.body).toBe(201);
      const first = created.json() as Expense;
      expect(first).toMatchObject({
        id,
        amount: 30_000,
        home_amount: 30_000,
        currency: 'KRW',
        created_by: editor.id,
      });
      expect(first.shares).toEqual(
        [
          { user_id: cast.owner.id, amount: 10_000 },
          { user_id: editor.id, amount: 10_000 },
          { user_id: viewer.id, amount: 10_000 },
        ].sort((a, b) => (a.user_id < b.user_id ? -1 : 1)),
      );

      const replay = await put(trip, editor, dinner(), id);
      expect(replay.statusCode).toBe(200);
      expect((replay.json() as Expense).updated_at).toBe(first.updated_at);
      expect(await list(trip)).toHaveLength(1);

      const changed = await put(
        trip,
        editor,
        dinner({ amount: 31_000, payers: [{ user_id: cast.owner.id, amount: 31_000 }] }),
        id,
      );
      expect(changed.statusCode).toBe(200);
      expect((changed.json() as Expense).shares.map((s) => s.amount).reduce((a, b) => a + b, 0)).toBe(31_000);
      expect(await list(trip)).toHaveLength(1);
    });

    it('refuses an id another trip uses (409) and leaves both alone', async () => {
      const [a, b] = [await makeTrip(), await makeTrip()];
      const id = randomUUID();
      expect((await put(a, cast.owner, dinner(), id)).statusCode).toBe(201);
      const res = await put(b, cast.owner, dinner(), id);
      expect(res.statusCode).toBe(409);
      expect(await list(b)).toEqual([]);
      expect(await list(a)).toHaveLength(1);
    });

    it('refuses bad input with 400 and fields, and changes nothing', async () => {
      const trip = await makeTrip();
      const stranger = cast.other.id;
      const cases: [unknown, string][] = [
        [dinner({ amount: 1000.5 }), 'amount'],
        [dinner({ amount: 10_000_000_000_000 }), 'amount'],
        [dinner({ amount: -1 }), 'amount'],
        [{ ...dinner(), amount: '30000' }, 'amount'],
        [dinner({ currency: 'XXX' as 'KRW' }), 'currency'],
        [dinner({ split: { kind: 'equal', members: [cast.owner.id, stranger] } }), 'split.1.user_id'],
        [dinner({ payers: [{ user_id: stranger, amount: 30_000 }] }), 'payers.0.user_id'],
        [dinner({ payers: [{ user_id: cast.owner.id, amount: 29_999 }] }), 'payers'],
        [
          dinner({
            split: {
              kind: 'exact',
              amounts: [
                { user_id: cast.owner.id, amount: 10_000 },
                { user_id: editor.id, amount: 10_000 },
              ],
            },
          }),
          'split',
        ],
        [
          dinner({
            split: {
              kind: 'percent',
              percents: [
                { user_id: cast.owner.id, basis_points: 5000 },
                { user_id: editor.id, basis_points: 4000 },
              ],
            },
          }),
          'split',
        ],
        [dinner({ split: { kind: 'shares', shares: [{ user_id: cast.owner.id, shares: 1.5 }] } }), 'split'],
        [
          dinner({ currency: 'JPY', amount: 1000, payers: [{ user_id: cast.owner.id, amount: 1000 }] }),
          'rate',
        ],
        [dinner({ rate: '1', rate_date: '2026-05-01', rate_source: 'manual' }), 'rate'],
        [dinner({ currency: 'JPY', rate: '9.1e2', rate_date: '2026-05-01', rate_source: 'manual' }), 'rate'],
        [dinner({ plan_id: randomUUID() }), 'plan_id'],
        [dinner({ spent_on: '2026-02-30' }), 'spent_on'],
      ];
      for (const [body, field] of cases) {
        const res = await put(trip, cast.owner, body);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        const error = res.json().error;
        expect(error.code).toBe('validation_failed');
        expect(
          Object.keys(error.fields ?? {}).some((key: string) => key === field || key.startsWith(`${field}.`)),
          `${field}: ${res.body}`,
        ).toBe(true);
      }
      expect(await list(trip)).toEqual([]);
      expect((await balances(trip)).members.every((m) => m.balance === 0)).toBe(true);
    });

    it('deletes (204), and a repeated delete answers the same', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      await put(trip, cast.owner, dinner(), id);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/expenses/${id}`, editor)).statusCode).toBe(
        204,
      );
      expect((await req('DELETE', `/api/itineraries/${trip.id}/expenses/${id}`, editor)).statusCode).toBe(
        204,
      );
      expect((await req('GET', `/api/itineraries/${trip.id}/expenses/${id}`, viewer)).statusCode).toBe(404);
      expect(await list(trip)).toEqual([]);
    });

    it('lists in keyset pages, latest day first', async () => {
      const trip = await makeTrip();
      for (const day of ['2026-05-01', '2026-05-03', '2026-05-02'])
        await put(trip, cast.owner, dinner({ spent_on: day }));
      const first = await req('GET', `/api/itineraries/${trip.id}/expenses?limit=2`, viewer);
      const page = first.json() as ExpensePage;
      expect(page.items.map((e) => e.spent_on)).toEqual(['2026-05-03', '2026-05-02']);
      const second = await req(
        'GET',
        `/api/itineraries/${trip.id}/expenses?limit=2&cursor=${page.next_cursor}`,
        viewer,
      );
      expect((second.json() as ExpensePage).items.map((e) => e.spent_on)).toEqual(['2026-05-01']);
      expect((second.json() as ExpensePage).next_cursor).toBeNull();
      const bad = await req('GET', `/api/itineraries/${trip.id}/expenses?cursor=nope`, viewer);
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('balances and settling up', () => {
    it('sum to zero across currencies at frozen rates, with the fewest transfers', async () => {
      const trip = await makeTrip();
      await put(trip, cast.owner, dinner());
      // ¥10,000 of shopping at 9.0512 won per yen (90,512원), paid by the editor, split 1:2 by shares.
      const shopping = await put(
        trip,
        editor,
        dinner({
          title: '돈키호테',
          amount: 10_000,
          currency: 'JPY',
          rate: '9.0512',
          rate_date: '2026-04-28',
          rate_source: 'exchange',
          category: 'shopping',
          payers: [{ user_id: editor.id, amount: 10_000 }],
          split: {
            kind: 'shares',
            shares: [
              { user_id: viewer.id, shares: 1 },
              { user_id: editor.id, shares: 2 },
            ],
          },
        }),
      );
      expect(shopping.statusCode, shopping.body).toBe(201);
      expect((shopping.json() as Expense).home_amount).toBe(90_512);
      expect((shopping.json() as Expense).rate).toBe('9.0512');

      const b = await balances(trip);
      expect(b.home_currency).toBe('KRW');
      expect(b.members.reduce((sum, m) => sum + m.balance, 0)).toBe(0);
      expect(balanceOf(b, cast.owner)).toBe(20_000);
      // In yen the shares are 3,333 and 6,667 (the unit left over goes to the larger remainder);
      // the 90,512원 total is allocated in that proportion, 30,167.6 → 30,168 and 60,344.4 → 60,344:
      // nothing is lost or invented.
      expect((shopping.json() as Expense).shares.find((s) => s.user_id === viewer.id)?.amount).toBe(3333);
      expect(balanceOf(b, editor)).toBe(90_512 - 10_000 - 60_344);
      expect(balanceOf(b, viewer)).toBe(-10_000 - 30_168);
      const left = new Map(b.members.map((m) => [m.user.id, m.balance]));
      for (const t of b.transfers) {
        left.set(t.from_user_id, left.get(t.from_user_id)! + t.amount);
        left.set(t.to_user_id, left.get(t.to_user_id)! - t.amount);
      }
      expect([...left.values()].every((v) => v === 0)).toBe(true);
      expect(b.transfers.length).toBeLessThanOrEqual(2);
    });

    it('a settle-up changes the balances, a replay counts once, and undo restores them', async () => {
      const trip = await makeTrip();
      await put(trip, cast.owner, dinner());
      const id = randomUUID();
      const body = { id, from_user_id: viewer.id, to_user_id: cast.owner.id, amount: 10_000 };
      const recorded = await req('POST', `/api/itineraries/${trip.id}/settlements`, editor, body);
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect((await req('POST', `/api/itineraries/${trip.id}/settlements`, editor, body)).statusCode).toBe(
        200,
      );
      let b = await balances(trip);
      expect(balanceOf(b, viewer)).toBe(0);
      expect(balanceOf(b, cast.owner)).toBe(10_000);
      expect(b.settlements).toHaveLength(1);
      expect(b.transfers).toEqual([{ from_user_id: editor.id, to_user_id: cast.owner.id, amount: 10_000 }]);

      const taken = await req('POST', `/api/itineraries/${trip.id}/settlements`, editor, {
        ...body,
        amount: 5,
      });
      expect(taken.statusCode).toBe(409);
      expect(
        (await req('POST', `/api/itineraries/${trip.id}/settlements`, viewer, { ...body, id: randomUUID() }))
          .statusCode,
      ).toBe(403);
      const bad = await req('POST', `/api/itineraries/${trip.id}/settlements`, editor, {
        id: randomUUID(),
        from_user_id: cast.other.id,
        to_user_id: viewer.id,
        amount: 1.5,
      });
      expect(bad.statusCode).toBe(400);

      expect((await req('DELETE', `/api/itineraries/${trip.id}/settlements/${id}`, editor)).statusCode).toBe(
        204,
      );
      b = await balances(trip);
      expect(balanceOf(b, viewer)).toBe(-10_000);
      expect(b.settlements).toEqual([]);
      expect(
        (await req('DELETE', `/api/itineraries/${trip.id}/settlements/${randomUUID()}`, editor)).statusCode,
      ).toBe(404);
    });

    it('lets a household settle as one, and refuses a household of strangers', async () => {
      const trip = await makeTrip();
      await put(trip, cast.owner, dinner());
      const b = await balances(trip, `?household=${editor.id},${viewer.id}`);
      const lead = [editor.id, viewer.id].sort()[0];
      expect(b.transfers).toEqual([{ from_user_id: lead, to_user_id: cast.owner.id, amount: 20_000 }]);
      const res = await req('GET', `/api/itineraries/${trip.id}/balances?household=${cast.other.id}`, editor);
      expect(res.statusCode).toBe(400);
    });
  });

  describe('home currency', () => {
    it('changes before any money (editors, not viewers), then is fixed (409); a USD trip converts won at its rate', async () => {
      const trip = await makeTrip();
      const url = `/api/itineraries/${trip.id}/home-currency`;
      expect((await req('PUT', url, viewer, { home_currency: 'USD' })).statusCode).toBe(403);
      expect((await req('PUT', url, editor, { home_currency: 'XYZ' })).statusCode).toBe(400);
      const set = await req('PUT', url, editor, { home_currency: 'USD' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toEqual({ home_currency: 'USD' });
      // 30,000원 at 0.00072 dollars per won: $21.60, 2,160 cents.
      const res = await put(
        trip,
        cast.owner,
        dinner({ rate: '0.00072', rate_date: '2026-05-01', rate_source: 'manual' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Expense).home_amount).toBe(2160);
      const b = await balances(trip);
      expect(b.home_currency).toBe('USD');
      expect(balanceOf(b, cast.owner)).toBe(1440);
      expect(b.members.reduce((sum, m) => sum + m.balance, 0)).toBe(0);
      const late = await req('PUT', url, cast.owner, { home_currency: 'KRW' });
      expect(late.statusCode).toBe(409);
      expect((await balances(trip)).home_currency).toBe('USD');
    });
  });

  describe('CSV export', () => {
    it('is UTF-8 with a BOM, Korean headings by default, amounts that agree with the balances', async () => {
      const trip = await makeTrip();
      await put(trip, cast.owner, dinner({ note: '=cmd|calc' }));
      const res = await req('GET', `/api/itineraries/${trip.id}/expenses.csv`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const raw = res.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('날짜,내용,분류,금액,통화,환율,원화 환산,결제한 사람,나눠 낼 사람,메모,차수');
      expect(lines[1]).toContain('2026-05-01,흑돼지 저녁,식비,30000,KRW,,30000,');
      expect(lines[1]).toMatch(/,'=cmd\|calc,$/);
      const en = await req('GET', `/api/itineraries/${trip.id}/expenses.csv?lang=en`, viewer);
      expect(en.body.split('\r\n')[0]).toContain('Date,Title,Category');
    });
  });
});

describe('trip money events reach the trip’s members only, even on a public trip', () => {
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

  it('itinerary.money goes to the owner and a member, not a stranger or a visitor', async () => {
    const { trip, member } = await publicTripWithMember(ctx, cast.owner);
    const received = nextTripEvent(hub, 'itinerary.money', trip.id);
    const res = await requestAs(
      ctx,
      'PUT',
      `/api/itineraries/${trip.id}/expenses/${randomUUID()}`,
      cast.owner,
      {
        title: '택시',
        amount: 12_000,
        currency: 'KRW',
        spent_on: '2026-05-01',
        category: 'transport',
        payers: [{ user_id: cast.owner.id, amount: 12_000 }],
        split: { kind: 'equal', members: [cast.owner.id, member.id] },
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const event = await received;
    expect(event.data).toMatchObject({ kind: 'expense.saved', user_id: cast.owner.id });
    expect(JSON.stringify(event.data)).not.toContain('12000');
    expectTripPeopleOnly(event, { owner: cast.owner, member, stranger: cast.other });
  });
});
