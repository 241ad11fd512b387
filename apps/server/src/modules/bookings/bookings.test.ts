/*
 * A trip's reservations through the HTTP layer on a real database: who reads and writes them,
 * idempotent writes under the client's id, times with their zones, pairs that go together, a
 * linked expense of the same trip, and the event that reaches members only.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, BookingInput, BookingList, Itinerary } from '@pintrip/shared';
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
import { expectTripPeopleOnly, nextTripEvent, publicTripWithMember } from '../../../test/trip-events.js';
import { createEventHub, type EventHub } from '../events/event-bus.js';

/** 인천 → 나리타: leaves 09:05 in Seoul, lands 11:30 in Tokyo (both UTC+9). */
const flight = (overrides: Partial<BookingInput> = {}): BookingInput => ({
  kind: 'flight',
  title: 'KE703 인천 → 나리타',
  confirmation: 'ABC123',
  starts_at: '2026-12-20T09:05:00+09:00',
  start_zone: 'Asia/Seoul',
  ends_at: '2026-12-20T11:30:00+09:00',
  end_zone: 'Asia/Tokyo',
  place_name: '인천국제공항 제2터미널',
  lat: 37.4691,
  lng: 126.4505,
  cost: 420_000,
  currency: 'KRW',
  ...overrides,
});

