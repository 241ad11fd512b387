/**
 * Issue 20, "Forms and editing" (items 8, 9, 11, 13) in a real Chromium, in every language, on a
 * phone (390×844) and a desktop (1280×800): a filled 새 일정 asks before it is thrown away, in the
 * planner the plan time is not clipped and a free-text plan finds its place, and a deactivated
 * account is told why it cannot write. Screenshots go to e2e/screenshots/newcomer-forms-*.png.
 */
import { expect, test, type Browser } from '@playwright/test';
import { desktop, e2ePassword, phone, signUpAndSignIn, uniqueEmail } from '../support/accounts';
import { languages, translate, type Language } from '../support/i18n';
import { screenshot, tour } from '../support/screenshot';

function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A phone's page signed in as a new account, in `language` from the first load (else the default). */
async function signedInPage(browser: Browser, prefix: string, language?: Language) {
  const context = await browser.newContext({ viewport: phone });
  if (language) {
    await context.addInitScript((code) => localStorage.setItem('pintrip.language', code), language);
  }
  const account = await signUpAndSignIn(context.request, uniqueEmail(prefix));
  return { context, page: await context.newPage(), account };
}

for (const language of languages) {
  test(`새 일정 (${language}): a filled form asks before closing; in the planner the time fits on a phone and a plan finds its place`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tr = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
    const { context, page } = await signedInPage(browser, `forms-${language}`, language);
    await page.goto('/itineraries');
    // Signed in (the header links My Page) before asking for the form, else it asks to sign in.
    await expect(page.locator('header a[href="/mypage"]')).toBeVisible();
    await page.getByTestId('create-itinerary').click();
    const form = page.getByRole('dialog', { name: tr('itineraries.form.createTitle') });
    await form.getByLabel(tr('itineraries.form.theme')).fill('서울 하루');

    // Item 8: Escape on a filled form asks; keeping it keeps everything; confirming closes.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: tr('forms.discard.title') });
    await expect(question).toBeVisible();
    await screenshot(page, `newcomer-forms-discard-${language}-phone`, { fullPage: false });
    await question.getByRole('button', { name: tr('common.cancel') }).click();
    await expect(question).toBeHidden();
    await expect(form.getByLabel(tr('itineraries.form.theme'))).toHaveValue('서울 하루');
    await form.getByRole('button', { name: tr('common.cancel'), exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: tr('forms.discard.confirm') })
      .click();
    await expect(form).toBeHidden();

    // An untouched form closes at once.
    await page.getByTestId('create-itinerary').click();
    await expect(form).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The title and the dates, then the planner.
    await page.getByTestId('create-itinerary').click();
    await form.getByLabel(tr('itineraries.form.theme')).fill('서울 하루');
    await form.getByLabel(tr('itineraries.form.startDate')).fill(dateIn(20));
    await form.getByLabel(tr('itineraries.form.endDate')).fill(dateIn(20));
    await screenshot(page, `newcomer-forms-new-trip-${language}-phone`, { fullPage: false });
    await form.getByRole('button', { name: tr('itineraries.newTrip.submit') }).click();
    await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}\/plan$/);
    await expect(page.getByTestId('planner-status')).toHaveText(tr('planner.status.saved'));

    // A free-text plan (no destination), typed into the day.
    const addText = page.getByLabel(tr('planner.addText.label', { day: tr('format.dayNumber', { day: 1 }) }));
    await addText.fill('성산 산책');
    await addText.press('Enter');
    const plan = page.getByTestId('planner-plan').filter({ hasText: '성산 산책' });
    await expect(plan).toBeVisible();

    // Item 11: "10:00 AM" (or 오전 10:00, 午前10:00) is not clipped at 390 px.
    const time = plan.getByTestId('planner-time');
    await time.fill('10:00');
    await time.press('Enter');
    const fits = await time.evaluate((input) => ({
      scroll: input.scrollWidth,
      client: input.clientWidth,
    }));
    expect(fits.scroll, JSON.stringify(fits)).toBeLessThanOrEqual(fits.client);
    await time.scrollIntoViewIfNeeded();
    await screenshot(page, `newcomer-forms-planner-plan-${language}-phone`, { fullPage: false });

    // Item 9: the plan finds its place through the same place search as the pinpoint dialog.
    await plan.getByRole('button', { name: tr('forms.planPlace.find') }).click();
    const search = plan.getByTestId('place-search');
    await expect(search).toBeFocused();
    await search.fill('성산일출봉');
    await expect(plan.getByRole('listbox').getByRole('button').first()).toBeVisible();
    await screenshot(page, `newcomer-forms-plan-place-search-${language}-phone`, { fullPage: false });
    await plan.getByRole('listbox').getByRole('button').first().click();
    await expect(plan.getByRole('button', { name: tr('forms.planPlace.change') })).toBeVisible();
    await expect(page.getByTestId('planner-status')).toHaveText(tr('planner.status.saved'), {
      timeout: 8_000,
    });

    await page.setViewportSize(desktop);
    await expect(time).toBeVisible();
    const wide = await time.evaluate((input) => input.scrollWidth <= input.clientWidth);
    expect(wide).toBe(true);
    await screenshot(page, `newcomer-forms-planner-plan-${language}-desktop`, { fullPage: false });
    await context.close();
  });
}

test('a deactivated account sees why it cannot write, and no write is offered (ko, en, ja)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await browser.newContext();
  const signIn = await admin.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@pintrip.test', password: e2ePassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);

  const { context, page } = await signedInPage(browser, 'forms-inactive');
  const me = (await (await context.request.get('/api/me')).json()) as { id: string };
  const toggled = await admin.request.post(`/api/admin/users/${me.id}/toggle-status`);
  expect(toggled.ok(), await toggled.text()).toBe(true);

  await page.goto('/itineraries');
  await tour(
    page,
    async ({ t, shoot }) => {
      const banner = page.getByTestId('inactive-banner');
      await expect(banner).toHaveAttribute('role', 'status');
      await expect(banner).toContainText(t('forms.inactive.title'));
      await expect(banner).toContainText(t('forms.inactive.body'));
      await expect(page.getByTestId('create-itinerary')).toBeHidden();
      await shoot('newcomer-forms-inactive', { fullPage: false, alsoAt: 'desktop' });
    },
    { devices: ['phone'] },
  );

  // The server refuses what the page no longer offers.
  const refused = await context.request.post('/api/itineraries', {
    data: { title: 'x', start_date: dateIn(3), end_date: dateIn(3), days: [] },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('account_inactive');
  await context.close();
  await admin.close();
});
