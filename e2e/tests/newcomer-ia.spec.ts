/**
 * Issue 20, "Information architecture" (items 1–7), in a real Chromium, with screenshots in ko, en
 * and ja on a phone and a desktop: the itineraries screen (badges, labelled toggle), My Page (own
 * pinpoints, liked itineraries, counts), the rating on cards, the landing's featured places, a new
 * itinerary opening after save, the theme choice, and the /guides news sign-up.
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { desktop, phone, signUpAndSignIn, uniqueEmail } from '../support/accounts';
import { setLanguage, translate } from '../support/i18n';
import { screenshot, tour, viewports } from '../support/screenshot';

async function post(request: APIRequestContext, url: string, data: object) {
  const res = await request.post(url, { data });
  if (!res.ok()) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** A signed-in traveller with a private and a public itinerary, a pinpoint and a liked itinerary. */
async function travellerWithThings(browser: Browser) {
  const context = await browser.newContext({ viewport: desktop });
  await signUpAndSignIn(context.request, uniqueEmail('newcomer'));
  const trip = (title: string) => ({
    title,
    start_date: '2026-05-01',
    end_date: '2026-05-02',
    days: [{ day_number: 1, plans: [{ destination: '성산일출봉', cost: 5000 }] }],
  });
  await post(context.request, '/api/itineraries', trip('비밀 제주 여행'));
  const open = await post(context.request, '/api/itineraries', trip('열린 부산 여행'));
  const published = await context.request.patch(`/api/itineraries/${open.id}/visibility`, {
    data: { is_public: true },
  });
  expect(published.ok()).toBe(true);
  // A picture the site already serves: a demo pinpoint's.
  const demoPage = await (await context.request.get('/api/destinations?limit=1')).json();
  await post(context.request, '/api/destinations', {
    title: '나만 아는 바닷가',
    description: '조용한 바다',
    location: '강원 고성군',
    category: '자연',
    image_url: demoPage.items[0].image_url as string,
    budget_min: 0,
    budget_max: 10000,
    rating: 7,
  });
  // Like one of the demo author's public itineraries.
  const publicPage = await (await context.request.get('/api/itineraries?scope=public')).json();
  const demo = (publicPage.items as { id: string; user_id: string; title: string }[]).find(
    (item) => item.id !== open.id,
  )!;
  await post(context.request, `/api/itineraries/${demo.id}/like`, {});
  return { context, likedTitle: demo.title };
}

test('itineraries and My Page in every language, phone and desktop', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, likedTitle } = await travellerWithThings(browser);
  const page = await context.newPage();
  await page.goto('/itineraries');
  await tour(
    page,
    async ({ t, shoot }) => {
      // 1. My itineraries apart from the public ones; private marked in words; the toggle says what it does.
      const mine = page.getByTestId('my-itineraries-list');
      const secret = mine.getByTestId('itinerary-card').filter({ hasText: '비밀 제주 여행' });
      await expect(secret.getByText(t('itineraries.badges.private'), { exact: true })).toBeVisible();
      await expect(secret.getByRole('button', { name: t('itineraries.actions.makePublic') })).toHaveText(
        t('itineraries.actions.makePublic'),
      );
      const open = mine.getByTestId('itinerary-card').filter({ hasText: '열린 부산 여행' });
      await expect(open.getByRole('button', { name: t('itineraries.actions.makePrivate') })).toBeVisible();
      await expect(open.getByTestId('itinerary-badges')).toHaveCount(0);
      const publicList = page.getByTestId('public-itineraries-list');
      await expect(publicList.getByTestId('itinerary-card').first()).toBeVisible();
      await expect(publicList.getByText('비밀 제주 여행')).toHaveCount(0);
      await shoot('newcomer-itineraries');

      // 2. My Page: counts from the server, my pinpoints, liked itineraries.
      await page.goto('/mypage');
      const stats = page.getByTestId('profile-stats');
      await expect(stats.getByTestId('profile-stat-destinations_count')).toHaveText('1');
      await expect(stats.getByTestId('profile-stat-itineraries_count')).toHaveText('2');
      const pins = page.getByRole('region', { name: t('mypage.pinpoints.title') });
      await expect(pins.getByRole('link', { name: '나만 아는 바닷가' })).toBeVisible();
      // 3. The rating on the card, with its spoken label.
      await expect(pins.getByTestId('destination-rating')).toContainText('7/10');
      const liked = page.getByRole('region', { name: t('mypage.liked.title') });
      await expect(liked.getByRole('link', { name: likedTitle })).toBeVisible();
      await shoot('newcomer-mypage');
    },
    { path: '/itineraries' },
  );
  await context.close();
});

