import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { desktop, originHeaders, phone, signedInContext } from '../support/accounts';
import { languages, translate, type Language } from '../support/i18n';
import { screenshot } from '../support/screenshot';

/** A private trip of the context's account, made through the API. */
async function makeTrip(context: BrowserContext, title: string): Promise<string> {
  const res = await context.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: '2026-12-20',
      end_date: '2026-12-23',
      days: [{ day_number: 1, plans: [{ time: '13:00', destination: '삿포로 시계탑', cost: 0 }] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function setLanguage(page: Page, language: Language) {
  await page.evaluate((lang) => localStorage.setItem('pintrip.language', lang), language);
}

test.describe.configure({ mode: 'serial' });

test('the owner books a flight that leaves in Seoul and lands in Tokyo; a member sees it live, in the calendar file too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'bookings-owner', desktop);
  const member = await signedInContext(browser, 'bookings-member', phone);
  const title = `삿포로 눈축제 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  const invite = await owner.request.post(`/api/itineraries/${id}/invites`, {
    headers: originHeaders(),
    data: { role: 'viewer' },
  });
  const { token } = (await invite.json()) as { token: string };
  expect((await member.request.post(`/api/invites/${token}/accept`, { headers: originHeaders() })).ok()).toBe(
    true,
  );

  const memberPage = await member.newPage();
  await memberPage.goto(`/itineraries/${id}/bookings`);
  await expect(memberPage.getByTestId('bookings-read-only')).toBeVisible();
  await expect(memberPage.getByText('아직 예약이 없어요.', { exact: false })).toBeVisible();

  const page = await owner.newPage();
  await page.goto(`/itineraries/${id}/bookings`);
  await expect(page.getByRole('link', { name: '예약', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: '예약 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '예약 추가' });
  await dialog.getByLabel('이름').fill('KE703 인천 → 나리타');
  await dialog.getByLabel('예약 번호').fill('ABC123');
  await dialog.getByLabel('시작', { exact: true }).fill('2026-12-20T09:05');
  await dialog.getByLabel('시작 · 시간대').selectOption('Asia/Seoul');
  await dialog.getByLabel('종료', { exact: true }).fill('2026-12-20T11:30');
  await dialog.getByLabel('종료 · 시간대').selectOption('Asia/Tokyo');
  await dialog.getByLabel('금액').fill('420,000');
  await screenshot(page, 'bookings-dialog-ko-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '예약을 저장했어요.' })).toBeVisible();

  const card = page.getByTestId('booking');
  await expect(card).toContainText('KE703 인천 → 나리타');
  await expect(card.getByTestId('booking-time')).toContainText('(Asia/Seoul)');
  await expect(card.getByTestId('booking-time')).toContainText('(Asia/Tokyo)');
  await expect(card.getByTestId('booking-cost')).toHaveText('420,000원');
  await expect(card.getByTestId('booking-confirmation')).toHaveText('예약 번호 ABC123');

  // The server holds the instants in UTC with their zones.
  const stored = (await (await owner.request.get(`/api/itineraries/${id}/bookings`)).json()) as {
    items: { starts_at: string; start_zone: string; ends_at: string; end_zone: string; cost: number }[];
  };
  expect(stored.items[0]).toMatchObject({
    starts_at: '2026-12-20T00:05:00.000Z',
    start_zone: 'Asia/Seoul',
    ends_at: '2026-12-20T02:30:00.000Z',
    end_zone: 'Asia/Tokyo',
    cost: 420000,
  });

  // The member sees it without reloading, and in their calendar file.
  await expect(memberPage.getByTestId('booking')).toContainText('KE703 인천 → 나리타');
  const ics = await (await member.request.get(`/api/itineraries/${id}/calendar.ics`)).text();
  expect(ics).toContain('DTSTART:20261220T000500Z');

  // A stay without an end; then the flight is deleted after a confirmation.
  await page.getByRole('button', { name: '예약 추가' }).click();
  await dialog.getByLabel('종류').selectOption('lodging');
  await dialog.getByLabel('이름').fill('삿포로 그랜드 호텔');
  await dialog.getByLabel('시작', { exact: true }).fill('2026-12-20T15:00');
  await dialog.getByLabel('시작 · 시간대').selectOption('Asia/Tokyo');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByTestId('booking')).toHaveCount(2);

  // The planner shows both on day 1, read only, at their local times.
  await page.goto(`/itineraries/${id}/plan`);
  const dayOne = page.getByTestId('planner-day').first().getByTestId('day-bookings');
  await expect(dayOne.getByRole('listitem')).toHaveCount(2);
  await expect(dayOne.getByRole('listitem').first()).toContainText('09:05');
  await expect(dayOne.getByRole('listitem').last()).toContainText('15:00');
  await expect(dayOne.getByRole('listitem').last()).toContainText('삿포로 그랜드 호텔');
  await screenshot(page, 'bookings-planner-day-ko-desktop', { fullPage: false });
  await page.goto(`/itineraries/${id}/bookings`);

  for (const language of languages) {
    await setLanguage(page, language);
    for (const [device, viewport] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(page.getByRole('button', { name: translate(language, 'bookings.add') })).toBeVisible();
      await expect(page.getByTestId('booking')).toHaveCount(2);
      await screenshot(page, `bookings-${language}-${device}`);
    }
  }
  await setLanguage(page, 'ko');
  await page.reload();
  await page.getByRole('button', { name: 'KE703 인천 → 나리타 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('booking')).toHaveCount(1);
  await expect(memberPage.getByTestId('booking')).toHaveCount(1);
  await owner.close();
  await member.close();
});
