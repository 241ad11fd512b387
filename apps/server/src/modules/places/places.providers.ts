/**
 * Place search providers behind one interface. `builtin` (the default) answers from the bundled
 * gazetteer with no network. `kakao` (Kakao Local keyword search) and `nominatim` (OpenStreetMap)
 * are online: each call has a timeout, and any failure falls back to the builtin answer, so the
 * location picker keeps working when the network or the key does not. Answers are cached briefly.
 */
import { limits, type Place } from '@pintrip/shared';
import { searchGazetteer } from './gazetteer.js';

export interface PlacesProvider {
  readonly name: string;
  /** At most limits.placesResultsMax places; throws on a failure (see withFallback). */
  search(q: string, signal?: AbortSignal): Promise<Place[]>;
}

export type Fetch = typeof fetch;

export const builtinProvider: PlacesProvider = {
  name: 'builtin',
  async search(q) {
    return searchGazetteer(q, limits.placesResultsMax);
  },
};

const finite = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) ? n : null;
};

function keepValid(places: (Place | null)[]): Place[] {
  return places
    .filter((p): p is Place => p !== null && p.name !== '' && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180)
    .slice(0, limits.placesResultsMax);
}

async function getJson(
  fetchImpl: Fetch,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const response = await fetchImpl(url, {
    ...init,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`${url.host} answered ${response.status}`);
  return (await response.json()) as unknown;
}

export interface OnlineProviderOptions {
  fetch?: Fetch;
  timeoutMs?: number;
  /** For tests: where the service lives. */
  baseUrl?: string;
}

/** Kakao Local keyword search (https://developers.kakao.com/docs/latest/ko/local/dev-guide). */
export function createKakaoProvider(apiKey: string, options: OnlineProviderOptions = {}): PlacesProvider {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl ?? 'https://dapi.kakao.com';
  return {
    name: 'kakao',
    async search(q, signal) {
      const url = new URL('/v2/local/search/keyword.json', base);
      url.searchParams.set('query', q);
      url.searchParams.set('size', String(limits.placesResultsMax));
      const body = (await getJson(
        fetchImpl,
        url,
        { headers: { authorization: `KakaoAK ${apiKey}`, accept: 'application/json' } },
        options.timeoutMs ?? 3000,
        signal,
      )) as { documents?: unknown };
      if (!Array.isArray(body.documents)) throw new Error('kakao: unexpected answer');
      return keepValid(
        body.documents.map((doc: Record<string, unknown>) => {
          const lat = finite(doc.y);
          const lng = finite(doc.x);
          if (lat === null || lng === null) return null;
          const address = String(doc.road_address_name || doc.address_name || '');
          return { name: String(doc.place_name ?? ''), address, lat, lng };
        }),
      );
    },
  };
}

/**
 * Nominatim (OpenStreetMap), restricted to Korea. Its usage policy asks for an identifying
 * User-Agent and at most one request a second; the cache in front keeps repeated typing cheap.
 */
export function createNominatimProvider(
  options: OnlineProviderOptions & { userAgent: string; language?: string },
): PlacesProvider {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.baseUrl ?? 'https://nominatim.openstreetmap.org';
  return {
    name: 'nominatim',
    async search(q, signal) {
      const url = new URL('/search', base);
      url.searchParams.set('q', q);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('countrycodes', 'kr');
      url.searchParams.set('limit', String(limits.placesResultsMax));
      url.searchParams.set('accept-language', options.language ?? 'ko');
      const body = await getJson(
        fetchImpl,
        url,
        { headers: { 'user-agent': options.userAgent, accept: 'application/json' } },
        options.timeoutMs ?? 3000,
        signal,
      );
      if (!Array.isArray(body)) throw new Error('nominatim: unexpected answer');
      return keepValid(
        body.map((item: Record<string, unknown>) => {
          const lat = finite(item.lat);
          const lng = finite(item.lon);
          if (lat === null || lng === null) return null;
          const displayName = String(item.display_name ?? '');
          const name = String(item.name || displayName.split(',')[0] || '').trim();
          return { name, address: displayName, lat, lng };
        }),
      );
    },
  };
}

/** Any failure of `primary` (network, timeout, status, shape) answers from `fallback` instead. */
export function withFallback(
  primary: PlacesProvider,
  fallback: PlacesProvider,
  onFailure?: (error: unknown) => void,
): PlacesProvider {
  return {
    name: primary.name,
    async search(q, signal) {
      try {
        return await primary.search(q, signal);
      } catch (error) {
        onFailure?.(error);
        return fallback.search(q, signal);
      }
    },
  };
}

export interface CacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

/**
 * A small LRU cache with a time to live, keyed by the normalized query. Only successful answers
 * of the wrapped provider are kept (a fallback answer is cached too: it is a valid answer).
 */
export function withCache(provider: PlacesProvider, options: CacheOptions = {}): PlacesProvider {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; places: Place[] }>();
  return {
    name: provider.name,
    async search(q, signal) {
      const key = q.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        // Re-inserting moves the key to the end: Map order is the recency order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.places;
      }
      const places = await provider.search(q, signal);
      entries.delete(key);
      entries.set(key, { at: now(), places });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return places;
    },
  };
}

export interface PlacesProviderConfig {
  PLACES_PROVIDER: 'builtin' | 'kakao' | 'nominatim';
  KAKAO_REST_API_KEY?: string | undefined;
  publicUrl: string;
  CONTACT_EMAIL: string;
}

/** The provider chosen by PLACES_PROVIDER, with fallback and cache. */
export function createPlacesProvider(
  config: PlacesProviderConfig,
  options: OnlineProviderOptions & CacheOptions & { onFailure?: (error: unknown) => void } = {},
): PlacesProvider {
  let provider: PlacesProvider = builtinProvider;
  if (config.PLACES_PROVIDER === 'kakao' && config.KAKAO_REST_API_KEY) {
    provider = withFallback(
      createKakaoProvider(config.KAKAO_REST_API_KEY, options),
      builtinProvider,
      options.onFailure,
    );
  } else if (config.PLACES_PROVIDER === 'nominatim') {
    const userAgent = `Pintrip/1.0 (+${config.publicUrl}; ${config.CONTACT_EMAIL})`;
    provider = withFallback(
      createNominatimProvider({ ...options, userAgent }),
      builtinProvider,
      options.onFailure,
    );
  }
  return withCache(provider, options);
}
