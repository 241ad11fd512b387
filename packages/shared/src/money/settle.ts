/** A suggested transfer: `from` sends `amount` home-currency minor units to `to`. */
export interface Transfer {
  fromMemberId: string;
  toMemberId: string;
  amount: number;
}

/** Up to this many non-zero parties the fewest transfers are found exactly (2^16 subsets). */
export const exactSettlementLimit = 16;

export interface SettleOptions {
  /**
   * Groups of members who settle as one (a couple, a family): their balances are added up and the
   * group pays or is paid through its first member by id.
   */
  households?: readonly (readonly string[])[];
  /** Force the greedy method (tests compare it with the exact search). */
  method?: 'auto' | 'greedy';
}

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Transfers that clear every balance exactly. Balances (member id → minor units, summing to zero)
 * are first merged per household. Up to 16 non-zero parties, the search finds the largest number of
 * disjoint groups whose balances sum to zero — n parties in k such groups need exactly n − k
 * transfers, the fewest possible — and settles each group greedily; beyond 16 the greedy method runs
 * on everyone. Greedy: the largest debtor pays the largest creditor as much as both allow, ties by
 * member id. The answer depends only on the balances: the same input gives the same transfers,
 * ordered by payer then payee id.
 */
export function suggestTransfers(
  balances: ReadonlyMap<string, number>,
  options: SettleOptions = {},
): Transfer[] {
  const representative = new Map<string, string>();
  for (const household of options.households ?? []) {
    const lead = [...household].sort(compareIds)[0];
    if (lead === undefined) continue;
    for (const memberId of household) if (!representative.has(memberId)) representative.set(memberId, lead);
  }
  const merged = new Map<string, number>();
  for (const [memberId, amount] of balances) {
    if (!Number.isSafeInteger(amount)) throw new RangeError('balances must be integers');
    const key = representative.get(memberId) ?? memberId;
    merged.set(key, (merged.get(key) ?? 0) + amount);
  }
  const parties = [...merged]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => compareIds(a, b))
    .map(([memberId, amount]) => ({ memberId, amount }));
  if (parties.reduce((sum, party) => sum + party.amount, 0) !== 0)
    throw new RangeError('balances must sum to zero');
  const transfers =
    options.method === 'greedy' || parties.length > exactSettlementLimit
      ? greedy(parties)
      : zeroSumGroups(parties).flatMap(greedy);
  return transfers.sort(
    (a, b) => compareIds(a.fromMemberId, b.fromMemberId) || compareIds(a.toMemberId, b.toMemberId),
  );
}

interface Party {
  memberId: string;
  amount: number;
}

/** Settles parties whose amounts sum to zero with at most n − 1 transfers. */
function greedy(parties: readonly Party[]): Transfer[] {
  const open = parties.map((party) => ({ ...party })).sort((a, b) => compareIds(a.memberId, b.memberId));
  const transfers: Transfer[] = [];
  const largest = (sign: 1 | -1) => {
    let best: Party | undefined;
    for (const party of open) {
      if (party.amount * sign <= 0) continue;
      if (!best || party.amount * sign > best.amount * sign) best = party;
    }
    return best;
  };
  for (;;) {
    const debtor = largest(-1);
    const creditor = largest(1);
    if (!debtor || !creditor) return transfers;
    const amount = Math.min(-debtor.amount, creditor.amount);
    transfers.push({ fromMemberId: debtor.memberId, toMemberId: creditor.memberId, amount });
    debtor.amount += amount;
    creditor.amount -= amount;
  }
}

/**
 * The parties split into the largest number of disjoint zero-sum groups. dp[mask] is the most
 * zero-sum groups an ordering of the parties in `mask` can close (a prefix summing to zero closes
 * one); walking back from the full set, always removing the lowest-indexed party that keeps the
 * optimum, gives one deterministic ordering whose zero prefixes are the groups.
 */
function zeroSumGroups(parties: readonly Party[]): Party[][] {
  const n = parties.length;
  if (n === 0) return [];
  const size = 1 << n;
  const sums = new Float64Array(size);
  const best = new Int8Array(size);
  for (let mask = 1; mask < size; mask++) {
    const low = 31 - Math.clz32(mask & -mask);
    sums[mask] = sums[mask & (mask - 1)]! + parties[low]!.amount;
    let most = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) most = Math.max(most, best[mask ^ (1 << i)]!);
    best[mask] = most + (sums[mask] === 0 ? 1 : 0);
  }
  const order: number[] = [];
  let mask = size - 1;
  while (mask) {
    const target = best[mask]! - (sums[mask] === 0 ? 1 : 0);
    for (let i = 0; i < n; i++) {
      if (mask & (1 << i) && best[mask ^ (1 << i)] === target) {
        order.push(i);
        mask ^= 1 << i;
        break;
      }
    }
  }
  order.reverse();
  const groups: Party[][] = [];
  let current: Party[] = [];
  let running = 0;
  for (const index of order) {
    current.push(parties[index]!);
    running += parties[index]!.amount;
    if (running === 0) {
      groups.push(current);
      current = [];
    }
  }
  return groups;
}
