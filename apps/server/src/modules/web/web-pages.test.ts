import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import { eq } from 'drizzle-orm';
import {
  makeAdmin,
  makeDeactivatedUser,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';
import { publicTripWithMember } from '../../../test/trip-events.js';
import { itineraries } from '../../db/schema.js';
import { languageOf } from './web-pages.js';

const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="핀트립 — 여행자들이 공유한 여행지" />
    <title>Pintrip 핀트립</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Every replacement pattern String.prototype.replace knows, and how the page must show it. */
const patterns = "A$&B$`C$'D$1E$$F$<x>G";
const escaped = 'A$&amp;B$`C$&#39;D$1E$$F$&lt;x&gt;G';

describe('web pages: the app shell with the right status, title and link-preview tags', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://pintrip.example' }, { indexHtml });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

  it('answers a known page with 200 and its localized title', async () => {
    const res = await page('/destinations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(titleOf(res.body)).toBe('여행지 | Pintrip 핀트립');
    const ja = await page('/guides', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.8' });
    expect(titleOf(ja.body)).toBe('ガイドを探す | Pintrip');
    expect(ja.body).toContain('<html lang="ja"');
    const landing = await page('/', { 'accept-language': 'en-US' });
    expect(landing.statusCode).toBe(200);
    expect(titleOf(landing.body)).toMatch(/^Pintrip — /);
  });

  it('answers an unknown address with 404 and the same app shell', async () => {
    for (const url of ['/nowhere', '/destinations/1/2', '/admin/unknown', '/guides/x']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(titleOf(res.body)).toBe('페이지를 찾을 수 없습니다 | Pintrip 핀트립');
    }
    const head = await ctx.app.inject({ method: 'HEAD', url: '/nowhere' });
    expect(head.statusCode).toBe(404);
  });

  it('answers 404 for a destination that does not exist, or an id that is no id', async () => {
    expect((await page(`/destinations/${randomUUID()}`)).statusCode).toBe(404);
    expect((await page('/destinations/not-an-id')).statusCode).toBe(404);
  });

  it('writes Open Graph and Twitter tags for a destination, escaped, with absolute URLs', async () => {
    const owner = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner, {
      title: '성산 "일출" <봉>',
      description: `제주 동쪽 끝에서 보는 일출. ${'바다 '.repeat(80)}`,
      image_url: '/uploads/destinations/seongsan.webp',
    });
    const res = await page(`/destinations/${destination.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(titleOf(html)).toBe('성산 &quot;일출&quot; &lt;봉&gt; | Pintrip 핀트립');
    expect(meta(html, 'og:title')).toBe('성산 &quot;일출&quot; &lt;봉&gt;');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`https://pintrip.example/destinations/${destination.id}`);
    expect(meta(html, 'og:image')).toBe('https://pintrip.example/uploads/destinations/seongsan.webp');
    expect(meta(html, 'og:locale')).toBe('ko_KR');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    const description = meta(html, 'og:description') ?? '';
    expect(description.startsWith('제주 동쪽 끝에서 보는 일출.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(meta(html, 'description')).toBe(description);
    // The generic description of the shell gives way to the destination's.
    expect(html).not.toContain('여행자들이 공유한 여행지');
    expect(html).not.toContain('<봉>');

    const en = await page(`/destinations/${destination.id}`, { 'accept-language': 'en' });
    expect(meta(en.body, 'og:locale')).toBe('en_US');
  });

  it('gives a public itinerary its preview tags in the reader language; a private one reveals nothing', async () => {
    const owner = await makeUser(ctx);
    const other = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner, { image_url: '/uploads/destinations/jeju.webp' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/itineraries',
      headers: { cookie: owner.cookie },
      payload: {
        title: '제주 <봄> 여행',
        start_date: '2026-05-01',
        end_date: '2026-05-03',
        days: [
          { day_number: 1, plans: [{ destination: '성산', destination_id: destination.id, cost: 30000 }] },
          { day_number: 3, plans: [{ destination: '시장', cost: 120000 }] },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;

    // Private: 404 with nothing about it for a visitor or another user; the owner gets the page.
    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      const hidden = await page(`/itineraries/${id}`, headers);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain('제주');
      expect(meta(hidden.body, 'og:title')).toBeUndefined();
    }
    expect((await page(`/itineraries/${id}`, { cookie: owner.cookie })).statusCode).toBe(200);

    const published = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/itineraries/${id}/visibility`,
      headers: { cookie: owner.cookie },
      payload: { is_public: true },
    });
    expect(published.statusCode).toBe(200);
    const ko = await page(`/itineraries/${id}`);
    expect(ko.statusCode).toBe(200);
    expect(meta(ko.body, 'og:title')).toBe('제주 &lt;봄&gt; 여행');
    expect(meta(ko.body, 'og:description')).toBe('2026-05-01 ~ 2026-05-03 · 3일 · 총 150,000원');
    expect(meta(ko.body, 'og:image')).toBe('https://pintrip.example/uploads/destinations/jeju.webp');
    expect(meta(ko.body, 'og:url')).toBe(`https://pintrip.example/itineraries/${id}`);
    expect(titleOf(ko.body)).toBe('제주 &lt;봄&gt; 여행 | Pintrip 핀트립');
    const en = await page(`/itineraries/${id}`, { 'accept-language': 'en' });
    expect(meta(en.body, 'og:description')).toBe('2026-05-01 ~ 2026-05-03 · 3 days · ₩150,000 in total');
    expect((await page(`/itineraries/${randomUUID()}`)).statusCode).toBe(404);
    expect((await page('/itineraries/not-an-id')).statusCode).toBe(404);
  });

  it("sends whoever may see a public trip but is not its companion from its planner to its page; a private or hidden trip's planner stays not found", async () => {
    const owner = await makeUser(ctx);
    const stranger = await makeUser(ctx);
    const deactivated = await makeDeactivatedUser(ctx);
    const admin = await makeAdmin(ctx);
    const { trip, member } = await publicTripWithMember(ctx, owner);
    const planner = `/itineraries/${trip.id}/plan`;
    const as = (user: TestUser | null) => page(planner, user ? { cookie: user.cookie } : {});

    // The companions get the planner (the app shell, the planner's title).
    for (const user of [owner, member]) {
      const res = await as(user);
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('플래너 | Pintrip 핀트립');
    }
    // Everyone else who may see the trip goes to its page, told nothing more.
    for (const user of [null, stranger, deactivated, admin]) {
      const res = await as(user);
      expect(res.statusCode, user?.email ?? 'visitor').toBe(302);
      expect(res.headers.location).toBe(`/itineraries/${trip.id}`);
      expect(res.headers.vary).toContain('cookie');
      expect(res.body).toBe('');
    }

    // Hidden by a moderator: not found to the visitor and the stranger, alike to an unknown trip.
    await ctx.database.db
      .update(itineraries)
      .set({ hiddenAt: new Date() })
      .where(eq(itineraries.id, trip.id));
    for (const user of [null, stranger, deactivated]) {
      const res = await as(user);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(trip.title);
      expect(titleOf(res.body)).toBe('페이지를 찾을 수 없습니다 | Pintrip 핀트립');
    }
    expect((await as(member)).statusCode).toBe(200);
    // The admin still sees the hidden trip (to moderate it): its page, not the planner.
    expect((await as(admin)).headers.location).toBe(`/itineraries/${trip.id}`);

    // Private: the same.
    const secret = await makeItinerary(ctx, owner, { title: '비밀 여행' });
    for (const user of [null, stranger]) {
      const res = await page(`/itineraries/${secret.id}/plan`, user ? { cookie: user.cookie } : {});
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('비밀 여행');
    }
    expect((await page(`/itineraries/${secret.id}/plan`, { cookie: owner.cookie })).statusCode).toBe(200);
    expect((await page(`/itineraries/${randomUUID()}/plan`)).statusCode).toBe(404);
    expect((await page('/itineraries/not-an-id/plan')).statusCode).toBe(404);
  });

  it('keeps API misses as JSON 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('picks the language from Accept-Language by preference, Korean otherwise', () => {
    expect(languageOf(undefined)).toBe('ko');
    expect(languageOf('fr-FR,fr;q=0.9')).toBe('ko');
    expect(languageOf('fr;q=0.9,ja;q=0.8,en;q=0.5')).toBe('ja');
    expect(languageOf('en;q=0.1,ja;q=0.8')).toBe('ja');
  });

  /** The page is the template with the user's text in it, nothing else: one head, one title. */
  function expectIntact(html: string) {
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  }

  it("inserts user text literally on a destination page ($&, $`, $' and $1 expand nothing)", async () => {
    const owner = await makeUser(ctx);
    const destination = await makeDestination(ctx, owner, { title: patterns, description: patterns });
    const res = await page(`/destinations/${destination.id}`);
    expect(res.statusCode).toBe(200);
    expectIntact(res.body);
    expect(titleOf(res.body)).toBe(`${escaped} | Pintrip 핀트립`);
    expect(meta(res.body, 'og:title')).toBe(escaped);
    expect(meta(res.body, 'og:description')).toBe(escaped);
  });

  it('inserts user text literally on an itinerary page', async () => {
    const owner = await makeUser(ctx);
    const { id } = await makeItinerary(ctx, owner, {
      isPublic: true,
      title: patterns,
      start_date: '2026-05-01',
      end_date: '2026-05-01',
      days: [{ day_number: 1, plans: [{ destination: patterns, cost: 0 }] }],
    });
    const res = await page(`/itineraries/${id}`);
    expect(res.statusCode).toBe(200);
    expectIntact(res.body);
    expect(titleOf(res.body)).toBe(`${escaped} | Pintrip 핀트립`);
    expect(meta(res.body, 'og:title')).toBe(escaped);
    expect(meta(res.body, 'twitter:title')).toBe(escaped);
  });
});
