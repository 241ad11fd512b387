/**
 * The day optimiser's time (issue 24): `optimizeDay` (packages/shared/src/routing) on random days,
 * pure CPU, no server. Two cases: 12 stops with the first and last fixed (10 movable: the usual
 * day of 12), and 14 stops with 12 movable (the largest exact case, Held–Karp's worst). Each case
 * runs BENCH_ROUTES_RUNS times (30) on fresh random matrices after a warm-up; printed: p50 and max
 * in milliseconds.
 *
 * `npm run routes -w bench` runs it alone; `BENCH_ROUTES=1 npm run bench` adds it after the rest.
 */
import { pathToFileURL } from 'node:url';
import { optimizeDay, type OptimizeStop } from '@pintrip/shared';

export interface RoutesBenchCase {
  name: string;
  stops: number;
  movable: number;
  runs: number;
  p50Ms: number;
  maxMs: number;
}

/** A random asymmetric matrix of travel seconds (1 to 2 hours), seeded so runs compare. */
function randomMatrix(n: number, seed: number): number[][] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : Math.round(60 + next() * 7140))),
  );
}

function timeCase(name: string, stops: number, runs: number): RoutesBenchCase {
  const day: OptimizeStop[] = Array.from({ length: stops }, (_, i) => ({
    fixed: i === 0 || i === stops - 1,
    startsAt: null,
    duration: 60,
  }));
  optimizeDay(day, randomMatrix(stops, 1)); // warm-up
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const matrix = randomMatrix(stops, run + 2);
    const started = performance.now();
    const result = optimizeDay(day, matrix);
    times.push(performance.now() - started);
    if (result.method !== 'exact') throw new Error(`${name}: expected the exact method`);
  }
  times.sort((a, b) => a - b);
  return {
    name,
    stops,
    movable: stops - 2,
    runs,
    p50Ms: times[Math.floor(times.length / 2)]!,
    maxMs: times[times.length - 1]!,
  };
}

export function benchRoutes(runs = Number(process.env.BENCH_ROUTES_RUNS ?? 30)): RoutesBenchCase[] {
  return [
    timeCase('12 stops, first and last fixed', 12, runs),
    timeCase('12 movable stops (largest exact)', 14, runs),
  ];
}

export function printRoutes(cases: RoutesBenchCase[]) {
  console.log('\nThe day optimiser (Held–Karp), per day:');
  for (const c of cases) {
    console.log(
      `  ${c.name}: p50 ${c.p50Ms.toFixed(1)} ms, max ${c.maxMs.toFixed(1)} ms over ${c.runs} runs`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printRoutes(benchRoutes());
}
