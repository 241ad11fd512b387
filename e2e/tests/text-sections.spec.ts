import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { desktop, originHeaders, phone, signedInContext } from '../support/accounts';
import { signInAsSuperAdmin } from '../support/a11y';
import { languageEntry, languages, translate, type Language } from '../support/i18n';
import { screenshot } from '../support/screenshot';

/*
 * The texts come in sections (docs/decisions/0027-page-weight.md, third pass): the trip workspace's
 * pages and the admin's download theirs with their code. Each page shows its texts, never a key, in
 * every language, and still after the reader chooses another language on the page (the section then
 * downloads in that language before anything switches).
 */

const localeDir = path.resolve(import.meta.dirname, '../../packages/shared/src/locales');
const topKeys = Object.keys(JSON.parse(readFileSync(path.join(localeDir, 'ko.json'), 'utf8')) as object);
/** A translation key as the app shows one it lacks: `money.addExpense`. */
const rawKey = new RegExp(`\\b(${topKeys.join('|')})\\.[a-zA-Z_]+`, 'g');

/** The keys the page shows, in its text or its labels. */
async function rawKeysOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, document.title, ...labels].join('\n');
  });
  return [...shown.matchAll(rawKey)].map((match) => match[0]);
}

/** The language after `language` in the menu's order. */
const nextLanguage = (language: Language): Language =>
  languages[(languages.indexOf(language) + 1) % languages.length] as Language;

/** A page that starts in `language`: the cookie the server reads, no stored choice. */
async function startIn(context: BrowserContext, language: Language) {
  await context.addCookies([{ name: 'pintrip.language', value: language, url: process.env.E2E_BASE_URL }]);
  await context.addInitScript(() => {
    // Once per page: a choice made on the page stays for the pages it opens next.
    if (!sessionStorage.getItem('started')) {
      localStorage.removeItem('pintrip.language');
      sessionStorage.setItem('started', '1');
    }
  });
}

async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-select').click();
  await page.getByRole('menuitemradio', { name: languageEntry(language).label }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Waits until the page shows `text` (the section's own), then checks it shows no key. */
async function expectTexts(page: Page, text: string, where: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await rawKeysOn(page), where).toEqual([]);
}

const workspacePages = [
  { section: 'plan', path: 'plan', text: 'tripNav.plan' },
  { section: 'money', path: 'money', text: 'tripNav.money' },
  { section: 'lists', path: 'lists', text: 'tripNav.lists' },
  { section: 'bookings', path: 'bookings', text: 'tripNav.bookings' },
] as const;

for (const language of languages) {
  const other = nextLanguage(language);

  test(`the trip workspace pages show their texts in ${language}, and in ${other} once chosen on the page`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await signedInContext(browser, 'sections', desktop);
    const title = `섹션 여행 ${language}`;
    const created = await context.request.post('/api/itineraries', {
      headers: originHeaders(),
      data: {
        title,
        start_date: '2026-10-01',
        end_date: '2026-10-02',
        days: [{ day_number: 1, plans: [{ time: '10:00', destination: '경복궁', cost: 3000 }] }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    for (const { section, path: last } of workspacePages) {
      await context.clearCookies({ name: 'pintrip.language' });
      await startIn(context, language);
      const page = await context.newPage();
      await page.goto(`/itineraries/${id}/${last}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // The section's nav: its texts are the workspace section's.
      const nav = page.getByRole('navigation', { name: translate(language, 'tripNav.label') });
      await expect(nav.getByRole('link', { name: translate(language, `tripNav.${section}`) })).toBeVisible();
      await expectTexts(page, translate(language, 'tripNav.money'), `${section} in ${language}`);

      await chooseLanguage(page, other);
      const after = page.getByRole('navigation', { name: translate(other, 'tripNav.label') });
      await expect(after.getByRole('link', { name: translate(other, `tripNav.${section}`) })).toBeVisible();
      await expectTexts(page, translate(other, 'tripNav.money'), `${section} after choosing ${other}`);
      if (section === 'money' && other !== 'ko') {
        await screenshot(page, `text-sections-money-${other}-desktop`);
        await page.setViewportSize(phone);
        await expectTexts(page, translate(other, 'tripNav.money'), `${section} in ${other} on a phone`);
        await screenshot(page, `text-sections-money-${other}-phone`);
      }
      await page.close();
    }
    await context.close();
  });

  test(`the admin pages show their texts in ${language}, and in ${other} once chosen on the page`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: desktop });
    await signInAsSuperAdmin(context.request);
    await startIn(context, language);
    const page = await context.newPage();
    for (const section of ['users', 'reports', 'audit'] as const) {
      await page.goto(`/admin/${section}`);
      // The audit page's heading is its own (admin.audit.title is the admin hub's card).
      const heading = translate(
        language,
        section === 'audit' ? 'admin.audit.pageTitle' : `admin.${section}.title`,
      );
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectTexts(page, heading, `admin ${section} in ${language}`);
    }
    await chooseLanguage(page, other);
    const heading = translate(other, 'admin.audit.pageTitle');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectTexts(page, heading, `admin audit after choosing ${other}`);
    if (other !== 'ko') await screenshot(page, `text-sections-admin-${other}-desktop`);
    await context.close();
  });
}
