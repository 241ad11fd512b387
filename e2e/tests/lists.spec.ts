import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { desktop, originHeaders, phone, signedInContext } from '../support/accounts';
import { accountOf, joinTrip, makeTrip, sapporoTrip } from '../support/trips';
import { languages, translate, type Language } from '../support/i18n';
import { screenshot, tour } from '../support/screenshot';

const myId = async (context: BrowserContext) => (await accountOf(context)).id;

/** The page is ready when its two lists (fetched by the client) are on screen. */
async function openLists(page: Page, id: string) {
  await page.goto(`/itineraries/${id}/lists`);
  await expect(page.getByTestId('list-packing')).toBeVisible();
  await expect(page.getByTestId('list-todo')).toBeVisible();
}

const sapporo = sapporoTrip('10:00');

test.describe.configure({ mode: 'serial' });

test('two members fill the packing list and to-dos together: a template, assignees, 내 것만, checks seen live', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'lists-owner', desktop);
  const editor = await signedInContext(browser, 'lists-editor', phone);
  const title = `겨울 홋카이도 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, sapporo);
  await joinTrip(owner, editor, id, 'editor');
  const editorId = await myId(editor);

  const page = await owner.newPage();
  await openLists(page, id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('link', { name: '준비물·할 일' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('list-packing')).toContainText('아직 준비물이 없어요.');

  // The owner adds 여권, then applies 해외여행: 여권 is not added twice.
  await page.getByLabel('준비물 추가', { exact: true }).fill('여권');
  await page.getByRole('button', { name: '추가' }).first().click();
  await expect(page.getByRole('checkbox', { name: '여권' })).toBeVisible();
  await page.getByRole('button', { name: '템플릿 적용' }).click();
  const dialog = page.getByRole('dialog', { name: '템플릿 적용' });
  await dialog.getByRole('button', { name: '해외여행 적용' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '11개 항목을 추가했어요.' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '여권' })).toHaveCount(1);
  await expect(page.getByTestId('list-todo').getByRole('checkbox', { name: '환전하기' })).toBeVisible();

  // Applying it again adds nothing.
  await page.getByRole('button', { name: '템플릿 적용' }).click();
  await dialog.getByRole('button', { name: '해외여행 적용' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '추가할 새 항목이 없어요. 이미 모두 있어요.' }),
  ).toBeVisible();

  // The owner hands 멀티 어댑터 to the editor.
  await page.getByRole('combobox', { name: '멀티 어댑터 담당자' }).selectOption(editorId);
  await expect(page.getByRole('combobox', { name: '멀티 어댑터 담당자' })).toHaveValue(editorId);

  // The editor, on a phone, sees it, filters to their own and ticks it; the owner sees the tick live.
  const editorPage = await editor.newPage();
  await openLists(editorPage, id);
  await editorPage.getByRole('button', { name: '내 것만' }).click();
  await expect(editorPage.getByRole('button', { name: '내 것만' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editorPage.getByTestId('list-packing').getByTestId('list-item')).toHaveCount(1);
  await expect(editorPage.getByTestId('list-todo')).toContainText('나에게 맡겨진 항목이 없어요.');
  await editorPage.getByRole('checkbox', { name: '멀티 어댑터' }).check();
  await expect(editorPage.getByRole('checkbox', { name: '멀티 어댑터' })).toBeChecked();
  await screenshot(editorPage, 'lists-mine-only-ko-phone');
  await expect(page.getByRole('checkbox', { name: '멀티 어댑터' })).toBeChecked();
  await expect(page.getByTestId('list-packing')).toContainText('1/9 완료');

  // The editor adds a to-do; it reaches the owner without a reload.
  await editorPage.getByRole('button', { name: '내 것만' }).click();
  await editorPage.getByLabel('할 일 추가', { exact: true }).fill('렌터카 예약 확인');
  await editorPage.getByTestId('list-todo').getByRole('button', { name: '추가' }).click();
  await expect(editorPage.getByRole('checkbox', { name: '렌터카 예약 확인' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '렌터카 예약 확인' })).toBeVisible();

  // The owner renames one item inline and deletes another.
  await page.getByRole('button', { name: '충전기 수정' }).click();
  await page.getByRole('textbox', { name: '내용' }).fill('충전기 2개');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: '충전기 2개' })).toBeVisible();
  await page.getByRole('button', { name: '상비약 삭제' }).click();
  await expect(page.getByRole('checkbox', { name: '상비약' })).toHaveCount(0);
  await expect(editorPage.getByRole('checkbox', { name: '충전기 2개' })).toBeVisible();
  await expect(editorPage.getByRole('checkbox', { name: '상비약' })).toHaveCount(0);

  // The owner keeps these lists as a template of their own.
  await page.getByRole('button', { name: '템플릿으로 저장' }).click();
  const saveDialog = page.getByRole('dialog', { name: '이 목록을 템플릿으로 저장' });
  await saveDialog.getByLabel('템플릿 이름').fill('우리 겨울 여행');
  await saveDialog.getByRole('button', { name: '저장' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: '템플릿 ‘우리 겨울 여행’을(를) 저장했어요.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '템플릿 적용' }).click();
  await expect(dialog.getByRole('button', { name: '우리 겨울 여행 적용' })).toBeVisible();
  await screenshot(page, 'lists-templates-ko-desktop', { fullPage: false });
  await page.keyboard.press('Escape');

  // What the server holds agrees with the screen.
  const stored = (await (await owner.request.get(`/api/itineraries/${id}/list-items`)).json()) as {
    items: { text: string; is_checked: boolean; assignee_id: string | null }[];
  };
  expect(stored.items).toHaveLength(12);
  expect(stored.items.find((item) => item.text === '멀티 어댑터')).toMatchObject({
    is_checked: true,
    assignee_id: editorId,
  });

  // Every language, phone and desktop.
  await tour(page, async ({ t, shoot }) => {
    await expect(page.getByRole('heading', { name: t('lists.packing') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('lists.todo') })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '멀티 어댑터' })).toBeChecked();
    await shoot('lists');
  });
  await editor.close();
  await owner.close();
});

test('a viewer reads the lists without controls; a stranger gets the not-found page', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, 'lists-owner2', desktop);
  const viewer = await signedInContext(browser, 'lists-viewer', phone);
  const stranger = await signedInContext(browser, 'lists-stranger', phone);
  const id = await makeTrip(owner, `캠핑 ${Date.now() % 100000}`, sapporo);
  await joinTrip(owner, viewer, id, 'viewer');
  const applied = await owner.request.post(`/api/itineraries/${id}/list-items/apply-template`, {
    headers: originHeaders(),
    data: { template: 'camping' },
  });
  expect(applied.status()).toBe(200);

  const page = await viewer.newPage();
  await openLists(page, id);
  await expect(page.getByTestId('lists-read-only')).toHaveText('보기 권한이라 목록을 바꿀 수 없어요.');
  await expect(page.getByRole('checkbox', { name: '텐트' })).toBeDisabled();
  await expect(page.getByLabel('준비물 추가', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '템플릿 적용' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '텐트 삭제' })).toHaveCount(0);
  await screenshot(page, 'lists-viewer-ko-phone');

  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/itineraries/${id}/lists`);
  await expect(strangerPage.getByRole('heading', { level: 1 })).toHaveText(translate('ko', 'notFound.title'));
  await owner.close();
  await viewer.close();
  await stranger.close();
});

