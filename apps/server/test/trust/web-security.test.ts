/**
 * Sessions and web security, through the HTTP layer on the real database: cookie attributes,
 * cross-site writes, the Content-Security-Policy of HTML pages, uploaded files' types, path
 * traversal under /uploads, rate limits, user enumeration (text and timing), session fixation and
 * signing out everywhere.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../helpers.js';
import { defaultPassword, makeUser, signIn } from '../builders.js';
import { makeImage, postUpload } from '../images.js';

const cookiesOf = (res: LightMyRequestResponse) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const sessionCookie = (res: LightMyRequestResponse) =>
  cookiesOf(res).find((c) => /^(__Secure-)?pintrip\.session_token=/.test(c));
const cookieValue = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The median times of two kinds of request, in ms, after one warm-up of each: sent in turns (a, b,
 * a, b…), so a pause of the machine (another suite, a collection) falls on both alike.
 */
async function mediansMs(a: () => Promise<unknown>, b: () => Promise<unknown>, tries = 9) {
  await a();
  await b();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < tries; i += 1) {
    for (const [index, send] of [a, b].entries()) {
      const started = performance.now();
      await send();
      times[index]!.push(performance.now() - started);
    }
  }
  return [median(times[0]), median(times[1])] as const;
}

/**
 * "Similar timing", generously: the slower median is at most twice the faster plus 40 ms. A path
 * that skips the password hash for a missing account is many times faster and fails this.
 */
function expectSimilar([a, b]: readonly [number, number]) {
  const [fast, slow] = a < b ? [a, b] : [b, a];
  expect(slow, `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`).toBeLessThanOrEqual(fast * 2 + 40);
}

