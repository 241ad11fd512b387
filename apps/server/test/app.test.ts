import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { appVersion, auditActions } from '@pintrip/shared';
import { createTestContext, testDatabaseKind, type TestContext } from './helpers.js';

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
