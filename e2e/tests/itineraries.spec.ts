import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { desktop, phone, signUpAndSignIn, uniqueEmail } from '../support/accounts';
import { screenshot, tour } from '../support/screenshot';
import { hydrated } from '../support/hydrated';
import { movePlanByKeyboard } from '../support/reorder';

/** A new account, signed in inside a new context (its cookie jar holds the session). */
async function signedInContext(browser: Browser, prefix: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: desktop });
  await signUpAndSignIn(context.request, uniqueEmail(prefix));
  return context;
}

/** `YYYY-MM-DD` of today + `days` (the trip lies in the future, as users plan it). */
function dateIn(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** A day of the planner (its name starts with the day and its cost). */
const plannerDay = (page: Page, n: number) =>
  page.getByRole('region', { name: new RegExp(`^${n}일차 (?!지도)`) });

/** Adds a seeded destination, found through the picker's search, to a day of the planner. */
async function addPlanFromPicker(page: Page, day: number, query: string, time: string) {
  await plannerDay(page, day).getByRole('button', { name: '계획 추가' }).click();
  const picker = page.getByRole('dialog', { name: `${day}일차에 여행지 추가` });
  await picker.getByLabel('여행지 검색').fill(query);
  const results = picker.getByTestId('picker-results');
  await expect(results.getByRole('button').first()).toContainText(query);
  await results.getByRole('button').first().click();
  const add = page.getByRole('dialog', { name: '계획 추가' });
  await add.getByLabel('도착 시간 (선택)').fill(time);
  await add.getByRole('button', { name: '추가' }).click();
  await expect(add).toBeHidden();
  await expect(plannerDay(page, day).getByRole('listitem', { name: new RegExp(query) })).toBeVisible();
}

test('plan a 3-day trip, publish it, and let another traveller like, share, copy and take it offline', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const owner = await signedInContext(browser, 'planner');
  const page = await owner.newPage();
  const title = `e2e 부산 미식 여행 ${Date.now()}`;

  // 새 일정 asks only the title and the dates (issue 22), then opens the planner.
  await page.goto('/itineraries');
  await page.getByTestId('create-itinerary').first().click();
  const form = page.getByRole('dialog', { name: '새 여행 일정' });
  await form.getByLabel('여행 테마').fill(title);
  await form.getByLabel('시작일').fill(dateIn(30));
  await form.getByLabel('종료일').fill(dateIn(32));
  await expect(form.getByRole('tab')).toHaveCount(0);
  await screenshot(page, 'itineraries-new-trip-ko-desktop', { fullPage: false });
  await form.getByRole('button', { name: '만들기' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByTestId('toast').filter({ hasText: '일정이 성공적으로 저장되었습니다.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('planner-day')).toHaveCount(3);

  // Day 1: two plans, then the second one moved above the first with the keyboard.
  await addPlanFromPicker(page, 1, '해운대해수욕장', '10:00');
  await addPlanFromPicker(page, 1, '감천문화마을', '09:00');
  const rows = plannerDay(page, 1).getByTestId('planner-plan');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('해운대해수욕장');
  await movePlanByKeyboard(page, { name: '감천문화마을', day: 1, from: 2, to: 1 });
  await expect(rows.nth(0)).toContainText('감천문화마을');
  await expect(rows.nth(1)).toContainText('해운대해수욕장');
  // The planner's day map draws the plans (Leaflet loads when the map comes into view).
  await page.locator('.pt-map').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container').first()).toBeVisible();

  await addPlanFromPicker(page, 2, '부산 자갈치시장', '12:00');
  await addPlanFromPicker(page, 3, '해운대 블루라인파크', '11:00');
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', { timeout: 8_000 });
  await screenshot(page, 'itineraries-planner-ko-desktop', { fullPage: false });

  // Back on the trip; publish it.
  await page.getByRole('link', { name: '여행으로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const plans = page.getByTestId('plan-item');
  await expect(plans).toHaveCount(4);
  await expect(plans.nth(0)).toContainText('감천문화마을');
  await expect(plans.nth(1)).toContainText('해운대해수욕장');
  // Costs default to each destination's minimum budget: 3,000 + 10,000 + 20,000 + 7,000.
  await expect(page.getByTestId('total-cost')).toContainText('40,000원');
  await page.getByRole('button', { name: '공개로 전환' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '공개로 변경되었습니다.' })).toBeVisible();
  const itineraryUrl = page.url();

  // Another traveller opens it, likes it, shares the link and copies it.
  const other = await signedInContext(browser, 'copier');
  await other.grantPermissions(['clipboard-read', 'clipboard-write']);
  const reader = await other.newPage();
  await reader.goto(itineraryUrl);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('link', { name: '플래너에서 편집' })).toHaveCount(0);
  await reader.getByRole('button', { name: '좋아요 0' }).click();
  await expect(reader.getByRole('button', { name: '좋아요 1' })).toHaveAttribute('aria-pressed', 'true');
  await reader.getByRole('button', { name: /공유/ }).first().click();
  await reader.getByRole('menuitem', { name: '링크 복사' }).click();
  await expect(reader.getByRole('menuitem', { name: '링크가 복사되었습니다!' })).toBeVisible();
  await reader.keyboard.press('Escape');
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(itineraryUrl);
  await expect(reader.getByLabel('공유 1회').first()).toBeVisible();

  await reader.getByRole('button', { name: '이 일정 복사하기' }).click();
  await expect(
    reader.getByTestId('toast').filter({ hasText: '일정이 내 일정으로 복사되었습니다.' }),
  ).toBeVisible();
  await expect(reader.getByRole('heading', { level: 1, name: `${title} (복사본)` })).toBeVisible();
  await expect(reader.getByText('원본 일정:').getByRole('link', { name: title })).toBeVisible();

  // Shorten the copy by a day in the planner: Day 3's plan goes first (the planner refuses to drop
  // a day that holds plans), then the end date.
  await reader.getByRole('link', { name: '플래너에서 편집' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: `${title} (복사본)` })).toBeVisible();
  await plannerDay(reader, 3).getByRole('button', { name: '해운대 블루라인파크 삭제' }).click();
  await expect(plannerDay(reader, 3).getByTestId('planner-plan')).toHaveCount(0);
  await reader.getByRole('button', { name: '여행 정보 수정' }).click();
  const end = reader.getByTestId('planner-trip-fields').getByLabel('종료일');
  await end.fill(dateIn(31));
  await end.press('Enter');
  await expect(reader.getByTestId('planner-day')).toHaveCount(2);
  await expect(reader.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', { timeout: 8_000 });
  await reader.getByRole('link', { name: '여행으로 돌아가기' }).click();
  await expect(reader.getByTestId('plan-item')).toHaveCount(3);
  await expect(reader.getByTestId('total-cost')).toContainText('33,000원');

  // The calendar export: text/calendar with one VEVENT per plan.
  const downloading = reader.waitForEvent('download');
  await reader.getByTestId('calendar-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(ics).toContain('TZID=Asia/Seoul');
  const copyUrl = reader.url();
  const response = await other.request.get(
    `${copyUrl.replace('/itineraries/', '/api/itineraries/')}/calendar.ics`,
  );
  expect(response.headers()['content-type']).toContain('text/calendar');

  // On the road: once the service worker has cached the itinerary, it opens with no network.
  await reader.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: `${title} (복사본)` })).toBeVisible();
  await expect.poll(() => reader.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await reader.goto(itineraryUrl);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await other.setOffline(true);
  await reader.reload();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByTestId('offline-notice')).toContainText('오프라인 상태입니다');
  await expect(reader.getByTestId('plan-item')).toHaveCount(4);
  await expect(reader.getByTestId('total-cost')).toContainText('40,000원');
  // A change made offline is not pretended to be saved.
  await reader
    .getByRole('button', { name: /좋아요/ })
    .first()
    .click();
  await expect(
    reader.getByTestId('toast').filter({ hasText: '오프라인 상태라 저장되지 않았습니다.' }),
  ).toBeVisible();
  await screenshot(reader, 'itineraries-offline-ko-desktop', { fullPage: false });
  await other.setOffline(false);

  await owner.close();
  await other.close();
});

test('list, 새 일정, detail with its day map and print view in ko, en and ja, on phone and desktop', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await signedInContext(browser, 'screens');
  const destinations = (await (await context.request.get('/api/destinations?q=부산&limit=4')).json()) as {
    items: { id: string; title: string; location: string; budget_min: number }[];
  };
  const plan = (index: number, time: string) => {
    const d = destinations.items[index]!;
    return { time, destination: d.title, destination_id: d.id, location: d.location, cost: d.budget_min };
  };
  const created = await context.request.post('/api/itineraries', {
    data: {
      title: '부산 바다와 골목 2박 3일',
      start_date: dateIn(40),
      end_date: dateIn(42),
      days: [
        { day_number: 1, plans: [plan(0, '09:00'), plan(1, '11:30'), plan(2, '15:00')] },
        { day_number: 2, plans: [plan(3, '10:00')] },
        { day_number: 3, plans: [] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const page = await context.newPage();
  await page.goto('/itineraries');
  await tour(
    page,
    async ({ t, shoot }) => {
      await expect(
        page.getByTestId('my-itineraries-list').getByTestId('itinerary-card').first(),
      ).toBeVisible();
      await expect(
        page.getByTestId('public-itineraries-list').getByTestId('itinerary-card').first(),
      ).toBeVisible();
      await shoot('itineraries-list');

      // 새 일정: the title and the dates only.
      await page.getByTestId('create-itinerary').first().click();
      const form = page.getByRole('dialog', { name: t('itineraries.form.createTitle') });
      await expect(form.getByLabel(t('itineraries.form.endDate'))).toBeVisible();
      await shoot('itineraries-new-trip', { fullPage: false });
      await page.keyboard.press('Escape');
      await expect(form).toBeHidden();

      await page.goto(`/itineraries/${id}`);
      await expect(page.getByTestId('plan-item')).toHaveCount(4);
      // The day map is a picture until pressed; then Leaflet comes (decision 0055).
      await page.getByTestId('day-map').click();
      await expect(page.locator('.leaflet-container').first()).toBeVisible();
      await shoot('itineraries-detail');

      await page.emulateMedia({ media: 'print' });
      await shoot('itineraries-print');
      await page.emulateMedia({ media: 'screen' });

      // The detail edits in the planner: no edit form any more.
      await expect(page.getByRole('link', { name: t('trip.openPlanner') })).toHaveAttribute(
        'href',
        `/itineraries/${id}/plan`,
      );
    },
    { path: '/itineraries' },
  );

  // My Page lists my trip plans; a visitor gets the not-found state for a private one, as for a
  // missing one, with a link back.
  await page.setViewportSize(desktop);
  await page.goto('/mypage');
  await expect(
    page.getByTestId('mypage-itineraries').getByRole('link', { name: '부산 바다와 골목 2박 3일' }),
  ).toBeVisible();
  await screenshot(page, 'itineraries-mypage-ko-desktop');
  const visitor = await browser.newPage({ viewport: phone });
  for (const missing of [id, '00000000-0000-4000-8000-000000000000']) {
    const answer = await visitor.goto(`/itineraries/${missing}`);
    expect(answer?.status()).toBe(404);
    await expect(visitor.getByText('일정을 찾을 수 없습니다.')).toBeVisible();
    await expect(visitor.getByRole('link', { name: '일정 목록으로' })).toBeVisible();
  }
  await screenshot(visitor, 'itineraries-not-found-ko-phone');
  await visitor.close();
  await context.close();
});

test('일정에 추가 → 새 일정 만들기: the title and dates, then the planner with the destination on Day 1 (ko, en, ja)', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await signedInContext(browser, 'newtrip-from-place');
  const list = await context.request.get('/api/destinations?limit=1');
  const destination = ((await list.json()) as { items: { id: string; title: string }[] }).items[0]!;
  const page = await context.newPage();
  await page.goto(`/destinations/${destination.id}`);
  await tour(
    page,
    async ({ language, device, t, shoot }) => {
      await hydrated(page);
      const detail = page.getByRole('dialog', { name: destination.title });
      await detail.getByRole('button', { name: t('trip.addToTrip') }).click();
      const choose = page.getByRole('dialog', { name: t('tripLive.addToTrip.title') });
      await choose.getByRole('button', { name: t('tripLive.addToTrip.newTrip') }).click();
      const form = page.getByRole('dialog', { name: t('itineraries.form.createTitle') });
      await expect(form.getByTestId('new-trip-first-place')).toHaveText(
        t('itineraries.newTrip.firstPlace', { name: destination.title }),
      );
      const title = `${destination.title} ${language} ${device} ${Date.now() % 100000}`;
      await form.getByLabel(t('itineraries.form.theme')).fill(title);
      await form.getByLabel(t('itineraries.form.startDate')).fill(dateIn(50));
      await form.getByLabel(t('itineraries.form.endDate')).fill(dateIn(51));
      await shoot('itineraries-new-trip-from-place', { fullPage: false });
      await form.getByRole('button', { name: t('itineraries.newTrip.submit') }).click();
      await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}\/plan$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('planner-day').first().getByTestId('planner-plan')).toContainText(
        destination.title,
      );
      await expect(page.getByTestId('planner-day')).toHaveCount(2);
      await shoot('itineraries-new-trip-planner', { fullPage: false });
    },
    { path: `/destinations/${destination.id}` },
  );
  await context.close();
});
