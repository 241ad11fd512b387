/*
 * The optimiser against brute force on random days of up to 9 stops (same total), fixed stops in
 * place, never a longer day than the current one, and the schedule conflicts it reports.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateLeg, isFixedStop } from './estimate.js';
import {
  exactMovableMax,
  optimizeDay,
  routeTotal,
  scheduleConflicts,
  type OptimizeStop,
} from './optimize.js';

const dayArb = (minStops: number, maxStops: number) =>
  fc.integer({ min: minStops, max: maxStops }).chain((n) =>
    fc.record({
      fixed: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      matrix: fc.array(fc.array(fc.integer({ min: 0, max: 7200 }), { minLength: n, maxLength: n }), {
        minLength: n,
        maxLength: n,
      }),
    }),
  );

const stopsOf = (fixed: boolean[]): OptimizeStop[] =>
  fixed.map((f) => ({ fixed: f, startsAt: null, duration: 60 }));

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** The least total over every order that keeps the fixed stops in place. */
function bruteForce(fixed: boolean[], matrix: number[][]): number {
  const free = fixed.flatMap((f, p) => (f ? [] : [p]));
  let best = Infinity;
  for (const perm of permutations(free)) {
    const order = fixed.map((_, p) => p);
    free.forEach((slot, c) => {
      order[slot] = perm[c]!;
    });
    best = Math.min(best, routeTotal(order, matrix));
  }
  return best;
}

const keepsFixed = (fixed: boolean[], order: number[]) => fixed.every((f, p) => !f || order[p] === p);
const isPermutation = (n: number, order: number[]) =>
  order.length === n && [...order].sort((a, b) => a - b).every((v, i) => v === i);

describe('optimizeDay', () => {
  it('finds the same total as brute force on days of up to 9 stops, fixed stops in place', () => {
    fc.assert(
      fc.property(dayArb(0, 9), ({ fixed, matrix }) => {
        const result = optimizeDay(stopsOf(fixed), matrix);
        expect(result.total).toBe(bruteForce(fixed, matrix));
        expect(result.total).toBe(routeTotal(result.order, matrix));
        expect(isPermutation(fixed.length, result.order)).toBe(true);
        expect(keepsFixed(fixed, result.order)).toBe(true);
        expect(result.method).toBe('exact');
      }),
      { numRuns: 300 },
    );
  });

  it('answers the current order when it is already best (ties keep it)', () => {
    const matrix = [
      [0, 10, 10],
      [10, 0, 10],
      [10, 10, 0],
    ];
    const result = optimizeDay(stopsOf([false, false, false]), matrix);
    expect(result.order).toEqual([0, 1, 2]);
    expect(result.total).toBe(result.currentTotal);
  });

  it('beyond the exact limit: a heuristic order, fixed stops in place, never longer than the current day', () => {
    fc.assert(
      fc.property(dayArb(exactMovableMax + 3, 20), ({ fixed, matrix }) => {
        const allFree = fixed.map(() => false);
        for (const flags of [fixed, allFree]) {
          const result = optimizeDay(stopsOf(flags), matrix);
          expect(isPermutation(flags.length, result.order)).toBe(true);
          expect(keepsFixed(flags, result.order)).toBe(true);
          expect(result.total).toBeLessThanOrEqual(result.currentTotal);
          expect(result.total).toBe(routeTotal(result.order, matrix));
        }
        expect(optimizeDay(stopsOf(allFree), matrix).method).toBe('heuristic');
      }),
      { numRuns: 30 },
    );
  });

  it('orders points on a line by the shortest walk, the hotel first and last', () => {
    // A hotel at 0, stops at 3, 1, 2 on a line: the best visit is 1, 2, 3 and back.
    const at = [0, 3, 1, 2, 0];
    const matrix = at.map((a) => at.map((b) => Math.abs(a - b) * 600));
    const fixed = at.map((_, i) => isFixedStop({ id: `p${i}`, time: null }, i, at.length, new Set()));
    const result = optimizeDay(stopsOf(fixed), matrix);
    expect(result.order).toEqual([0, 2, 3, 1, 4]);
    expect(result.total).toBe(6 * 600);
  });

  it('reports a timed stop reached late', () => {
    const stops: OptimizeStop[] = [
      { fixed: true, startsAt: 9 * 60, duration: 60 },
      { fixed: false, startsAt: null, duration: 90 },
      { fixed: true, startsAt: 11 * 60, duration: 60 },
    ];
    const matrix = [
      [0, 1800, 600],
      [1800, 0, 1800],
      [600, 1800, 0],
    ];
    // 9:00 + 60 min + 30 min travel + 90 min + 30 min travel = 12:30, the plan is at 11:00.
    expect(scheduleConflicts(stops, [0, 1, 2], matrix)).toEqual([
      { index: 2, arrivesAt: 12 * 60 + 30, startsAt: 11 * 60, lateMinutes: 90 },
    ]);
    expect(scheduleConflicts(stops, [0, 2, 1], matrix)).toEqual([]);
  });
});

describe('estimateLeg', () => {
  it('walks slower than transit, transit slower than a car on a long leg, and is 0 for one point', () => {
    const seoul = { lat: 37.5665, lng: 126.978 };
    const gangnam = { lat: 37.4979, lng: 127.0276 };
    const walk = estimateLeg(seoul, gangnam, 'walk');
    const transit = estimateLeg(seoul, gangnam, 'transit');
    const car = estimateLeg(seoul, gangnam, 'car');
    expect(walk.duration).toBeGreaterThan(transit.duration);
    expect(transit.duration).toBeGreaterThan(car.duration);
    expect(walk.distance).toBeGreaterThan(8000);
    expect(Number.isInteger(walk.duration) && Number.isInteger(walk.distance)).toBe(true);
    expect(estimateLeg(seoul, seoul, 'car')).toEqual({ duration: 0, distance: 0 });
  });
});
