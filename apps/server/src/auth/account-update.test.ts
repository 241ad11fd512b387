/**
 * better-auth's POST /api/auth/update-user may not go around the profile's rules: the account name
 * is shown as the author's name wherever the nickname is empty, and its image as the picture.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../../test/builders.js';
import { users } from '../db/schema.js';

describe('POST /api/auth/update-user follows the profile rules', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await makeUser(ctx, { name: 'before' });
  });
  afterAll(async () => ctx?.close());

  const update = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const stored = async (id: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('a visitor gets 401 with the contract body', async () => {
    const res = await update(undefined, { name: '여행자' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('a deactivated account changes nothing: 403 account_inactive', async () => {
    const inactive = await makeDeactivatedUser(ctx);
    const before = await stored(inactive.id);
    const res = await update(inactive.cookie, { name: '바뀐이름', image: '/uploads/avatars/a.webp' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
    expect(await stored(inactive.id)).toEqual(before);
  });

  it.each([
    ['a name longer than a nickname', { name: '가'.repeat(31) }, { name: 'too_long' }],
    ['a blank name', { name: '   ' }, { name: 'name_required' }],
    ['a name with a line break', { name: '관리자\n공지' }, { name: 'invalid_text' }],
    ['a name with a control character', { name: 'a\u0007b' }, { name: 'invalid_text' }],
    ['a picture from another site', { image: 'https://tracker.example/pixel.gif' }, { image: 'url_invalid' }],
    ['a javascript: picture', { image: 'javascript:alert(1)' }, { image: 'url_invalid' }],
    ['a path outside the uploads', { image: '/uploads/../secret' }, { image: 'url_invalid' }],
    ['a protocol-relative picture', { image: '//evil.example/a.png' }, { image: 'url_invalid' }],
    ['a field the profile does not have', { isActive: true }, { isActive: 'unrecognized_key' }],
    ['the email', { email: 'other@pintrip.test' }, { email: 'unrecognized_key' }],
  ])('refuses %s with 400 and the field, and changes nothing', async (_label, payload, fields) => {
    const before = await stored(user.id);
    const res = await update(user.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    expect(await stored(user.id)).toEqual(before);
  });

  it('accepts a valid name (trimmed) and an uploaded or generated picture; null clears it', async () => {
    const res = await update(user.cookie, { name: '  제주 여행자  ', image: '/uploads/avatars/ab12.webp' });
    expect(res.statusCode).toBe(200);
    expect(await stored(user.id)).toMatchObject({ name: '제주 여행자', image: '/uploads/avatars/ab12.webp' });
    expect((await update(user.cookie, { image: `/api/avatars/${user.id}.svg` })).statusCode).toBe(200);
    expect((await update(user.cookie, { image: null })).statusCode).toBe(200);
    expect((await stored(user.id))?.image).toBeNull();
  });

  it('an admin is held to the same rules', async () => {
    const admin = await makeAdmin(ctx, { superAdmin: true });
    const res = await update(admin.cookie, { image: 'https://tracker.example/pixel.gif' });
    expect(res.statusCode).toBe(400);
  });

  it('a sign-up name is a placeholder held to a nickname’s length, without control characters', async () => {
    const long = await makeUser(ctx, { name: `\u0007${'긴'.repeat(40)}\n` });
    expect((await stored(long.id))?.name).toBe('긴'.repeat(30));
  });
});

describe('update-user with pictures in a bucket (S3_PUBLIC_URL)', () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ S3_PUBLIC_URL: 'https://cdn.pintrip.example/media' });
    user = await makeUser(ctx);
  });
  afterAll(async () => ctx?.close());

  it('accepts the bucket’s own address and nothing beside it', async () => {
    const post = (image: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ image }),
      });
    expect((await post('https://cdn.pintrip.example/media/avatars/ab12.webp')).statusCode).toBe(200);
    expect((await post('https://cdn.pintrip.example/mediax/avatars/ab12.webp')).statusCode).toBe(400);
    expect((await post('https://cdn.pintrip.example.evil/media/avatars/a.webp')).statusCode).toBe(400);
  });
});
