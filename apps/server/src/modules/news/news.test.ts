/** The news sign-up of /guides: POST /api/news/subscriptions and POST /api/news/unsubscribe. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../../../test/builders.js';
import { newsSubscriptions } from '../../db/schema.js';

describe('news sign-up', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const subscribe = (payload: unknown, user: TestUser | null = null) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/news/subscriptions',
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });
  const unsubscribe = (payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/news/unsubscribe', payload: payload as object });
  const rowsFor = async (email: string) =>
    ctx.database.db
      .select()
      .from(newsSubscriptions)
      .where(sql`lower(${newsSubscriptions.email}) = lower(${email})`);
  const mailsTo = (email: string) => ctx.mail.filter((m) => m.to.toLowerCase() === email.toLowerCase());
  const tokenIn = (text: string) => /unsubscribe=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('a visitor signs up: stored once, one mail in their language with an unsubscribe link', async () => {
    const res = await subscribe({ email: '  Traveler@Example.com ', language: 'en' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ subscribed: true });
    const [row] = await rowsFor('traveler@example.com');
    expect(row).toMatchObject({ email: 'Traveler@Example.com', topic: 'guides', language: 'en' });
    const [mail] = mailsTo('traveler@example.com');
    expect(mail?.subject).toMatch(/Pintrip/);
    expect(mail?.text).toContain(`/guides?unsubscribe=${row!.token}`);
  });

  it('signing up twice (any case) is harmless: one row, one mail, the same answer', async () => {
    const email = 'twice@example.com';
    expect((await subscribe({ email })).statusCode).toBe(202);
    const again = await subscribe({ email: 'TWICE@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ subscribed: true });
    expect(await rowsFor(email)).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
    // Korean by default.
    expect(mailsTo(email)[0]!.subject).toContain('핀트립');
  });

  it('the mailed link unsubscribes; using it again is harmless', async () => {
    const email = 'leaving@example.com';
    await subscribe({ email, language: 'ja' });
    const token = tokenIn(mailsTo(email)[0]!.text);
    expect(token).toEqual(expect.any(String));
    const first = await unsubscribe({ token });
    expect(first.statusCode).toBe(204);
    expect(await rowsFor(email)).toHaveLength(0);
    expect((await unsubscribe({ token })).statusCode).toBe(204);
    // Signing up again works and mails a new link.
    expect((await subscribe({ email })).statusCode).toBe(202);
    expect(mailsTo(email)).toHaveLength(2);
    expect(tokenIn(mailsTo(email)[1]!.text)).not.toBe(token);
  });

  it('bad input is a 400 with the contract body, never a 500', async () => {
    const cases: [unknown, string, string][] = [
      [{ email: 'not-an-address' }, 'email', 'email_invalid'],
      [{ email: '' }, 'email', 'email_required'],
      [{}, 'email', 'invalid_type'],
      [{ email: 'a@example.com', topic: 'weather' }, 'topic', 'invalid_value'],
      [{ email: 'a@example.com', language: 'xx' }, 'language', 'language_invalid'],
      [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'email_invalid'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      // A missing address is the contract's own code; anything else is validation_failed.
      expect(res.json().error.code).toBe(code === 'email_required' ? code : 'validation_failed');
      expect(res.json().error.fields[field]).toBe(code);
    }
    for (const token of ['short', '', 'x'.repeat(43) + '!']) {
      const res = await unsubscribe({ token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    const [{ n }] = (await ctx.database.db
      .select({ n: count() })
      .from(newsSubscriptions)
      .where(eq(newsSubscriptions.email, 'a@example.com'))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a signed-in user and an admin may sign up; a deactivated account gets 403 account_inactive', async () => {
    const user = await makeUser(ctx);
    expect((await subscribe({ email: user.email }, user)).statusCode).toBe(202);
    const admin = await makeAdmin(ctx);
    expect((await subscribe({ email: admin.email }, admin)).statusCode).toBe(202);
    const inactive = await makeDeactivatedUser(ctx);
    const refused = await subscribe({ email: inactive.email }, inactive);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('account_inactive');
    expect(await rowsFor(inactive.email)).toHaveLength(0);
  });
});

describe('news sign-up rate limit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ WRITE_RATE_LIMIT_PER_ADDRESS: '3' });
  });
  afterAll(async () => ctx?.close());

  it('past the write budget of one address: 429 rate_limited with Retry-After, nothing stored', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/news/subscriptions',
        payload: { email: `burst${i}@example.com` },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe('rate_limited');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(codes).toEqual([202, 202, 202, 429]);
    const rows = await ctx.database.db.select().from(newsSubscriptions);
    expect(rows.map((r) => r.email).sort()).toEqual([
      'burst0@example.com',
      'burst1@example.com',
      'burst2@example.com',
    ]);
  });
});
