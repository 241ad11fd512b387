/**
 * The best order for a day (issue 24): the order of a day's stops that minimises the total travel
 * time over a given duration matrix, with fixed stops keeping their places. Pure: the server feeds
 * it the provider's matrix, the bench times it, the tests compare it with brute force.
 *
 * - Exact (Held–Karp over the movable stops, with the fixed ones chained in at their positions) up
 *   to {@link exactMovableMax} movable stops: 2^m × m² steps, about 0.6 M for 12.
 * - Beyond: nearest neighbour, then 2-opt (reversing the movable stops between two free places)
 *   and swaps until no move shortens the day.
 * Ties keep the current order, so a day that is already best is answered unchanged.
 */

/** One stop of the day, in its current order. */
export interface OptimizeStop {
  /** Keeps its place (a plan with a time, the first and the last of the day, a pinned one). */
  fixed: boolean;
  /** When it starts, in minutes since midnight, or null (no time). */
  startsAt: number | null;
  /** Minutes spent there. */
  duration: number;
}

export interface ScheduleConflict {
  /** Index of the stop (in the order examined) that is reached late. */
  index: number;
  /** When the traveller gets there, minutes since midnight. */
  arrivesAt: number;
  /** Its time, minutes since midnight. */
  startsAt: number;
  lateMinutes: number;
}

export interface OptimizeResult {
  /** Indices of the stops given, in the proposed order. */
  order: number[];
  /** Total travel of the proposed order, in the matrix's unit (seconds). */
  total: number;
  /** Total travel of the order given. */
  currentTotal: number;
  method: 'exact' | 'heuristic';
  /** Stops with a time reached after it, in the proposed order. */
  conflicts: ScheduleConflict[];
}

/** Up to this many movable stops the answer is exact. */
export const exactMovableMax = 12;

/** Travel of visiting `order` over `matrix` (matrix[i][j]: from stop i to stop j). */
export function routeTotal(order: readonly number[], matrix: readonly (readonly number[])[]): number {
  let total = 0;
  for (let k = 0; k + 1 < order.length; k++) total += matrix[order[k]!]![order[k + 1]!]!;
  return total;
}

/**
 * Stops reached after their time, walking `order`: the clock starts at the first stop with a time
 * (nothing before it can be late), waits for a stop whose time has not come, and adds each stop's
 * duration and the travel (seconds, rounded up to minutes) to the next.
 */
export function scheduleConflicts(
  stops: readonly OptimizeStop[],
  order: readonly number[],
  matrix: readonly (readonly number[])[],
): ScheduleConflict[] {
  const conflicts: ScheduleConflict[] = [];
  let clock: number | null = null;
  order.forEach((stopIndex, k) => {
    const stop = stops[stopIndex]!;
    if (clock !== null && k > 0) clock += Math.ceil(matrix[order[k - 1]!]![stopIndex]! / 60);
    if (stop.startsAt !== null) {
      if (clock !== null && clock > stop.startsAt) {
        conflicts.push({
          index: k,
          arrivesAt: clock,
          startsAt: stop.startsAt,
          lateMinutes: clock - stop.startsAt,
        });
      } else {
        clock = stop.startsAt;
      }
    }
    if (clock !== null) clock += stop.duration;
  });
  return conflicts;
}

/** The best order of `stops` over `matrix` (seconds from stop i to stop j), fixed stops in place. */
export function optimizeDay(
  stops: readonly OptimizeStop[],
  matrix: readonly (readonly number[])[],
): OptimizeResult {
  const n = stops.length;
  const current = stops.map((_, i) => i);
  const currentTotal = routeTotal(current, matrix);
  const movable = current.filter((i) => !stops[i]!.fixed);
  let order = current;
  let method: OptimizeResult['method'] = 'exact';
  if (movable.length > 1) {
    if (movable.length <= exactMovableMax) {
      order = heldKarp(stops, matrix, movable);
    } else {
      method = 'heuristic';
      order = improve(stops, matrix, nearestNeighbour(stops, matrix, movable));
    }
  }
  let total = routeTotal(order, matrix);
  // Never propose a longer day, nor a different one that is no shorter.
  if (total >= currentTotal) {
    order = current;
    total = currentTotal;
  }
  return {
    order: n === 0 ? [] : order,
    total,
    currentTotal,
    method,
    conflicts: scheduleConflicts(stops, order, matrix),
  };
}

/**
 * Held–Karp with positions: the free places are filled in order; after each movable stop the fixed
 * stops that follow it are chained in at once, so a state is (set of movable stops placed, the last
 * movable one) and its cost includes the fixed run after it.
 */
