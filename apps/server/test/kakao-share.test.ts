/**
 * Issue 20 item 15, through the HTTP layer on the real database: the share sheet and KakaoTalk are
 * share channels of their own; KAKAO_JS_KEY reaches the web through GET /api/app-info, and the
 * content security policy lets the Kakao SDK in only while that key is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { itineraryShares } from '../src/db/schema.js';
import { createTestContext, type TestContext } from './helpers.js';
import { makeCast, makeItinerary } from './builders.js';

const directives = (policy: unknown) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
  );

describe('KakaoTalk and the share sheet', () => {
  let plain: TestContext;
  let kakao: TestContext;
  beforeAll(async () => {
    [plain, kakao] = await Promise.all([
      createTestContext(),
      createTestContext({ KAKAO_JS_KEY: 'js-key-123' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), kakao.close()]);
  });

  it('app-info gives the Kakao JavaScript key when it is configured, null otherwise', async () => {
    expect((await kakao.app.inject({ url: '/api/app-info' })).json()).toMatchObject({
      kakao_js_key: 'js-key-123',
    });
    expect((await plain.app.inject({ url: '/api/app-info' })).json()).toMatchObject({ kakao_js_key: null });
  });

  it("the CSP allows the Kakao SDK's origin only with the key", async () => {
    // The built index.html's own inline script is allowed by its hash when a build is present
    // (http/security.ts); the origins are what this test is about.
    const origins = (sources: string[] | undefined) =>
      sources?.filter((source) => !source.startsWith("'sha256-"));
    for (const url of ['/', '/api/health']) {
      const withKey = directives((await kakao.app.inject({ url })).headers['content-security-policy']);
      expect(origins(withKey.get('script-src'))).toEqual(["'self'", 'https://t1.kakaocdn.net']);
      expect(withKey.get('connect-src')).toContain('https://kapi.kakao.com');
      const without = directives((await plain.app.inject({ url })).headers['content-security-policy']);
      expect(origins(without.get('script-src'))).toEqual(["'self'"]);
      expect(without.get('connect-src')).toEqual(["'self'"]);
    }
  });

  it('counts a share through the share sheet and through KakaoTalk on their own channels', async () => {
    const cast = await makeCast(plain);
    const trip = await makeItinerary(plain, cast.owner, { isPublic: true });
    const share = (who: { cookie: string } | null, channel: string) =>
      plain.app.inject({
        method: 'POST',
        url: `/api/itineraries/${trip.id}/share`,
        headers: who ? { cookie: who.cookie } : {},
        payload: { channel },
      });
    expect((await share(null, 'native')).json()).toEqual({ share_count: 1 });
    expect((await share(cast.other, 'kakao')).json()).toEqual({ share_count: 2 });
    expect((await share(cast.admin, 'kakao')).json()).toEqual({ share_count: 3 });
    expect((await share(cast.owner, 'line')).json()).toMatchObject({ error: { code: 'validation_failed' } });
    expect((await share(cast.inactive, 'kakao')).json()).toMatchObject({
      error: { code: 'account_inactive' },
    });
    const rows = await plain.database.db
      .select({ channel: itineraryShares.channel, count: itineraryShares.count })
      .from(itineraryShares)
      .where(and(eq(itineraryShares.itineraryId, trip.id)));
    expect(Object.fromEntries(rows.map((r) => [r.channel, r.count]))).toEqual({ native: 1, kakao: 2 });
  });

  it('a private itinerary cannot be shared through KakaoTalk by another user (404)', async () => {
    const cast = await makeCast(plain);
    const trip = await makeItinerary(plain, cast.owner);
    const res = await plain.app.inject({
      method: 'POST',
      url: `/api/itineraries/${trip.id}/share`,
      headers: { cookie: cast.other.cookie },
      payload: { channel: 'kakao' },
    });
    expect(res.statusCode).toBe(404);
  });
});
