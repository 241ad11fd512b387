import { expect, test } from '@playwright/test';
import { defaultLanguage, languageEntry, languages as codes, translate } from '../support/i18n';
import { screenshot, tourStops } from '../support/screenshot';

const languages = codes.map((code) => ({
  code,
  heading: translate(code, 'landing.hero.title'),
  nav: translate(code, 'nav.destinations'),
}));

for (const language of languages) {
  test(`landing page in ${language.code}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('pintrip.language', code), language.code);
    for (const { device, viewport } of tourStops({ languages: [language.code] })) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.getByRole('navigation').getByRole('link', { name: language.nav })).toBeVisible();
      await expect(page.getByText('© 2025 Pintrip. All rights reserved.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'hello@pintrip.kr' })).toBeVisible();
      // Three feature cards and three featured destinations, all images loaded.
      await expect(page.locator('#features-heading + div > article')).toHaveCount(3);
      await expect(page.locator('#featured-heading').locator('xpath=../..').locator('article')).toHaveCount(
        3,
      );
      await screenshot(page, `landing-${language.code}-${device}`);
    }
  });
}

test('the language selector switches the page and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', defaultLanguage);
  // Every other language of the list, each downloaded when chosen.
  for (const { code, heading } of languages.filter((language) => language.code !== defaultLanguage)) {
    await page.getByTestId('language-select').click();
    await page.getByRole('menuitemradio', { name: languageEntry(code).label }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  }
});

test('the hero button asks a visitor to log in', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('hero-cta').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the guide page and a not-found page render', async ({ page }) => {
  await page.goto('/guides');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('가이드 찾기 기능을 준비하고 있어요');
  await screenshot(page, 'guides-ko-desktop');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
});

test('the page runs under the content security policy without violations', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the API health and docs answer', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'embedded' });
  const docs = await request.get('/api/docs/');
  expect(docs.ok()).toBe(true);
});
