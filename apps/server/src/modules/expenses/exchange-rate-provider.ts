/**
 * An optional source of exchange rates (EXCHANGE_RATE_URL, docs/deploy.md): nothing needs it; the
 * "from my 환전" rate comes from the trip's own records, and this answers only when there are none.
 * It speaks the Frankfurter API (`GET {url}/latest?from=JPY&to=KRW` →
 * `{ "rates": { "KRW": 9.0512 } }`), which a self-hosted frankfurter or a compatible service serves.
 */
import { formatRate, parseRate, type CurrencyCode } from '@pintrip/shared';

export interface ExchangeRateProvider {
  /** Units of `to` per one unit of `from` as a decimal string, or null when it cannot tell. */
  rate(from: CurrencyCode, to: CurrencyCode): Promise<string | null>;
}

/** A provider over HTTP with a short timeout; any failure is "no rate", never an error. */
export function createHttpRateProvider(baseUrl: string, timeoutMs = 2000): ExchangeRateProvider {
  return {
    async rate(from, to) {
      try {
        const url = new URL(`${baseUrl.replace(/\/+$/, '')}/latest`);
        url.searchParams.set('from', from);
        url.searchParams.set('to', to);
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) return null;
        const body = (await response.json()) as { rates?: Record<string, unknown> };
        const value = body.rates?.[to];
        if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
        const scaled = parseRate(value.toFixed(8));
        return scaled === null ? null : formatRate(scaled);
      } catch {
        return null;
      }
    },
  };
}
