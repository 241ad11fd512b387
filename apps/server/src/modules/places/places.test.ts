import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PlaceList } from '@pintrip/shared';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  builtinProvider,
  createKakaoProvider,
  createNominatimProvider,
  createPlacesProvider,
  withCache,
  withFallback,
  type PlacesProvider,
} from './places.providers.js';

describe('GET /api/places/search (builtin gazetteer)', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const search = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/places/search${query}` });

  it('is public and finds 성산일출봉 for "성산", at most 10 places', async () => {
    const res = await search(`?q=${encodeURIComponent('성산')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PlaceList;
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(10);
    const seongsan = body.items.find((p) => p.name === '성산일출봉');
    expect(seongsan).toMatchObject({ address: expect.stringContaining('서귀포') });
    expect(seongsan!.lat).toBeCloseTo(33.46, 1);
    expect(seongsan!.lng).toBeCloseTo(126.94, 1);
    for (const place of body.items)
      expect(Object.keys(place).sort()).toEqual(['address', 'lat', 'lng', 'name']);
  });

  it('caps a broad query at 10 places', async () => {
    const body = (await search(`?q=${encodeURIComponent('시')}`)).json() as PlaceList;
    expect(body.items).toHaveLength(10);
  });

  it('answers an empty or missing q with no places', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toEqual({ items: [] });
    }
  });

  it('refuses a q longer than 100 characters with 400 validation_failed', async () => {
    const res = await search(`?q=${encodeURIComponent('가'.repeat(101))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect((await search(`?q=${encodeURIComponent('가'.repeat(100))}`)).statusCode).toBe(200);
  });

  it('treats pattern characters as text', async () => {
    const res = await search(`?q=${encodeURIComponent('(.*%_')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });
});

