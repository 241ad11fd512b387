/**
 * axe on every screen of the destinations half (issue 9), in ko, en and ja, light and dark: no
 * serious or critical violation of WCAG 2.0/2.1/2.2 A and AA. One browser context per language and
 * theme keeps the run short.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { e2ePassword, uniqueEmail } from '../support/accounts';

const languages = ['ko', 'en', 'ja'] as const;
const themes = ['light', 'dark'] as const;

async function seriousViolations(page: Page, screen: string) {
  // Let transitions end, so colours are measured as a person sees them.
  await page.waitForTimeout(250);
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${screen}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ') ?? ''}`);
}

for (const language of languages) {
  for (const theme of themes) {
    test(`no serious axe violation (${language}, ${theme})`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({
        colorScheme: theme,
        viewport: { width: 1280, height: 800 },
      });
      await context.addInitScript((value) => localStorage.setItem('pintrip.language', value), language);
      const page = await context.newPage();
      const found: string[] = [];
      const check = async (screen: string) => found.push(...(await seriousViolations(page, screen)));

      await page.goto('/');
      await expect(page.getByTestId('hero-cta')).toBeVisible();
      await check('landing');

      await page.goto('/destinations');
      await expect(page.getByTestId('destination-card').first()).toBeVisible();
      await check('destinations grid');
      await page.goto('/destinations?view=list');
      await expect(page.getByTestId('destination-row').first()).toBeVisible();
      await check('destinations list');
      await page.goto('/destinations?view=map');
      await expect(page.locator('.pt-pin, .pt-cluster').first()).toBeVisible();
      await check('destinations map');

      await page.getByTestId('language-select').click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check('language menu');
      await page.keyboard.press('Escape');

      await page.goto('/guides');
      await check('guides');
      await page.goto('/no-such-page');
      await check('404');

      await page.goto('/');
      await page.getByRole('banner').getByTestId('mypage-link').click();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await check('login');
      await page.getByTestId('go-signup').click();
      await expect(page.getByTestId('signup-form')).toBeVisible();
      await check('sign-up');
      await page.keyboard.press('Escape');

      // Signed in: the detail with its comments, the pinpoint dialog, My Page and the profile dialog.
      const email = uniqueEmail('axe');
      const signUp = await context.request.post('/api/auth/sign-up/email', {
        data: { email, password: e2ePassword, name: 'axe' },
      });
      expect(signUp.ok()).toBe(true);
      const signIn = await context.request.post('/api/auth/sign-in/email', {
        data: { email, password: e2ePassword },
      });
      expect(signIn.ok()).toBe(true);
      const list = await context.request.get('/api/destinations?limit=1');
      const id = ((await list.json()) as { items: { id: string }[] }).items[0]?.id;
      await page.goto(`/destinations/${id}`);
      await expect(page.getByRole('dialog').getByTestId('comment-thread')).toBeVisible();
      await check('detail');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.getByTestId('create-pinpoint').first().click();
      await expect(page.getByRole('dialog').locator('.leaflet-container')).toBeVisible();
      await check('pinpoint dialog');
      await page.keyboard.press('Escape');

      await page.goto('/mypage');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check('my page');
      await page.getByTestId('profile-edit').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('profile dialog');

      expect(found).toEqual([]);
      await context.close();
    });
  }
}
