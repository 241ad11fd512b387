import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appVersion, auditActions } from '@pintrip/shared';
import { createTestContext, testDatabaseKind, type TestContext } from './helpers.js';

const sourceMap = '{"version":3,"sources":["../src/main.tsx"],"mappings":""}';

describe('the app shell', () => {
  let ctx: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Pintrip</title><div id="root"></div>',
    );
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.map'), sourceMap);
    await writeFile(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
    ctx = await createTestContext({ WEB_DIST: webDist });
  });
  afterAll(async () => ctx?.close());

  it('reports health with the database kind, the storage kind and version', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind,
      storage: 'local',
      version: appVersion,
    });
  });

  it('serves an OpenAPI 3 document that describes the health route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty('/api/health');
    // better-auth's routes are described by hand, so the reference covers sign-up and sign-in too.
    expect(doc.paths).toHaveProperty(['/api/auth/sign-up/email']);
    expect(doc.paths).toHaveProperty(['/api/auth/sign-in/email']);
    expect(doc.paths).toHaveProperty(['/api/destinations']);
  });

  it('describes the audit log action as the closed list of audit actions', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    const page = doc.paths['/api/admin/audit']?.get?.responses['200'] as {
      content: Record<
        string,
        { schema: { properties: { items: { items: { properties: Record<string, unknown> } } } } }
      >;
    };
    const action = page.content['application/json']?.schema.properties.items.items.properties.action;
    expect(action).toMatchObject({ enum: [...auditActions] });
  });

  it('serves a readable API reference at /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page =
      res.statusCode === 302
        ? await ctx.app.inject({ method: 'GET', url: res.headers.location as string })
        : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('answers unknown API routes with the contract error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers a malformed JSON body with 400 validation_failed, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBeTypeOf('string');
  });

  it('sets security headers with a content security policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('falls back to the single-page app for client routes, without caching the page', async () => {
    // Unknown addresses and missing records get the same shell with 404 (web-pages.test.ts).
    for (const [url, status] of [
      ['/', 200],
      ['/itineraries', 200],
      ['/admin/users', 200],
      ['/destinations/123', 404],
      ['/does-not-exist', 404],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s missing files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['cache-control']).toContain('max-age=31536000');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('serves source maps outside production, and no Strict-Transport-Security over plain http', async () => {
    const map = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe(sourceMap);
    expect(map.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the service worker as script, never cached for long, allowed to fetch https images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https:");
    // Pages keep the strict policy.
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain("connect-src 'self' https:");
  });

  it('compresses large responses', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the app shell in production', () => {
  let webDist: string;
  let production: TestContext;
  let withMaps: TestContext;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'pintrip-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("hi")');
    await writeFile(path.join(webDist, 'assets', 'index-abc123.js.map'), sourceMap);
    const env = { NODE_ENV: 'production', WEB_DIST: webDist, TRUSTED_PROXIES: '10.0.0.1' };
    production = await createTestContext(env);
    withMaps = await createTestContext({ ...env, SERVE_SOURCE_MAPS: 'true' });
  });
  afterAll(async () => {
    await production?.close();
    await withMaps?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers source maps with 404 unless SERVE_SOURCE_MAPS=true; the scripts themselves are served', async () => {
    const hidden = await production.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect(hidden.body).not.toContain('mappings');
    expect((await production.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).statusCode).toBe(
      200,
    );

    const served = await withMaps.app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(sourceMap);
  });

  it('sends Strict-Transport-Security only on requests that came over https through a trusted proxy', async () => {
    const overHttps = (remoteAddress: string) =>
      production.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https' },
      });
    const trusted = await overHttps('10.0.0.1');
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Plain http, and a client that only claims https (not a trusted proxy): no HSTS.
    const plain = await production.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.0.0.1',
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect((await overHttps('203.0.113.9')).headers['strict-transport-security']).toBeUndefined();
    // The other security headers stay on every answer.
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
  });
});
