import { describe, expect, it } from 'vitest';
import {
  sortKeyAt,
  applyTripOp,
  isSortKey,
  plansOfDay,
  sortKeyBetween,
  tripOpSchema,
  tripOpsRequestSchema,
  type TripOp,
  type TripState,
} from './trip-ops.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const trip: TripState = {
  title: '부산 여행',
  start_date: '2026-05-01',
  end_date: '2026-05-03',
  location: null,
  plans: {},
};

function run(state: TripState, ...ops: TripOp[]): TripState {
  return ops.reduce((s, op) => {
    const outcome = applyTripOp(s, op);
    if (!outcome.ok) throw new Error(`${op.kind}: ${outcome.code}`);
    return outcome.state;
  }, state);
}

const add = (n: number, day: number, key: string, destination = `곳 ${n}`): TripOp => ({
  op_id: id(100 + n),
  kind: 'plan.add',
  plan_id: id(n),
  day_number: day,
  sort_key: key,
  fields: { destination },
});

describe('applyTripOp', () => {
  it('adds plans with defaults, normalized, ordered by sort key', () => {
    const a = sortKeyBetween(null, null);
    const b = sortKeyBetween(a, null);
    const between = sortKeyBetween(a, b);
    const state = run(trip, add(1, 1, b, ' 해운대 '), add(2, 1, a), add(3, 1, between));
    expect(plansOfDay(state, 1).map((p) => p.id)).toEqual([id(2), id(3), id(1)]);
    expect(state.plans[id(1)]).toMatchObject({ destination: '해운대', duration: 60, cost: 0, time: null });
  });

  it('refuses an existing id (conflict), a day outside the trip, a bad key, a blank destination', () => {
    const state = run(trip, add(1, 1, 'a0'));
    expect(applyTripOp(state, add(1, 2, 'a1'))).toMatchObject({ ok: false, code: 'conflict' });
    expect(applyTripOp(state, add(2, 4, 'a1'))).toMatchObject({ ok: false, code: 'day_out_of_range' });
    expect(applyTripOp(state, add(2, 1, 'a10'))).toMatchObject({
      ok: false,
      code: 'validation_failed',
      fields: { sort_key: 'invalid' },
    });
    expect(applyTripOp(state, add(2, 1, 'a1', '  '))).toMatchObject({
      ok: false,
      code: 'validation_failed',
      fields: { destination: 'required' },
    });
  });

  it('uses the itinerary form rules for fields (duration, cost, lengths, time, coordinates)', () => {
    const state = run(trip, add(1, 1, 'a0'));
    const update = (fields: Record<string, unknown>) =>
      applyTripOp(state, { op_id: id(900), kind: 'plan.update', plan_id: id(1), fields } as TripOp);
    expect(update({ duration: 0 })).toMatchObject({ ok: false, code: 'duration_invalid' });
    expect(update({ cost: -1 })).toMatchObject({ ok: false, code: 'cost_negative' });
    expect(update({ note: 'x'.repeat(1001) })).toMatchObject({ fields: { note: 'too_long' } });
    expect(update({ time: '25:00' })).toMatchObject({ fields: { time: 'invalid_time' } });
    expect(update({ lat: 10 })).toMatchObject({ fields: { lng: 'required' } });
    expect(update({ time: '08:30', cost: 5000 })).toMatchObject({ ok: true });
  });

  it('last writer wins per field: two updates of different fields both stay', () => {
    const state = run(
      trip,
      add(1, 1, 'a0'),
      { op_id: id(201), kind: 'plan.update', plan_id: id(1), fields: { time: '09:00', note: '먼저' } },
      { op_id: id(202), kind: 'plan.update', plan_id: id(1), fields: { note: '나중' } },
    );
    expect(state.plans[id(1)]).toMatchObject({ time: '09:00', note: '나중' });
  });

  it('moves, and refuses to move, update or remove a plan that is gone (not_found)', () => {
    let state = run(trip, add(1, 1, 'a0'), add(2, 1, 'a1'));
    state = run(state, { op_id: id(300), kind: 'plan.move', plan_id: id(1), day_number: 2, sort_key: 'a0' });
    expect(plansOfDay(state, 2).map((p) => p.id)).toEqual([id(1)]);
    state = run(state, { op_id: id(301), kind: 'plan.remove', plan_id: id(1) });
    expect(applyTripOp(state, { op_id: id(302), kind: 'plan.remove', plan_id: id(1) })).toMatchObject({
      ok: false,
      code: 'not_found',
    });
    expect(
      applyTripOp(state, { op_id: id(303), kind: 'plan.update', plan_id: id(1), fields: { note: 'x' } }),
    ).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('trip.update changes the days; a day past the new end holding plans is a conflict', () => {
    const state = run(trip, add(1, 3, 'a0'));
    const shorten = { op_id: id(400), kind: 'trip.update', fields: { end_date: '2026-05-02' } } as const;
    expect(applyTripOp(state, shorten)).toMatchObject({
      ok: false,
      code: 'conflict',
      fields: { end_date: 'days_with_plans' },
    });
    expect(applyTripOp(run(trip, add(1, 2, 'a0')), shorten)).toMatchObject({ ok: true });
    expect(
      applyTripOp(state, { op_id: id(401), kind: 'trip.update', fields: { end_date: '2026-04-01' } }),
    ).toMatchObject({ ok: false, code: 'end_before_start' });
    expect(applyTripOp(state, { op_id: id(402), kind: 'trip.update', fields: { title: ' ' } })).toMatchObject(
      {
        ok: false,
        code: 'title_required',
      },
    );
  });

  it('a linked plan drops its own coordinates', () => {
    const state = run(trip, {
      op_id: id(500),
      kind: 'plan.add',
      plan_id: id(1),
      day_number: 1,
      sort_key: 'a0',
      fields: { destination: '해운대', destination_id: id(77).toUpperCase(), lat: 35, lng: 129 },
    });
    expect(state.plans[id(1)]).toMatchObject({ destination_id: id(77), lat: null, lng: null });
  });
});

describe('operation schemas', () => {
  it('reads each kind and refuses unknown kinds, fields and ids', () => {
    expect(tripOpSchema.safeParse(add(1, 1, 'a0')).success).toBe(true);
    expect(tripOpSchema.safeParse({ op_id: id(1), kind: 'plan.explode', plan_id: id(2) }).success).toBe(
      false,
    );
    expect(tripOpSchema.safeParse({ op_id: 'x', kind: 'plan.remove', plan_id: id(2) }).success).toBe(false);
    expect(
      tripOpSchema.safeParse({ op_id: id(1), kind: 'plan.update', plan_id: id(2), fields: { colour: 'red' } })
        .success,
    ).toBe(false);
    expect(tripOpsRequestSchema.safeParse({ ops: [] }).success).toBe(false);
  });

  it('sort keys are checked', () => {
    expect(isSortKey('a0')).toBe(true);
    expect(isSortKey('a0V')).toBe(true);
    expect(isSortKey('zz')).toBe(false);
    expect(isSortKey('a10')).toBe(false);
  });
});

describe('sortKeyAt', () => {
  it('places a key between neighbours, and after plans that share one key (added at once)', () => {
    const keys = (...list: string[]) => list.map((sort_key) => ({ sort_key }));
    expect(sortKeyAt(keys(), 0)).toBe('a0');
    const between = sortKeyAt(keys('a0', 'a2'), 1);
    expect(between > 'a0' && between < 'a2').toBe(true);
    // Two plans keyed a0 (two editors added at the end at once), then a2.
    for (const index of [1, 2]) {
      const key = sortKeyAt(keys('a0', 'a0', 'a2'), index);
      expect(key > 'a0' && key < 'a2').toBe(true);
    }
    expect(sortKeyAt(keys('a0', 'a0'), 1) > 'a0').toBe(true);
  });
});
