import { expect, test, type Page } from '@playwright/test';
import { defaultLanguage, languageEntry, languages, translate } from '../support/i18n';
import { screenshot, tourStops } from '../support/screenshot';

/** Script chunks the page downloaded (their file names), in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

test('a page downloads its own code: no map library, no form library and no other language on the landing page', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.some((name) => name.startsWith('landing-'))).toBe(true);
  expect(scripts.filter((name) => /^(leaflet|zod|destinations|login-form)-/.test(name))).toEqual([]);
  // Only the language in use: another language's texts are downloaded when it is chosen.
  const otherLanguages = languages.filter((code) => code !== defaultLanguage);
  const languageFiles = () =>
    scripts.filter((name) => otherLanguages.some((code) => name.startsWith(`${code}-`)));
  expect(languageFiles()).toEqual([]);

  // The login dialog brings its form; the map view brings Leaflet.
  await page.getByRole('button', { name: '로그인' }).first().click();
  await expect(page.getByRole('dialog', { name: '로그인' }).getByLabel('이메일')).toBeVisible();
  expect(scripts.some((name) => name.startsWith('login-form-'))).toBe(true);
  await page.keyboard.press('Escape');

  await page.goto('/destinations?view=map');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(scripts.some((name) => name.startsWith('leaflet-'))).toBe(true);

  const [chosen] = otherLanguages;
  if (chosen) {
    await page.getByTestId('language-select').click();
    await page.getByRole('menuitemradio', { name: languageEntry(chosen).label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', chosen);
    // Its core texts and the sections of the page at hand (the destinations page's comments): all of it.
    expect(new Set(languageFiles().map((name) => name.split('-')[0]))).toEqual(new Set([chosen]));
  }
});

for (const code of languages) {
  const texts = {
    title: translate(code, 'errorScreen.title'),
    retry: translate(code, 'errorScreen.retry'),
    home: translate(code, 'errorScreen.home'),
  };
  // Without the service worker: it would serve the precached chunk that the test takes away.
  test.use({ serviceWorkers: 'block' });
  test(`a page whose code cannot be downloaded shows the error screen in ${code}`, async ({ page }) => {
    await page.addInitScript((language) => localStorage.setItem('pintrip.language', language), code);
    for (const { device, viewport } of tourStops({ languages: [code] })) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The guides page's chunk is lost (an old tab after a deploy, a dropped connection).
      await page.route(/\/assets\/guides-[^/]+\.js$/, (route) => route.abort());
      await page.getByRole('navigation').locator('a[href="/guides"]').first().click();
      const alert = page.getByRole('alert').filter({ hasText: texts.title });
      await expect(alert.getByRole('heading', { name: texts.title })).toBeVisible();
      await expect(alert.getByRole('button', { name: texts.retry })).toBeVisible();
      await expect(alert.getByRole('link', { name: texts.home })).toHaveAttribute('href', '/');
      // The header and footer stay: only the page failed.
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await screenshot(page, `error-screen-${code}-${device}`);

      // Once the chunk can be downloaded again, "try again" shows the page.
      await page.unroute(/\/assets\/guides-[^/]+\.js$/);
      await alert.getByRole('button', { name: texts.retry }).click();
      await expect(page.getByRole('alert').filter({ hasText: texts.title })).toHaveCount(0);
      await expect(page).toHaveURL(/\/guides$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });
}
