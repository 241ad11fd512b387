import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { defaultPassword, makeUser } from '../../test/builders.js';
import { users } from '../db/schema.js';

const signUp = (ctx: TestContext, email: string, password = defaultPassword) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: email.split('@')[0] },
  });

describe('sign-up with an address that has an account, verification off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('is refused with 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL, whatever the case of the address', async () => {
    await makeUser(ctx, { email: 'taken@pintrip.test' });
    for (const email of ['taken@pintrip.test', ' Taken@Pintrip.TEST ']) {
      const res = await signUp(ctx, email, 'Another123!');
      expect(res.statusCode, email).toBe(422);
      expect(res.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    }
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'taken@pintrip.test'));
    expect(rows).toHaveLength(1);
    // The owner's password still works: nothing was overwritten.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'taken@pintrip.test', password: defaultPassword },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('still creates a new account for a free address', async () => {
    const res = await signUp(ctx, 'fresh@pintrip.test');
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-up with an address that has an account, verification on', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => ctx?.close());

  it('answers like a new sign-up and mails the owner a sign-in link, not a verification link', async () => {
    const fresh = await signUp(ctx, 'owner@pintrip.test');
    expect(fresh.statusCode).toBe(200);
    const mailBefore = ctx.mail.length;

    const duplicate = await signUp(ctx, 'owner@pintrip.test', 'Another123!');
    expect(duplicate.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(duplicate.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(duplicate.headers['set-cookie']).toBeUndefined();

    await expect.poll(() => ctx.mail.length).toBe(mailBefore + 1);
    const message = ctx.mail[ctx.mail.length - 1];
    expect(message?.to).toBe('owner@pintrip.test');
    expect(message?.subject).toBe('[핀트립] 이미 가입된 이메일입니다');
    expect(message?.text).toContain('/?login=1&email=owner%40pintrip.test');
    expect(message?.text).not.toContain('verify-email');
    const rows = await ctx.database.db.select().from(users).where(eq(users.email, 'owner@pintrip.test'));
    expect(rows).toHaveLength(1);
  });
});
