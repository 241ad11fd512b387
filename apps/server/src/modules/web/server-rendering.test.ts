import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.js';
import {
  makeAdmin,
  makeDestination,
  makeItinerary,
  makeUser,
  type TestUser,
} from '../../../test/builders.js';
import type { PageRendererModule } from './page-renderer.js';

/** The built index.html's shape: the app's root and its module script. */
const indexHtml = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>Pintrip 핀트립</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface PageData {
  language: string;
  rendered: boolean;
  state?: { queries: { queryKey: unknown[]; state: { data: unknown; dataUpdatedAt: number } }[] };
}

/** What #root holds. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
/** The data block's text as sent, and read back as the app reads it. */
const blockOf = (html: string) =>
  /<script type="application\/json" id="pintrip-page">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const dataOf = (html: string) => JSON.parse(blockOf(html)) as PageData;
const queryData = (data: PageData, key: unknown[]) =>
  data.state?.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key));

describe('server rendering of the public pages', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    // The renderer from its sources (the build puts the same module in apps/server/dist/ssr).
    // (By address: the server's type check does not compile the web app's JSX.)
    const entry = new URL('../../../../web/src/entry-server.tsx', import.meta.url).pathname;
    const renderer = (await import(/* @vite-ignore */ entry)) as PageRendererModule;
    ctx = await createTestContext(
      { PUBLIC_URL: 'https://pintrip.example' },
      { pageRenderer: renderer, indexHtml },
    );
    owner = await makeUser(ctx);
    admin = await makeAdmin(ctx, { superAdmin: true });
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  /** A moderator hides the item after a report, as in production. */
  async function hide(type: 'destination' | 'itinerary', id: string) {
    const reporter = await makeUser(ctx);
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { cookie: reporter.cookie },
      payload: { target_type: type, target_id: id, reason: '부적절' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const decision = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${report.json().id}/decision`,
      headers: { cookie: admin.cookie },
      payload: { decision: 'hide' },
    });
    expect(decision.statusCode, decision.body).toBe(200);
  }

  it('renders the destinations list with its first page in the HTML and in the inlined cache', async () => {
    const first = await makeDestination(ctx, owner, { title: '성산일출봉 새벽' });
    const second = await makeDestination(ctx, owner, { title: '경복궁 야간 개장' });
    const res = await page('/destinations');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('<h1');
    expect(root).toContain('여행지');
    expect(root).toContain(first.title);
    expect(root).toContain(second.title);
    const data = dataOf(res.body);
    expect(data).toMatchObject({ language: 'ko', rendered: true });
    // A visitor is one for sure; the list's first page is the API's answer.
    expect(queryData(data, ['me'])?.state.data).toBeNull();
    const list = queryData(data, ['destinations', 'list', { category: '', q: '', sort: 'latest' }]);
    const titles = (list?.state.data as { pages: { items: { title: string }[] }[] }).pages[0]?.items.map(
      (item) => item.title,
    );
    expect(titles).toEqual(expect.arrayContaining([first.title, second.title]));
  });

  it('renders the landing, the itineraries list and a public itinerary with its plans', async () => {
    const landing = await page('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(landing.statusCode).toBe(200);
    expect(rootOf(landing.body)).toContain('<h1');
    expect(dataOf(landing.body)).toMatchObject({ language: 'en', rendered: true });

    const { id } = await makeItinerary(ctx, owner, {
      isPublic: true,
      title: '부산 바다 1박 2일',
      start_date: '2026-05-01',
      end_date: '2026-05-02',
      days: [{ day_number: 1, plans: [{ destination: '해운대 해변 산책', cost: 0 }] }],
    });
    const list = await page('/itineraries');
    expect(list.statusCode).toBe(200);
    expect(rootOf(list.body)).toContain('부산 바다 1박 2일');

    const detail = await page(`/itineraries/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(rootOf(detail.body)).toContain('부산 바다 1박 2일');
    expect(rootOf(detail.body)).toContain('해운대 해변 산책');
    // Rendering reads it without counting a view, and leaves it stale so the reader's own request counts one.
    expect(queryData(dataOf(detail.body), ['itineraries', 'detail', id])?.state.dataUpdatedAt).toBe(0);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/itineraries?scope=all&limit=50' });
    const items = listed.json().items as { id: string; views_count: number }[];
    expect(items.find((item) => item.id === id)?.views_count).toBe(0);
  });

  it('renders an open destination detail in place of the dialog', async () => {
    const destination = await makeDestination(ctx, owner, {
      title: '담양 죽녹원',
      description: '대나무 숲길을 걷는 산책 코스',
    });
    const res = await page(`/destinations/${destination.id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('role="dialog"');
    expect(root).toContain('대나무 숲길을 걷는 산책 코스');
  });

  it('answers a hidden destination, a private itinerary and an unknown address with 404 and nothing of them', async () => {
    const hidden = await makeDestination(ctx, owner, { title: '숨겨진 여행지 제목' });
    await hide('destination', hidden.id);
    const privateOne = await makeItinerary(ctx, owner, { isPublic: false, title: '비공개 일정 제목' });
    const hiddenItinerary = await makeItinerary(ctx, owner, { isPublic: true, title: '가려진 공개 일정' });
    await hide('itinerary', hiddenItinerary.id);
    const other = await makeUser(ctx);

    for (const headers of [{}, { cookie: other.cookie }] as Record<string, string>[]) {
      for (const [url, text] of [
        [`/destinations/${hidden.id}`, '숨겨진 여행지 제목'],
        [`/itineraries/${privateOne.id}`, '비공개 일정 제목'],
        [`/itineraries/${hiddenItinerary.id}`, '가려진 공개 일정'],
        [`/destinations/${randomUUID()}`, ''],
        ['/nowhere', ''],
      ] as const) {
        const res = await page(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(rootOf(res.body), url).toBe('');
        expect(dataOf(res.body).rendered, url).toBe(false);
        if (text) expect(res.body, url).not.toContain(text);
      }
    }
    // Lists never carry a hidden item, neither in the HTML nor in the inlined data.
    for (const url of ['/destinations', '/itineraries']) {
      const res = await page(url);
      expect(res.body).not.toContain('숨겨진 여행지 제목');
      expect(res.body).not.toContain('가려진 공개 일정');
      expect(res.body).not.toContain('비공개 일정 제목');
    }
    // Its owner gets the page, as the app shell: their view is never rendered into shared HTML.
    const own = await page(`/itineraries/${privateOne.id}`, { cookie: owner.cookie });
    expect(own.statusCode).toBe(200);
    expect(rootOf(own.body)).toBe('');
    expect(dataOf(own.body).rendered).toBe(false);
  });

  it('escapes what users wrote, in the HTML and in the inlined data (</script>, U+2028)', async () => {
    const title = '</script><script>alert(1)</script>\u2028<!--';
    const destination = await makeDestination(ctx, owner, { title, description: `설명 ${title}` });
    for (const url of ['/destinations', `/destinations/${destination.id}`]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      const block = blockOf(res.body);
      expect(block).not.toMatch(/<|>|\u2028/);
      expect(block).toContain('\\u003c/script\\u003e');
      expect(block).toContain('\\u2028');
      // Read back exactly as written.
      expect(JSON.stringify(dataOf(res.body).state)).toContain(JSON.stringify(title).slice(1, -1));
      expect(rootOf(res.body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(res.body.match(/<script>/g)).toBeNull();
    }
  });

  it('renders in the language of the cookie, then of Accept-Language, else Korean', async () => {
    const byCookie = await page('/destinations', {
      cookie: 'pintrip.language=ja',
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(byCookie.body).toContain('<html lang="ja"');
    expect(dataOf(byCookie.body).language).toBe('ja');
    expect(rootOf(byCookie.body)).toContain('旅先');
    const byHeader = await page('/destinations', { 'accept-language': 'en-US,en;q=0.9' });
    expect(dataOf(byHeader.body).language).toBe('en');
    expect(rootOf(byHeader.body)).toContain('Destinations');
    const unknown = await page('/destinations', { cookie: 'pintrip.language=fr', 'accept-language': 'fr' });
    expect(dataOf(unknown.body).language).toBe('ko');
  });

  it('gives a signed-in reader the app shell: nothing of a session is rendered or cached', async () => {
    for (const who of [owner, admin]) {
      const res = await page('/destinations', { cookie: who.cookie });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(dataOf(res.body)).toEqual({ language: 'ko', rendered: false });
      expect(res.body).not.toContain(who.email);
    }
    // A cookie that names no session is a visitor's.
    const stale = await page('/destinations', { cookie: 'better-auth.session_token=nothing.here' });
    expect(dataOf(stale.body).rendered).toBe(true);
  });

  it('drops rendered pages with the shared pages on a write: a new or hidden item shows at once', async () => {
    await page('/destinations');
    const added = await makeDestination(ctx, owner, { title: '새로 올린 여행지' });
    const after = await page('/destinations');
    expect(rootOf(after.body)).toContain('새로 올린 여행지');
    await hide('destination', added.id);
    const hiddenNow = await page('/destinations');
    expect(hiddenNow.body).not.toContain('새로 올린 여행지');
  });
});
