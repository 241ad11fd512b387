/*
 * Typed amounts and rates as the money form reads them: text with thousands separators in, integer
 * minor units (or a decimal-string rate) out, through string and bigint arithmetic only.
 */
import {
  currencyDigits,
  formatRate,
  maxExpenseMinor,
  minorToDecimal,
  parseRate,
  percentTotalBasisPoints,
  rateDecimals,
  rateQuoteUnit,
  type CurrencyCode,
} from '@pintrip/shared';

const plain = (text: string) => text.replace(/[\s,]/g, '');

/** "32,000" → 32000 (KRW), "12.5" → 1250 (USD); null when not an amount of that currency. */
export function parseAmount(text: string, currency: CurrencyCode): number | null {
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(plain(text));
  if (!match) return null;
  const digits = currencyDigits[currency];
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = BigInt(match[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return minor > BigInt(maxExpenseMinor) ? null : Number(minor);
}

/**
 * The text of an amount box with its whole part grouped the locale's way ("32000" → "32,000"),
 * the fraction as typed; anything that is not a number stays as typed.
 */
export function groupAmountText(text: string, groupWhole: (whole: number) => string): string {
  const match = /^(\d{1,13})(\.\d*)?$/.exec(plain(text));
  if (!match) return text;
  return `${groupWhole(Number(match[1]))}${match[2] ?? ''}`;
}

/** Minor units back as the text of an amount box ("32,000", "12.50"). */
export function amountText(minor: number, currency: CurrencyCode, groupWhole: (whole: number) => string) {
  return groupAmountText(minorToDecimal(minor, currency), groupWhole);
}

/** How many decimals the quoted rate may have, so that dividing by the quote unit stays exact. */
const quoteDecimals = (currency: CurrencyCode) => rateDecimals - String(rateQuoteUnit(currency)).length + 1;

/**
 * A rate typed as banks quote it (per 100 yen or dong: "905.12" for 100엔 = 905.12원) as the rate per
 * one unit the API stores ("9.0512"); null when it is not a positive rate.
 */
export function quotedToRate(text: string, currency: CurrencyCode): string | null {
  const match = /^(\d{1,11})(?:\.(\d+))?$/.exec(plain(text));
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > quoteDecimals(currency)) return null;
  const scaled = BigInt(match[1]!) * 10n ** BigInt(rateDecimals) + BigInt(fraction.padEnd(rateDecimals, '0'));
  const rate = formatRate(scaled / BigInt(rateQuoteUnit(currency)));
  return parseRate(rate) === null ? null : rate;
}

/** A stored rate as the quoted text of the rate box ("9.0512" JPY → "905.12"). */
export function rateToQuoted(rate: string, currency: CurrencyCode): string {
  const scaled = parseRate(rate);
  return scaled === null ? rate : formatRate(scaled * BigInt(rateQuoteUnit(currency)));
}

/** "33.33" (%) → 3333 basis points; null when not 0–100 with at most two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(plain(text));
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points > percentTotalBasisPoints ? null : points;
}

/** Basis points as the text of a percent box (3333 → "33.33"). */
export const percentText = (points: number) =>
  points % 100 === 0
    ? String(points / 100)
    : `${Math.floor(points / 100)}.${String(points % 100).padStart(2, '0')}`;
