import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.STORAGE).toBe('local');
    expect(config.PLACES_PROVIDER).toBe('builtin');
    expect(config.database).toBe('embedded');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses a PostgreSQL URL when given and derives the public URL from the port', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/pintrip', PORT: '8080' });
    expect(config.database).toBe('postgres');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('trusts no proxy by default and parses TRUSTED_PROXIES into addresses and CIDRs', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });

  it('serves source maps outside production only, unless SERVE_SOURCE_MAPS says otherwise', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SERVE_SOURCE_MAPS: 'false' }).serveSourceMaps).toBe(false);
  });

  it('parses ADMIN_EMAILS into trimmed lower-case addresses', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.kr, b@Y.kr ,,' }).ADMIN_EMAILS).toEqual(['a@x.kr', 'b@y.kr']);
  });

  it('EXCHANGE_RATE_URL is optional and must be an http(s) URL', () => {
    expect(loadConfig({}).EXCHANGE_RATE_URL).toBeUndefined();
    expect(loadConfig({ EXCHANGE_RATE_URL: 'http://127.0.0.1:8080' }).EXCHANGE_RATE_URL).toBe(
      'http://127.0.0.1:8080',
    );
    expect(() => loadConfig({ EXCHANGE_RATE_URL: 'ftp://rates' })).toThrow(/EXCHANGE_RATE_URL/);
  });

  it('ADMIN_REQUIRE_2FA is off unless set; a value that is not a boolean fails', () => {
    expect(loadConfig({}).ADMIN_REQUIRE_2FA).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_2FA: 'true' }).ADMIN_REQUIRE_2FA).toBe(true);
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: 'maybe' })).toThrow(
      /ADMIN_REQUIRE_2FA must be true or false/,
    );
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /DATABASE_URL/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ SERVE_SOURCE_MAPS: 'sometimes' }, /SERVE_SOURCE_MAPS/],
    [{ STORAGE: 's3' }, /S3_BUCKET/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ TRUSTED_PROXIES: 'nginx' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: '10.0.0.1,*' }, /TRUSTED_PROXIES/],
  ])('rejects %o with one line naming the variable', (env, pattern) => {
    let caught: unknown;
    try {
      loadConfig(env as Record<string, string>);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(pattern);
    expect(message).not.toContain('\n');
  });

  it('routes with the estimate by default; a routing provider without its address or key fails at start', () => {
    const config = loadConfig({});
    expect(config.ROUTING_PROVIDER).toBe('estimate');
    expect(config.ROUTING_TIMEOUT_MS).toBe(3000);
    expect(config.ROUTING_REQUESTS_PER_MINUTE).toBe(60);
    expect(() => loadConfig({ ROUTING_PROVIDER: 'osrm' })).toThrow(/ROUTING_PROVIDER=osrm needs OSRM_URL/);
    expect(() => loadConfig({ ROUTING_PROVIDER: 'valhalla' })).toThrow(/needs VALHALLA_URL/);
    expect(() => loadConfig({ ROUTING_PROVIDER: 'kakao' })).toThrow(/needs KAKAO_REST_API_KEY/);
    expect(() => loadConfig({ ROUTING_PROVIDER: 'osrm', OSRM_URL: 'not a url' })).toThrow(
      /OSRM_URL must be a URL/,
    );
    expect(loadConfig({ ROUTING_PROVIDER: 'osrm', OSRM_URL: 'http://osrm:5000' }).OSRM_URL).toBe(
      'http://osrm:5000',
    );
  });
});
