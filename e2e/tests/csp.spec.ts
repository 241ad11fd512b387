/**
 * The Content-Security-Policy in a real browser: the built index.html runs one inline script, the
 * theme's, which the policy allows by its hash (so it needs no 'unsafe-inline' for scripts), and every screen — the map with its tiles, dialogs,
 * itineraries — loads on a phone and a desktop, in ko, en and ja, with no CSP violation reported.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, tourStops } from '../support/screenshot';

/** Records every `securitypolicyviolation` event and every CSP console message of the page. */
async function watchViolations(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('the built index.html runs one inline script, allowed by its hash, and the policy allows no other', async ({
  request,
}) => {
  const res = await request.get('/');
  const policy = res.headers()['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  const inline: string[] = [];
  for (const [, attributes = '', body = ''] of scripts) {
    // JSON data blocks are not run.
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    if (/\bsrc="\/[^"]+"/.test(attributes)) expect(body.trim()).toBe('');
    else inline.push(body);
  }
  // The theme, applied before the first paint (apps/web/theme-init.js), and nothing else: the
  // policy names its hash alone.
  expect(inline).toHaveLength(1);
  expect(inline[0]).toContain('pintrip.theme');
  const hash = `'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`;
  expect(scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha"))).toEqual([hash]);
  // No inline event handlers either (they would need 'unsafe-inline').
  expect(html).not.toMatch(/\son[a-z]+="/i);
});

test('the watcher does see a violation (an inline script the policy blocks)', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ran = true';
    document.body.append(script);
  });
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]));
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});

for (const { language, device: size, viewport } of tourStops()) {
  test(`no CSP violation on the main screens (${language}, ${size})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await context.addInitScript((value) => localStorage.setItem('pintrip.language', value), language);
    const page = await context.newPage();
    const violations = await watchViolations(page);

    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await violations()).toEqual([]);

    await page.goto('/destinations?view=map');
    const map = page.getByTestId('destinations-map');
    await expect(map.locator('.pt-pin, .pt-cluster').first()).toBeVisible();
    // Tiles were asked for (they may not load without a network; the policy must allow them).
    await expect(map.locator('img.leaflet-tile').first()).toBeAttached();
    expect(await violations()).toEqual([]);

    await page.goto('/destinations');
    await page.getByTestId('destination-card').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations()).toEqual([]);
    if (language === 'ko') await screenshot(page, `csp-destination-dialog-${size}`, { fullPage: false });

    await page.goto('/itineraries');
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    if (language === 'ko') await screenshot(page, `csp-itineraries-${size}`, { fullPage: false });
    await context.close();
  });
}
