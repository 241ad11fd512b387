/**
 * What the server answers for a page address before any JavaScript runs (issue 9: 12, 13): the
 * status, and the tags link previews read.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { screenshot } from '../support/screenshot';

test('an unknown address and a missing destination answer 404 with the not-found page', async ({ page }) => {
  for (const url of ['/no-such-page', '/destinations/1/2', `/destinations/${randomUUID()}`]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
  }
  // The app still renders: the unknown address shows its page, the missing destination its message.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await screenshot(page, 'issue9-not-found-ko-desktop', { fullPage: false });
  const known = await page.goto('/destinations');
  expect(known?.status()).toBe(200);
});

test('a destination’s address carries Open Graph and Twitter card tags', async ({ request }) => {
  const list = await request.get('/api/destinations?limit=1');
  const [destination] = ((await list.json()) as { items: { id: string; title: string }[] }).items;
  if (!destination) throw new Error('the demo seed has no destination');
  // A crawler: no JavaScript, just the HTML.
  const res = await request.get(`/destinations/${destination.id}`, {
    headers: { 'user-agent': 'facebookexternalhit/1.1', 'accept-language': 'ko-KR' },
  });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  expect(meta('og:title')).toBe(destination.title);
  expect(meta('og:description')?.length).toBeGreaterThan(0);
  expect(meta('og:image')).toMatch(/^https?:\/\//);
  expect(meta('og:url')).toMatch(new RegExp(`/destinations/${destination.id}$`));
  expect(meta('og:locale')).toBe('ko_KR');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('twitter:title')).toBe(destination.title);
  expect(html).toContain(`<title>${destination.title} | Pintrip 핀트립</title>`);
});
