/**
 * The address the auth rate limits see: the connection's, unless the connection comes from a proxy
 * named in TRUSTED_PROXIES, whose X-Forwarded-For is then believed. The counts live in the
 * database, so every instance sees the same ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.js';
import { createSecondInstance, createTestContext, type TestContext } from '../../test/helpers.js';
import type { FastifyInstance } from 'fastify';

/** The sign-in limit (auth.ts customRules): 10 a minute per address. */
const signInLimit = 10;

function signIn(app: FastifyInstance, from: { remoteAddress: string; forwardedFor?: string }) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: from.remoteAddress,
    headers: {
      ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}),
      // A client naming its own address in our internal header is not believed either.
      'x-pintrip-client-ip': '198.51.100.77',
    },
    payload: { email: 'nobody@pintrip.test', password: 'Wrong123!' },
  });
}

async function exhaust(app: FastifyInstance, from: { remoteAddress: string; forwardedFor?: string }) {
  for (let i = 0; i < signInLimit; i++) {
    const res = await signIn(app, from);
    expect(res.statusCode).not.toBe(429);
  }
}

describe('client address without TRUSTED_PROXIES (trust nobody)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_RATE_LIMIT: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('ignores X-Forwarded-For: a client cannot dodge the limit by inventing addresses', async () => {
    for (let i = 0; i < signInLimit; i++) {
      const res = await signIn(ctx.app, { remoteAddress: '203.0.113.5', forwardedFor: `192.0.2.${i + 1}` });
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await signIn(ctx.app, { remoteAddress: '203.0.113.5', forwardedFor: '192.0.2.200' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    // Another connection address has its own count.
    expect((await signIn(ctx.app, { remoteAddress: '203.0.113.6' })).statusCode).not.toBe(429);
  });

  it('keeps the counts in the rate_limits table, shared by a second instance', async () => {
    const rows = await ctx.database.db.select().from(rateLimits);
    expect(rows.some((row) => row.key.includes('203.0.113.5') && row.count >= signInLimit)).toBe(true);

    const second = await createSecondInstance(ctx);
    try {
      await exhaust(ctx.app, { remoteAddress: '203.0.113.9' });
      const res = await signIn(second.app, { remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('client address with TRUSTED_PROXIES', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_RATE_LIMIT: 'true', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1' });
  });
  afterAll(async () => ctx?.close());

  it("believes the trusted proxy's X-Forwarded-For: each real client has its own count", async () => {
    await exhaust(ctx.app, { remoteAddress: '10.1.2.3', forwardedFor: '192.0.2.10' });
    const blocked = await signIn(ctx.app, { remoteAddress: '10.9.9.9', forwardedFor: '192.0.2.10' });
    expect(blocked.statusCode).toBe(429);
    // Another client behind the same proxy is not blocked by the first one's attempts.
    const other = await signIn(ctx.app, { remoteAddress: '10.1.2.3', forwardedFor: '192.0.2.11' });
    expect(other.statusCode).not.toBe(429);
  });

  it('does not believe X-Forwarded-For from an address outside the list', async () => {
    for (let i = 0; i < signInLimit; i++) {
      const res = await signIn(ctx.app, { remoteAddress: '203.0.113.20', forwardedFor: `192.0.2.${50 + i}` });
      expect(res.statusCode).not.toBe(429);
    }
    const blocked = await signIn(ctx.app, { remoteAddress: '203.0.113.20', forwardedFor: '192.0.2.99' });
    expect(blocked.statusCode).toBe(429);
  });
});
