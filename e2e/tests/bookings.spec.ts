import { expect, test } from '@playwright/test';
import { desktop, originHeaders, phone, signedInContext } from '../support/accounts';
import { joinTrip, makeTrip, sapporoTrip } from '../support/trips';
import { screenshot, tour, tourStops } from '../support/screenshot';

/** A one-page PDF (an e-ticket), written out with its cross-reference table. */
function ticketPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 2×2 PNG (a voucher's photo). */
const voucherPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOwqr6KFTEMpAQAiWFJ4QLcZw0AAAAASUVORK5CYII=',
  'base64',
);

test.describe.configure({ mode: 'serial' });

const sapporo = sapporoTrip('13:00');

test('the owner books a flight that leaves in Seoul and lands in Tokyo; a member sees it live, in the calendar file too', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'bookings-owner', desktop);
  const member = await signedInContext(browser, 'bookings-member', phone);
  const title = `삿포로 눈축제 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title, sapporo);
  await joinTrip(owner, member, id, 'viewer');

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

  await tour(page, async ({ t, shoot }) => {
    await expect(page.getByRole('button', { name: t('bookings.add') })).toBeVisible();
    await expect(page.getByTestId('booking')).toHaveCount(2);
    await shoot('bookings');
  });
  await page.reload();
  await page.getByRole('button', { name: 'KE703 인천 → 나리타 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('booking')).toHaveCount(1);
  await expect(memberPage.getByTestId('booking')).toHaveCount(1);
  await owner.close();
  await member.close();
});

test('a reservation takes a place from the search and the map, links an expense, and keeps a PDF and a photo for the members', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'bookings-files', desktop);
  const id = await makeTrip(owner, `인천 출발 ${Date.now() % 100000}`, sapporo);
  const expenseId = crypto.randomUUID();
  const me = (await (await owner.request.get('/api/me')).json()) as { id: string };
  const expense = await owner.request.put(`/api/itineraries/${id}/expenses/${expenseId}`, {
    headers: originHeaders(),
    data: {
      title: '대한항공 항공권',
      amount: 420000,
      currency: 'KRW',
      spent_on: '2026-12-01',
      category: 'transport',
      payers: [{ user_id: me.id, amount: 420000 }],
      split: { kind: 'equal', members: [me.id] },
    },
  });
  expect(expense.status(), await expense.text()).toBe(201);

  const page = await owner.newPage();
  await page.goto(`/itineraries/${id}/bookings`);
  await page.getByRole('button', { name: '예약 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '예약 추가' });
  await dialog.getByLabel('이름').fill('KE703 인천 → 나리타');
  await dialog.getByLabel('시작', { exact: true }).fill('2026-12-20T09:05');
  await dialog.getByRole('combobox', { name: '장소 검색' }).fill('인천국제공항');
  await dialog
    .getByRole('button', { name: /인천국제공항/ })
    .first()
    .click();
  await expect(dialog.getByLabel('장소', { exact: true })).toHaveValue('인천국제공항');
  await expect(dialog.getByTestId('picked-coordinates')).toContainText('위도 37.46020');
  // The map shows the pin; a click on the map moves it (and only the point, not the place's name).
  const map = dialog.getByTestId('pinpoint-map');
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  await map.click({ position: { x: 60, y: 250 } });
  await expect(dialog.getByTestId('picked-coordinates')).not.toContainText('위도 37.46020');
  await expect(dialog.getByLabel('장소', { exact: true })).toHaveValue('인천국제공항');
  await dialog.getByRole('button', { name: '좌표 지우기' }).click();
  await expect(dialog.getByTestId('picked-coordinates')).toHaveCount(0);
  // Chosen from the search again (the box still holds the last query).
  await dialog.getByRole('combobox', { name: '장소 검색' }).fill('');
  await dialog.getByRole('combobox', { name: '장소 검색' }).fill('인천국제공항');
  await dialog
    .getByRole('button', { name: /인천국제공항/ })
    .first()
    .click();
  await expect(dialog.getByTestId('picked-coordinates')).toContainText('위도 37.46020');
  await dialog.getByLabel('연결할 비용').selectOption(expenseId);
  await expect(dialog.getByLabel('금액')).toHaveValue('420000');
  // Files chosen before the reservation exists go up once it is saved: the e-ticket does, a PDF
  // named as a photo is refused in words, and the reservation is kept.
  const newFiles = dialog.getByTestId('booking-new-files');
  await newFiles.getByLabel('첨부할 파일 선택').setInputFiles([
    { name: '항공권.pdf', mimeType: 'application/pdf', buffer: ticketPdf() },
    { name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: ticketPdf() },
  ]);
  await expect(newFiles.getByTestId('booking-new-file')).toHaveCount(2);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(newFiles.getByTestId('booking-new-file').first()).toContainText('올렸어요');
  await expect(newFiles.getByTestId('booking-new-file-error')).toHaveText(
    '파일 이름(확장자)과 실제 내용이 달라요.',
  );
  await expect(dialog.getByRole('alert')).toContainText('예약은 저장했어요. 파일 1개를 올리지 못했어요.');
  await expect(page.getByTestId('booking')).toContainText('인천국제공항');
  await screenshot(page, 'bookings-new-files-failed-ko-desktop', { fullPage: false });
  await newFiles.getByRole('button', { name: 'ticket.jpg 삭제' }).click();
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog).toBeHidden();

  const stored = (await (await owner.request.get(`/api/itineraries/${id}/bookings`)).json()) as {
    items: {
      id: string;
      expense_id: string;
      lat: number;
      lng: number;
      cost: number;
      attachments: { file_name: string }[];
    }[];
  };
  expect(stored.items).toHaveLength(1);
  expect(stored.items[0]).toMatchObject({ expense_id: expenseId, cost: 420000, lat: 37.4602, lng: 126.4407 });
  expect(stored.items[0]!.attachments.map((file) => file.file_name)).toEqual(['항공권.pdf']);
  const bookingId = stored.items[0]!.id;

  // The saved reservation lists the e-ticket and takes a voucher photo; the PDF downloads under its name.
  await page.getByRole('button', { name: 'KE703 인천 → 나리타 수정' }).click();
  const edit = page.getByRole('dialog', { name: '예약 수정' });
  await expect(edit.getByLabel('연결할 비용')).toHaveValue(expenseId);
  const chooser = edit.getByLabel('첨부할 파일 선택');
  await expect(edit.getByRole('link', { name: '항공권.pdf' })).toBeVisible();
  await chooser.setInputFiles({ name: '바우처.png', mimeType: 'image/png', buffer: voucherPng });
  await expect(edit.getByRole('link', { name: '바우처.webp' })).toBeVisible();
  // A PDF that says it is a photo is refused in words, and nothing is added.
  await chooser.setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: ticketPdf() });
  await expect(edit.getByRole('alert')).toHaveText('파일 이름(확장자)과 실제 내용이 달라요.');
  await expect(edit.getByTestId('booking-file')).toHaveCount(2);
  const download = page.waitForEvent('download');
  await edit.getByRole('link', { name: '항공권.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('항공권.pdf');
  // The photo opens from its link, for a member only.
  const href = await edit.getByRole('link', { name: '바우처.webp' }).getAttribute('href');
  expect(href).toContain(`/bookings/${bookingId}/attachments/`);
  const shown = await owner.request.get(href!);
  expect(shown.headers()['content-type']).toBe('image/webp');
  expect(shown.headers()['cache-control']).toBe('private, no-store');
  expect(shown.headers()['content-disposition']).toMatch(/^inline; /);

  await tour(page, async ({ t, shoot }) => {
    await page
      .getByRole('button', { name: t('bookings.editLabel', { title: 'KE703 인천 → 나리타' }) })
      .click();
    const open = page.getByRole('dialog');
    await expect(open.getByTestId('booking-file')).toHaveCount(2);
    await open.getByTestId('booking-files').scrollIntoViewIfNeeded();
    await shoot('bookings-dialog-files', { fullPage: false });
    await open.getByTestId('booking-form').scrollIntoViewIfNeeded();
    await open.getByRole('combobox').first().scrollIntoViewIfNeeded();
    await shoot('bookings-dialog-top', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A new reservation: the map under the place search, and files chosen before saving.
    await page.getByRole('button', { name: t('bookings.add') }).click();
    const fresh = page.getByRole('dialog');
    // The map loads as it comes near the screen.
    await fresh.getByTestId('pinpoint-map').scrollIntoViewIfNeeded();
    await expect(fresh.locator('.leaflet-container')).toBeVisible();
    await shoot('bookings-new-map', { fullPage: false });
    await fresh
      .getByLabel(t('bookings.files.choose'))
      .setInputFiles({ name: 'e-ticket.pdf', mimeType: 'application/pdf', buffer: ticketPdf() });
    await expect(fresh.getByTestId('booking-new-file')).toHaveCount(1);
    await fresh.getByTestId('booking-new-files').scrollIntoViewIfNeeded();
    await shoot('bookings-new-files', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
  await page.reload();

  // A stranger cannot read the files; deleting one removes it for good.
  const stranger = await signedInContext(browser, 'bookings-stranger', desktop);
  const files = (await (await owner.request.get(`/api/itineraries/${id}/bookings`)).json()) as {
    items: { attachments: { id: string; file_name: string }[] }[];
  };
  const pdfId = files.items[0]!.attachments.find((file) => file.file_name === '항공권.pdf')!.id;
  const fileUrl = `/api/itineraries/${id}/bookings/${bookingId}/attachments/${pdfId}`;
  expect((await stranger.request.get(fileUrl)).status()).toBe(404);
  await page.getByRole('button', { name: 'KE703 인천 → 나리타 수정' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '항공권.pdf 삭제' }).click();
  await expect(page.getByRole('dialog').getByTestId('booking-file')).toHaveCount(1);
  expect((await owner.request.get(fileUrl)).status()).toBe(404);
  await stranger.close();
  await owner.close();
});

test('without a connection a reservation waits in the outbox, counted, files say they need the network, and it goes on reconnect', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'bookings-offline', desktop);
  const id = await makeTrip(owner, `오프라인 예약 ${Date.now() % 100000}`, sapporo);
  const page = await owner.newPage();
  await page.goto(`/itineraries/${id}/bookings`);
  await expect(page.getByText('아직 예약이 없어요.', { exact: false })).toBeVisible();
  let saved = 0;
  await tour(page, async ({ language, device, t, shoot }) => {
    await expect(page.getByRole('button', { name: t('bookings.add') })).toBeVisible();
    // The dialog opens, then the connection goes (its code came with the first open, as on a
    // phone that had the page up; the installed app precaches it).
    await page.getByRole('button', { name: t('bookings.add') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('booking-new-files')).toBeVisible();
    await owner.setOffline(true);
    await expect(dialog.getByTestId('booking-files-offline')).toHaveText(t('bookings.files.offline'));
    await dialog.getByLabel(t('bookings.form.title')).fill(`료칸 ${language} ${device}`);
    await dialog.getByTestId('booking-files-offline').scrollIntoViewIfNeeded();
    await shoot('bookings-offline-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: t('bookings.form.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('bookings-status')).toHaveText(
      t('bookings.status.waiting_one', { count: 1 }),
    );
    await expect(page.getByTestId('booking-pending')).toHaveText(t('bookings.pending'));
    await shoot('bookings-offline', { fullPage: false });
    await owner.setOffline(false);
    await expect(page.getByTestId('booking-pending')).toHaveCount(0, { timeout: 10_000 });
    saved += 1;
    await expect(page.getByTestId('booking')).toHaveCount(saved);
  });
  const stored = await owner.request.get(`/api/itineraries/${id}/bookings`);
  expect(((await stored.json()) as { items: { title: string }[] }).items.map((b) => b.title).sort()).toEqual(
    tourStops()
      .map(({ language, device }) => `료칸 ${language} ${device}`)
      .sort(),
  );
  await owner.close();
});