describe('trip reservations', () => {
  let ctx: TestContext;
  let cast: Cast;
  let editor: TestUser;
  let viewer: TestUser;
  let privateTrip: Itinerary;
  let publicTrip: Itinerary;

  const req = (method: TestMethod, url: string, user: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, user, payload);
  const makeTrip = (isPublic = false) => makeCastTrip(ctx, cast, { editor, viewer }, isPublic);
  const url = (trip: Itinerary, id: string) => `/api/itineraries/${trip.id}/bookings/${id}`;
  const put = (trip: Itinerary, user: TestUser | null, body: unknown, id: string = randomUUID()) =>
    req('PUT', url(trip, id), user, body);
  const list = async (trip: Itinerary, user: TestUser = cast.owner) => {
    const res = await req('GET', `/api/itineraries/${trip.id}/bookings`, user);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as BookingList).items;
  };

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    [editor, viewer] = await Promise.all([makeUser(ctx), makeUser(ctx)]);
    privateTrip = await makeTrip(false);
    publicTrip = await makeTrip(true);
  });
  afterAll(async () => ctx?.close());

  it('a visitor gets 401 at every route', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', `/api/itineraries/${publicTrip.id}/bookings`],
      ['PUT', url(publicTrip, id)],
      ['DELETE', url(publicTrip, id)],
    ] as const) {
      const res = await req(method, path, null, method === 'PUT' ? {} : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('a stranger and an admin not on the trip get 403 on a public trip and 404 (stranger) on a private one', async () => {
    for (const user of [cast.other, cast.admin]) {
      expect((await req('GET', `/api/itineraries/${publicTrip.id}/bookings`, user)).statusCode).toBe(403);
      expect((await put(publicTrip, user, flight())).statusCode).toBe(403);
    }
    expect((await req('GET', `/api/itineraries/${privateTrip.id}/bookings`, cast.other)).statusCode).toBe(
      404,
    );
    expect((await put(privateTrip, cast.other, flight())).statusCode).toBe(404);
    expect(await list(privateTrip)).toEqual([]);
  });

  it('a viewer and a deactivated editor read but may not write', async () => {
    const id = randomUUID();
    expect((await put(privateTrip, cast.owner, flight(), id)).statusCode).toBe(201);
    expect((await list(privateTrip, viewer)).map((b) => b.id)).toContain(id);
    expect((await list(privateTrip, cast.inactive)).map((b) => b.id)).toContain(id);
    for (const [user, code] of [
      [viewer, 'forbidden'],
      [cast.inactive, 'account_inactive'],
    ] as const) {
      const write = await put(privateTrip, user, flight({ title: '바뀐 제목' }), id);
      expect(write.statusCode).toBe(403);
      expect(write.json().error.code).toBe(code);
      const remove = await req('DELETE', url(privateTrip, id), user);
      expect(remove.statusCode).toBe(403);
    }
    expect((await list(privateTrip)).find((b) => b.id === id)?.title).toBe('KE703 인천 → 나리타');
  });

  it('an editor creates (201), replays (200, unchanged) and replaces (200); times come back in UTC with their zones', async () => {
    const trip = await makeTrip();
    const id = randomUUID();
    const created = await put(trip, editor, flight(), id);
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as Booking;
    expect(booking).toMatchObject({
      id,
      itinerary_id: trip.id,
      kind: 'flight',
      starts_at: '2026-12-20T00:05:00.000Z',
      start_zone: 'Asia/Seoul',
      ends_at: '2026-12-20T02:30:00.000Z',
      end_zone: 'Asia/Tokyo',
      cost: 420_000,
      currency: 'KRW',
      created_by: editor.id,
    });
    const replay = await put(trip, editor, flight({ starts_at: '2026-12-20T00:05:00Z' }), id);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(booking);
    const replaced = await put(trip, cast.owner, flight({ confirmation: null, note: '창가 자리' }), id);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ confirmation: null, note: '창가 자리' });
    const hotel = await put(trip, cast.owner, {
      kind: 'lodging',
      title: '삿포로 호텔',
      starts_at: '2026-12-20T15:00:00+09:00',
      start_zone: 'Asia/Tokyo',
    });
    const undated = await put(trip, cast.owner, { kind: 'activity', title: '스키 강습 (날짜 미정)' });
    expect([hotel.statusCode, undated.statusCode]).toEqual([201, 201]);
    expect((await list(trip)).map((b) => b.title)).toEqual([
      'KE703 인천 → 나리타',
      '삿포로 호텔',
      '스키 강습 (날짜 미정)',
    ]);
    expect((await req('DELETE', url(trip, id), editor)).statusCode).toBe(204);
    expect((await req('DELETE', url(trip, id), editor)).statusCode).toBe(204);
    expect(await list(trip)).toHaveLength(2);
  });

  it('a member removed while their writes waited offline: the replays are refused (404 private, 403 public), nothing changes', async () => {
    const leaver = await makeUser(ctx);
    for (const isPublic of [false, true]) {
      const trip = await makeTripWithMembers(ctx, cast.owner, { editors: [editor, leaver] }, { isPublic });
      const id = randomUUID();
      expect((await put(trip, leaver, flight(), id)).statusCode).toBe(201);
      const removed = await req('DELETE', `/api/itineraries/${trip.id}/members/${leaver.id}`, cast.owner);
      expect(removed.statusCode, removed.body).toBe(204);
      const before = await list(trip);
      const [status, code] = isPublic ? [403, 'forbidden'] : [404, 'not_found'];
      for (const res of [
        await put(trip, leaver, flight(), id),
        await put(trip, leaver, flight({ title: 'KE705 인천 → 나리타' }), id),
        await put(trip, leaver, flight()),
        await req('DELETE', url(trip, id), leaver),
      ]) {
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().error.code).toBe(code);
      }
      expect(await list(trip)).toEqual(before);
    }
  });

  it('refuses bad input with 400 and fields, and changes nothing', async () => {
    const trip = await makeTrip();
    for (const [body, field] of [
      [{}, 'kind'],
      [flight({ kind: 'ship' as never }), 'kind'],
      [flight({ title: ' ' }), 'title'],
      [flight({ start_zone: 'Mars/Olympus' }), 'start_zone'],
      [flight({ starts_at: '2026-12-20 09:05' }), 'starts_at'],
      [flight({ starts_at: '2026-12-20T09:05:00' }), 'starts_at'],
      [flight({ starts_at: '0000-01-01T00:00:00Z' }), 'starts_at'],
      [flight({ ends_at: '9999-12-31T23:59:59+14:00' }), 'ends_at'],
      [flight({ cost: 1.5 }), 'cost'],
      [flight({ cost: -1 }), 'cost'],
      [flight({ currency: 'ABC' as never }), 'currency'],
      [flight({ lat: 91 }), 'lat'],
      [flight({ start_zone: null }), 'start_zone'],
      [flight({ currency: null }), 'currency'],
      [flight({ lng: null }), 'lng'],
      [flight({ ends_at: '2026-12-20T08:00:00+09:00' }), 'ends_at'],
      [flight({ expense_id: randomUUID() }), 'expense_id'],
    ] as const) {
      const res = await put(trip, cast.owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(Object.keys(res.json().error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const id = randomUUID();
    expect((await put(privateTrip, cast.owner, flight(), id)).statusCode).toBe(201);
    const taken = await put(trip, cast.owner, flight(), id);
    expect(taken.statusCode).toBe(409);
    expect(
      (await req('PUT', `/api/itineraries/${trip.id}/bookings/not-an-id`, cast.owner, flight())).statusCode,
    ).toBe(404);
    expect(await list(trip)).toEqual([]);
  });

  it('links an expense of the same trip; the link clears when the expense is deleted', async () => {
    const trip = await makeTrip();
    const expenseId = randomUUID();
    const expense = await req('PUT', `/api/itineraries/${trip.id}/expenses/${expenseId}`, cast.owner, {
      title: '항공권',
      amount: 420_000,
      currency: 'KRW',
      spent_on: '2026-12-01',
      category: 'transport',
      payers: [{ user_id: cast.owner.id, amount: 420_000 }],
      split: { kind: 'equal', members: [cast.owner.id, editor.id] },
    });
    expect(expense.statusCode, expense.body).toBe(201);
    const id = randomUUID();
    const linked = await put(trip, editor, flight({ expense_id: expenseId }), id);
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().expense_id).toBe(expenseId);
    const other = await makeTrip();
    const wrong = await put(other, editor, flight({ expense_id: expenseId }));
    expect(wrong.json().error.fields).toEqual({ expense_id: 'not_in_trip' });
    await req('DELETE', `/api/itineraries/${trip.id}/expenses/${expenseId}`, cast.owner);
    expect((await list(trip)).find((b) => b.id === id)?.expense_id).toBeNull();
  });

  it("appear in a member's calendar file as UTC instants, never in a visitor's or a stranger's", async () => {
    const trip = await makeTrip(true);
    const id = randomUUID();
    expect((await put(trip, cast.owner, flight({ note: '수하물 23kg' }), id)).statusCode).toBe(201);
    await put(trip, cast.owner, { kind: 'activity', title: '날짜 미정 투어' });
    const ics = async (user: TestUser | null) => {
      const res = await req('GET', `/api/itineraries/${trip.id}/calendar.ics`, user);
      expect(res.statusCode).toBe(200);
      return res.body.replace(/\r\n /g, '');
    };
    for (const user of [cast.owner, viewer]) {
      const body = await ics(user);
      expect(body).toContain(`UID:booking-${id}@`);
      expect(body).toContain('DTSTART:20261220T000500Z');
      expect(body).toContain('DTEND:20261220T023000Z');
      expect(body).toContain('SUMMARY:KE703 인천 → 나리타');
      expect(body).toContain('DESCRIPTION:ABC123\\nAsia/Seoul → Asia/Tokyo\\n수하물 23kg');
      expect(body).not.toContain('날짜 미정 투어');
    }
    for (const user of [null, cast.other, cast.admin]) expect(await ics(user)).not.toContain('KE703');
  });
});

describe('trip reservation events', () => {
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

  it('itinerary.bookings goes to the owner and a member of a public trip, not a stranger or a visitor', async () => {
    const { trip, member } = await publicTripWithMember(ctx, cast.owner);
    const received = nextTripEvent(hub, 'itinerary.bookings', trip.id);
    const id = randomUUID();
    const res = await requestAs(
      ctx,
      'PUT',
      `/api/itineraries/${trip.id}/bookings/${id}`,
      cast.owner,
      flight(),
    );
    expect(res.statusCode).toBe(201);
    const event = await received;
    expect(event.data).toEqual({
      id: trip.id,
      kind: 'booking.saved',
      booking_id: id,
      user_id: cast.owner.id,
    });
    expectTripPeopleOnly(event, { owner: cast.owner, member, stranger: cast.other });
  });
});