describe('sessions and web security', () => {
  let ctx: TestContext;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });

  /** The app behind https, with a web build of its own: secure cookies, and CSP on every HTML answer. */
  let web: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    const dist = path.join(ctx.dataDir, `web-${randomBytes(3).toString('hex')}`);
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>핀트립</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    web = await createTestContext({ WEB_DIST: dist, PUBLIC_URL: 'https://pintrip.example' });
  }, 120_000);
  afterAll(async () => {
    await web?.close();
    await ctx?.close();
  });

  describe('cookies', () => {
    it('the session cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure over http', async () => {
      const user = await makeUser(ctx);
      const res = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=(Lax|Strict)/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).not.toMatch(/; Secure/i);
      // Every cookie the auth routes set is HttpOnly: nothing a script could read.
      for (const set of cookiesOf(res)) expect(set).toMatch(/; HttpOnly/i);
    });

    it('behind https (PUBLIC_URL https://…) every cookie is Secure and the session one __Secure-', async () => {
      const secure = web;
      const user = await makeUser(secure);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password: defaultPassword },
      });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookie(res);
      expect(cookie).toMatch(/^__Secure-pintrip\.session_token=/);
      for (const set of cookiesOf(res)) {
        expect(set).toMatch(/; Secure/i);
        expect(set).toMatch(/; HttpOnly/i);
        expect(set).toMatch(/; SameSite=(Lax|Strict)/i);
      }
      // The secure cookie is the one that signs the visitor in.
      const me = await secure.app.inject({ url: '/api/me', headers: { cookie: cookieValue(cookie) } });
      expect(me.statusCode).toBe(200);
      // The anonymous visitor cookie of itinerary views follows the same rules.
      const created = await secure.app.inject({
        method: 'POST',
        url: '/api/itineraries',
        headers: { cookie: cookieValue(cookie) },
        payload: { title: '쿠키 여행', start_date: '2026-05-01', end_date: '2026-05-01', days: [] },
      });
      expect(created.statusCode).toBe(201);
      const id = (created.json() as { id: string }).id;
      await secure.app.inject({
        method: 'PATCH',
        url: `/api/itineraries/${id}/visibility`,
        headers: { cookie: cookieValue(cookie) },
        payload: { is_public: true },
      });
      const viewed = await secure.app.inject({ url: `/api/itineraries/${id}` });
      const visitor = cookiesOf(viewed).find((c) => c.startsWith('pintrip.vid='));
      expect(visitor).toMatch(/; HttpOnly/i);
      expect(visitor).toMatch(/; Secure/i);
      expect(visitor).toMatch(/; SameSite=Lax/i);
    }, 90_000);
  });

  describe('cross-site writes', () => {
    it.each([
      ['POST', '/api/destinations'],
      ['PATCH', '/api/me/profile'],
      ['DELETE', '/api/comments/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/auth/sign-out'],
      ['POST', '/api/auth/sign-in/email'],
    ] as const)('%s %s from a foreign Origin is 403 and changes nothing', async (method, url) => {
      const user = await makeUser(ctx);
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie: user.cookie, origin: 'https://evil.example' },
        payload: url.includes('sign-in') ? { email: user.email, password: defaultPassword } : {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'forbidden' } });
      expect(sessionCookie(res)).toBeUndefined();
      // The session survived a cross-site sign-out attempt.
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(
        200,
      );
    });

    it('the same write from the app’s own origin goes through', async () => {
      const user = await makeUser(ctx);
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/me/profile',
        headers: { cookie: user.cookie, origin: ctx.config.publicUrl },
        payload: { location: '부산' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('Content-Security-Policy and headers', () => {
    it.each(['/', '/destinations', '/itineraries', '/no-such-page', '/itineraries/not-an-id'])(
      'the HTML page %s has a CSP without unsafe-inline or unsafe-eval for scripts',
      async (url) => {
        const res = await web.app.inject({ url });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        const policy = String(res.headers['content-security-policy']);
        const directives = new Map(
          policy.split(';').map((part) => {
            const [name = '', ...values] = part.trim().split(/\s+/);
            return [name, values] as const;
          }),
        );
        const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
        expect(scripts).toContain("'self'");
        expect(scripts).not.toContain("'unsafe-inline'");
        expect(scripts).not.toContain("'unsafe-eval'");
        expect(directives.get('script-src-attr') ?? ["'none'"]).not.toContain("'unsafe-inline'");
        expect(directives.get('object-src')).toEqual(["'none'"]);
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('base-uri')).toEqual(["'self'"]);
        // The map tiles' origin (MAP_TILE_URL, OpenStreetMap by default) may be drawn.
        expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      },
    );
  });

  describe('uploaded files', () => {
    it('are served with their real type, nosniff, and never as HTML whatever name they were sent with', async () => {
      const user = await makeUser(ctx);
      const png = await makeImage('png', { width: 8, height: 8, background: { r: 200, g: 30, b: 30 } });
      // A picture sent as "page.html" with an HTML type: stored and served as an image.
      const res = await postUpload(ctx, user, { name: 'page.html', type: 'image/png', data: png });
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(/^\/uploads\/.+\.webp$/);
      const served = await ctx.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    });

    it('generated avatars are SVG that may draw but never run anything, and take no path in their name', async () => {
      const res = await ctx.app.inject({ url: '/api/avatars/traveller-1.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(res.body).not.toMatch(/<script|\son[a-z]+=/i);
      for (const url of ['/api/avatars/..%2f..%2fpintrip.lock.svg', '/api/avatars/%3Cscript%3E.svg']) {
        const bad = await ctx.app.inject({ url });
        expect(bad.statusCode).toBeGreaterThanOrEqual(400);
        expect(bad.statusCode).toBeLessThan(500);
      }
    });

    it('an HTML file sent as an image is refused, not stored', async () => {
      const user = await makeUser(ctx);
      const res = await postUpload(ctx, user, {
        name: 'x.png',
        type: 'image/png',
        data: Buffer.from('<script>alert(1)</script>'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: { code: 'image_only' } });
    });
  });

  describe('path traversal under /uploads', () => {
    beforeAll(() => {
      // Files next to the uploads that must never be served: the generated secret, the database.
      writeFileSync(path.join(ctx.dataDir, 'traversal-canary.txt'), 'canary-secret');
    });

    it.each([
      '/uploads/../traversal-canary.txt',
      '/uploads/..%2ftraversal-canary.txt',
      '/uploads/..%2Ftraversal-canary.txt',
      '/uploads/%2e%2e/traversal-canary.txt',
      '/uploads/%2e%2e%2ftraversal-canary.txt',
      '/uploads/..%252ftraversal-canary.txt',
      '/uploads/%252e%252e%252ftraversal-canary.txt',
      '/uploads/..%5ctraversal-canary.txt',
      '/uploads/..\\traversal-canary.txt',
      '/uploads/....//traversal-canary.txt',
      '/uploads/..%c0%aftraversal-canary.txt',
      '/uploads/%00../traversal-canary.txt',
      '/uploads/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/uploads/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ])('%s is refused and reveals nothing', async (url) => {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.body).not.toContain('canary-secret');
      expect(res.body).not.toContain('root:');
    });
  });

  describe('rate limits', () => {
    let limited: TestContext;
    beforeAll(async () => {
      limited = await createTestContext({ AUTH_RATE_LIMIT: 'true' });
    });
    afterAll(async () => limited?.close());

    it.each([
      ['/api/auth/sign-in/email', () => ({ email: 'nobody@pintrip.test', password: 'Wrong123!' }), 10],
      [
        '/api/auth/sign-up/email',
        () => ({ email: `rl-${randomBytes(4).toString('hex')}@pintrip.test`, password: 'x', name: 'rl' }),
        5,
      ],
      ['/api/auth/request-password-reset', () => ({ email: 'nobody@pintrip.test', redirectTo: '/' }), 3],
    ] as const)('%s answers 429 rate_limited with Retry-After past its limit', async (url, body, max) => {
      const statuses: number[] = [];
      let last: LightMyRequestResponse | undefined;
      for (let i = 0; i < max + 2; i += 1) {
        last = await limited.app.inject({ method: 'POST', url, payload: body() });
        statuses.push(last.statusCode);
      }
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
      expect(last!.json()).toEqual({
        error: { code: 'rate_limited', message: expect.any(String) },
      });
      expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('user enumeration', () => {
    // The app's own password hashing: a path that skips the hash is then many times faster.
    let hashing: TestContext;
    beforeAll(async () => {
      hashing = await createTestContext({}, { appPasswordHashing: true });
    });
    afterAll(async () => hashing?.close());
    const postHashing = (url: string, payload: object) =>
      hashing.app.inject({ method: 'POST', url, payload });

    it('sign-in: a wrong password and a missing account answer alike, in similar time', async () => {
      const user = await makeUser(hashing);
      const attempt = (email: string) =>
        postHashing('/api/auth/sign-in/email', { email, password: 'Wrong-pass-9!' });
      const [existing, missing] = [await attempt(user.email), await attempt('missing-user@pintrip.test')];
      expect(existing.statusCode).toBe(missing.statusCode);
      expect(existing.json()).toEqual(missing.json());
      expectSimilar(
        await mediansMs(
          () => attempt(user.email),
          () => attempt(`missing-${randomBytes(3).toString('hex')}@pintrip.test`),
        ),
      );
    }, 90_000);

    it('password reset: an existing and a missing account answer alike, in similar time', async () => {
      const user = await makeUser(hashing);
      const request = (email: string) =>
        postHashing('/api/auth/request-password-reset', { email, redirectTo: '/' });
      const [existing, missing] = [await request(user.email), await request('missing-user@pintrip.test')];
      expect(existing.statusCode).toBe(200);
      expect(existing.statusCode).toBe(missing.statusCode);
      expect(existing.json()).toEqual(missing.json());
      expectSimilar(
        await mediansMs(
          () => request(user.email),
          () => request('nobody@pintrip.test'),
        ),
      );
    }, 90_000);

    it('sign-up with email verification: a taken and a free address answer alike, in similar time', async () => {
      const verifying = await createTestContext(
        { REQUIRE_EMAIL_VERIFICATION: 'true' },
        { appPasswordHashing: true },
      );
      try {
        const signUp = (email: string) =>
          verifying.app.inject({
            method: 'POST',
            url: '/api/auth/sign-up/email',
            payload: { email, password: defaultPassword, name: '여행자' },
          });
        const taken = 'taken@pintrip.test';
        expect((await signUp(taken)).statusCode).toBe(200);
        const [again, fresh] = [await signUp(taken), await signUp('fresh@pintrip.test')];
        expect(again.statusCode).toBe(fresh.statusCode);
        // Same shape; the ids, dates, names and addresses differ by nature.
        const shape = (res: LightMyRequestResponse) =>
          JSON.stringify(res.json(), (key, value) => (typeof value === 'string' ? typeof value : value));
        expect(shape(again)).toBe(shape(fresh));
        expectSimilar(
          await mediansMs(
            () => signUp(taken),
            () => signUp(`fresh-${randomBytes(4).toString('hex')}@pintrip.test`),
          ),
        );
      } finally {
        await verifying.close();
      }
    }, 90_000);
  });

  describe('session fixation and signing out', () => {
    it('a session cookie planted before sign-in is not the one after it', async () => {
      const user = await makeUser(ctx);
      const planted = 'pintrip.session_token=attacker-chosen-value.signature';
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { cookie: planted },
        payload: { email: user.email, password: defaultPassword },
      });
      expect(res.statusCode).toBe(200);
      const issued = cookieValue(sessionCookie(res));
      expect(issued).toMatch(/^pintrip\.session_token=.+/);
      expect(issued).not.toBe(planted);
      // A signed-in session signing in again gets a new token too, and the planted one is nobody.
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { cookie: issued },
        payload: { email: user.email, password: defaultPassword },
      });
      expect(cookieValue(sessionCookie(again))).not.toBe(issued);
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: planted } })).statusCode).toBe(401);
    });

    it('signing out ends that session on the server: the old cookie replayed is 401', async () => {
      const user = await makeUser(ctx);
      const other = await signIn(ctx, user.email);
      const out = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: user.cookie },
      });
      expect(out.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(
        401,
      );
      // Only that one: the other device stays signed in.
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: other } })).statusCode).toBe(200);
    });

    it('signing out everywhere (revoke-sessions) ends every session of the account', async () => {
      const user = await makeUser(ctx);
      const phone = await signIn(ctx, user.email);
      const res = await post('/api/auth/revoke-sessions', {}, { cookie: user.cookie });
      expect(res.statusCode).toBe(200);
      for (const cookie of [user.cookie, phone]) {
        expect((await ctx.app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
      }
    });

    it('changing the password signs the other sessions out, and keeps this one', async () => {
      const user = await makeUser(ctx);
      const phone = await signIn(ctx, user.email);
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: defaultPassword, newPassword: 'Changed456!', revokeOtherSessions: true },
        { cookie: user.cookie },
      );
      expect(res.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: phone } })).statusCode).toBe(401);
      const current = cookieValue(sessionCookie(res)) || user.cookie;
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: current } })).statusCode).toBe(200);
      // The old password no longer signs in.
      const old = await post('/api/auth/sign-in/email', { email: user.email, password: defaultPassword });
      expect(old.statusCode).toBe(401);
    });

    it('changing the password signs the other sessions out even when the client does not ask to', async () => {
      const user = await makeUser(ctx);
      const phone = await signIn(ctx, user.email);
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: defaultPassword, newPassword: 'Changed456!' },
        { cookie: user.cookie },
      );
      expect(res.statusCode).toBe(200);
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: phone } })).statusCode).toBe(401);
      const current = cookieValue(sessionCookie(res)) || user.cookie;
      expect((await ctx.app.inject({ url: '/api/me', headers: { cookie: current } })).statusCode).toBe(200);
    });

    it('a weak new password is refused by the password policy on change-password too', async () => {
      const user = await makeUser(ctx);
      const res = await post(
        '/api/auth/change-password',
        { currentPassword: defaultPassword, newPassword: 'weak', revokeOtherSessions: true },
        { cookie: user.cookie },
      );
      expect(res.statusCode).toBe(400);
    });
  });
});
