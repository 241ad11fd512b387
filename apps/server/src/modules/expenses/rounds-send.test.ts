/*
 * Rounds (차수) of an outing and send links (docs/decisions/0048) through the HTTP layer on a real
 * database: who writes and reads them, one transaction per outing, replays that change nothing,
 * bad input refused with fields and no change, balances and CSV that count each round exactly.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  convertMinor,
  type Balances,
  type Expense,
  type ExpensePage,
  type Itinerary,
  type Outing,
  type OutingInput,
} from '@pintrip/shared';
import {
  makeCastContext,
  makeCastTrip,
  makeTripWithMembers,
  makeUser,
  requestAs,
  type Cast,
  type TestMethod,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';

describe('rounds of an outing and send links', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;
  let third: TestUser;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);

  /** A private trip of `cast.owner` with an editor, a viewer, another editor and the deactivated user. */
  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer, more: [third] }, isPublic);

  /** 회식: 1차 100,001원 among four (paid by the owner), 2차 30,000원 among three (paid by the editor). */
  const outing = (ids = [randomUUID(), randomUUID()], overrides: Partial<OutingInput> = {}): OutingInput => ({
    title: '회식',
    currency: 'KRW',
    spent_on: '2026-05-02',
    category: 'food',
    rounds: [
      {
        id: ids[0]!,
        amount: 100_001,
        payers: [{ user_id: cast.owner.id, amount: 100_001 }],
        split: { kind: 'equal', members: [cast.owner.id, editor.id, viewer.id, third.id] },
      },
      {
        id: ids[1]!,
        amount: 30_000,
        payers: [{ user_id: editor.id, amount: 30_000 }],
        split: { kind: 'equal', members: [editor.id, viewer.id, third.id] },
      },
    ],
    ...overrides,
  });

  const putOuting = (trip: Itinerary, user: TestUser | null, body: unknown, id: string = randomUUID()) =>
    req('PUT', `/api/itineraries/${trip.id}/outings/${id}`, user, body);
  const list = async (trip: Itinerary) => {
    const res = await req('GET', `/api/itineraries/${trip.id}/expenses?limit=100`, cast.owner);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ExpensePage).items;
  };
  const balances = async (trip: Itinerary) => {
    const res = await req('GET', `/api/itineraries/${trip.id}/balances`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Balances;
  };
  const balanceOf = (b: Balances, user: TestUser) => b.members.find((m) => m.user.id === user.id)?.balance;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer, third] = await Promise.all([makeUser(ctx), makeUser(ctx), makeUser(ctx)]);
  });
  afterAll(async () => ctx?.close());

  describe('outings: who may write', () => {
    it('a visitor gets 401; a stranger 404 on a private trip, 403 on a public one, as an admin not on it', async () => {
      const [closed, open] = [await makeTrip(false), await makeTrip(true)];
      const id = randomUUID();
      expect((await putOuting(open, null, outing(), id)).statusCode).toBe(401);
      expect((await req('DELETE', `/api/itineraries/${open.id}/outings/${id}`, null)).statusCode).toBe(401);
      expect((await putOuting(closed, cast.other, outing())).statusCode).toBe(404);
      for (const user of [cast.other, cast.admin]) {
        const res = await putOuting(open, user, outing());
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
      expect(await list(open)).toEqual([]);
    });

    it('a viewer member reads but may not write (403); a deactivated editor gets 403 account_inactive', async () => {
      const trip = await makeTrip();
      const byViewer = await putOuting(trip, viewer, outing());
      expect(byViewer.statusCode).toBe(403);
      expect(byViewer.json().error.code).toBe('forbidden');
      const byInactive = await putOuting(trip, cast.inactive, outing());
      expect(byInactive.statusCode).toBe(403);
      expect(byInactive.json().error.code).toBe('account_inactive');
      expect(await list(trip)).toEqual([]);
      const id = randomUUID();
      expect((await putOuting(trip, editor, outing(), id)).statusCode).toBe(201);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/outings/${id}`, viewer)).statusCode).toBe(403);
      expect((await req('GET', `/api/itineraries/${trip.id}/expenses`, viewer)).statusCode).toBe(200);
      expect(await list(trip)).toHaveLength(2);
    });
  });

  describe('outings: writing', () => {
    it('creates each round as an expense numbered 1차, 2차 (201); a double submit answers 200 and changes nothing', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const ids = [randomUUID(), randomUUID()];
      const [first, second] = await Promise.all([
        putOuting(trip, editor, outing(ids), id),
        putOuting(trip, editor, outing(ids), id),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      const created = (first.statusCode === 201 ? first : second).json() as Outing;
      expect(created.id).toBe(id);
      expect(created.rounds.map((r) => [r.id, r.outing_id, r.round_number, r.title, r.amount])).toEqual([
        [ids[0], id, 1, '회식', 100_001],
        [ids[1], id, 2, '회식', 30_000],
      ]);
      // 100,001원 among four: no won lost, the leftover to the first by id.
      expect(created.rounds[0]!.shares.map((s) => s.amount).reduce((a, b) => a + b, 0)).toBe(100_001);
      expect(created.rounds[1]!.shares.map((s) => s.user_id).sort()).toEqual(
        [editor.id, viewer.id, third.id].sort(),
      );
      const replay = await putOuting(trip, editor, outing(ids), id);
      expect(replay.statusCode).toBe(200);
      expect((replay.json() as Outing).rounds.map((r) => r.updated_at)).toEqual(
        created.rounds.map((r) => r.updated_at),
      );
      expect(await list(trip)).toHaveLength(2);
    });

    it('edits rounds together: a changed amount, a round dropped (deleted), a new round 3차', async () => {
      const trip = await makeTrip();
      const id = randomUUID();
      const ids = [randomUUID(), randomUUID()];
      expect((await putOuting(trip, cast.owner, outing(ids), id)).statusCode).toBe(201);
      const body = outing(ids);
      const third3 = {
        id: randomUUID(),
        amount: 9_000,
        payers: [{ user_id: third.id, amount: 9_000 }],
        split: { kind: 'equal' as const, members: [third.id, editor.id] },
      };
      const res = await putOuting(trip, cast.owner, { ...body, rounds: [body.rounds[0]!, third3] }, id);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as Outing).rounds.map((r) => [r.id, r.round_number])).toEqual([
        [ids[0], 1],
        [third3.id, 2],
      ]);
      const items = await list(trip);
      expect(items.map((e) => e.id).sort()).toEqual([ids[0], third3.id].sort());
      expect((await req('DELETE', `/api/itineraries/${trip.id}/outings/${id}`, editor)).statusCode).toBe(204);
      expect((await req('DELETE', `/api/itineraries/${trip.id}/outings/${id}`, editor)).statusCode).toBe(204);
      expect(await list(trip)).toEqual([]);
    });

    it('refuses bad input with 400 and fields per round, and writes no round at all', async () => {
      const trip = await makeTrip();
      const body = outing();
      const cases: [unknown, string][] = [
        [{ ...body, rounds: [] }, 'rounds'],
        [{ ...body, rounds: [body.rounds[0], { ...body.rounds[1], amount: 1.5 }] }, 'rounds.1.amount'],
        [
          {
            ...body,
            rounds: [body.rounds[0], { ...body.rounds[1], payers: [{ user_id: editor.id, amount: 1 }] }],
          },
          'rounds.1.payers',
        ],
        [
          {
            ...body,
            rounds: [
              { ...body.rounds[0], split: { kind: 'equal', members: [cast.owner.id, cast.other.id] } },
              body.rounds[1],
            ],
          },
          'rounds.0.split.1.user_id',
        ],
        [{ ...body, rounds: [body.rounds[0], { ...body.rounds[1], id: body.rounds[0]!.id }] }, 'rounds'],
        [{ ...body, currency: 'JPY' }, 'rate'],
        [{ ...body, title: '' }, 'title'],
      ];
      for (const [payload, field] of cases) {
        const res = await putOuting(trip, cast.owner, payload);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(Object.keys(res.json().error.fields ?? {}), res.body).toContain(field);
      }
      expect(await list(trip)).toEqual([]);
    });

    it('takes each round as an expense: several payers, shares, exact, percent, a foreign currency at its frozen rate', async () => {
      const trip = await makeTrip();
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      const body: OutingInput = {
        title: '도톤보리',
        currency: 'JPY',
        rate: '9.0512',
        rate_date: '2026-05-02',
        rate_source: 'manual',
        spent_on: '2026-05-02',
        category: 'food',
        rounds: [
          {
            id: ids[0]!,
            amount: 10_000,
            payers: [
              { user_id: cast.owner.id, amount: 6_000 },
              { user_id: editor.id, amount: 4_000 },
            ],
            split: {
              kind: 'shares',
              shares: [
                { user_id: cast.owner.id, shares: 2 },
                { user_id: editor.id, shares: 1 },
                { user_id: third.id, shares: 1 },
              ],
            },
          },
          {
            id: ids[1]!,
            amount: 3_001,
            payers: [{ user_id: third.id, amount: 3_001 }],
            split: {
              kind: 'exact',
              amounts: [
                { user_id: third.id, amount: 1_001 },
                { user_id: viewer.id, amount: 2_000 },
              ],
            },
          },
          {
            id: ids[2]!,
            amount: 999,
            payers: [{ user_id: viewer.id, amount: 999 }],
            split: {
              kind: 'percent',
              percents: [
                { user_id: viewer.id, basis_points: 3_333 },
                { user_id: editor.id, basis_points: 6_667 },
              ],
            },
          },
        ],
      };
      const res = await putOuting(trip, editor, body);
      expect(res.statusCode, res.body).toBe(201);
      const rounds = (res.json() as Outing).rounds;
      expect(rounds.map((r) => [r.round_number, r.currency, r.rate, r.split.kind])).toEqual([
        [1, 'JPY', '9.0512', 'shares'],
        [2, 'JPY', '9.0512', 'exact'],
        [3, 'JPY', '9.0512', 'percent'],
      ]);
      for (const round of rounds) {
        expect(round.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(round.amount);
        expect(round.payers.reduce((sum, payer) => sum + payer.amount, 0)).toBe(round.amount);
      }
      expect(rounds[0]!.shares.map((share) => share.amount).sort((a, b) => a - b)).toEqual([
        2_500, 2_500, 5_000,
      ]);
      const b = await balances(trip);
      expect(b.home_currency).toBe('KRW');
      expect(b.members.reduce((sum, member) => sum + member.balance, 0)).toBe(0);
      expect(b.members.reduce((sum, member) => sum + member.paid, 0)).toBe(
        rounds.reduce((sum, round) => sum + convertMinor(round.amount, 'JPY', 'KRW', '9.0512'), 0),
      );
      expect((await putOuting(trip, editor, body, rounds[0]!.outing_id!)).statusCode).toBe(200);
    });

    it('refuses a round whose several payers, exact amounts or percents do not add up, naming the round', async () => {
      const trip = await makeTrip();
      const body = outing();
      const [first, second] = [body.rounds[0]!, body.rounds[1]!];
      const cases: [OutingInput, string][] = [
        [
          {
            ...body,
            rounds: [
              first,
              {
                ...second,
                payers: [
                  { user_id: editor.id, amount: 10_000 },
                  { user_id: third.id, amount: 10_000 },
                ],
              },
            ],
          },
          'rounds.1.payers',
        ],
        [
          {
            ...body,
            rounds: [
              first,
              {
                ...second,
                split: {
                  kind: 'exact',
                  amounts: [
                    { user_id: editor.id, amount: 10_000 },
                    { user_id: third.id, amount: 10_000 },
                  ],
                },
              },
            ],
          },
          'rounds.1.split',
        ],
        [
          {
            ...body,
            rounds: [
              {
                ...first,
                split: {
                  kind: 'percent',
                  percents: [
                    { user_id: editor.id, basis_points: 5_000 },
                    { user_id: third.id, basis_points: 4_000 },
                  ],
                },
              },
              second,
            ],
          },
          'rounds.0.split',
        ],
        [{ ...body, currency: 'JPY', rate: '-1', rate_date: '2026-05-02', rate_source: 'manual' }, 'rate'],
      ];
      for (const [payload, field] of cases) {
        const res = await putOuting(trip, editor, payload);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(
          Object.keys(res.json().error.fields ?? {}).some(
            (key) => key === field || key.startsWith(`${field}.`),
          ),
          `${field}: ${res.body}`,
        ).toBe(true);
      }
      expect(await list(trip)).toEqual([]);
    });

    it('refuses ids used elsewhere (409) and a round written or deleted alone through …/expenses (409)', async () => {
      const [a, b] = [await makeTrip(), await makeTrip()];
      const id = randomUUID();
      const ids = [randomUUID(), randomUUID()];
      expect((await putOuting(a, cast.owner, outing(ids), id)).statusCode).toBe(201);
      expect((await putOuting(b, cast.owner, outing(), id)).statusCode).toBe(409);
      expect((await putOuting(b, cast.owner, outing([ids[0]!, randomUUID()]))).statusCode).toBe(409);
      // A round of one outing is not taken into another one on the same trip.
      expect((await putOuting(a, cast.owner, outing([ids[0]!, randomUUID()]))).statusCode).toBe(409);
      expect(await list(b)).toEqual([]);
      const round = (await list(a)).find((e) => e.id === ids[0]) as Expense;
      const alone = await req('PUT', `/api/itineraries/${a.id}/expenses/${round.id}`, cast.owner, {
        title: '택시',
        amount: 100_001,
        currency: 'KRW',
        spent_on: '2026-05-02',
        category: 'transport',
        payers: [{ user_id: cast.owner.id, amount: 100_001 }],
        split: { kind: 'equal', members: [cast.owner.id] },
      });
      expect(alone.statusCode).toBe(409);
      expect(
        (await req('DELETE', `/api/itineraries/${a.id}/expenses/${round.id}`, cast.owner)).statusCode,
      ).toBe(409);
      expect(await list(a)).toHaveLength(2);
    });
  });

  describe('outings in the balances and the CSV', () => {
    it('count each round among its own members exactly; the balances sum to zero', async () => {
      const trip = await makeTrip();
      expect((await putOuting(trip, cast.owner, outing())).statusCode).toBe(201);
      const b = await balances(trip);
      expect(b.members.reduce((sum, m) => sum + m.balance, 0)).toBe(0);
      // 1차 100,001 / 4 = 25,000.25: one member owes 25,001, the others 25,000; 2차 10,000 each of three.
      const owed = b.members.map((m) => m.owed).reduce((a, c) => a + c, 0);
      expect(owed).toBe(130_001);
      expect(b.members.find((m) => m.user.id === cast.owner.id)?.owed).toBeGreaterThanOrEqual(25_000);
      expect(b.members.find((m) => m.user.id === cast.owner.id)?.owed).toBeLessThanOrEqual(25_001);
      // The editor paid 2차 (30,000) and owes a quarter of 1차 and a third of 2차.
      const editorOwed = b.members.find((m) => m.user.id === editor.id)!.owed;
      expect([35_000, 35_001]).toContain(editorOwed);
      expect(balanceOf(b, editor)).toBe(30_000 - editorOwed);
      expect(balanceOf(b, cast.owner)).toBe(
        100_001 - b.members.find((m) => m.user.id === cast.owner.id)!.owed,
      );
      const cleared = new Map(b.members.map((m) => [m.user.id, m.balance]));
      for (const t of b.transfers) {
        cleared.set(t.from_user_id, cleared.get(t.from_user_id)! + t.amount);
        cleared.set(t.to_user_id, cleared.get(t.to_user_id)! - t.amount);
      }
      expect([...cleared.values()].every((v) => v === 0)).toBe(true);
    });

    it('lists each round as its own CSV line with its label (1차, Round 2, 1次会)', async () => {
      const trip = await makeTrip();
      expect((await putOuting(trip, cast.owner, outing())).statusCode).toBe(201);
      const lines = (lang: string) =>
        req('GET', `/api/itineraries/${trip.id}/expenses.csv?lang=${lang}`, viewer).then((res) =>
          res.body
            .replace(/^\uFEFF/, '')
            .trim()
            .split('\r\n'),
        );
      const ko = await lines('ko');
      expect(ko[0]!.endsWith(',차수')).toBe(true);
      expect(
        ko
          .slice(1)
          .map((line) => line.split(',').at(-1))
          .sort(),
      ).toEqual(['1차', '2차']);
      expect(
        ko
          .slice(1)
          .map((line) => Number(line.split(',')[6]))
          .reduce((a, c) => a + c, 0),
      ).toBe(130_001);
      expect(
        (await lines('en'))
          .slice(1)
          .map((line) => line.split(',').at(-1))
          .sort(),
      ).toEqual(['Round 1', 'Round 2']);
      expect(
        (await lines('ja'))
          .slice(1)
          .map((line) => line.split(',').at(-1))
          .sort(),
      ).toEqual(['1次会', '2次会']);
    });
  });

  describe('a member removed while their writes waited offline', () => {
    it('replays of their expense and outing are refused (404 private, 403 public) and write nothing', async () => {
      const leaver = await makeUser(ctx);
      for (const isPublic of [false, true]) {
        const trip = await makeTripWithMembers(
          ctx,
          cast.owner,
          { editors: [editor, third, leaver], viewers: [viewer] },
          { isPublic },
        );
        const [outingId, expenseId] = [randomUUID(), randomUUID()];
        const dinner = outing();
        expect((await putOuting(trip, leaver, dinner, outingId)).statusCode).toBe(201);
        const taxi = {
          title: '택시',
          amount: 12_000,
          currency: 'KRW',
          spent_on: '2026-05-01',
          category: 'transport',
          payers: [{ user_id: leaver.id, amount: 12_000 }],
          split: { kind: 'equal', members: [leaver.id, editor.id] },
        };
        const removed = await req('DELETE', `/api/itineraries/${trip.id}/members/${leaver.id}`, cast.owner);
        expect(removed.statusCode, removed.body).toBe(204);
        const before = await list(trip);
        const [status, code] = isPublic ? [403, 'forbidden'] : [404, 'not_found'];
        for (const res of [
          await putOuting(trip, leaver, dinner, outingId),
          await putOuting(trip, leaver, { ...dinner, title: '회식 (수정)' }, outingId),
          await req('PUT', `/api/itineraries/${trip.id}/expenses/${expenseId}`, leaver, taxi),
          await req('DELETE', `/api/itineraries/${trip.id}/outings/${outingId}`, leaver),
        ]) {
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json().error.code).toBe(code);
        }
        expect(await list(trip)).toEqual(before);
      }
    });
  });

  describe('payment accounts never leave the money page', () => {
    it('neither the CSV (ko, en, ja) nor the summary carries an account number or a send link', async () => {
      const trip = await makeTrip();
      expect(
        (
          await req('PUT', `/api/itineraries/${trip.id}/payment-accounts/me`, editor, {
            bank: 'kb',
            account_number: '123-456-789012',
            kakaopay_url: 'https://qr.kakaopay.com/Ej8secret',
          })
        ).statusCode,
      ).toBe(200);
      expect((await putOuting(trip, cast.owner, outing())).statusCode).toBe(201);
      const answers = [
        ...(await Promise.all(
          ['ko', 'en', 'ja'].map((lang) =>
            req('GET', `/api/itineraries/${trip.id}/expenses.csv?lang=${lang}`, viewer),
          ),
        )),
        await req('GET', `/api/itineraries/${trip.id}/money/summary`, viewer),
        await req('GET', `/api/itineraries/${trip.id}/balances`, viewer),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toMatch(/123-?456-?789012|kakaopay|Ej8secret|국민|KB Kookmin|国民/);
      }
      // The CSV does list the outing (the test reads a real export, not an empty one).
      expect(answers[0]!.body).toContain('회식');
    });
  });

  describe('payment accounts (send links)', () => {
    const url = (trip: Itinerary) => `/api/itineraries/${trip.id}/payment-accounts`;
    const account = { bank: 'kb', account_number: '123-456-789012' };

    it('a visitor gets 401; strangers and an admin not on the trip neither read nor write', async () => {
      const [closed, open] = [await makeTrip(false), await makeTrip(true)];
      for (const [method, path] of [
        ['GET', url(open)],
        ['PUT', `${url(open)}/me`],
        ['DELETE', `${url(open)}/me`],
      ] as const)
        expect((await req(method, path, null, method === 'PUT' ? account : undefined)).statusCode).toBe(401);
      expect((await req('GET', url(closed), cast.other)).statusCode).toBe(404);
      expect((await req('PUT', `${url(closed)}/me`, cast.other, account)).statusCode).toBe(404);
      for (const user of [cast.other, cast.admin]) {
        expect((await req('GET', url(open), user)).statusCode).toBe(403);
        expect((await req('PUT', `${url(open)}/me`, user, account)).statusCode).toBe(403);
      }
    });

    it('each member stores their own, viewers too; members read them; a deactivated member reads but does not write', async () => {
      const trip = await makeTrip();
      const mine = await req('PUT', `${url(trip)}/me`, viewer, account);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toMatchObject({ user_id: viewer.id, bank: 'kb', account_number: '123-456-789012' });
      const again = await req('PUT', `${url(trip)}/me`, viewer, account);
      expect(again.json().updated_at).toBe(mine.json().updated_at);
      const kakao = await req('PUT', `${url(trip)}/me`, editor, {
        kakaopay_url: 'https://qr.kakaopay.com/Ej8abcDEF',
      });
      expect(kakao.statusCode, kakao.body).toBe(200);
      const inactive = await req('PUT', `${url(trip)}/me`, cast.inactive, account);
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().error.code).toBe('account_inactive');
      const read = await req('GET', url(trip), cast.inactive);
      expect(read.statusCode).toBe(200);
      const items = read.json().items as { user_id: string; kakaopay_url: string | null }[];
      expect(items.map((i) => i.user_id).sort()).toEqual([editor.id, viewer.id].sort());
      expect(items.find((i) => i.user_id === editor.id)?.kakaopay_url).toBe(
        'https://qr.kakaopay.com/Ej8abcDEF',
      );
      expect((await req('DELETE', `${url(trip)}/me`, viewer)).statusCode).toBe(204);
      expect((await req('DELETE', `${url(trip)}/me`, viewer)).statusCode).toBe(204);
      expect(((await req('GET', url(trip), editor)).json().items as unknown[]).length).toBe(1);
    });

    it('refuses bad input with 400 and a field, and keeps what was stored', async () => {
      const trip = await makeTrip();
      expect((await req('PUT', `${url(trip)}/me`, third, account)).statusCode).toBe(200);
      const cases: [unknown, string][] = [
        [{ bank: 'kb', account_number: '12a-456' }, 'account_number'],
        [{ bank: 'kb', account_number: '123--456789' }, 'account_number'],
        [{ bank: 'kb', account_number: '12345' }, 'account_number'],
        [{ bank: 'nobank', account_number: '123-456-789012' }, 'bank'],
        [{ bank: 'kb' }, 'account_number'],
        [{ account_number: '123-456-789012' }, 'bank'],
        [{}, 'account_number'],
        [{ kakaopay_url: 'https://qr.kakaopay.com.evil.example/x' }, 'kakaopay_url'],
        [{ kakaopay_url: 'http://qr.kakaopay.com/x' }, 'kakaopay_url'],
        [{ kakaopay_url: 'javascript:alert(1)' }, 'kakaopay_url'],
      ];
      for (const [payload, field] of cases) {
        const res = await req('PUT', `${url(trip)}/me`, third, payload);
        expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
        expect(Object.keys(res.json().error.fields ?? {}), res.body).toContain(field);
      }
      const items = (await req('GET', url(trip), third)).json().items as { account_number: string }[];
      expect(items.map((i) => i.account_number)).toEqual(['123-456-789012']);
    });
  });
});
