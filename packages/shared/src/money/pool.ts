import { allocate } from './allocate.js';
import type { MemberAmount } from './split.js';

/** The common pool of a trip (총무 mode) in home minor units: paid in, spent, and given back. */
export interface PoolState {
  /** What members paid into the pool, in total. */
  contributed: number;
  /** What expenses paid from the pool, converted to the home currency. */
  spent: number;
  /** contributed − spent: returned to the contributors (below zero: they top the pool up). */
  remainder: number;
  /**
   * Each party's part of the remainder, ordered by member id, adding up to `remainder` exactly:
   * pro rata to what they paid in, or equally among `memberIds` when nobody paid in yet.
   */
  returns: MemberAmount[];
  /** What each party paid in, ordered by member id (members who paid nothing left out). */
  contributions: MemberAmount[];
}

const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The pool after `spent` home minor units went out of it: the remainder is allocated pro rata to
 * the contributions (largest remainders first, ties by member id) so that not a won is lost. With
 * nothing paid in, a pool that spent money is owed by every member equally.
 */
export function computePool(
  contributions: readonly MemberAmount[],
  spent: number,
  memberIds: readonly string[] = [],
): PoolState {
  const paidIn = new Map<string, number>();
  for (const entry of contributions)
    paidIn.set(entry.memberId, (paidIn.get(entry.memberId) ?? 0) + entry.amount);
  const payers = [...paidIn.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => byId(a, b))
    .map(([memberId, amount]) => ({ memberId, amount }));
  const contributed = payers.reduce((sum, entry) => sum + entry.amount, 0);
  const remainder = contributed - spent;
  let returns: MemberAmount[] = [];
  if (payers.length > 0) {
    const parts = allocate(
      remainder,
      payers.map((entry) => entry.amount),
    );
    returns = payers.map((entry, index) => ({ memberId: entry.memberId, amount: parts[index]! }));
  } else if (remainder !== 0) {
    const everyone = [...new Set(memberIds)].sort(byId);
    if (everyone.length > 0) {
      const parts = allocate(
        remainder,
        everyone.map(() => 1),
      );
      returns = everyone.map((memberId, index) => ({ memberId, amount: parts[index]! }));
    }
  }
  return { contributed, spent, remainder, returns, contributions: payers };
}
