import { currencyDigits, type CurrencyCode } from '@pintrip/shared';

/**
 * A cost typed as the major unit ("420,000", "12.50") in whole minor units (won, cents), read as
 * digits, never through a float; null when it is not such a number.
 */
export function costToMinor(text: string, currency: CurrencyCode): number | null {
  const digits = currencyDigits[currency];
  const clean = text.replaceAll(',', '').trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(`${match[1]}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}
