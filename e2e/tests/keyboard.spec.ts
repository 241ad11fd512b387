/**
 * The main flows with the keyboard alone (issue 14): no mouse click anywhere. Controls are reached
 * with focus() (what Tab does, without counting stops) and used with Enter, Space, arrows and typing.
 */
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn, uniqueEmail, desktop, phone } from '../support/accounts';
import { dateIn, signInAsSuperAdmin } from '../support/a11y';
import { hydrated } from '../support/hydrated';
import { movePlanByKeyboard } from '../support/reorder';

/** Presses `key` on the control, having focused it first. */
const press = (page: Page, locator: ReturnType<Page['locator']>, key = 'Enter') => locator.press(key);

test('pinpoint: open a destination, like it and comment, by keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: desktop });
  await signUpAndSignIn(context.request, uniqueEmail('keys-pin'));
  const page = await context.newPage();
  await page.goto('/destinations');
  await hydrated(page);
  const link = page.getByTestId('destination-card').first().getByRole('link').first();
  await press(page, link);
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('destination-detail') });
  await expect(dialog.getByTestId('comment-thread')).toBeVisible();

  const like = dialog.getByTestId('like-button');
  const pressed = await like.getAttribute('aria-pressed');
  await press(page, like);
  await expect(like).toHaveAttribute('aria-pressed', pressed === 'true' ? 'false' : 'true');

  const text = `키보드로 쓴 댓글 ${Date.now()}`;
  const form = dialog.getByRole('form', { name: '댓글 작성' });
  await form.getByRole('textbox').focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: '댓글 작성' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('comment').filter({ hasText: text })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await context.close();
});

test('itinerary: create one, add plans in the planner, reorder and remove, then publish, by keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: desktop });
  await signUpAndSignIn(context.request, uniqueEmail('keys-trip'));
  const page = await context.newPage();
  const title = `키보드 여행 ${Date.now()}`;
  await page.goto('/itineraries');
  await hydrated(page);
  await press(page, page.getByTestId('create-itinerary').first());
  const form = page.getByRole('dialog', { name: '새 여행 일정' });
  await form.getByLabel('여행 테마').focus();
  await page.keyboard.type(title);
  await form.getByLabel('시작일').fill(dateIn(10));
  await form.getByLabel('종료일').fill(dateIn(10));
  // Enter in a field creates the trip, which opens in the planner (issue 22).
  await form.getByLabel('종료일').press('Enter');
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨');

  const addByKeyboard = async (query: string, time: string) => {
    await press(page, page.getByTestId('planner-day').first().getByRole('button', { name: '계획 추가' }));
    const picker = page.getByRole('dialog', { name: '1일차에 여행지 추가' });
    // Focus starts on the dialog's close button; the search box is the next stop.
    await expect(picker.getByRole('button', { name: '닫기' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(picker.getByLabel('여행지 검색')).toBeFocused();
    await page.keyboard.type(query);
    const result = picker.getByTestId('picker-results').getByRole('button').first();
    await expect(result).toContainText(query);
    await press(page, result);
    const add = page.getByRole('dialog', { name: '계획 추가' });
    await add.getByLabel('도착 시간 (선택)').fill(time);
    // Enter in a field submits the small form.
    await add.getByLabel('소요 시간(분)').press('Enter');
    await expect(add).toBeHidden();
    await expect(picker).toBeHidden();
  };
  const rows = page.getByTestId('planner-plan');
  await addByKeyboard('해운대해수욕장', '10:00');
  await addByKeyboard('감천문화마을', '13:00');
  await addByKeyboard('부산 자갈치시장', '17:00');
  await expect(rows).toHaveCount(3);
  const id = /\/itineraries\/([0-9a-f-]{36})\/plan$/.exec(page.url())![1]!;
  /** Day 1 as the server holds it (the detail). */
  const savedOrder = async () => {
    const detail = await context.request.get(`/api/itineraries/${id}`);
    const { days } = (await detail.json()) as { days: { plans: { destination: string }[] }[] };
    return days[0]!.plans.map((plan) => plan.destination);
  };
  // A three-plan day: the third goes to the top and the (new) first to the bottom on a desktop; on a
  // phone (day tabs stuck on top of the list) the second goes up and the third up one place.
  const moves = [
    {
      size: desktop,
      name: '부산 자갈치시장',
      from: 3,
      to: 1,
      order: ['부산 자갈치시장', '해운대해수욕장', '감천문화마을'],
    },
    {
      size: desktop,
      name: '부산 자갈치시장',
      from: 1,
      to: 3,
      order: ['해운대해수욕장', '감천문화마을', '부산 자갈치시장'],
    },
    {
      size: phone,
      name: '감천문화마을',
      from: 2,
      to: 1,
      order: ['감천문화마을', '해운대해수욕장', '부산 자갈치시장'],
    },
    {
      size: phone,
      name: '부산 자갈치시장',
      from: 3,
      to: 2,
      order: ['감천문화마을', '부산 자갈치시장', '해운대해수욕장'],
    },
  ];
  for (const { size, order, ...move } of moves) {
    await page.setViewportSize(size);
    await movePlanByKeyboard(page, { ...move, day: 1 });
    for (const [index, name] of order.entries()) await expect(rows.nth(index)).toContainText(name);
    expect(await savedOrder()).toEqual(order);
  }
  await page.setViewportSize(desktop);

  await press(page, page.getByRole('button', { name: '해운대해수욕장 삭제' }));
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('감천문화마을');
  await expect(rows.nth(1)).toContainText('부산 자갈치시장');
  await expect(page.getByTestId('planner-status')).toHaveText('모든 변경이 저장됨', { timeout: 8_000 });
  expect(await savedOrder()).toEqual(['감천문화마을', '부산 자갈치시장']);

  await press(page, page.getByRole('link', { name: '여행으로 돌아가기' }));
  await expect(page).toHaveURL(/\/itineraries\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('plan-item')).toHaveCount(2);
  await press(page, page.getByRole('button', { name: '공개로 전환' }));
  await expect(page.getByTestId('toast').filter({ hasText: '공개로 변경되었습니다.' })).toBeVisible();
  await expect(page.getByRole('button', { name: '비공개로 전환' })).toBeVisible();
  await context.close();
});

test('admin: find a user and deactivate, then reactivate them, by keyboard', async ({ browser }) => {
  const target = await browser.newContext();
  const email = uniqueEmail('keys-target');
  await signUpAndSignIn(target.request, email);
  await target.close();
  const context = await browser.newContext({ viewport: desktop });
  await signInAsSuperAdmin(context.request);
  const page = await context.newPage();
  await page.goto('/admin/users');
  await hydrated(page);
  const search = page.getByRole('searchbox', { name: '이메일, 이름 또는 닉네임으로 검색' });
  await search.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const row = page.getByTestId('user-row').filter({ visible: true }).filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await press(page, row.getByRole('button', { name: '비활성화' }));
  await expect(page.getByTestId('toast').filter({ hasText: '사용자 상태를 변경했습니다.' })).toBeVisible();
  const activate = row.getByRole('button', { name: '활성화', exact: true });
  await expect(activate).toBeVisible();
  await expect(row).toContainText('비활성');
  await press(page, activate);
  await expect(row.getByRole('button', { name: '비활성화' })).toBeVisible();
  await context.close();
});