test('the rating on destination cards and list rows', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/destinations?sort=rating');
  const card = page.getByTestId('destination-card').first();
  await expect(card.getByTestId('destination-rating')).toContainText('/10');
  await expect(card.getByTestId('destination-rating').locator('.sr-only')).toHaveText(
    /평점 10점 만점에 \d+점/,
  );
  await screenshot(page, 'newcomer-rating-ko-desktop', { fullPage: false });
  await page.getByRole('button', { name: '목록 보기' }).click();
  await expect(page.getByTestId('destination-row').first().getByTestId('destination-rating')).toBeVisible();
  await page.setViewportSize(phone);
  await page
    .getByTestId('destination-row')
    .first()
    .getByTestId('destination-rating')
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'newcomer-rating-ko-phone', { fullPage: false });
});

test('the landing page’s featured places open their detail', async ({ page }) => {
  for (const [name, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const featured = page.getByRole('region', { name: '지금 떠나기 좋은 여행지' });
    await featured.scrollIntoViewIfNeeded();
    await screenshot(page, `newcomer-landing-featured-ko-${name}`, { fullPage: false });
    await featured.getByRole('link', { name: '성산일출봉' }).click();
    await expect(page).toHaveURL(/\/destinations\/[0-9a-f-]{36}\?q=/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: '성산일출봉' })).toBeVisible();
  }
});

test('a new itinerary opens in the planner after saving', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone });
  await signUpAndSignIn(context.request, uniqueEmail('opens'));
  const page = await context.newPage();
  await page.goto('/itineraries');
  await page.getByTestId('create-itinerary').first().click();
  const form = page.getByRole('dialog', { name: '새 여행 일정' });
  const title = `바로 열리는 일정 ${Date.now()}`;
  await form.getByLabel('여행 테마').fill(title);
  await form.getByLabel('시작일').fill('2026-06-01');
  await form.getByLabel('종료일').fill('2026-06-02');
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // One empty day per date, ready to fill.
  await expect(page.getByRole('tab', { name: /1일차/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /2일차/ })).toBeVisible();
  await screenshot(page, 'newcomer-ia-new-trip-planner-ko-phone', { fullPage: false });
  await context.close();
});

test('theme: dark chosen in the header stays dark from the first paint, in every language', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: desktop, colorScheme: 'light' });
  await signUpAndSignIn(context.request, uniqueEmail('theme'));
  const page = await context.newPage();
  await page.goto('/mypage');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('banner').getByTestId('theme-select').click();
  await page.getByRole('menuitemradio', { name: '다크' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 18, 32)');

  // Reloaded: the class is on <html> before the app's script runs (apps/web/theme-init.js, inline in the head).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/mypage', { waitUntil: 'domcontentloaded' });
  await expect(html).toHaveClass(/dark/);
  await page.unroute('**/assets/*.js');

  await tour(
    page,
    async ({ t, shoot }) => {
      await expect(page.getByTestId('profile-stats')).toBeVisible();
      await page.getByRole('banner').getByTestId('theme-select').click();
      await expect(page.getByRole('menuitemradio', { name: t('theme.dark') })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await shoot('newcomer-theme-dark', { fullPage: false });
      await page.keyboard.press('Escape');
    },
    { path: '/mypage' },
  );
  // "System" follows the system again (the page still speaks the tour's last language).
  await page.getByRole('banner').getByTestId('theme-select').click();
  await page.getByRole('menuitemradio', { name: translate('ja', 'theme.system') }).click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
  await context.close();
});

test('/guides: a working sign-up for the launch news, and its unsubscribe link', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/guides');
  await tour(
    page,
    async ({ viewport, t, shoot }) => {
      const form = page.getByTestId('news-signup');
      await form.getByLabel(t('news.form.label')).fill('not-an-address');
      await form.getByRole('button', { name: t('news.form.submit') }).click();
      await expect(form.getByRole('alert')).toHaveText(t('auth.errors.emailInvalid'));
      // Nothing sticks out sideways: a visitor's phone header keeps the theme menu in the footer.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expect(page.getByTestId('theme-select').filter({ visible: true })).toHaveCount(1);
      await shoot('newcomer-guides');
      await form.getByLabel(t('news.form.label')).fill(uniqueEmail('news'));
      await form.getByRole('button', { name: t('news.form.submit') }).click();
      await expect(page.getByTestId('news-signup-done')).toHaveText(t('news.form.success'));
    },
    { path: '/guides' },
  );
  await setLanguage(page, 'ja');
  await page.setViewportSize(desktop);
  await page.goto(`/guides?unsubscribe=${'A'.repeat(43)}`);
  const box = page.getByTestId('news-unsubscribe');
  await screenshot(page, 'newcomer-guides-unsubscribe-ja-desktop', { fullPage: false });
  await box.getByRole('button', { name: translate('ja', 'news.unsubscribe.confirm') }).click();
  await expect(box.getByText(translate('ja', 'news.unsubscribe.done'))).toBeVisible();
  await context.close();
});