/** A local stand-in for Kakao Local and Nominatim: records requests, answers as told. */
describe('online providers', () => {
  let server: Server;
  let baseUrl: string;
  let requests: IncomingMessage[];
  let respond: (req: IncomingMessage, res: ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req);
      respond(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests = [];
  });

  const json = (body: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const kakaoAnswer = {
    documents: [
      {
        place_name: '성산일출봉',
        road_address_name: '',
        address_name: '제주 서귀포시 성산읍 성산리 1',
        x: '126.9425',
        y: '33.4581',
      },
      {
        place_name: '성산항',
        road_address_name: '제주 서귀포시 성산읍 성산등용로 112-7',
        address_name: '',
        x: '126.9318',
        y: '33.4741',
      },
      { place_name: '좌표 없음', address_name: '어딘가', x: '', y: 'abc' },
    ],
    meta: { total_count: 3 },
  };

  it('kakao: keyword search with the REST key, mapped to {name, address, lat, lng}', async () => {
    respond = json(kakaoAnswer);
    const provider = createKakaoProvider('test-key', { baseUrl });
    const places = await provider.search('성산');
    expect(places).toEqual([
      { name: '성산일출봉', address: '제주 서귀포시 성산읍 성산리 1', lat: 33.4581, lng: 126.9425 },
      { name: '성산항', address: '제주 서귀포시 성산읍 성산등용로 112-7', lat: 33.4741, lng: 126.9318 },
    ]);
    const [req] = requests;
    expect(req?.headers.authorization).toBe('KakaoAK test-key');
    const url = new URL(req!.url!, baseUrl);
    expect(url.pathname).toBe('/v2/local/search/keyword.json');
    expect(url.searchParams.get('query')).toBe('성산');
  });

  it('nominatim: Korea only, with an identifying User-Agent', async () => {
    respond = json([
      {
        name: '성산일출봉',
        display_name: '성산일출봉, 성산읍, 서귀포시, 제주특별자치도, 대한민국',
        lat: '33.4586',
        lon: '126.9411',
      },
    ]);
    const provider = createNominatimProvider({
      baseUrl,
      userAgent: 'Pintrip/1.0 (+http://localhost; a@b.kr)',
    });
    expect(await provider.search('성산일출봉')).toEqual([
      {
        name: '성산일출봉',
        address: '성산일출봉, 성산읍, 서귀포시, 제주특별자치도, 대한민국',
        lat: 33.4586,
        lng: 126.9411,
      },
    ]);
    const [req] = requests;
    expect(req?.headers['user-agent']).toBe('Pintrip/1.0 (+http://localhost; a@b.kr)');
    const url = new URL(req!.url!, baseUrl);
    expect(url.searchParams.get('countrycodes')).toBe('kr');
    expect(url.searchParams.get('q')).toBe('성산일출봉');
  });

  it('falls back to the gazetteer on an error status, a bad answer, an unreachable host or a timeout', async () => {
    const failures: unknown[] = [];
    const fallbackOf = (provider: PlacesProvider) =>
      withFallback(provider, builtinProvider, (e) => failures.push(e));
    const expectBuiltin = (places: { name: string }[]) =>
      expect(places.map((p) => p.name)).toContain('성산일출봉');

    respond = (_req, res) => {
      res.writeHead(500);
      res.end('oops');
    };
    expectBuiltin(await fallbackOf(createKakaoProvider('k', { baseUrl })).search('성산'));

    respond = json({ unexpected: true });
    expectBuiltin(await fallbackOf(createKakaoProvider('k', { baseUrl })).search('성산'));

    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    };
    expectBuiltin(await fallbackOf(createNominatimProvider({ baseUrl, userAgent: 'x' })).search('성산'));

    // Nothing listens on port 9 of 127.0.0.1.
    expectBuiltin(
      await fallbackOf(createKakaoProvider('k', { baseUrl: 'http://127.0.0.1:9' })).search('성산'),
    );

    respond = () => undefined; // never answers
    const started = Date.now();
    expectBuiltin(await fallbackOf(createKakaoProvider('k', { baseUrl, timeoutMs: 150 })).search('성산'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failures).toHaveLength(5);
  });

  it('caches answers (LRU with a time to live)', async () => {
    respond = json(kakaoAnswer);
    let now = 0;
    const provider = withCache(createKakaoProvider('k', { baseUrl }), {
      maxEntries: 2,
      ttlMs: 1000,
      now: () => now,
    });
    await provider.search('성산');
    await provider.search(' 성산 ');
    expect(requests).toHaveLength(1);
    now = 1500; // expired
    await provider.search('성산');
    expect(requests).toHaveLength(2);
    await provider.search('우도');
    await provider.search('성산'); // still cached; now the most recent
    await provider.search('한라산'); // evicts 우도, the least recently used
    expect(requests).toHaveLength(4);
    await provider.search('성산');
    expect(requests).toHaveLength(4);
    await provider.search('우도');
    expect(requests).toHaveLength(5);
  });

  it('PLACES_PROVIDER chooses the provider; builtin needs no network', async () => {
    const config = { publicUrl: 'http://localhost:3000', CONTACT_EMAIL: 'hello@pintrip.kr' };
    expect(createPlacesProvider({ ...config, PLACES_PROVIDER: 'builtin' }).name).toBe('builtin');
    respond = json(kakaoAnswer);
    const kakao = createPlacesProvider(
      { ...config, PLACES_PROVIDER: 'kakao', KAKAO_REST_API_KEY: 'k' },
      { baseUrl },
    );
    expect(kakao.name).toBe('kakao');
    expect((await kakao.search('성산')).map((p) => p.name)).toEqual(['성산일출봉', '성산항']);
    const nominatim = createPlacesProvider({ ...config, PLACES_PROVIDER: 'nominatim' }, { baseUrl });
    respond = json([]);
    expect(await nominatim.search('성산')).toEqual([]);
    expect(requests.at(-1)?.headers['user-agent']).toBe(
      'Pintrip/1.0 (+http://localhost:3000; hello@pintrip.kr)',
    );
  });
});
