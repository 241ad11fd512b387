import { allocate } from './allocate.js';

/** Percentages are written in basis points (1% = 100) so that no float carries them. */
export const percentTotalBasisPoints = 10_000;

/** How one expense is divided among members; each entry names a member once. */
export type SplitRule =
  | { kind: 'equal'; members: string[] }
  | { kind: 'shares'; shares: { memberId: string; shares: number }[] }
  | { kind: 'exact'; amounts: { memberId: string; amount: number }[] }
  | { kind: 'percent'; percents: { memberId: string; basisPoints: number }[] };

export interface MemberAmount {
  memberId: string;
  amount: number;
}

/** Why a split or a set of payers cannot be applied, by the field that is wrong. */
export type SplitProblem =
  | 'empty'
  | 'duplicate_member'
  | 'not_integer'
  | 'exact_sum_mismatch'
  | 'percent_sum_mismatch'
  | 'payer_sum_mismatch';

export type SplitResult = { ok: true; parts: MemberAmount[] } | { ok: false; problem: SplitProblem };

const byMemberId = <T extends { memberId: string }>(a: T, b: T) =>
  a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;

function hasDuplicates(ids: string[]): boolean {
  return new Set(ids).size !== ids.length;
}

const isWhole = (value: number, min: number) => Number.isSafeInteger(value) && value >= min;

/**
 * The part of `amount` (minor units) each member owes under `rule`, ordered by member id, adding
 * up to `amount` exactly: remainders of equal, share and percent splits go one unit each to the
 * members with the largest remainders (ties by member id); exact amounts must add up themselves.
 */
export function splitAmount(amount: number, rule: SplitRule): SplitResult {
  if (!isWhole(amount, 0)) return { ok: false, problem: 'not_integer' };
  const weighted = (entries: { memberId: string; weight: number }[], min: number): SplitResult => {
    if (entries.length === 0) return { ok: false, problem: 'empty' };
    if (hasDuplicates(entries.map((entry) => entry.memberId)))
      return { ok: false, problem: 'duplicate_member' };
    if (entries.some((entry) => !isWhole(entry.weight, min))) return { ok: false, problem: 'not_integer' };
    const sorted = [...entries].sort(byMemberId);
    if (sorted.every((entry) => entry.weight === 0)) return { ok: false, problem: 'empty' };
    const parts = allocate(
      amount,
      sorted.map((entry) => entry.weight),
    );
    return {
      ok: true,
      parts: sorted.map((entry, index) => ({ memberId: entry.memberId, amount: parts[index]! })),
    };
  };
  switch (rule.kind) {
    case 'equal':
      return weighted(
        rule.members.map((memberId) => ({ memberId, weight: 1 })),
        1,
      );
    case 'shares':
      return weighted(
        rule.shares.map((entry) => ({ memberId: entry.memberId, weight: entry.shares })),
        0,
      );
    case 'percent': {
      const total = rule.percents.reduce((sum, entry) => sum + entry.basisPoints, 0);
      const result = weighted(
        rule.percents.map((entry) => ({ memberId: entry.memberId, weight: entry.basisPoints })),
        0,
      );
      if (result.ok && total !== percentTotalBasisPoints)
        return { ok: false, problem: 'percent_sum_mismatch' };
      return result;
    }
    case 'exact':
      return exactParts(amount, rule.amounts, 'exact_sum_mismatch');
  }
}

/** Payers with what each paid: every amount a whole number, together exactly the expense's amount. */
export function checkPayers(amount: number, payers: MemberAmount[]): SplitResult {
  return exactParts(amount, payers, 'payer_sum_mismatch');
}

function exactParts(amount: number, entries: MemberAmount[], mismatch: SplitProblem): SplitResult {
  if (entries.length === 0) return { ok: false, problem: 'empty' };
  if (hasDuplicates(entries.map((entry) => entry.memberId)))
    return { ok: false, problem: 'duplicate_member' };
  if (entries.some((entry) => !isWhole(entry.amount, 0))) return { ok: false, problem: 'not_integer' };
  const sum = entries.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== amount) return { ok: false, problem: mismatch };
  return { ok: true, parts: [...entries].sort(byMemberId) };
}
