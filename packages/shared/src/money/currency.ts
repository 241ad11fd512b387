/*
 * Currencies and their minor units. Money is always an integer count of a currency's minor unit
 * (KRW and JPY have none, so 32,000원 is 32000; USD has cents, so $12.50 is 1250). A float never
 * holds an amount anywhere: conversions go through bigint with one rounding rule.
 */

/** The currencies an expense may be entered in, with their ISO 4217 minor-unit digits. */
export const currencyDigits = {
  KRW: 0,
  JPY: 0,
  USD: 2,
  EUR: 2,
  CNY: 2,
  TWD: 2,
  HKD: 2,
  THB: 2,
  VND: 0,
  SGD: 2,
  GBP: 2,
  AUD: 2,
  PHP: 2,
} as const;

export type CurrencyCode = keyof typeof currencyDigits;
export const currencyCodes = Object.keys(currencyDigits) as CurrencyCode[];
export const defaultHomeCurrency: CurrencyCode = 'KRW';

export function isCurrencyCode(value: string): value is CurrencyCode {
  return Object.hasOwn(currencyDigits, value);
}

/**
 * The largest amount one expense may hold, in minor units (a trillion): sums over thousands of
 * expenses and every intermediate product stay far inside Number.MAX_SAFE_INTEGER.
 */
export const maxExpenseMinor = 1_000_000_000_000;

/** Rates carry at most this many decimals ("9.05123456" won per yen). */
export const rateDecimals = 8;
const rateScale = 10n ** BigInt(rateDecimals);
const ratePattern = /^(\d{1,9})(?:\.(\d{1,8}))?$/;

/** A rate as a decimal string ("9.0512", home major units per one foreign major unit), or null. */
export function parseRate(value: string): bigint | null {
  const match = ratePattern.exec(value);
  if (!match) return null;
  const scaled = BigInt(match[1]!) * rateScale + BigInt((match[2] ?? '').padEnd(rateDecimals, '0'));
  return scaled > 0n ? scaled : null;
}

/** A scaled rate back as its shortest decimal string: 905120000n → "9.0512". */
export function formatRate(scaled: bigint): string {
  const whole = scaled / rateScale;
  const fraction = (scaled % rateScale).toString().padStart(rateDecimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** a / b rounded half away from zero (the one rounding rule for money), for b > 0. */
export function divideRounded(a: bigint, b: bigint): bigint {
  const sign = a < 0n ? -1n : 1n;
  const magnitude = a < 0n ? -a : a;
  return sign * ((magnitude * 2n + b) / (b * 2n));
}

/**
 * A foreign amount (minor units of `from`) in minor units of `to` at a frozen `rate` (units of `to`
 * per one unit of `from`, a decimal string), rounded half away from zero once.
 */
export function convertMinor(amount: number, from: CurrencyCode, to: CurrencyCode, rate: string): number {
  if (from === to) return amount;
  const scaled = parseRate(rate);
  if (scaled === null) throw new RangeError(`not a rate: ${rate}`);
  const numerator = BigInt(amount) * scaled * 10n ** BigInt(currencyDigits[to]);
  const denominator = rateScale * 10n ** BigInt(currencyDigits[from]);
  return Number(divideRounded(numerator, denominator));
}

/**
 * How many units of a currency a quoted rate is for: Korean banks quote the yen (and the dong) per
 * 100 units ("100엔 = 905.12원").
 */
export function rateQuoteUnit(currency: CurrencyCode): number {
  return currency === 'JPY' || currency === 'VND' ? 100 : 1;
}

/** Minor units as a plain decimal of the major unit, no grouping (a CSV cell): 1250 USD → "12.50". */
export function minorToDecimal(amount: number, currency: CurrencyCode): string {
  const digits = currencyDigits[currency];
  const minor = BigInt(amount);
  const magnitude = minor < 0n ? -minor : minor;
  const scale = 10n ** BigInt(digits);
  const text = digits
    ? `${magnitude / scale}.${(magnitude % scale).toString().padStart(digits, '0')}`
    : `${magnitude}`;
  return minor < 0n ? `-${text}` : text;
}
