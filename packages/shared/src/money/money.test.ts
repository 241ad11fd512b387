/*
 * The money rules on random expenses: nothing is lost to rounding, balances sum to zero, the
 * suggested transfers clear every balance exactly, the exact search never needs more transfers than
 * the greedy method, and the same input always gives the same answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate.js';
import { computeBalances, type BalanceExpense } from './balances.js';
import { convertMinor, formatRate, parseRate, type CurrencyCode } from './currency.js';
import { suggestTransfers, type Transfer } from './settle.js';
import { checkPayers, splitAmount, type SplitRule } from './split.js';

const memberPool = ['m01', 'm02', 'm03', 'm04', 'm05', 'm06', 'm07', 'm08', 'm09', 'm10'];
const membersArb = fc.subarray(memberPool, { minLength: 1 });
const amountArb = fc.integer({ min: 0, max: 1_000_000_000 });

const ruleArb = (amount: number): fc.Arbitrary<SplitRule> =>
  membersArb.chain((members) =>
    fc.oneof(
      fc.constant<SplitRule>({ kind: 'equal', members }),
      fc
        .array(fc.integer({ min: 1, max: 10 }), { minLength: members.length, maxLength: members.length })
        .map((weights) => ({
          kind: 'shares' as const,
          shares: members.map((memberId, i) => ({ memberId, shares: weights[i]! })),
        })),
      fc
        .array(fc.integer({ min: 1, max: 1000 }), { minLength: members.length, maxLength: members.length })
        .map((weights) => {
          const points = allocate(10_000, weights);
          return {
            kind: 'percent' as const,
            percents: members.map((memberId, i) => ({ memberId, basisPoints: points[i]! })),
          };
        }),
      fc
        .array(fc.integer({ min: 1, max: 1000 }), { minLength: members.length, maxLength: members.length })
        .map((weights) => {
          const parts = allocate(amount, weights);
          return {
            kind: 'exact' as const,
            amounts: members.map((memberId, i) => ({ memberId, amount: parts[i]! })),
          };
        }),
    ),
  );

const foreign: { currency: CurrencyCode; rate: string }[] = [
  { currency: 'KRW', rate: '1' },
  { currency: 'JPY', rate: '9.0512' },
  { currency: 'USD', rate: '1387.45' },
  { currency: 'EUR', rate: '1490.1234' },
];

const expenseArb: fc.Arbitrary<BalanceExpense> = fc
  .tuple(
    amountArb,
    fc.constantFrom(...foreign),
    membersArb,
    fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 10, maxLength: 10 }),
  )
  .chain(([amount, { currency, rate }, payerIds, weights]) =>
    ruleArb(amount).map((rule) => {
      const split = splitAmount(amount, rule);
      if (!split.ok) throw new Error(split.problem);
      const paid = allocate(
        amount,
        payerIds.map((_, i) => weights[i]!),
      );
      return {
        amount,
        currency,
        rate: currency === 'KRW' ? null : rate,
        payers: payerIds.map((memberId, i) => ({ memberId, amount: paid[i]! })),
        shares: split.parts,
      };
    }),
  );

const settlementArb = fc.record({
  fromMemberId: fc.constantFrom(...memberPool),
  toMemberId: fc.constantFrom(...memberPool),
  amount: fc.integer({ min: 1, max: 1_000_000 }),
});

function applyTransfers(balances: Map<string, number>, transfers: Transfer[]) {
  const left = new Map(balances);
  for (const transfer of transfers) {
    left.set(transfer.fromMemberId, (left.get(transfer.fromMemberId) ?? 0) + transfer.amount);
    left.set(transfer.toMemberId, (left.get(transfer.toMemberId) ?? 0) - transfer.amount);
  }
  return left;
}

/** Random zero-sum balances over `count` members. */
const zeroSumArb = (min: number, max: number) =>
  fc.array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: min, maxLength: max }).map((values) => {
    const balances = new Map<string, number>();
    let sum = 0;
    values.forEach((value, i) => {
      const id = `u${String(i).padStart(2, '0')}`;
      const amount = i === values.length - 1 ? 0 - sum : value;
      balances.set(id, amount);
      sum += amount;
    });
    return balances;
  });

