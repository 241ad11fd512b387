import { allocate } from './allocate.js';
import { convertMinor, type CurrencyCode } from './currency.js';
import type { MemberAmount } from './split.js';

/** An expense as the balances need it: resolved payers and shares in the expense's currency. */
export interface BalanceExpense {
  amount: number;
  currency: CurrencyCode;
  /** Units of the home currency per unit of `currency`, frozen at entry; null in the home currency. */
  rate: string | null;
  payers: MemberAmount[];
  shares: MemberAmount[];
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
  /** paid − owed + settlements sent − settlements received: above zero the group owes them. */
  balance: number;
}

/**
 * Each member's balance in the home currency, ordered by member id. A foreign expense is converted
 * once at its frozen rate (rounded half away from zero), then that home total is allocated among
 * its payers and among its shares in proportion to their foreign amounts, so every expense nets to
 * zero and the balances together always sum to exactly zero.
 */
export function computeBalances(
  homeCurrency: CurrencyCode,
  expenses: readonly BalanceExpense[],
  settlements: readonly SettlementRecord[] = [],
  memberIds: readonly string[] = [],
): MemberBalance[] {
  const rows = new Map<string, MemberBalance>();
  const row = (memberId: string) => {
    let found = rows.get(memberId);
    if (!found) rows.set(memberId, (found = { memberId, paid: 0, owed: 0, balance: 0 }));
    return found;
  };
  for (const memberId of memberIds) row(memberId);
  for (const expense of expenses) {
    const homeTotal =
      expense.currency === homeCurrency
        ? expense.amount
        : convertMinor(expense.amount, expense.currency, homeCurrency, expense.rate ?? '');
    const spread = (entries: MemberAmount[], field: 'paid' | 'owed') => {
      const sorted = [...entries].sort((a, b) =>
        a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0,
      );
      if (sorted.every((entry) => entry.amount === 0)) return;
      const parts = allocate(
        homeTotal,
        sorted.map((entry) => entry.amount),
      );
      sorted.forEach((entry, index) => (row(entry.memberId)[field] += parts[index]!));
    };
    spread(expense.payers, 'paid');
    spread(expense.shares, 'owed');
  }
  for (const settlement of settlements) {
    row(settlement.fromMemberId).balance += settlement.amount;
    row(settlement.toMemberId).balance -= settlement.amount;
  }
  return [...rows.values()]
    .map((entry) => ({ ...entry, balance: entry.balance + entry.paid - entry.owed }))
    .sort((a, b) => (a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0));
}
