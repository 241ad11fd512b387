import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { desktop, phone, signedInContext } from '../support/accounts';
import { accountOf, joinTrip, makeTrip, osakaTrip } from '../support/trips';
import { languages, setLanguage, translate, type Language } from '../support/i18n';
import { screenshot, tour } from '../support/screenshot';

/*
 * Trip money (issue 23): three companions add expenses in won and yen (one offline), see the same
 * balances, settle up and undo, and the CSV's amounts agree with the screen. Every wait is for what
 * a person would see.
 */

/** "Within a few seconds" on a loaded 2-core machine. */
const seen = { timeout: 10_000 };

/** Opens the money page and waits until it shows the trip and its balances. */
async function openMoney(page: Page, id: string, title: string) {
  await page.goto(`/itineraries/${id}/money`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('balances')).toBeVisible();
}

/** Fills and saves the expense dialog (Korean labels); the payer is chosen by name. */
async function addExpense(
  page: Page,
  expense: { title: string; amount: string; currency?: string; rate?: string; payer: string },
) {
  await page.getByRole('button', { name: '지출 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '지출 추가' });
  await expect(dialog).toBeVisible();
  await fillExpense(dialog, expense);
  return dialog;
}

async function fillExpense(
  dialog: ReturnType<Page['getByRole']>,
  expense: { title: string; amount: string; currency?: string; rate?: string; payer: string },
) {
  await dialog.getByLabel('내용', { exact: true }).fill(expense.title);
  if (expense.currency) await dialog.getByLabel('통화', { exact: true }).selectOption(expense.currency);
  const amount = dialog.getByLabel('금액', { exact: true });
  await amount.fill(expense.amount);
  await amount.blur();
  if (expense.rate) await dialog.getByLabel(/^환율 \(/).fill(expense.rate);
  await dialog.getByRole('combobox', { name: '결제한 사람' }).selectOption({ label: expense.payer });
}

/** The balances table as text, row by row (name, paid, owed, balance). */
const balanceRows = (page: Page) => page.getByTestId('balance-row').allInnerTexts();

/** The name an account signed up with (its address before the @), as the balances show it. */
const nameOf = async (context: BrowserContext) => (await accountOf(context)).name;

test.describe.configure({ mode: 'serial' });

test('three members add expenses in won and yen (one offline), see the same balances, settle up, undo and export the CSV', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'money-owner', desktop);
  const minji = await signedInContext(browser, 'money-minji', phone);
  const junho = await signedInContext(browser, 'money-junho', phone);
  const title = `오사카 정산 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, osakaTrip);
  await joinTrip(owner, minji, id, 'editor');
  await joinTrip(owner, junho, id, 'editor');
  const [ownerName, minjiName, junhoName] = await Promise.all([nameOf(owner), nameOf(minji), nameOf(junho)]);
  expect(ownerName && minjiName && junhoName).toBeTruthy();

  const ownerPage = await owner.newPage();
  const minjiPage = await minji.newPage();
  const junhoPage = await junho.newPage();
  await openMoney(ownerPage, id, title);
  await openMoney(minjiPage, id, title);
  await openMoney(junhoPage, id, title);
  await screenshot(ownerPage, 'money-empty-ko-desktop');

  // The owner pays dinner in won: the amount is typed plain and shown grouped.
  const dinner = await addExpense(ownerPage, { title: '저녁 식사', amount: '90000', payer: ownerName });
  await expect(dinner.getByLabel('금액', { exact: true })).toHaveValue('90,000');
  await dinner.getByRole('button', { name: '저장' }).click();
  await expect(dinner).toBeHidden();
  await expect(ownerPage.getByTestId('expense-row').filter({ hasText: '저녁 식사' })).toContainText(
    '90,000원',
  );
  // …and the others see it without reloading.
  await expect(minjiPage.getByTestId('expense-row').filter({ hasText: '저녁 식사' })).toBeVisible(seen);

  // 민지 pays ramen in yen at 905.12원 per 100엔: 3,000엔 ≈ 27,154원.
  const ramen = await addExpense(minjiPage, {
    title: '라멘',
    amount: '3000',
    currency: 'JPY',
    rate: '905.12',
    payer: minjiName,
  });
  await expect(ramen.getByText('100엔 = 905.12원 · 27,154원')).toBeVisible();
  await screenshot(minjiPage, 'money-dialog-jpy-ko-phone', { fullPage: false });
  await ramen.getByRole('button', { name: '저장' }).click();
  await expect(ramen).toBeHidden();
  const ramenRow = ownerPage.getByTestId('expense-row').filter({ hasText: '라멘' });
  await expect(ramenRow).toContainText('3,000엔', seen);
  await expect(ramenRow).toContainText('27,154원');

  // 준호 opens the dialog, loses the connection and saves a taxi: it waits on the device, counted…
  await junhoPage.getByRole('button', { name: '지출 추가' }).click();
  const taxi = junhoPage.getByRole('dialog', { name: '지출 추가' });
  await expect(taxi).toBeVisible();
  await junho.setOffline(true);
  await fillExpense(taxi, { title: '택시', amount: '15000', payer: junhoName });
  await taxi.getByRole('button', { name: '저장' }).click();
  await expect(taxi).toBeHidden();
  await expect(junhoPage.getByTestId('money-status')).toHaveText('연결되면 보낼 지출 1건');
  await expect(junhoPage.getByTestId('expense-queued')).toContainText('택시');
  await screenshot(junhoPage, 'money-offline-ko-phone', { fullPage: false });
  // …and is sent once, with its id, when the connection returns.
  await junho.setOffline(false);
  await expect(junhoPage.getByTestId('money-status')).toHaveText('', seen);
  await expect(ownerPage.getByTestId('expense-row').filter({ hasText: '택시' })).toHaveCount(1, seen);
  const listed = await owner.request.get(`/api/itineraries/${id}/expenses`);
  const items = ((await listed.json()) as { items: { title: string }[] }).items;
  expect(items.filter((item) => item.title === '택시')).toHaveLength(1);

  // Everyone sees the same balances and the same total.
  const total = '132,154원';
  for (const page of [ownerPage, minjiPage, junhoPage]) {
    await expect(page.getByTestId('money-total')).toHaveText(total, seen);
  }
  const ownerBalances = await balanceRows(ownerPage);
  expect(ownerBalances).toHaveLength(3);
  await expect.poll(() => balanceRows(minjiPage), seen).toEqual(ownerBalances);
  await expect.poll(() => balanceRows(junhoPage), seen).toEqual(ownerBalances);
  await screenshot(ownerPage, 'money-balances-ko-desktop');

  // Settle up: record both suggested transfers, then undo one; the others see it.
  const transfers = ownerPage.getByTestId('transfer');
  await expect(transfers).toHaveCount(2);
  await transfers.first().getByRole('button', { name: '보냈어요' }).click();
  await expect(ownerPage.getByTestId('settlement')).toHaveCount(1);
  await expect(transfers).toHaveCount(1);
  await transfers.first().getByRole('button', { name: '보냈어요' }).click();
  await expect(ownerPage.getByTestId('settlement')).toHaveCount(2);
  await expect(ownerPage.getByText('보낼 돈이 없어요. 모두 정산됐어요.')).toBeVisible();
  await expect(minjiPage.getByTestId('settlement')).toHaveCount(2, seen);
  await ownerPage.getByTestId('settlement').first().getByRole('button', { name: '되돌리기' }).click();
  await expect(ownerPage.getByTestId('settlement')).toHaveCount(1);
  await expect(ownerPage.getByTestId('transfer')).toHaveCount(1);
  await expect(junhoPage.getByTestId('settlement')).toHaveCount(1, seen);
  await expect(junhoPage.getByTestId('transfer')).toHaveCount(1, seen);
  await screenshot(junhoPage, 'money-settled-ko-phone');

  // The CSV (the page's language) agrees with the screen: each row's amounts and the total.
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('link', { name: 'CSV 내려받기' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [heading, ...rows] = csv
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(heading?.[6]).toBe('원화 환산');
  const byTitle = new Map(rows.map((row) => [row[1], row]));
  expect(byTitle.get('라멘')?.slice(3, 7)).toEqual(['3000', 'JPY', '9.0512', '27154']);
  expect(byTitle.get('저녁 식사')?.slice(3, 5)).toEqual(['90000', 'KRW']);
  const csvTotal = rows.reduce((sum, row) => sum + Number(row[6]), 0);
  expect(`${csvTotal.toLocaleString('ko-KR')}원`).toBe(total);

  // Every language, phone and desktop.
  await tour(ownerPage, async ({ t, shoot }) => {
    await expect(ownerPage.getByRole('heading', { name: t('money.balances.title') })).toBeVisible();
    await shoot('money');
    await ownerPage.getByRole('button', { name: t('money.list.add') }).click();
    const form = ownerPage.getByRole('dialog', { name: t('money.form.addTitle') });
    await form.getByLabel(t('money.form.currency'), { exact: true }).selectOption('JPY');
    await form.getByText(t('money.form.payerMode.several')).click();
    await form.getByText(t('money.splitKinds.exact')).click();
    await shoot('money-dialog', { fullPage: false });
    // A changed form asks before it is thrown away.
    await ownerPage.keyboard.press('Escape');
    const ask = ownerPage.getByRole('alertdialog');
    await ask.getByRole('button', { name: t('forms.discard.confirm') }).click();
    await expect(form).toBeHidden();
  });
  // The printable summary: the page alone, without the site's header or the buttons.
  await ownerPage.reload();
  await expect(ownerPage.getByTestId('money-total')).toHaveText(total);
  await ownerPage.emulateMedia({ media: 'print' });
  await expect(ownerPage.getByTestId('mypage-link')).toBeHidden();
  await expect(ownerPage.getByRole('button', { name: '지출 추가' })).toBeHidden();
  await expect(ownerPage.getByTestId('money-total')).toBeVisible();
  await screenshot(ownerPage, 'money-print-ko-desktop');
  await ownerPage.emulateMedia({ media: 'screen' });
  await Promise.all([owner.close(), minji.close(), junho.close()]);
});

test('an outing of two rounds (1차 among three, 2차 among two) is one entry, counts each round exactly, and the payer gets send links', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'money-rounds-owner', desktop);
  const minji = await signedInContext(browser, 'money-rounds-minji', phone);
  const junho = await signedInContext(browser, 'money-rounds-junho', phone, { hasTouch: true });
  const title = `부산 회식 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, osakaTrip);
  await joinTrip(owner, minji, id, 'editor');
  await joinTrip(owner, junho, id, 'editor');
  const [ownerName, minjiName, junhoName] = await Promise.all([nameOf(owner), nameOf(minji), nameOf(junho)]);
  const ownerPage = await owner.newPage();
  const junhoPage = await junho.newPage();
  await openMoney(ownerPage, id, title);
  await openMoney(junhoPage, id, title);

  // The owner enters the evening: 1차 90,000원 (paid by the owner, all three), 2차 30,000원 (민지, without the owner).
  await ownerPage.getByRole('button', { name: '차수 나눠 입력' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: '차수별로 입력 (1차, 2차…)' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('모임 이름').fill('회식');
  await dialog.getByLabel('1차 금액').fill('90000');
  await dialog.getByLabel('1차 결제한 사람').selectOption({ label: ownerName });
  await dialog.getByRole('button', { name: '차수 추가' }).click();
  await dialog.getByLabel('2차 금액').fill('30000');
  await dialog.getByLabel('2차 결제한 사람').selectOption({ label: minjiName });
  await dialog.getByTestId('outing-round').nth(1).getByLabel(ownerName, { exact: true }).uncheck();
  await expect(dialog.getByTestId('outing-total')).toHaveText('합계 120,000원');
  await screenshot(ownerPage, 'money-outing-dialog-ko-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();

  // One entry that opens to its rounds, on every screen.
  for (const page of [ownerPage, junhoPage]) {
    const outing = page.getByTestId('outing-row').filter({ hasText: '회식' });
    await expect(outing).toContainText('2차까지', seen);
    await expect(outing.getByTestId('outing-total')).toHaveText('120,000원');
  }
  await ownerPage.getByRole('button', { name: '회식 차수별 보기' }).click();
  const rounds = ownerPage.getByTestId('outing-round-row');
  await expect(rounds).toHaveCount(2);
  await expect(rounds.nth(0)).toContainText('1차');
  await expect(rounds.nth(0)).toContainText('90,000원');
  await expect(rounds.nth(1)).toContainText('2차');
  await expect(rounds.nth(1)).not.toContainText(ownerName);

  // Each round among its own people: owner +60,000, 민지 −15,000, 준호 −45,000; everyone sees the same.
  const balanceOf = (page: Page, name: string) =>
    page.getByTestId('balance-row').filter({ hasText: name }).getByTestId('balance-amount');
  await expect(balanceOf(ownerPage, ownerName)).toHaveText(/60,000원/, seen);
  await expect(balanceOf(ownerPage, minjiName)).toHaveText(/15,000원/);
  await expect(balanceOf(ownerPage, junhoName)).toHaveText(/45,000원/);
  await expect.poll(() => balanceRows(junhoPage), seen).toEqual(await balanceRows(ownerPage));

  // The owner stores where they take transfers; 준호 (on a phone) gets the copy and the Toss link.
  const account = ownerPage.getByTestId('payment-account');
  await account.getByRole('button', { name: '계좌 적기' }).click();
  await account.getByLabel('은행').selectOption('kb');
  await account.getByLabel('계좌번호').fill('123-45-6789');
  await account.getByRole('button', { name: '저장' }).click();
  await expect(account.getByTestId('payment-account-current')).toHaveText('국민 123-45-6789', seen);
  const toOwner = junhoPage.getByTestId('transfer').filter({ hasText: `${junhoName} → ${ownerName}` });
  await expect(toOwner.getByRole('link', { name: '토스로 보내기' })).toHaveAttribute(
    'href',
    `supertoss://send?amount=45000&bank=${encodeURIComponent('국민')}&accountNo=123456789`,
    seen,
  );
  await expect(toOwner.getByRole('button', { name: '국민 123-45-6789 45,000원 복사' })).toBeVisible();
  // The owner is nobody's payer: no send links on their screen.
  await expect(ownerPage.getByTestId('send-toss')).toHaveCount(0);

  // The CSV lists each round on its own line with its label, amounts agreeing with the page.
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    ownerPage.getByRole('link', { name: 'CSV 내려받기' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .slice(1)
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(lines[0]?.at(-1)).toBe('차수');
  expect(
    lines
      .slice(1)
      .map((row) => [row[1], row[6], row.at(-1)])
      .sort(),
  ).toEqual(
    [
      ['회식', '90000', '1차'],
      ['회식', '30000', '2차'],
    ].sort(),
  );

  // Every language, phone and desktop: the outing opened, and the dialog.
  await tour(ownerPage, async ({ t, shoot }) => {
    await ownerPage.getByRole('button', { name: t('money.rounds.openLabel', { title: '회식' }) }).click();
    await expect(ownerPage.getByTestId('outing-round-row')).toHaveCount(2);
    await shoot('money-outing');
    await ownerPage.getByRole('button', { name: t('money.list.edit', { title: '회식' }) }).click();
    const edit = ownerPage.getByRole('dialog', { name: t('money.outing.editTitle') });
    await expect(edit.getByTestId('outing-round')).toHaveCount(2);
    await shoot('money-outing-dialog', { fullPage: false });
    // Each round has the expense dialog's rows: several payers, another split, the outing's
    // currency with its rate (shown, not saved: the next reload drops the changed form).
    const [first, second] = [
      edit.getByTestId('outing-round').nth(0),
      edit.getByTestId('outing-round').nth(1),
    ];
    await edit.getByLabel(t('money.form.currency')).selectOption('JPY');
    await expect(edit.getByTestId('rate-note')).toBeAttached();
    await first.getByRole('radio', { name: t('money.form.payerMode.several') }).check();
    await expect(first.getByRole('textbox')).toHaveCount(4);
    await second.getByText(t('money.splitKinds.exact'), { exact: true }).click();
    await edit.getByTestId('rate-note').scrollIntoViewIfNeeded();
    await shoot('money-outing-dialog-rate', { fullPage: false });
    await second.scrollIntoViewIfNeeded();
    await shoot('money-outing-dialog-rounds', { fullPage: false });
  });
  for (const language of languages) {
    await setLanguage(junhoPage, language);
    await junhoPage.reload();
    await expect(junhoPage.getByTestId('send-toss')).toBeVisible();
    // The viewport only: a full-page capture resizes the page and drops the touch emulation.
    await junhoPage.getByTestId('send-toss').scrollIntoViewIfNeeded();
    await screenshot(junhoPage, `money-send-links-${language}-phone`, { fullPage: false });
  }
  await Promise.all([owner.close(), minji.close(), junho.close()]);
});

test('a viewer reads the money page without controls; a stranger gets the not-found page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signedInContext(browser, 'money-owner2');
  const title = `혼자 쓰는 돈 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, osakaTrip);
  const viewer = await signedInContext(browser, 'money-viewer', phone);
  await joinTrip(owner, viewer, id, 'viewer');
  const viewerPage = await viewer.newPage();
  await openMoney(viewerPage, id, title);
  await expect(viewerPage.getByTestId('money-read-only')).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: '지출 추가' })).toHaveCount(0);
  // …nor a control of the 환전 records or the pool (decision 0043).
  await expect(viewerPage.getByRole('heading', { name: '공금 (총무)' })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: '환전 추가' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: '공금 내기' })).toHaveCount(0);
  await expect(viewerPage.getByTestId('home-currency')).toContainText('KRW');

  const stranger = await signedInContext(browser, 'money-stranger');
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/itineraries/${id}/money`);
  await expect(
    strangerPage.getByRole('heading', { name: translate('ko' as Language, 'notFound.title') }),
  ).toBeVisible();
  await expect(strangerPage.getByText(title)).toHaveCount(0);
  await Promise.all([owner.close(), viewer.close(), stranger.close()]);
});
