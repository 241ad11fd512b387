import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { originHeaders, phone, signedInContext } from '../support/accounts';
import { setLanguage, translate, type Language } from '../support/i18n';
import { openPlanner } from '../support/planner';
import { screenshot, tour, tourStops } from '../support/screenshot';

/*
 * Places in and out (issue 24): a KML of a Jeju trip imported into the planner lands on its days
 * (folders → days, the rest on the chosen day), for the importer and a companion alike; a hostile
 * file is refused with its reason; the detail offers GPX/KML/GeoJSON and a calendar subscription.
 * Every wait is for what a person would see.
 */

const fixtures = path.resolve(import.meta.dirname, '../../apps/server/test/fixtures/imports');
/** "Within a few seconds" on a loaded 2-core machine. */
const seen = { timeout: 10_000 };

async function makeTrip(owner: BrowserContext, title: string): Promise<string> {
  const res = await owner.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: '2026-10-01',
      end_date: '2026-10-03',
      days: [{ day_number: 1, plans: [{ time: '09:00', destination: '제주 숙소' }] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function joinAsEditor(owner: BrowserContext, member: BrowserContext, id: string) {
  const invite = await owner.request.post(`/api/itineraries/${id}/invites`, {
    headers: originHeaders(),
    data: { role: 'editor' },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const accept = await member.request.post(`/api/invites/${token}/accept`, { headers: originHeaders() });
  expect(accept.status(), await accept.text()).toBe(200);
}

/** Opens "가져오기", chooses `file` and the day for loose places, and asks for the preview. */
async function previewFile(page: Page, language: Language, file: string, day = 3) {
  await page.getByTestId('import-places').click();
  const dialog = page.getByRole('dialog', { name: translate(language, 'imports.dialogTitle') });
  await dialog
    .getByLabel(translate(language, 'imports.file'), { exact: true })
    .setInputFiles(path.join(fixtures, file));
  await dialog
    .getByLabel(translate(language, 'imports.day'))
    .selectOption({ label: translate(language, 'imports.dayOption', { day }) });
  await dialog.getByRole('button', { name: translate(language, 'imports.preview') }).click();
  return dialog;
}

/** Day `n`'s list; on a phone the planner shows one day at a time, behind its tab. */
async function dayList(page: Page, n: number) {
  const tab = page.getByRole('tab', { name: new RegExp(`^${n}일차`) });
  if (await tab.isVisible()) await tab.click();
  return page.getByRole('region', { name: new RegExp(`^${n}일차 (?!지도)`) });
}

test.describe.configure({ mode: 'serial' });

test('import a KML into a trip: folders become days, a companion sees the plans (ko)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'imports-owner');
  const editor = await signedInContext(browser, 'imports-editor', phone);
  const title = `제주 가져오기 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  await joinAsEditor(owner, editor, id);

  const ownerPage = await owner.newPage();
  const editorPage = await editor.newPage();
  await openPlanner(ownerPage, id, title);
  await openPlanner(editorPage, id, title);

  const dialog = await previewFile(ownerPage, 'ko', 'jeju-trip.kml', 3);
  await expect(dialog.getByTestId('import-preview')).toContainText('4곳을 찾았어요.');
  await expect(dialog.getByRole('checkbox', { name: '성산일출봉 가져오기' })).toBeChecked();
  await expect(dialog.getByLabel('동문재래시장의 날짜')).toHaveValue('2');
  await expect(dialog.getByLabel('제주국제공항의 날짜')).toHaveValue('3');
  await screenshot(ownerPage, 'imports-preview-ko-desktop', { fullPage: false });
  // 섭지코지 goes to day 3 instead of day 1.
  await dialog.getByLabel('섭지코지의 날짜').selectOption('3');
  await dialog.getByRole('button', { name: '4곳 가져오기' }).click();
  await expect(ownerPage.getByTestId('toast').getByText('4곳을 가져왔어요.')).toBeVisible(seen);
  await expect(dialog).toBeHidden();

  for (const page of [ownerPage, editorPage]) {
    await expect((await dayList(page, 1)).getByRole('listitem', { name: /성산일출봉/ })).toBeVisible(seen);
    await expect((await dayList(page, 2)).getByRole('listitem', { name: /동문재래시장/ })).toBeVisible(seen);
    await expect((await dayList(page, 3)).getByRole('listitem', { name: /제주국제공항/ })).toBeVisible(seen);
    await expect((await dayList(page, 3)).getByRole('listitem', { name: /섭지코지/ })).toBeVisible(seen);
  }
  await expect(ownerPage.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨');
  await screenshot(ownerPage, 'imports-planner-ko-desktop', { fullPage: false });
  await screenshot(editorPage, 'imports-planner-ko-phone', { fullPage: false });

  // A hostile file is refused with its reason, and nothing is added.
  const hostile = await previewFile(ownerPage, 'ko', 'billion-laughs.kml', 1);
  await expect(hostile.getByRole('alert')).toHaveText(translate('ko', 'imports.errors.doctype'));
  await screenshot(ownerPage, 'imports-refused-ko-desktop', { fullPage: false });
  await ownerPage.keyboard.press('Escape');
  await expect(hostile).toBeHidden();

  // The dialog in English and Japanese, on a phone and a desktop, for the eyes.
  // The editor is on a phone, the owner on a desktop.
  for (const { language, device } of tourStops({ languages: ['en', 'ja'] })) {
    const page = device === 'phone' ? editorPage : ownerPage;
    await setLanguage(page, language);
    await openPlanner(page, id, title, language);
    const localized = await previewFile(page, language, 'seoul-walk.gpx', 1);
    await expect(localized.getByTestId('import-preview')).toContainText(
      translate(language, 'imports.found', { count: 5 }),
    );
    await screenshot(page, `imports-preview-${language}-${device}`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(localized).toBeHidden();
  }
  await Promise.all([owner.close(), editor.close()]);
});

test('the detail offers GPX, KML and GeoJSON, and a calendar subscription that can be cut off', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await signedInContext(browser, 'imports-detail');
  const title = `제주 내보내기 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  const add = await owner.request.post(`/api/itineraries/${id}/imports`, {
    headers: originHeaders(),
    data: {
      import_id: crypto.randomUUID(),
      places: [{ name: '성산일출봉', lat: 33.4581, lng: 126.9425, day_number: 1 }],
    },
  });
  expect(add.status(), await add.text()).toBe(200);
  const page = await owner.newPage();

  await page.goto(`/itineraries/${id}`);
  await tour(page, async ({ t, shoot }) => {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const gpx = page.getByTestId('export-gpx');
    await expect(gpx).toBeVisible();
    await page.getByTestId('calendar-feed').click();
    const dialog = page.getByRole('dialog', { name: t('imports.feed.tripTitle') });
    const address = dialog.getByLabel(t('imports.feed.address'));
    const create = dialog.getByRole('button', { name: t('imports.feed.create') });
    // The first opening makes the address; later ones (other sizes, languages) show it.
    await expect(address.or(create)).toBeVisible();
    if (await create.isVisible()) await create.click();
    await expect(address).toHaveValue(/^webcal:\/\/.+\/calendar\.ics$/);
    await shoot('imports-feed', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await shoot('imports-detail');
  });

  // The export downloads what the trip holds.
  const gpxBody = await (await owner.request.get(`/api/itineraries/${id}/places.gpx`)).text();
  expect(gpxBody).toContain('<name>성산일출봉</name>');

  // The subscription address serves the calendar without a cookie until it is cut off.
  await page.goto(`/itineraries/${id}`);
  await page.getByTestId('calendar-feed').click();
  const dialog = page.getByRole('dialog', { name: '이 여행 캘린더 구독' });
  const webcal = await dialog.getByLabel('구독 주소').inputValue();
  const feedPath = new URL(webcal.replace(/^webcal:/, 'http:')).pathname;
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(feedPath)).status()).toBe(200);
  await dialog.getByRole('button', { name: '주소 끊기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '주소 끊기' }).click();
  await expect(page.getByTestId('toast').getByText('구독 주소를 끊었어요.')).toBeVisible(seen);
  await expect(dialog.getByRole('button', { name: '구독 주소 만들기' })).toBeVisible();
  expect((await anonymous.request.get(feedPath)).status()).toBe(404);

  // My Page: the feed of all my trips.
  await page.keyboard.press('Escape');
  await page.goto('/mypage');
  await page.getByTestId('calendar-feed').click();
  const mine = page.getByRole('dialog', { name: '내 모든 여행 캘린더 구독' });
  await mine.getByRole('button', { name: '구독 주소 만들기' }).click();
  await expect(mine.getByLabel('구독 주소')).toHaveValue(/^webcal:\/\//);
  await screenshot(page, 'imports-feed-mypage-ko-desktop', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(mine).toBeHidden();

  // My Page: a file into bookmarks — only the places that are destinations here (the demo's 경복궁).
  await page.getByTestId('import-places').click();
  const bookmarks = page.getByRole('dialog', { name: '북마크로 가져오기' });
  await bookmarks.getByLabel('파일', { exact: true }).setInputFiles(path.join(fixtures, 'seoul-walk.gpx'));
  await bookmarks.getByRole('button', { name: '미리 보기' }).click();
  await expect(bookmarks.getByRole('checkbox', { name: '경복궁 가져오기' })).toBeChecked();
  await expect(bookmarks.getByRole('checkbox', { name: '명동 가져오기' })).toBeDisabled();
  await screenshot(page, 'imports-bookmarks-ko-desktop', { fullPage: false });
  await bookmarks.getByRole('button', { name: /곳 북마크$/ }).click();
  await expect(page.getByTestId('toast').getByText(/곳을 북마크했어요\./)).toBeVisible(seen);
  const saved = (await (await owner.request.get('/api/me/bookmarks')).json()) as {
    items: { title: string }[];
  };
  expect(saved.items.map((item) => item.title)).toContain('경복궁');
  await Promise.all([owner.close(), anonymous.close()]);
});
