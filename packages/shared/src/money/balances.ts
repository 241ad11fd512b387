import { allocate } from './allocate.js';
import { convertMinor, type CurrencyCode } from './currency.js';
import { computePool, type PoolState } from './pool.js';
import type { MemberAmount } from './split.js';

/** An expense as the balances need it: resolved payers and shares in the expense's currency. */
export interface BalanceExpense {
  amount: number;
  currency: CurrencyCode;
  /** Units of the home currency per unit of `currency`, frozen at entry; null in the home currency. */
  rate: string | null;
  payers: MemberAmount[];
  shares: MemberAmount[];
  /** The part of `amount` paid from the trip's common pool (총무 mode), in `currency`; 0 by default. */
  poolAmount?: number;
}

/** A recorded settle-up: `from` sent `amount` home-currency minor units to `to`. */
export interface SettlementRecord {
  fromMemberId: string;
  toMemberId: string;
  amount: number;
}

export interface MemberBalance {
  memberId: string;
  /** What the member paid for the group, in home minor units. */
  paid: number;
  /** What the member's own shares cost, in home minor units. */
  owed: number;
  /** What the member paid into the common pool, in home minor units. */
  poolContributed: number;
  /** The member's part of the pool's remainder (below zero: what they top it up with). */
  poolReturned: number;
  /**
   * paid + pool contributed − pool returned − owed + settlements sent − settlements received:
   * above zero the group owes them.
   */
  balance: number;
}

/** An expense in home minor units: its total, its payers, the pool's part and its shares. */
export interface HomeExpenseParts {
  total: number;
  payers: MemberAmount[];
  pool: number;
  shares: MemberAmount[];
}

const byMemberId = (a: { memberId: string }, b: { memberId: string }) =>
  a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;

/**
 * One expense in the home currency: converted once at its frozen rate (rounded half away from
 * zero), then that home total allocated among its payers and the pool, and among its shares, in
 * proportion to their amounts in the expense's currency (ordered by member id, the pool last), so
 * both sides add up to the home total exactly.
 */
export function homeParts(homeCurrency: CurrencyCode, expense: BalanceExpense): HomeExpenseParts {
  const total =
    expense.currency === homeCurrency
      ? expense.amount
      : convertMinor(expense.amount, expense.currency, homeCurrency, expense.rate ?? '');
  const spread = (entries: MemberAmount[], extra: number) => {
    const sorted = [...entries].sort(byMemberId);
    const weights = [...sorted.map((entry) => entry.amount), extra];
    if (weights.every((weight) => weight === 0)) return { parts: [] as MemberAmount[], extra: 0 };
    const parts = allocate(total, weights);
    return {
      parts: sorted.map((entry, index) => ({ memberId: entry.memberId, amount: parts[index]! })),
      extra: parts[sorted.length]!,
    };
  };
  const paid = spread(expense.payers, expense.poolAmount ?? 0);
  return { total, payers: paid.parts, pool: paid.extra, shares: spread(expense.shares, 0).parts };
}

/**
 * Each member's balance in the home currency, ordered by member id. A foreign expense is converted
 * once at its frozen rate, then allocated among its payers (and the pool) and among its shares
 * (`homeParts`), so every expense nets to zero. The pool's contributions count as paid and its
 * remainder, returned pro rata (`computePool`), as received, so the balances together always sum to
 * exactly zero.
 */
export function computeBalances(
  homeCurrency: CurrencyCode,
  expenses: readonly BalanceExpense[],
  settlements: readonly SettlementRecord[] = [],
  memberIds: readonly string[] = [],
  poolContributions: readonly MemberAmount[] = [],
): MemberBalance[] {
  return computeMoney(homeCurrency, expenses, settlements, memberIds, poolContributions).balances;
}

/** The balances of `computeBalances` with the state of the common pool they include. */
export function computeMoney(
  homeCurrency: CurrencyCode,
  expenses: readonly BalanceExpense[],
  settlements: readonly SettlementRecord[] = [],
  memberIds: readonly string[] = [],
  poolContributions: readonly MemberAmount[] = [],
): { balances: MemberBalance[]; pool: PoolState } {
  const rows = new Map<string, MemberBalance>();
  const row = (memberId: string) => {
    let found = rows.get(memberId);
    if (!found)
      rows.set(
        memberId,
        (found = { memberId, paid: 0, owed: 0, poolContributed: 0, poolReturned: 0, balance: 0 }),
      );
    return found;
  };
  for (const memberId of memberIds) row(memberId);
  let poolSpent = 0;
  for (const expense of expenses) {
    const parts = homeParts(homeCurrency, expense);
    for (const entry of parts.payers) row(entry.memberId).paid += entry.amount;
    for (const entry of parts.shares) row(entry.memberId).owed += entry.amount;
    poolSpent += parts.pool;
  }
  const pool = computePool(poolContributions, poolSpent, memberIds);
  for (const entry of pool.contributions) row(entry.memberId).poolContributed += entry.amount;
  for (const entry of pool.returns) row(entry.memberId).poolReturned += entry.amount;
  for (const settlement of settlements) {
    row(settlement.fromMemberId).balance += settlement.amount;
    row(settlement.toMemberId).balance -= settlement.amount;
  }
  const balances = [...rows.values()]
    .map((entry) => ({
      ...entry,
      balance: entry.balance + entry.paid + entry.poolContributed - entry.poolReturned - entry.owed,
    }))
    .sort(byMemberId);
  return { balances, pool };
}
