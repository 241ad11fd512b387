/*
 * The common pool (총무 mode), the weighted 환전 rate and the budget summary: property tests over
 * random expenses, pool parts and contributions (balances sum to zero, the pool's remainder is
 * returned in full, transfers clear every balance), and the cases worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.js';
import { computeMoney, homeParts, type BalanceExpense } from './balances.js';
import { convertMinor, parseRate, type CurrencyCode } from './currency.js';
import { weightedExchangeRate } from './exchange.js';
import { computePool } from './pool.js';
import { suggestTransfers } from './settle.js';
import { summarizeBudget } from './summary.js';

const members = ['m01', 'm02', 'm03', 'm04', 'm05', 'm06'];
const rates: { currency: CurrencyCode; rate: string | null }[] = [
  { currency: 'KRW', rate: null },
  { currency: 'JPY', rate: '9.0512' },
  { currency: 'USD', rate: '1387.45' },
];

/** An expense with part (maybe all, maybe none) paid from the pool, the rest by some members. */
const pooledExpenseArb: fc.Arbitrary<BalanceExpense> = fc
  .record({
    amount: fc.integer({ min: 0, max: 100_000_000 }),
    money: fc.constantFrom(...rates),
    poolWeight: fc.integer({ min: 0, max: 4 }),
    payers: fc.subarray(members, { minLength: 1 }),
    sharers: fc.subarray(members, { minLength: 1 }),
    weights: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ amount, money, poolWeight, payers, sharers, weights }) => {
    const [poolAmount, rest] = allocate(amount, [poolWeight, 4 - poolWeight]);
    const paid = allocate(
      rest!,
      payers.map((_, i) => weights[i]!),
    );
    const owed = allocate(
      amount,
      sharers.map((_, i) => weights[5 - i]!),
    );
    return {
      amount,
      currency: money.currency,
      rate: money.rate,
      poolAmount: poolAmount!,
      payers: poolWeight === 4 ? [] : payers.map((memberId, i) => ({ memberId, amount: paid[i]! })),
      shares: sharers.map((memberId, i) => ({ memberId, amount: owed[i]! })),
    };
  });

const contributionsArb = fc.array(
  fc.record({ memberId: fc.constantFrom(...members), amount: fc.integer({ min: 1, max: 50_000_000 }) }),
  { maxLength: 8 },
);

const settlementsArb = fc.array(
  fc
    .record({
      fromMemberId: fc.constantFrom(...members),
      toMemberId: fc.constantFrom(...members),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    })
    .filter((s) => s.fromMemberId !== s.toMemberId),
  { maxLength: 4 },
);

