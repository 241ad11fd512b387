/**
 * GET /api/metrics: off unless METRICS=true, guarded by METRICS_TOKEN when set, and labelled by
 * route pattern, never by raw URL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestContext, testDatabaseKind, type TestContext } from '../../../test/helpers.js';
import { makeDestination, makeUser } from '../../../test/builders.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const scrape = (context: TestContext, authorization?: string) =>
  context.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one exposition line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('is an unknown route (404) unless METRICS=true', async () => {
    ctx = await createTestContext();
    const res = await scrape(ctx);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('counts requests and their latency by method, route pattern and status, with process metrics', async () => {
    ctx = await createTestContext({ METRICS: 'true' });
    const owner = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner);
    for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: `/api/destinations/${destination.id}` });
    await ctx.app.inject({ method: 'GET', url: '/api/destinations/00000000-0000-4000-8000-000000000000' });

    const res = await scrape(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, 'pintrip_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      3,
    );
    const one = '{method="GET",route="/api/destinations/:id",status="200"}';
    expect(sample(text, `pintrip_http_requests_total${one}`)).toBe(1);
    expect(
      sample(text, 'pintrip_http_requests_total{method="GET",route="/api/destinations/:id",status="404"}'),
    ).toBe(1);
    expect(sample(text, `pintrip_http_request_duration_seconds_count${one}`)).toBe(1);
    expect(
      sample(
        text,
        'pintrip_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/destinations/:id",status="200"}',
      ),
    ).toBe(1);
    // Raw URLs never become labels.
    expect(text).not.toContain(destination.id);
    expect(sample(text, 'pintrip_sse_clients')).toBe(0);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (testDatabaseKind === 'postgres') {
      expect(sample(text, 'pintrip_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'pintrip_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      // The embedded database has no pool.
      expect(text).not.toContain('pintrip_db_pool_connections');
    }
  });

  it('counts open SSE streams', async () => {
    ctx = await createTestContext({ METRICS: 'true' });
    const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${url}/api/events`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    const gauge = async () =>
      sample((await fetch(`${url}/api/metrics`).then((r) => r.text())) ?? '', 'pintrip_sse_clients');
    expect(await gauge()).toBe(1);
    controller.abort();
    const deadline = Date.now() + 5_000;
    while ((await gauge()) !== 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await gauge()).toBe(0);
  });

  it('asks for the Bearer token when METRICS_TOKEN is set', async () => {
    const token = 'metrics-token-0123456789';
    ctx = await createTestContext({ METRICS: 'true', METRICS_TOKEN: token });
    const none = await scrape(ctx);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      error: { code: 'unauthorized', message: 'A valid metrics token is required.' },
    });
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await scrape(ctx, 'Bearer wrong-token-0123456789')).statusCode).toBe(401);
    expect((await scrape(ctx, token)).statusCode).toBe(401);
    const good = await scrape(ctx, `Bearer ${token}`);
    expect(good.statusCode).toBe(200);
    expect(good.body).toContain('pintrip_http_requests_total');
  });

  it('refuses a short METRICS_TOKEN or a METRICS that is not a boolean at start', () => {
    expect(() => loadConfig({ METRICS: 'true', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS: 'maybe' })).toThrow(/METRICS/);
  });
});
