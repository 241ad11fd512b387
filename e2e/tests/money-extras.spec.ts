import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Balances, MoneySummary } from '@pintrip/shared';
import { desktop, phone, signedInContext } from '../support/accounts';
import { accountOf, joinTrip, makeTrip, osakaTrip } from '../support/trips';
import { screenshot, tour } from '../support/screenshot';

/*
 * Trip money beyond expenses (issue 23, decision 0043): a 환전 record whose average rate fills a
 * yen expense, a payment into the common pool and an expense paid from it, a receipt photo taken
 * and looked at, budget against actual on the page and in the planner's day header — and the
 * balances on the screen agree with the server's.
 */

const seen = { timeout: 10_000 };
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

const nameOf = async (context: BrowserContext) => (await accountOf(context)).name;

async function openMoney(page: Page, id: string, title: string) {
  await page.goto(`/itineraries/${id}/money`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('balances')).toBeVisible();
}

test('a yen expense at the average 환전 rate, the pool paying a taxi, a receipt photo, budget against actual', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const owner = await signedInContext(browser, 'extras-owner', desktop);
  const minji = await signedInContext(browser, 'extras-minji', phone);
  const title = `도쿄 총무 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, osakaTrip);
  await joinTrip(owner, minji, id, 'editor');
  const minjiName = await nameOf(minji);
  const page = await owner.newPage();
  const minjiPage = await minji.newPage();
  await openMoney(page, id, title);
  await openMoney(minjiPage, id, title);

  // 환전: the owner gave 90,512원 for 10,000엔 — 100엔 = 905.12원, as a Korean bank quotes it.
  await page.getByRole('button', { name: '환전 추가' }).click();
  const exchange = page.getByRole('dialog', { name: '환전 추가' });
  await exchange.getByLabel('낸 돈 (KRW)').fill('90512');
  await exchange.getByLabel('받은 외화').fill('10000');
  await exchange.getByLabel('받은 외화').blur();
  await expect(exchange.getByTestId('exchange-rate-preview')).toHaveText('100엔 = 905.12원');
  await exchange.getByRole('button', { name: '저장' }).click();
  await expect(exchange).toBeHidden();
  const exchangeRow = page.getByTestId('exchange-row');
  await expect(exchangeRow).toContainText('90,512원 → 10,000엔');
  await expect(exchangeRow.getByTestId('exchange-rate')).toHaveText('100엔 = 905.12원');
  await expect(minjiPage.getByTestId('exchange-row')).toContainText('90,512원 → 10,000엔', seen);

  // A yen expense takes "내 환전 평균 환율": 3,000엔 × 9.0512 = 27,154원, stored with source exchange.
  await page.getByRole('button', { name: '지출 추가' }).click();
  const ramen = page.getByRole('dialog', { name: '지출 추가' });
  await ramen.getByLabel('내용', { exact: true }).fill('라멘');
  await ramen.getByLabel('통화', { exact: true }).selectOption('JPY');
  await ramen.getByLabel('금액', { exact: true }).fill('3000');
  await ramen.getByRole('button', { name: '내 환전 평균 환율' }).click();
  await expect(ramen.getByLabel(/^환율 \(/)).toHaveValue('905.12');
  await expect(ramen.getByTestId('rate-note')).toHaveText('환전 1건 평균 (90,512원 → 10,000엔)');
  await expect(ramen.getByText('100엔 = 905.12원 · 27,154원')).toBeVisible();
  await screenshot(page, 'money-extras-rate-ko-desktop', { fullPage: false });
  await ramen.getByRole('button', { name: '저장' }).click();
  await expect(ramen).toBeHidden();
  await expect(page.getByTestId('expense-row').filter({ hasText: '라멘' })).toContainText('27,154원');
  const stored = (await (await owner.request.get(`/api/itineraries/${id}/expenses`)).json()) as {
    items: { title: string; rate: string; rate_source: string; home_amount: number }[];
  };
  expect(stored.items.find((item) => item.title === '라멘')).toMatchObject({
    rate: '9.0512',
    rate_source: 'exchange',
    home_amount: 27154,
  });

  // 총무: 민지 pays 60,000원 into the pool (on her phone); the owner books a taxi the pool paid whole.
  await minjiPage.getByRole('button', { name: '공금 내기' }).click();
  const contribution = minjiPage.getByRole('dialog', { name: '공금 내기' });
  await contribution.getByLabel('금액 (KRW)').fill('60000');
  await contribution.getByRole('button', { name: '저장' }).click();
  await expect(contribution).toBeHidden();
  await expect(page.getByTestId('pool-contributed')).toHaveText('60,000원', seen);

  await page.getByRole('button', { name: '지출 추가' }).click();
  const taxi = page.getByRole('dialog', { name: '지출 추가' });
  await taxi.getByLabel('내용', { exact: true }).fill('택시');
  await taxi.getByLabel('금액', { exact: true }).fill('20000');
  await taxi.getByLabel('공금에서 결제').check();
  await taxi.getByLabel('공금에서 낸 금액 (KRW)').fill('20000');
  await taxi.getByRole('button', { name: '저장' }).click();
  await expect(taxi).toBeHidden();
  await expect(page.getByTestId('expense-row').filter({ hasText: '택시' })).toContainText('공금 결제');
  await expect(page.getByTestId('pool-spent')).toHaveText('20,000원');
  await expect(page.getByTestId('pool-remainder')).toHaveText('40,000원');
  await expect(page.getByTestId('pool-return')).toHaveText(`${minjiName}40,000원`);

  // A receipt photo for the taxi: attached, re-encoded by the server, shown to the members.
  await page.getByRole('button', { name: '택시 영수증 첨부' }).click();
  const receipt = page.getByRole('dialog', { name: '영수증 · 택시' });
  await expect(receipt.getByText('아직 영수증이 없어요.')).toBeVisible();
  await receipt
    .getByTestId('receipt-file')
    .setInputFiles(path.join(import.meta.dirname, '../fixtures/avatar.jpg'));
  const image = receipt.getByTestId('receipt-image');
  await expect(image).toBeVisible(seen);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), seen)
    .toBeGreaterThan(0);
  await screenshot(page, 'money-extras-receipt-ko-desktop', { fullPage: false });
  // (Escape would first close the toast "영수증을 저장했어요.", the top layer.)
  await receipt.getByRole('button', { name: '닫기' }).first().click();
  await expect(receipt).toBeHidden();
  const thumbnail = minjiPage.getByRole('button', { name: '택시 영수증 보기' });
  await expect(thumbnail).toBeVisible(seen);
  await expect
    .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), seen)
    .toBeGreaterThan(0);
  const src = (await thumbnail.locator('img').getAttribute('src'))!;
  const served = await minji.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('private, no-store');

  // The balances on both screens are the server's, to the won.
  const server = (await (await owner.request.get(`/api/itineraries/${id}/balances`)).json()) as Balances;
  expect(server.members.reduce((sum, member) => sum + member.balance, 0)).toBe(0);
  for (const screen of [page, minjiPage]) {
    for (const member of server.members) {
      const row = screen.locator(`[data-testid="balance-row"][data-user-id="${member.user.id}"]`);
      await expect(row.getByTestId('balance-amount')).toContainText(won(member.balance), seen);
    }
  }
  const minjiRow = page.locator(
    `[data-testid="balance-row"][data-user-id="${server.members.find((m) => m.user.display_name === minjiName)?.user.id}"]`,
  );
  await expect(minjiRow.getByTestId('balance-pool')).toHaveText(
    '공금 낸 돈 60,000원 · 공금 돌려받을 돈 40,000원',
  );

  // Budget against actual: the plan's 30,000원 on day 1 against 47,154원 spent there.
  const summary = (await (
    await owner.request.get(`/api/itineraries/${id}/money/summary`)
  ).json()) as MoneySummary;
  expect(summary.days[0]).toMatchObject({ day_number: 1, budget: 30000, actual: 47154 });
  const day1 = page.getByTestId('summary-days').getByTestId('summary-row').first();
  await expect(day1).toContainText('예산 30,000원 · 지출 47,154원');
  await expect(page.getByTestId('summary-over')).toHaveText('17,154원');
  // The total counts what the pool paid too: every expense once, as the summary does.
  await expect(page.getByTestId('money-total')).toHaveText(won(summary.actual));

  // Every language, phone and desktop.
  await tour(page, async ({ viewport, t, shoot }) => {
    await expect(page.getByRole('heading', { name: t('money.pool.title') })).toBeVisible();
    await expect(page.getByTestId('summary-budget')).toBeVisible();
    // Nothing wider than the screen, whatever the longest name.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await shoot('money-extras');
    await page.getByRole('button', { name: t('money.exchanges.add') }).click();
    await expect(page.getByRole('dialog', { name: t('money.exchanges.addTitle') })).toBeVisible();
    await shoot('money-extras-exchange-dialog', { fullPage: false });
    await page.keyboard.press('Escape');
  });

  // The planner's day header: "예산 30,000원 · 지출 47,154원".
  await page.setViewportSize(phone);
  await page.goto(`/itineraries/${id}/plan`);
  await expect(page.getByTestId('day-budget').first()).toHaveText('예산 30,000원 · 지출 47,154원', seen);
  await screenshot(page, 'money-extras-planner-day-ko-phone', { fullPage: false });
  await Promise.all([owner.close(), minji.close()]);
});
