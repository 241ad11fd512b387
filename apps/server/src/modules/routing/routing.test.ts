/*
 * Travel times and the best order for a day through the HTTP layer on a real database, with the
 * default provider (the estimate): who may ask (canSee), what a leg answers, what the optimiser
 * proposes and keeps in place, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DayLegs, Itinerary, OptimizeAnswer } from '@pintrip/shared';
import {
  makeCastContext,
  makeItinerary,
  makeUser,
  requestAs,
  type Cast,
  type TestUser,
} from '../../../test/builders.js';
import type { TestContext } from '../../../test/helpers.js';
import { itineraryMembers } from '../../db/schema.js';
import { at, scrambledDays } from './routing.fixtures.js';

describe('routing: legs and optimize', () => {
  let ctx: TestContext;
  let cast: Cast;
  let viewer: TestUser;
  let privateTrip: Itinerary;
  let publicTrip: Itinerary;

  const legsUrl = (trip: Itinerary, day = 1, query = '') =>
    `/api/itineraries/${trip.id}/days/${day}/legs${query}`;
  const optimizeUrl = (trip: Itinerary, day = 1, query = '') =>
    `/api/itineraries/${trip.id}/days/${day}/optimize${query}`;
  const idsOf = (trip: Itinerary, day = 1) =>
    trip.days.find((d) => d.day_number === day)!.plans.map((p) => p.id);

  beforeAll(async () => {
    ({ ctx, cast } = await makeCastContext());
    viewer = await makeUser(ctx);
    privateTrip = await makeItinerary(ctx, cast.owner, { days: scrambledDays });
    publicTrip = await makeItinerary(ctx, cast.owner, { days: scrambledDays, isPublic: true });
    await ctx.database.db
      .insert(itineraryMembers)
      .values({ itineraryId: privateTrip.id, userId: viewer.id, role: 'viewer' });
  }, 120_000);
  afterAll(async () => ctx?.close());

  describe('GET …/days/:day/legs', () => {
    it('answers each leg of the day as an estimate, in order, with totals', async () => {
      const res = await requestAs(ctx, 'GET', legsUrl(privateTrip, 1, '?mode=walk'), cast.owner);
      expect(res.statusCode).toBe(200);
      const body = res.json() as DayLegs;
      const ids = idsOf(privateTrip);
      expect(body.day_number).toBe(1);
      expect(body.legs).toHaveLength(4);
      expect(body.legs.map((leg) => [leg!.from_plan_id, leg!.to_plan_id])).toEqual(
        ids.slice(1).map((to, i) => [ids[i], to]),
      );
      for (const leg of body.legs) {
        expect(leg).toMatchObject({ mode: 'walk', source: 'estimate', is_estimate: true });
        expect(Number.isInteger(leg!.duration_s) && Number.isInteger(leg!.distance_m)).toBe(true);
      }
      // Hotel → 3 stops east: about 2.6 km in a straight line, ×1.3 on foot.
      expect(body.legs[0]!.distance_m).toBeGreaterThan(3000);
      expect(body.legs[0]!.distance_m).toBeLessThan(3800);
      expect(body.total_duration_s).toBe(body.legs.reduce((s, leg) => s + leg!.duration_s, 0));
    });

    it('a car is faster than walking on the same legs', async () => {
      const walk = (
        await requestAs(ctx, 'GET', legsUrl(privateTrip, 1, '?mode=walk'), cast.owner)
      ).json() as DayLegs;
      const car = (
        await requestAs(ctx, 'GET', legsUrl(privateTrip, 1, '?mode=car'), cast.owner)
      ).json() as DayLegs;
      expect(car.total_duration_s).toBeLessThan(walk.total_duration_s);
    });

    it('answers null legs where plans have no coordinates', async () => {
      const res = await requestAs(ctx, 'GET', legsUrl(privateTrip, 2), cast.owner);
      expect(res.statusCode).toBe(200);
      expect((res.json() as DayLegs).legs).toEqual([null]);
    });

    it('who may see the trip reads it: members and admins a private one, anyone a public one', async () => {
      for (const user of [cast.owner, viewer, cast.admin]) {
        expect((await requestAs(ctx, 'GET', legsUrl(privateTrip), user)).statusCode).toBe(200);
      }
      for (const user of [null, cast.other, cast.inactive, viewer, cast.admin]) {
        expect((await requestAs(ctx, 'GET', legsUrl(publicTrip), user)).statusCode).toBe(200);
      }
    });

    it('a visitor, a stranger and a deactivated stranger are told a private trip does not exist', async () => {
      for (const user of [null, cast.other, cast.inactive]) {
        const res = await requestAs(ctx, 'GET', legsUrl(privateTrip), user);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    });

    it('a day past the trip, a malformed day or id is 404; an unknown mode or a departure without offset is 400', async () => {
      expect((await requestAs(ctx, 'GET', legsUrl(publicTrip, 3), null)).statusCode).toBe(404);
      expect(
        (await requestAs(ctx, 'GET', `/api/itineraries/${publicTrip.id}/days/zero/legs`, null)).statusCode,
      ).toBe(404);
      expect((await requestAs(ctx, 'GET', '/api/itineraries/nope/days/1/legs', null)).statusCode).toBe(404);
      const mode = await requestAs(ctx, 'GET', legsUrl(publicTrip, 1, '?mode=plane'), null);
      expect(mode.statusCode).toBe(400);
      expect(mode.json().error.code).toBe('validation_failed');
      const depart = await requestAs(ctx, 'GET', legsUrl(publicTrip, 1, '?depart=2026-05-01T09:00'), null);
      expect(depart.statusCode).toBe(400);
      const ok = await requestAs(
        ctx,
        'GET',
        legsUrl(publicTrip, 1, '?depart=2026-05-01T09:00:00%2B09:00'),
        null,
      );
      expect(ok.statusCode).toBe(200);
    });
  });

  describe('POST …/days/:day/optimize', () => {
    it('proposes the shortest order, the first and last plan in place, and writes nothing', async () => {
      const res = await requestAs(ctx, 'POST', optimizeUrl(privateTrip), cast.owner, {});
      expect(res.statusCode).toBe(200);
      const body = res.json() as OptimizeAnswer;
      const [hotel, third, first, second, back] = idsOf(privateTrip);
      expect(body.order).toEqual([hotel, first, second, third, back]);
      expect(body.changed).toBe(true);
      expect(body.method).toBe('exact');
      expect(body.is_estimate).toBe(true);
      expect(body.proposed_duration_s).toBeLessThan(body.current_duration_s);
      expect(body.fixed_plan_ids).toEqual([hotel, back]);
      expect(body.conflicts).toEqual([]);
      const after = await requestAs(ctx, 'GET', `/api/itineraries/${privateTrip.id}`, cast.owner);
      expect(idsOf(after.json() as Itinerary)).toEqual(idsOf(privateTrip));
    });

    it('keeps pinned plans in place', async () => {
      const [hotel, third, first, second, back] = idsOf(privateTrip);
      const res = await requestAs(ctx, 'POST', optimizeUrl(privateTrip), cast.owner, {
        pinned_plan_ids: [first],
      });
      const body = res.json() as OptimizeAnswer;
      expect(body.order).toEqual([hotel, second, first, third, back]);
      expect(body.fixed_plan_ids).toEqual([hotel, first, back]);
    });

    it('reports a timed plan the day reaches late', async () => {
      const trip = await makeItinerary(ctx, cast.owner, {
        start_date: '2026-05-01',
        end_date: '2026-05-01',
        days: [
          {
            day_number: 1,
            plans: [
              { time: '09:00', destination: '호텔', duration: 60, ...at(0) },
              { destination: '먼 곳', duration: 120, ...at(30) },
              { time: '10:30', destination: '점심', duration: 60, ...at(0.1) },
            ],
          },
        ],
      });
      const body = (
        await requestAs(ctx, 'POST', optimizeUrl(trip, 1, '?mode=car'), cast.owner, {})
      ).json() as OptimizeAnswer;
      const [, far, lunch] = idsOf(trip);
      expect(body.changed).toBe(false);
      expect(body.conflicts).toHaveLength(1);
      expect(body.conflicts[0]).toMatchObject({ plan_id: lunch, starts_at: '10:30' });
      expect(body.conflicts[0]!.late_minutes).toBeGreaterThan(60);
      expect(body.order[1]).toBe(far);
    });

    it('a signed-in reader who may see the trip may ask; a visitor gets 401, a stranger 404, a deactivated account 403', async () => {
      for (const user of [viewer, cast.admin]) {
        expect((await requestAs(ctx, 'POST', optimizeUrl(privateTrip), user, {})).statusCode).toBe(200);
      }
      expect((await requestAs(ctx, 'POST', optimizeUrl(privateTrip), null, {})).statusCode).toBe(401);
      expect((await requestAs(ctx, 'POST', optimizeUrl(publicTrip), null, {})).statusCode).toBe(401);
      expect((await requestAs(ctx, 'POST', optimizeUrl(privateTrip), cast.other, {})).statusCode).toBe(404);
      const inactive = await requestAs(ctx, 'POST', optimizeUrl(publicTrip), cast.inactive, {});
      expect(inactive.statusCode).toBe(403);
      expect(inactive.json().error.code).toBe('account_inactive');
      expect((await requestAs(ctx, 'POST', optimizeUrl(publicTrip), cast.other, {})).statusCode).toBe(200);
    });

    it('refuses malformed pins with 400 validation_failed', async () => {
      const res = await requestAs(ctx, 'POST', optimizeUrl(privateTrip), cast.owner, {
        pinned_plan_ids: ['x'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    });
  });
});
