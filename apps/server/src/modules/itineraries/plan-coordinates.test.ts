/**
 * A free-text plan's own coordinates (issue 20 item 9): `lat`, `lng` on a plan without a
 * destination_id, range-checked, kept by PUT and copy, and answered wherever the plan is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Itinerary, ItineraryPlanWrite, ItineraryWrite } from '@pintrip/shared';
import type { TestContext } from '../../../test/helpers.js';
import {
  makeCastContext,
  makeDestination,
  makeItinerary,
  requestAs,
  type Cast,
  type TestUser,
} from '../../../test/builders.js';

type PlanInput = ItineraryPlanWrite;

const trip = (plans: PlanInput[]): ItineraryWrite => ({
  title: '서울 하루',
  start_date: '2026-06-01',
  end_date: '2026-06-01',
  days: [{ day_number: 1, plans }],
});

describe('plan coordinates', () => {
  let ctx: TestContext;
  let cast: Cast;

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
  });
  afterAll(async () => ctx?.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown) =>
    requestAs(ctx, method, url, who, payload);
  const planOf = (itinerary: Itinerary, n = 0) => itinerary.days[0]!.plans[n]!;

  it('a visitor gets 401 and a deactivated user 403 account_inactive', async () => {
    const body = trip([{ destination: '남산타워', lat: 37.5512, lng: 126.9882 }]);
    expect((await req('POST', '/api/itineraries', null, body)).statusCode).toBe(401);
    const res = await req('POST', '/api/itineraries', cast.inactive, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
  });

  it('stores a free-text plan’s coordinates and answers them to whoever may see the plan', async () => {
    const res = await req(
      'POST',
      '/api/itineraries',
      cast.owner,
      trip([{ destination: '남산타워', lat: 37.5512, lng: 126.9882 }, { destination: '광장시장' }]),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as Itinerary;
    expect(planOf(created)).toMatchObject({ destination: '남산타워', lat: 37.5512, lng: 126.9882 });
    expect(planOf(created, 1)).toMatchObject({ lat: null, lng: null });

    await req('PUT', `/api/itineraries/${created.id}`, cast.owner, {
      ...trip([{ destination: '남산타워', lat: 37.5512, lng: 126.9882 }]),
    });
    const published = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${created.id}/visibility`,
      headers: { cookie: cast.owner.cookie },
      payload: { is_public: true },
    });
    expect(published.statusCode).toBe(200);
    const read = (await req('GET', `/api/itineraries/${created.id}`, null)).json() as Itinerary;
    expect(planOf(read)).toMatchObject({ lat: 37.5512, lng: 126.9882 });
  });

  it('PUT replaces them (and clears them when left out)', async () => {
    const it1 = await makeItinerary(
      ctx,
      cast.owner,
      trip([{ destination: '경복궁', lat: 37.5796, lng: 126.977 }]),
    );
    const moved = await req(
      'PUT',
      `/api/itineraries/${it1.id}`,
      cast.owner,
      trip([{ destination: '경복궁', lat: 37.58, lng: 126.9769 }]),
    );
    expect(planOf(moved.json() as Itinerary)).toMatchObject({ lat: 37.58, lng: 126.9769 });
    const cleared = await req(
      'PUT',
      `/api/itineraries/${it1.id}`,
      cast.owner,
      trip([{ destination: '경복궁' }]),
    );
    expect(planOf(cleared.json() as Itinerary)).toMatchObject({ lat: null, lng: null });
    // Another user may not touch it.
    expect((await req('PUT', `/api/itineraries/${it1.id}`, cast.other, trip([]))).statusCode).toBe(404);
  });

  it('refuses bad types, out-of-range values and half a pair with 400 validation_failed', async () => {
    const bad = async (plan: Record<string, unknown>) => {
      const res = await req('POST', '/api/itineraries', cast.owner, trip([{ destination: '남산', ...plan }]));
      expect(res.statusCode, JSON.stringify(plan)).toBe(400);
      const body = res.json() as { error: { code: string; fields?: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      return body.error.fields ?? {};
    };
    await bad({ lat: '37.5', lng: 126.9 });
    await bad({ lat: 37.5, lng: true });
    expect(await bad({ lat: 90.5, lng: 126.9 })).toEqual({ 'days.0.plans.0.lat': 'out_of_range' });
    expect(await bad({ lat: 37.5, lng: -180.01 })).toEqual({ 'days.0.plans.0.lng': 'out_of_range' });
    expect(await bad({ lat: 37.5 })).toEqual({ 'days.0.plans.0.lng': 'required' });
    expect(await bad({ lng: 126.9, lat: null })).toEqual({ 'days.0.plans.0.lat': 'required' });
    // The edges are allowed.
    const edge = await req(
      'POST',
      '/api/itineraries',
      cast.owner,
      trip([{ destination: '끝', lat: -90, lng: 180 }]),
    );
    expect(edge.statusCode).toBe(201);
  });

  it('a linked plan is where its destination is: its own coordinates are ignored', async () => {
    const destination = await makeDestination(ctx, cast.owner, { lat: 33.4581, lng: 126.9425 });
    const res = await req(
      'POST',
      '/api/itineraries',
      cast.owner,
      trip([{ destination: destination.title, destination_id: destination.id, lat: 10, lng: 10 }]),
    );
    expect(res.statusCode).toBe(201);
    expect(planOf(res.json() as Itinerary)).toMatchObject({ lat: 33.4581, lng: 126.9425 });
  });

  it('a copy keeps them', async () => {
    const source = await makeItinerary(ctx, cast.owner, {
      isPublic: true,
      ...trip([{ destination: '남산타워', lat: 37.5512, lng: 126.9882 }, { destination: '명동' }]),
    });
    const res = await req('POST', `/api/itineraries/${source.id}/copy`, cast.other);
    expect(res.statusCode).toBe(201);
    const copy = res.json() as Itinerary;
    expect(copy.id).not.toBe(source.id);
    expect(planOf(copy)).toMatchObject({ destination: '남산타워', lat: 37.5512, lng: 126.9882 });
    expect(planOf(copy, 1)).toMatchObject({ lat: null, lng: null });
  });
});