test('an editor offline adds and ticks items that wait counted on the device and reach the owner once, on reconnect', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'lists-owner3', desktop);
  const editor = await signedInContext(browser, 'lists-editor3', phone);
  const id = await makeTrip(owner, `오프라인 준비 ${Date.now() % 100000}`, sapporo);
  await joinTrip(owner, editor, id, 'editor');
  const ownerPage = await owner.newPage();
  await openLists(ownerPage, id);
  const page = await editor.newPage();
  await openLists(page, id);

  // In each language: the connection drops, an item is added and ticked; it shows at once, marked
  // and counted, on a phone and a desktop; back online it is sent, and the owner sees it once.
  const added = { ko: '보조배터리', en: 'Spare battery', ja: 'モバイルバッテリー予備' } as Record<
    Language,
    string
  >;
  await tour(
    page,
    async ({ language, t, shoot }) => {
      const text = added[language];
      await expect(page.getByTestId('list-packing')).toBeVisible();
      await expect(page.getByTestId('list-todo')).toBeVisible();
      await editor.setOffline(true);
      await page.getByLabel(t('lists.addLabel.packing'), { exact: true }).fill(text);
      await page.getByLabel(t('lists.addLabel.packing'), { exact: true }).press('Enter');
      await page.getByRole('checkbox', { name: text }).check();
      await expect(page.getByRole('checkbox', { name: text })).toBeChecked();
      await expect(page.getByTestId('lists-status')).toHaveText(t('lists.status.waiting', { count: 2 }));
      await expect(page.getByTestId('list-item-pending')).toHaveText(t('lists.pending'));
      await shoot('lists-offline', { fullPage: false, alsoAt: 'desktop' });
      // Nothing left the device.
      const before = (await (await owner.request.get(`/api/itineraries/${id}/list-items`)).json()) as {
        items: { text: string }[];
      };
      expect(before.items.map((item) => item.text)).not.toContain(text);

      await editor.setOffline(false);
      await expect(page.getByTestId('lists-status')).toHaveText('');
      await expect(page.getByTestId('list-item-pending')).toHaveCount(0);
      await expect(ownerPage.getByRole('checkbox', { name: text })).toBeChecked();
    },
    { devices: ['phone'] },
  );

  // Sent once each, ticked, in the order they were made.
  const stored = (await (await owner.request.get(`/api/itineraries/${id}/list-items`)).json()) as {
    items: { text: string; is_checked: boolean; kind: string }[];
  };
  const packing = stored.items.filter((item) => item.kind === 'packing');
  expect(packing.map((item) => [item.text, item.is_checked])).toEqual(
    languages.map((language) => [added[language], true]),
  );
  await editor.close();
  await owner.close();
});
