/**
 * Issue 20, items 14, 15 and 21–26 as a newcomer meets them, in a real Chromium: Korean date, day,
 * money and trip-length conventions; one share menu (the share sheet first on a phone); day-map
 * numbers centred after a reload; the itinerary's title in the tab; the header and the list
 * offline and back; sort tabs and chips that show they scroll; the destination detail's budget,
 * share label and comment count; "@이름" on deep replies. Screenshots in ko/en/ja, phone and desktop.
 */
import { expect, test, type Browser, type BrowserContext, type Locator } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail, phone, desktop } from '../support/accounts';
import { languages, translate, type Language } from '../support/i18n';
import { screenshot, tour } from '../support/screenshot';

/** A calendar date `days` from today (in Seoul, where trips happen). */
function dateIn(days: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function signedInContext(
  browser: Browser,
  prefix: string,
  options: { viewport?: { width: number; height: number }; shareSheet?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: options.viewport ?? desktop });
  if (options.shareSheet) {
    // A phone's share sheet (Chromium on Linux has none): records what it was given.
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
  }
  await signUpAndSignIn(context.request, uniqueEmail(prefix));
  return { context };
}

/** A three-day trip through Busan (destinations with coordinates, so the day map draws). */
async function makeTrip(context: BrowserContext, title: string) {
  const found = (await (await context.request.get('/api/destinations?q=부산&limit=3')).json()) as {
    items: { id: string; title: string; location: string; budget_min: number }[];
  };
  const plan = (index: number, time: string) => {
    const d = found.items[index]!;
    return { time, destination: d.title, destination_id: d.id, location: d.location, cost: 12000 };
  };
  const created = await context.request.post('/api/itineraries', {
    data: {
      title,
      start_date: dateIn(30),
      end_date: dateIn(32),
      days: [
        { day_number: 1, plans: [plan(0, '09:00'), plan(1, '11:30'), plan(2, '15:00')] },
        { day_number: 2, plans: [] },
        { day_number: 3, plans: [] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await context.request.patch(`/api/itineraries/${id}/visibility`, {
    data: { is_public: true },
  });
  expect(published.ok()).toBe(true);
  return id;
}

const pageTitle = (language: Language, page: string) =>
  translate(language, 'titles.page', { page, brand: translate(language, 'titles.brand') });

/** The centre of an element's box. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test.describe.configure({ mode: 'serial' });

test('the itinerary speaks Korean conventions, is titled by its name, and shares through one menu', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { context } = await signedInContext(browser, 'korean');
  const title = `부산 골목 산책 ${Date.now() % 10000}`;
  const id = await makeTrip(context, title);
  const page = await context.newPage();
  await page.goto('/itineraries');
  const expected = {
    ko: { length: '2박 3일', day: '1일차', won: '36,000원' },
    en: { length: '2 nights, 3 days', day: 'Day 1', won: '₩36,000' },
    ja: { length: '2泊3日', day: '1日目', won: '36,000ウォン' },
  } as const;
  await tour(
    page,
    async ({ language, t, shoot }) => {
      const card = page.getByTestId('itinerary-card').filter({ hasText: title }).first();
      await expect(card).toContainText(expected[language].length);
      await expect(card).toContainText(expected[language].won);
      await card.scrollIntoViewIfNeeded();
      await shoot('korean-itinerary-card', { fullPage: false });

      await page.goto(`/itineraries/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: expected[language].day })).toBeVisible();
      await expect(page.getByText(expected[language].length).first()).toBeVisible();
      // Item 22: the tab carries the itinerary's title.
      await expect(page).toHaveTitle(pageTitle(language, title));
      await shoot('korean-itinerary-detail');

      // Item 15: the one share menu, with its count.
      await page.getByTestId('share-button').locator('visible=true').first().click();
      const menu = page.getByTestId('share-menu');
      await expect(menu.getByRole('menuitem', { name: t('share.copyLink') })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: t('share.facebook') })).toBeVisible();
      await shoot('korean-share-menu', { fullPage: false });
      await page.keyboard.press('Escape');
    },
    { path: '/itineraries' },
  );
  await context.close();
});

test('on a phone the share sheet comes first and counts a share on its own channel', async ({ browser }) => {
  const { context } = await signedInContext(browser, 'sheet', { viewport: phone, shareSheet: true });
  const id = await makeTrip(context, `공유 시트 ${Date.now() % 10000}`);
  const page = await context.newPage();
  await page.goto(`/itineraries/${id}`);
  const share = page.getByTestId('share-button').locator('visible=true').first();
  await expect(share.getByLabel('공유 0회')).toBeVisible();
  await share.click();
  const items = page.getByTestId('share-menu').getByRole('menuitem');
  await expect(items.first()).toHaveText('공유하기 (카카오톡·메시지 등)');
  await screenshot(page, 'korean-share-sheet-ko-phone', { fullPage: false });
  const counted = page.waitForResponse((r) => r.url().endsWith(`/api/itineraries/${id}/share`));
  await items.first().click();
  expect(await (await counted).json()).toEqual({ share_count: 1 });
  const shared = (await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)) as {
    url: string;
  }[];
  expect(shared[0]?.url).toBe(page.url());
  await expect(share.getByLabel('공유 1회')).toBeVisible();
  await context.close();
});

test('day-map numbers sit in the middle of their markers after a reload', async ({ browser }) => {
  const { context } = await signedInContext(browser, 'markers');
  const id = await makeTrip(context, `지도 번호 ${Date.now() % 10000}`);
  const page = await context.newPage();
  await page.goto(`/itineraries/${id}`);
  await expect(page.locator('.pt-itinerary-marker').first()).toBeVisible();
  await page.reload();
  // Leaflet's markers, which come when the map is pressed (its picture's before: decision 0055).
  await page.getByTestId('day-map').click();
  const markers = page.locator('.leaflet-marker-icon.pt-itinerary-marker');
  await expect(markers).toHaveCount(3);
  for (let n = 0; n < 3; n += 1) {
    const marker = markers.nth(n);
    const [outer, inner] = await Promise.all([centre(marker), centre(marker.locator('span'))]);
    expect(Math.abs(outer.x - inner.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(outer.y - inner.y)).toBeLessThanOrEqual(1);
    // The number's glyph too, not just its box: its text is centred in the box.
    const glyph = await marker.locator('span').evaluate((span) => {
      const range = document.createRange();
      range.selectNodeContents(span);
      const r = range.getBoundingClientRect();
      const b = span.getBoundingClientRect();
      return { dx: r.x + r.width / 2 - (b.x + b.width / 2), dy: r.y + r.height / 2 - (b.y + b.height / 2) };
    });
    expect(Math.abs(glyph.dx)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(glyph.dy)).toBeLessThanOrEqual(2);
  }
  await screenshot(page.locator('.leaflet-container').first(), 'korean-day-map-markers-ko-desktop');
  await context.close();
});

test('sort tabs and category chips show that they scroll on a phone', async ({ browser }) => {
  for (const language of languages) {
    const context = await browser.newContext({ viewport: phone });
    await context.addInitScript((value) => localStorage.setItem('pintrip.language', value), language);
    const page = await context.newPage();
    await page.goto('/destinations');
    const chips = page.getByRole('group', { name: translate(language, 'destinations.filters.categories') });
    await expect(chips.getByRole('button').nth(3)).toBeVisible();
    const end = chips.getByTestId('scroll-hint-end');
    const start = chips.getByTestId('scroll-hint-start');
    await expect(end).toHaveAttribute('data-visible', 'true');
    await expect(start).toHaveAttribute('data-visible', 'false');
    await screenshot(page, `korean-list-toolbar-${language}-phone`, { fullPage: false });
    await end.getByRole('button', { name: translate(language, 'scroll.more') }).click();
    await expect(start).toHaveAttribute('data-visible', 'true');
    // Pressing the last chip brings it fully into view inside its row.
    const chipButtons = chips.locator('button[aria-pressed]');
    const lastName = (await chipButtons.last().textContent())!;
    const last = chips.getByRole('button', { name: lastName, exact: true });
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    const row = chipButtons.first().locator('..');
    await expect
      .poll(async () => {
        const [r, c] = await Promise.all([row.boundingBox(), last.boundingBox()]);
        return c!.x >= r!.x - 1 && c!.x + c!.width <= r!.x + r!.width + 1;
      })
      .toBe(true);
    await expect(end).toHaveAttribute('data-visible', 'false');
    await context.close();
  }
  // A desktop has room for every chip: no hint.
  const wide = await browser.newPage({ viewport: desktop });
  await wide.goto('/destinations');
  await expect(wide.getByTestId('scroll-hint-end').first()).toHaveAttribute('data-visible', 'false');
  await screenshot(wide, 'korean-list-toolbar-ko-desktop', { fullPage: false });
  await wide.close();
});

test('the destination detail: budget once, share label by its icon, comment count by the date, @이름 on deep replies', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context } = await signedInContext(browser, 'replies');
  const list = (await (await context.request.get('/api/destinations?limit=1')).json()) as {
    items: { id: string; title: string }[];
  };
  const destination = list.items[0]!;
  let parent: string | undefined;
  const names: string[] = [];
  for (let depth = 1; depth <= 4; depth += 1) {
    const res = await context.request.post(`/api/destinations/${destination.id}/comments`, {
      data: { content: `깊이 ${depth}의 댓글`, ...(parent ? { parent_id: parent } : {}) },
    });
    expect(res.status()).toBe(201);
    const created = (await res.json()) as { id: string; display_name: string };
    parent = created.id;
    names.push(created.display_name);
  }
  const page = await context.newPage();
  await page.goto('/destinations');
  await tour(
    page,
    async ({ t, shoot }) => {
      const dialog = page.getByRole('dialog', { name: destination.title });
      await expect(dialog.getByTestId('detail-comment-count')).toBeVisible();
      // Item 25: "per person" said once (in the label).
      await expect(dialog.getByText(t('destinations.fields.budget'))).toBeVisible();
      // The comment count shares the date's line, not a row of its own under the buttons.
      const [count, date] = await Promise.all([
        dialog.getByTestId('detail-comment-count').boundingBox(),
        dialog.locator('time').first().boundingBox(),
      ]);
      expect(Math.abs(count!.y + count!.height / 2 - (date!.y + date!.height / 2))).toBeLessThan(4);
      // The share label sits right by its icon.
      const share = dialog.getByTestId('share-button');
      const [icon, label] = await Promise.all([
        share.locator('svg').boundingBox(),
        share.getByText(t('share.label'), { exact: true }).boundingBox(),
      ]);
      expect(label!.x - (icon!.x + icon!.width)).toBeLessThanOrEqual(8);
      // The like, bookmark and share buttons share one row on a phone too.
      const [like, shareBox] = await Promise.all([
        dialog.getByTestId('like-button').boundingBox(),
        share.boundingBox(),
      ]);
      expect(Math.abs(like!.y - shareBox!.y)).toBeLessThan(2);
      await shoot('korean-destination-detail', { fullPage: false });

      // Item 26: depth 3 and 4 name whom they answer.
      const third = dialog.getByTestId('comment').filter({ hasText: '깊이 3의 댓글' });
      await third.scrollIntoViewIfNeeded();
      await expect(third.getByTestId('reply-to')).toHaveText(
        `${t('comments.item.replyToLabel')} @${names[1]}`,
      );
      await expect(
        dialog.getByTestId('comment').filter({ hasText: '깊이 4의 댓글' }).getByTestId('reply-to'),
      ).toContainText(`@${names[2]}`);
      await expect(
        dialog.getByTestId('comment').filter({ hasText: '깊이 2의 댓글' }).getByTestId('reply-to'),
      ).toHaveCount(0);
      await shoot('korean-replies', { fullPage: false });
    },
    { path: `/destinations/${destination.id}` },
  );
  await context.close();
});

test('offline, the header keeps the signed-in user and the list recovers when the network returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context } = await signedInContext(browser, 'offline');
  const id = await makeTrip(context, `오프라인 ${Date.now() % 10000}`);
  const page = await context.newPage();
  await page.goto(`/itineraries/${id}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('button', { name: '로그아웃' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  // Item 23: the session is only out of reach, not ended.
  await expect(page.getByRole('button', { name: '로그아웃' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '회원가입', exact: true })).toHaveCount(0);
  await screenshot(page, 'korean-offline-header-ko-desktop', { fullPage: false });

  // /destinations opened with no network fails, then recovers by itself once back online.
  await page.goto('/destinations');
  await expect(page.getByRole('button', { name: '다시 시도' }).first()).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await expect(page.getByTestId('destination-card').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);

  // Going offline on the page and back: a new sort fails offline and loads on reconnect.
  await context.setOffline(true);
  await page.getByRole('group', { name: '정렬' }).getByRole('button').last().click();
  await expect(page.getByRole('button', { name: '다시 시도' }).first()).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
  await expect(page.getByTestId('destination-card').first()).toBeVisible({ timeout: 20_000 });
  await context.close();
});