describe('the common pool', () => {
  it('balances sum to zero, the remainder is returned in full, and the transfers clear everything', () => {
    fc.assert(
      fc.property(
        fc.array(pooledExpenseArb, { maxLength: 12 }),
        contributionsArb,
        settlementsArb,
        (expenses, contributions, settlements) => {
          const { balances, pool } = computeMoney('KRW', expenses, settlements, members, contributions);
          expect(balances.reduce((sum, b) => sum + b.balance, 0)).toBe(0);
          const spent = expenses.reduce((sum, e) => sum + homeParts('KRW', e).pool, 0);
          expect(pool.spent).toBe(spent);
          expect(pool.contributed).toBe(contributions.reduce((sum, c) => sum + c.amount, 0));
          expect(pool.remainder).toBe(pool.contributed - pool.spent);
          expect(pool.returns.reduce((sum, r) => sum + r.amount, 0)).toBe(pool.remainder);
          for (const entry of [...balances, ...pool.returns.map((r) => ({ balance: r.amount }))])
            expect(Number.isSafeInteger(entry.balance)).toBe(true);
          const net = new Map(balances.map((b) => [b.memberId, b.balance]));
          for (const t of suggestTransfers(net)) {
            net.set(t.fromMemberId, net.get(t.fromMemberId)! + t.amount);
            net.set(t.toMemberId, net.get(t.toMemberId)! - t.amount);
          }
          expect([...net.values()].every((value) => value === 0)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('returns each contributor at most one won away from their exact pro rata part', () => {
    fc.assert(
      fc.property(contributionsArb, fc.integer({ min: 0, max: 100_000_000 }), (contributions, spent) => {
        const pool = computePool(contributions, spent, members);
        if (pool.contributed === 0) return;
        for (const part of pool.returns) {
          const paidIn = pool.contributions.find((c) => c.memberId === part.memberId)!.amount;
          const exact = (pool.remainder * paidIn) / pool.contributed;
          expect(Math.abs(part.amount - exact)).toBeLessThan(1);
        }
      }),
    );
  });

  it('works the worked case: 120,000원 in, 110,001원 spent, 9,999원 back as 4,166 / 4,166 / 1,667', () => {
    const pool = computePool(
      [
        { memberId: 'a', amount: 50_000 },
        { memberId: 'b', amount: 50_000 },
        { memberId: 'c', amount: 20_000 },
      ],
      110_001,
    );
    expect(pool.returns).toEqual([
      { memberId: 'a', amount: 4166 },
      { memberId: 'b', amount: 4166 },
      { memberId: 'c', amount: 1667 },
    ]);
  });

  it('with nothing paid in, everyone tops up an equal part of what the pool spent', () => {
    const pool = computePool([], 10_000, ['c', 'a', 'b']);
    expect(pool.returns).toEqual([
      { memberId: 'a', amount: -3334 },
      { memberId: 'b', amount: -3333 },
      { memberId: 'c', amount: -3333 },
    ]);
  });
});

describe('the weighted 환전 rate', () => {
  it('is total given over total received, rounded to 8 decimals, in major units', () => {
    expect(weightedExchangeRate('KRW', 'JPY', [{ given: 90_000, received: 10_000 }])).toBe('9');
    expect(
      weightedExchangeRate('KRW', 'JPY', [
        { given: 90_000, received: 10_000 },
        { given: 185_000, received: 20_000 },
      ]),
    ).toBe('9.16666667');
    expect(weightedExchangeRate('KRW', 'USD', [{ given: 137_000, received: 10_000 }])).toBe('1370');
    expect(weightedExchangeRate('USD', 'KRW', [{ given: 10_000, received: 13_700_000 }])).toBe('0.0000073');
    expect(weightedExchangeRate('KRW', 'JPY', [])).toBeNull();
  });

  it('converts what was received back to what was given, within rounding', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            given: fc.integer({ min: 1, max: 10_000_000 }),
            received: fc.integer({ min: 1, max: 10_000_000 }),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (records) => {
          const rate = weightedExchangeRate('KRW', 'JPY', records);
          if (rate === null) return;
          expect(parseRate(rate)).not.toBeNull();
          const given = records.reduce((sum, r) => sum + r.given, 0);
          const received = records.reduce((sum, r) => sum + r.received, 0);
          // The rate is off by at most half of 1e-8 per yen.
          expect(Math.abs(convertMinor(received, 'JPY', 'KRW', rate) - given)).toBeLessThanOrEqual(
            1 + received * 1e-8,
          );
        },
      ),
    );
  });
});

describe('the budget summary', () => {
  it('adds up: days to the actual, people to the shares, budget parts to the budget', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: fc.integer({ min: 0, max: 1_000_000 }),
            day: fc.integer({ min: -2, max: 6 }),
            linked: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
            sharer: fc.constantFrom(...members),
          }),
          { maxLength: 20 },
        ),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 3, maxLength: 3 }),
        (rows, budgets) => {
          const summary = summarizeBudget({
            startDate: '2026-05-01',
            dayCount: 3,
            dayBudgets: new Map(budgets.map((b, i) => [i + 1, b])),
            participants: members.slice(0, 4),
            expenses: rows.map((row) => ({
              total: row.total,
              category: 'food',
              spentOn: new Date(Date.UTC(2026, 4, row.day)).toISOString().slice(0, 10),
              planDay: row.linked,
              shares: [{ memberId: row.sharer, amount: row.total }],
            })),
          });
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(sum(summary.days.map((d) => d.actual))).toBe(summary.actual);
          expect(sum(summary.people.map((p) => p.actual))).toBe(summary.actual);
          expect(sum(summary.people.map((p) => p.budget))).toBe(summary.budget);
          expect(summary.budget).toBe(sum(budgets));
        },
      ),
    );
  });
});
