/**
 * Splits `total` minor units in proportion to `ratios` (non-negative integers, not all zero) so
 * that the parts are integers and add up to `total` exactly, like dinero.js `allocate`: each part
 * gets the floor of its share, then the units left over go one each to the parts with the largest
 * remainders, ties to the earlier part (callers order parts by member id, so the result is
 * deterministic). A part with ratio 0 gets 0. Computed in bigint: no float, no overflow.
 */
export function allocate(total: number, ratios: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError('total must be a safe integer');
  if (ratios.some((ratio) => !Number.isSafeInteger(ratio) || ratio < 0)) {
    throw new RangeError('ratios must be non-negative integers');
  }
  const weights = ratios.map(BigInt);
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw new RangeError('ratios must not all be zero');
  const negative = total < 0;
  const whole = BigInt(negative ? -total : total);
  const parts = weights.map((weight) => (whole * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, rest: (whole * weight) % sum }));
  let left = whole - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    if (weights[index] === 0n) continue;
    parts[index] = parts[index]! + 1n;
    left -= 1n;
  }
  return parts.map((part) => Number(negative ? -part : part));
}
