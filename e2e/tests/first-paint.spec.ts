import { expect, test, type Browser } from '@playwright/test';

/*
 * What makes a phone paint at once (issue 21, docs/decisions/0031-first-paint.md): the page's HTML
 * arrives compressed; the destinations list's first cover (its LCP on a phone) is in the server's
 * HTML, eager and high priority; a phone downloads no web font (its own Korean UI font paints the
 * text), while a desktop still gets Pretendard; the landing's decorative wide-screen pictures are
 * not fetched by a phone that never shows them.
 */

/** The paths of the font files a page fetched once settled. */
async function fontFilesOf(browser: Browser, path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const files: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') files.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await context.close();
  return files;
}

test('a page arrives brotli-compressed, and the first cover of the list is in it, eager and high priority', async ({
  request,
}) => {
  const res = await request.get('/destinations', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  const html = await res.text();
  const covers = [...html.matchAll(/<img [^>]*src="\/uploads\/destinations\/[^"]+"[^>]*>/g)].map((m) => m[0]);
  expect(covers.length).toBeGreaterThan(1);
  const [first, ...rest] = covers;
  // React writes the attribute as fetchPriority; HTML attribute names ignore case.
  expect(first).toMatch(/ fetchpriority="high"/i);
  expect(first).not.toContain('loading="lazy"');
  expect(first).toMatch(/width="\d+" height="\d+"/);
  // Its preload comes first in the head, before the app's scripts take the phone's connections.
  const src = /src="([^"]+)"/.exec(first ?? '')?.[1] ?? '';
  const preload = html.indexOf(`<link rel="preload" as="image" href="${src}"`);
  expect(preload).toBeGreaterThan(0);
  expect(preload).toBeLessThan(html.indexOf('rel="modulepreload"'));
  for (const cover of rest) {
    expect(cover).toContain('loading="lazy"');
    expect(cover).not.toMatch(/fetchpriority/i);
  }
});

test('a phone downloads no web font; a desktop gets Pretendard', async ({ browser }) => {
  for (const path of ['/', '/destinations']) {
    expect(await fontFilesOf(browser, path, { width: 390, height: 844 }), path).toEqual([]);
  }
  const desktop = await fontFilesOf(browser, '/destinations', { width: 1280, height: 800 });
  expect(desktop.length).toBeGreaterThan(0);
  for (const file of desktop)
    expect(file).toMatch(/\/assets\/PretendardVariable\.subset\.\d+-[\w-]+\.woff2$/);
});

test("the landing's wide-screen pictures are fetched by a desktop only", async ({ browser }) => {
  // What each hero picture's <img> shows: a data-URI pixel (nothing fetched) or the file.
  const heroSources = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    const sources = await page
      .locator('section picture img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
    await context.close();
    return sources;
  };
  const phone = await heroSources({ width: 390, height: 844 });
  expect(phone).toHaveLength(3);
  for (const source of phone) expect(source).toMatch(/^data:image\/gif/);
  const desktop = await heroSources({ width: 1280, height: 800 });
  expect(desktop).toHaveLength(3);
  for (const source of desktop) expect(source).toMatch(/\/assets\/\w+-[\w-]+\.svg$/);
});
