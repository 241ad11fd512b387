import { currencyDigits, divideRounded, formatRate, rateDecimals, type CurrencyCode } from './currency.js';

/** One 환전: `given` minor units of the home currency bought `received` minor units of another. */
export interface ExchangeRecord {
  given: number;
  received: number;
}

const largestScaledRate = 10n ** 9n * 10n ** BigInt(rateDecimals) - 1n;

/**
 * The weighted average rate of a traveller's exchanges into one currency, as the decimal string an
 * expense stores (home major units per one foreign major unit, at most 8 decimals, rounded half
 * away from zero): total given over total received. Null when nothing was received, or when the
 * rate does not fit a stored rate (zero after rounding, or ten digits before the point).
 */
export function weightedExchangeRate(
  home: CurrencyCode,
  currency: CurrencyCode,
  records: readonly ExchangeRecord[],
): string | null {
  const given = records.reduce((sum, r) => sum + BigInt(r.given), 0n);
  const received = records.reduce((sum, r) => sum + BigInt(r.received), 0n);
  if (received <= 0n || given <= 0n) return null;
  const numerator = given * 10n ** BigInt(rateDecimals) * 10n ** BigInt(currencyDigits[currency]);
  const denominator = received * 10n ** BigInt(currencyDigits[home]);
  const scaled = divideRounded(numerator, denominator);
  if (scaled <= 0n || scaled > largestScaledRate) return null;
  return formatRate(scaled);
}