describe('allocate', () => {
  it('splits 10,000원 among three as 3,334 / 3,333 / 3,333 and 100 by 1:1:1 as 34 / 33 / 33', () => {
    expect(allocate(10_000, [1, 1, 1])).toEqual([3334, 3333, 3333]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(5, [0, 1, 1])).toEqual([0, 3, 2]);
    expect(allocate(-10, [1, 2])).toEqual([-3, -7]);
  });

  it('never loses or invents a unit and stays within one unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 })
          .filter((r) => r.some((x) => x > 0)),
        (total, ratios) => {
          const parts = allocate(total, ratios);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = ratios.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const exact = (BigInt(total) * BigInt(ratios[i]!)) / BigInt(sum);
            expect(BigInt(part) - exact >= 0n && BigInt(part) - exact <= 1n).toBe(true);
            if (ratios[i] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });
});

describe('splitting an expense', () => {
  it('equal, shares, exact and percent splits add up to the amount, ordered by member id', () => {
    fc.assert(
      fc.property(
        amountArb.chain((amount) => fc.tuple(fc.constant(amount), ruleArb(amount))),
        ([amount, rule]) => {
          const result = splitAmount(amount, rule);
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          expect(result.parts.reduce((sum, part) => sum + part.amount, 0)).toBe(amount);
          const ids = result.parts.map((part) => part.memberId);
          expect(ids).toEqual([...ids].sort());
        },
      ),
    );
  });

  it('refuses what does not add up, floats, duplicates and nobody', () => {
    expect(
      splitAmount(100, {
        kind: 'exact',
        amounts: [
          { memberId: 'a', amount: 60 },
          { memberId: 'b', amount: 30 },
        ],
      }),
    ).toEqual({ ok: false, problem: 'exact_sum_mismatch' });
    expect(
      splitAmount(100, {
        kind: 'percent',
        percents: [
          { memberId: 'a', basisPoints: 5000 },
          { memberId: 'b', basisPoints: 4000 },
        ],
      }),
    ).toEqual({ ok: false, problem: 'percent_sum_mismatch' });
    expect(splitAmount(100.5, { kind: 'equal', members: ['a'] })).toEqual({
      ok: false,
      problem: 'not_integer',
    });
    expect(splitAmount(100, { kind: 'shares', shares: [{ memberId: 'a', shares: 1.5 }] })).toEqual({
      ok: false,
      problem: 'not_integer',
    });
    expect(splitAmount(100, { kind: 'equal', members: ['a', 'a'] })).toEqual({
      ok: false,
      problem: 'duplicate_member',
    });
    expect(splitAmount(100, { kind: 'equal', members: [] })).toEqual({ ok: false, problem: 'empty' });
    expect(checkPayers(100, [{ memberId: 'a', amount: 99 }])).toEqual({
      ok: false,
      problem: 'payer_sum_mismatch',
    });
    expect(
      checkPayers(100, [
        { memberId: 'b', amount: 40 },
        { memberId: 'a', amount: 60 },
      ]),
    ).toEqual({
      ok: true,
      parts: [
        { memberId: 'a', amount: 60 },
        { memberId: 'b', amount: 40 },
      ],
    });
  });
});

describe('exchange rates', () => {
  it('are read as exact decimals and converted with one half-up rounding', () => {
    expect(parseRate('9.0512')).toBe(905_120_000n);
    expect(formatRate(905_120_000n)).toBe('9.0512');
    expect(parseRate('0')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    // 1,000 yen at 9.0512 won per yen is 9,051.2 won → 9,051; 12.50 dollars at 1,387.45 → 17,343.125 → 17,343.
    expect(convertMinor(1000, 'JPY', 'KRW', '9.0512')).toBe(9051);
    expect(convertMinor(1250, 'USD', 'KRW', '1387.45')).toBe(17343);
    expect(convertMinor(1, 'JPY', 'KRW', '2.5')).toBe(3);
    expect(convertMinor(32000, 'KRW', 'USD', '0.00072')).toBe(2304);
  });
});

describe('balances', () => {
  it('always sum to exactly zero, in any currency mix and with settle-ups', () => {
    fc.assert(
      fc.property(
        fc.array(expenseArb, { maxLength: 12 }),
        fc.array(settlementArb, { maxLength: 4 }),
        (expenses, settlements) => {
          const balances = computeBalances('KRW', expenses, settlements);
          expect(balances.reduce((sum, entry) => sum + entry.balance, 0)).toBe(0);
          expect(balances.every((entry) => Number.isSafeInteger(entry.balance))).toBe(true);
        },
      ),
    );
  });

  it('count the rounds (차수) of an outing each among its own members: zero sum, every won owed once, cleared by the transfers', () => {
    // An evening: 1차 among some, each later round among a subset of the one before, each its own
    // expense in one currency at one frozen rate, as the server stores an outing.
    const outingArb = fc
      .tuple(fc.constantFrom(...foreign), membersArb, fc.integer({ min: 1, max: 5 }))
      .chain(([{ currency, rate }, first, count]) =>
        fc
          .array(fc.tuple(amountArb, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), fc.nat(9)), {
            minLength: count,
            maxLength: count,
          })
          .map((rounds) => {
            let members = first;
            return rounds.map(([amount, keep, payerPick]) => {
              const kept = members.filter((_, i) => keep[i]);
              members = kept.length > 0 ? kept : members.slice(0, 1);
              const split = splitAmount(amount, { kind: 'equal', members });
              if (!split.ok) throw new Error(split.problem);
              const payer = members[payerPick % members.length]!;
              return {
                members,
                expense: {
                  amount,
                  currency,
                  rate: currency === 'KRW' ? null : rate,
                  payers: [{ memberId: payer, amount }],
                  shares: split.parts,
                } satisfies BalanceExpense,
              };
            });
          }),
      );
    fc.assert(
      fc.property(
        fc.array(outingArb, { minLength: 1, maxLength: 4 }),
        fc.array(expenseArb, { maxLength: 4 }),
        (outings, others) => {
          const rounds = outings.flat();
          const expenses = [...rounds.map((round) => round.expense), ...others];
          const balances = computeBalances('KRW', expenses);
          expect(balances.reduce((sum, entry) => sum + entry.balance, 0)).toBe(0);
          // Each round is owed in full by its own members, never by one who had left before it.
          for (const { members, expense } of rounds) {
            expect(expense.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(expense.amount);
            expect(expense.shares.every((share) => members.includes(share.memberId))).toBe(true);
          }
          const home = (expense: BalanceExpense) =>
            expense.rate === null
              ? expense.amount
              : convertMinor(expense.amount, expense.currency, 'KRW', expense.rate);
          const owed = balances.reduce((sum, entry) => sum + entry.owed, 0);
          expect(owed).toBe(expenses.reduce((sum, expense) => sum + home(expense), 0));
          const map = new Map(balances.map((entry) => [entry.memberId, entry.balance]));
          expect([...applyTransfers(map, suggestTransfers(map)).values()].every((left) => left === 0)).toBe(
            true,
          );
        },
      ),
    );
  });

  it('follow a worked example: 30,000원 dinner paid by 민지 for three, then 준호 settles up', () => {
    const dinner: BalanceExpense = {
      amount: 30_000,
      currency: 'KRW',
      rate: null,
      payers: [{ memberId: 'minji', amount: 30_000 }],
      shares: [
        { memberId: 'minji', amount: 10_000 },
        { memberId: 'junho', amount: 10_000 },
        { memberId: 'sora', amount: 10_000 },
      ],
    };
    expect(computeBalances('KRW', [dinner]).map((entry) => [entry.memberId, entry.balance])).toEqual([
      ['junho', -10_000],
      ['minji', 20_000],
      ['sora', -10_000],
    ]);
    const after = computeBalances(
      'KRW',
      [dinner],
      [{ fromMemberId: 'junho', toMemberId: 'minji', amount: 10_000 }],
    );
    expect(after.map((entry) => entry.balance)).toEqual([0, 10_000, -10_000]);
  });
});

describe('settlement suggestions', () => {
  it('clear every balance exactly, exact search or greedy', () => {
    fc.assert(
      fc.property(zeroSumArb(0, 20), fc.boolean(), (balances, forceGreedy) => {
        const transfers = suggestTransfers(balances, { method: forceGreedy ? 'greedy' : 'auto' });
        for (const value of applyTransfers(balances, transfers).values()) expect(value).toBe(0);
        for (const transfer of transfers) {
          expect(transfer.amount).toBeGreaterThan(0);
          expect(Number.isSafeInteger(transfer.amount)).toBe(true);
        }
      }),
    );
  });

  it('never use more transfers than greedy, and use fewer when zero-sum groups exist', () => {
    fc.assert(
      fc.property(zeroSumArb(0, 12), (balances) => {
        const exact = suggestTransfers(balances);
        const greedy = suggestTransfers(balances, { method: 'greedy' });
        expect(exact.length).toBeLessThanOrEqual(greedy.length);
      }),
      { numRuns: 60 },
    );
    // {a 5, b −7, f 2} and {c −6, d 9, e −3} each sum to zero: 4 transfers, where greedy needs 5.
    const balances = new Map([
      ['a', 5],
      ['b', -7],
      ['c', -6],
      ['d', 9],
      ['e', -3],
      ['f', 2],
    ]);
    expect(suggestTransfers(balances, { method: 'greedy' })).toHaveLength(5);
    expect(suggestTransfers(balances)).toEqual([
      { fromMemberId: 'b', toMemberId: 'a', amount: 5 },
      { fromMemberId: 'b', toMemberId: 'f', amount: 2 },
      { fromMemberId: 'c', toMemberId: 'd', amount: 6 },
      { fromMemberId: 'e', toMemberId: 'd', amount: 3 },
    ]);
  });

  it('are deterministic: the same balances in any order give the same transfers', () => {
    fc.assert(
      fc.property(zeroSumArb(0, 14), (balances) => {
        const reversed = new Map([...balances].reverse());
        expect(suggestTransfers(reversed)).toEqual(suggestTransfers(balances));
      }),
      { numRuns: 40 },
    );
  });

  it('let a household settle as one through its first member', () => {
    const balances = new Map([
      ['minji', 20_000],
      ['junho', -5_000],
      ['junho-wife', -5_000],
      ['sora', -10_000],
    ]);
    const transfers = suggestTransfers(balances, { households: [['junho-wife', 'junho']] });
    expect(transfers).toEqual([
      { fromMemberId: 'junho', toMemberId: 'minji', amount: 10_000 },
      { fromMemberId: 'sora', toMemberId: 'minji', amount: 10_000 },
    ]);
  });

  it('refuse balances that do not sum to zero', () => {
    expect(() => suggestTransfers(new Map([['a', 1]]))).toThrow(RangeError);
  });
});
