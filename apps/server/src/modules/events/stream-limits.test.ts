/**
 * Caps on open event streams: per client address and per process, 503 `unavailable` with
 * Retry-After past either, a slot freed when a stream closes, and /api/health answering meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';

/** Opens a stream as `address` (through the trusted proxy's X-Forwarded-For); resolves on its status. */
async function open(baseUrl: string, address: string) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', 'x-forwarded-for': address },
    signal: controller.signal,
  });
  return {
    res,
    async close() {
      controller.abort();
      await res.body?.cancel().catch(() => undefined);
    },
  };
}

describe('event stream caps', () => {
  let ctx: TestContext;
  let baseUrl: string;
  const streams: Awaited<ReturnType<typeof open>>[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      EVENT_STREAMS_PER_ADDRESS: '2',
      EVENT_STREAMS_MAX: '3',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await ctx?.close();
  });

  const expectRefused = async (res: Response, message: RegExp) => {
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('unavailable');
    expect(body.error.message).toMatch(message);
  };

  /** Waits until the server has counted a closed stream out (its socket's close comes a moment later). */
  const reopen = async (address: string) => {
    for (let i = 0; i < 100; i += 1) {
      const stream = await open(baseUrl, address);
      if (stream.res.status === 200) return stream;
      await stream.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the slot was never freed');
  };

  it('one address gets its share, then 503 with Retry-After; other addresses are not affected', async () => {
    for (let i = 0; i < 2; i += 1) {
      const stream = await open(baseUrl, '198.51.100.1');
      expect(stream.res.status).toBe(200);
      streams.push(stream);
    }
    const third = await open(baseUrl, '198.51.100.1');
    await expectRefused(third.res, /from this address/);
    const other = await open(baseUrl, '198.51.100.2');
    expect(other.res.status).toBe(200);
    streams.push(other);
  });

  it('past the process-wide cap every address gets 503, while /api/health and the API still answer', async () => {
    const fresh = await open(baseUrl, '198.51.100.3');
    await expectRefused(fresh.res, /as many event streams open as it allows/);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect((await fetch(`${baseUrl}/api/categories`)).status).toBe(200);
  });

  it('a closed stream frees its slot', async () => {
    const first = streams.shift()!;
    await first.close();
    streams.push(await reopen('198.51.100.3'));
    // Full again.
    await expectRefused((await open(baseUrl, '198.51.100.4')).res, /as many/);
  });
});
