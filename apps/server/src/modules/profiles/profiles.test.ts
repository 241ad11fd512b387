import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeAdmin, makeDeactivatedUser, makeUser, type TestUser } from '../../../test/builders.js';
import { profiles, users } from '../../db/schema.js';

describe('profile: GET /api/me and PATCH /api/me/profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  const patch = (user: TestUser | null, payload: unknown) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as Record<string, unknown>,
    });
  const me = (user: TestUser) =>
    ctx.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });

  it('a visitor gets 401', async () => {
    const res = await patch(null, { full_name: '여행자' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('a deactivated user gets 403 account_inactive and the profile stays as it was', async () => {
    const user = await makeDeactivatedUser(ctx);
    const res = await patch(user, { full_name: '바뀐 이름' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_inactive');
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.fullName).toBeNull();
    // Reading one's own account still works.
    expect((await me(user)).statusCode).toBe(200);
  });

  it('updates every field, trimmed, and /api/me shows them', async () => {
    const user = await makeUser(ctx);
    const res = await patch(user, {
      full_name: '  제주 여행자 ',
      phone: ' +82 010-1234-5678 ',
      location: ' 제주 ',
      avatar_url: '/uploads/avatars/abc.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      full_name: '제주 여행자',
      phone: '+82 010-1234-5678',
      phone_e164: '+821012345678',
      location: '제주',
      avatar_url: '/uploads/avatars/abc.webp',
    });
    const body = (await me(user)).json();
    expect(body.profile).toEqual(res.json());
    expect(body.avatar_url).toBe('/uploads/avatars/abc.webp');
  });

  it('changes only the fields sent; an empty string or null clears one', async () => {
    const user = await makeUser(ctx);
    await patch(user, { full_name: '하나', phone: '+82 10-0000-0000', location: '부산' });
    const res = await patch(user, { phone: '', location: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: '하나', phone: null, location: null });
    const empty = await patch(user, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().full_name).toBe('하나');
  });

  it.each([
    ['no prefix', '010-1234-5678'],
    ['prefix without the space', '+8201012345678'],
    ['letters', '+82 010-abcd-5678'],
    ['only hyphens', '+82 ---'],
    ['another country', '+81 90-1234-5678'],
  ])('refuses a phone with %s: 400 phone_invalid', async (_case, phone) => {
    const user = await makeUser(ctx);
    const res = await patch(user, { phone });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'phone_invalid', fields: { phone: 'phone_invalid' } });
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(row?.phone).toBeNull();
  });

  it('refuses wrong types, huge strings, bad avatar addresses and unknown fields with validation_failed', async () => {
    const user = await makeUser(ctx);
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ full_name: 123 }, { full_name: 'invalid_type' }],
      [{ location: ['서울'] }, { location: 'invalid_type' }],
      [{ full_name: '가'.repeat(31) }, { full_name: 'too_long' }],
      [{ location: 'x'.repeat(100_000) }, { location: 'too_long' }],
      [{ avatar_url: 'javascript:alert(1)' }, { avatar_url: 'url_invalid' }],
      [{ avatar_url: '//evil.example/a.png' }, { avatar_url: 'url_invalid' }],
      [{ nickname: '별명' }, { nickname: 'unrecognized_key' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await patch(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.fields).toMatchObject(fields);
    }
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('answers phone_invalid even when another field is wrong too, listing both', async () => {
    const user = await makeUser(ctx);
    const res = await patch(user, { phone: '12345', full_name: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'phone_invalid',
      fields: { phone: 'phone_invalid', full_name: 'invalid_type' },
    });
  });

  it('a body over the JSON size limit is refused without a 500', async () => {
    const user = await makeUser(ctx);
    const res = await patch(user, { full_name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('an admin edits only their own profile the same way', async () => {
    const admin = await makeAdmin(ctx);
    const other = await makeUser(ctx);
    const res = await patch(admin, { full_name: '관리자' });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(row?.fullName).toBeNull();
  });

  it('falls back to a generated avatar that is the same for the same user', async () => {
    const user = await makeUser(ctx);
    const body = (await me(user)).json();
    expect(body.profile.avatar_url).toBeNull();
    expect(body.avatar_url).toBe(`/api/avatars/${user.id}.svg`);
    const svg = await ctx.app.inject({ method: 'GET', url: body.avatar_url });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toContain('immutable');
    expect(svg.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const again = await ctx.app.inject({ method: 'GET', url: body.avatar_url });
    expect(again.body).toBe(svg.body);
    const other = await ctx.app.inject({ method: 'GET', url: '/api/avatars/someone-else.svg' });
    expect(other.body).not.toBe(svg.body);
  });

  it('answers 404 for an avatar seed that is not a plain token (a malformed path names nothing)', async () => {
    for (const url of [
      '/api/avatars/a%3Cb.svg',
      '/api/avatars/abc.png',
      `/api/avatars/${'a'.repeat(65)}.svg`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('uses a social provider’s picture when the profile has none, but not an unusable one', async () => {
    const user = await makeUser(ctx);
    await ctx.database.db
      .update(users)
      .set({ image: 'https://images.example/me.png' })
      .where(eq(users.id, user.id));
    expect((await me(user)).json().avatar_url).toBe('https://images.example/me.png');
    await ctx.database.db.update(users).set({ image: 'javascript:alert(1)' }).where(eq(users.id, user.id));
    await ctx.database.sync(); // written outside the app: wait for its notification (viewer cache)
    expect((await me(user)).json().avatar_url).toBe(`/api/avatars/${user.id}.svg`);
  });
});