function heldKarp(
  stops: readonly OptimizeStop[],
  matrix: readonly (readonly number[])[],
  movable: readonly number[],
): number[] {
  const n = stops.length;
  const m = movable.length;
  const freeSlots: number[] = [];
  for (let p = 0; p < n; p++) if (!stops[p]!.fixed) freeSlots.push(p);
  // The fixed stops before the first free place, and after each free place up to the next one.
  const prefix: number[] = [];
  for (let p = 0; p < freeSlots[0]!; p++) prefix.push(p);
  const runs: number[][] = freeSlots.map((slot, c) => {
    const end = c + 1 < m ? freeSlots[c + 1]! : n;
    const run: number[] = [];
    for (let p = slot + 1; p < end; p++) run.push(p);
    return run;
  });
  const runCost = runs.map((run) => routeTotal(run, matrix));
  // Travel from stop j through run c (j placed at free place c), and the stop it ends on.
  const through = (j: number, c: number) => {
    const run = runs[c]!;
    return run.length === 0 ? 0 : matrix[j]![run[0]!]! + runCost[c]!;
  };
  const endOf = (j: number, c: number) => {
    const run = runs[c]!;
    return run.length === 0 ? j : run[run.length - 1]!;
  };
  const prefixEnd = prefix.length > 0 ? prefix[prefix.length - 1]! : null;
  const size = 1 << m;
  const cost = new Float64Array(size * m).fill(Infinity);
  const parent = new Int16Array(size * m).fill(-1);
  for (let j = 0; j < m; j++) {
    const stop = movable[j]!;
    cost[(1 << j) * m + j] = (prefixEnd === null ? 0 : matrix[prefixEnd]![stop]!) + through(stop, 0);
  }
  const popcount = (x: number) => {
    let c = 0;
    for (let v = x; v; v &= v - 1) c++;
    return c;
  };
  for (let mask = 1; mask < size; mask++) {
    const c = popcount(mask); // the next free place to fill
    if (c >= m) continue;
    for (let j = 0; j < m; j++) {
      const here = cost[mask * m + j]!;
      if (here === Infinity || !(mask & (1 << j))) continue;
      const from = endOf(movable[j]!, c - 1);
      for (let k = 0; k < m; k++) {
        if (mask & (1 << k)) continue;
        const stop = movable[k]!;
        const next = mask | (1 << k);
        const value = here + matrix[from]![stop]! + through(stop, c);
        // Strictly better only: the first way found (lower indices, the current order) wins ties.
        if (value < cost[next * m + k]!) {
          cost[next * m + k] = value;
          parent[next * m + k] = j;
        }
      }
    }
  }
  const full = size - 1;
  let last = 0;
  for (let j = 1; j < m; j++) if (cost[full * m + j]! < cost[full * m + last]!) last = j;
  const picked: number[] = [];
  for (let mask = full, j = last; j >= 0;) {
    picked.push(movable[j]!);
    const before = parent[mask * m + j]!;
    mask &= ~(1 << j);
    j = before;
  }
  picked.reverse();
  const order = stops.map((_, i) => i);
  freeSlots.forEach((slot, c) => {
    order[slot] = picked[c]!;
  });
  return order;
}

/** Each free place takes the nearest movable stop not yet placed, from the stop before it. */
function nearestNeighbour(
  stops: readonly OptimizeStop[],
  matrix: readonly (readonly number[])[],
  movable: readonly number[],
): number[] {
  const left = new Set(movable);
  const order: number[] = [];
  stops.forEach((stop, p) => {
    if (stop.fixed) {
      order.push(p);
      return;
    }
    const prev = order.length > 0 ? order[order.length - 1]! : null;
    let best = -1;
    for (const candidate of left) {
      if (best === -1 || (prev !== null && matrix[prev]![candidate]! < matrix[prev]![best]!))
        best = candidate;
    }
    left.delete(best);
    order.push(best);
  });
  return order;
}

/** 2-opt over the free places (reverse the movable stops between two of them) and swaps, to a local best. */
function improve(
  stops: readonly OptimizeStop[],
  matrix: readonly (readonly number[])[],
  start: number[],
): number[] {
  const freeSlots = stops.flatMap((stop, p) => (stop.fixed ? [] : [p]));
  let order = start;
  let total = routeTotal(order, matrix);
  for (let improved = true, passes = 0; improved && passes < 100; passes++) {
    improved = false;
    for (let a = 0; a < freeSlots.length; a++) {
      for (let b = a + 1; b < freeSlots.length; b++) {
        for (const move of [reverseFree, swapFree]) {
          const candidate = move(order, freeSlots, a, b);
          const value = routeTotal(candidate, matrix);
          if (value < total) {
            order = candidate;
            total = value;
            improved = true;
          }
        }
      }
    }
  }
  return order;
}

function reverseFree(order: readonly number[], freeSlots: readonly number[], a: number, b: number): number[] {
  const next = [...order];
  for (let i = a, j = b; i < j; i++, j--) {
    next[freeSlots[i]!] = order[freeSlots[j]!]!;
    next[freeSlots[j]!] = order[freeSlots[i]!]!;
  }
  return next;
}

function swapFree(order: readonly number[], freeSlots: readonly number[], a: number, b: number): number[] {
  const next = [...order];
  next[freeSlots[a]!] = order[freeSlots[b]!]!;
  next[freeSlots[b]!] = order[freeSlots[a]!]!;
  return next;
}
