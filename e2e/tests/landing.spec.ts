import { expect, test } from '@playwright/test';
import { screenshot } from '../support/screenshot';

const languages = [
  {
    code: 'ko',
    heading: '다른 여행자의 발자취로 나만의 여행을 그려보세요',
    nav: '여행지',
    cta: '여행 계획 시작하기',
  },
  {
    code: 'en',
    heading: 'Plan your own trip in the footsteps of other travellers',
    nav: 'Destinations',
    cta: 'Start planning',
  },
  {
    code: 'ja',
    heading: 'ほかの旅人の足跡から、あなただけの旅を描こう',
    nav: '旅先',
    cta: '旅の計画を始める',
  },
] as const;

for (const language of languages) {
  test(`landing page in ${language.code}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('pintrip.language', code), language.code);
    for (const viewport of [
      { width: 390, height: 844, name: 'phone' },
      { width: 1280, height: 800, name: 'desktop' },
    ]) {
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
      await screenshot(page, `landing-${language.code}-${viewport.name}`);
    }
  });
}

test('the language selector switches the page and is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitemradio', { name: '日本語' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[2].heading);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
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
