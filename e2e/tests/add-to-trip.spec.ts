import { expect, test, type BrowserContext } from '@playwright/test';
import { originHeaders, phone, signedInContext } from '../support/accounts';
import { screenshot, tour } from '../support/screenshot';
import { hydrated } from '../support/hydrated';

/**
 * "일정에 추가" (issue 22): from a destination's detail and from its card, a signed-in user puts it
 * at the end of a day of their own trip or of one shared with them as an editor (one plan.add).
 */

interface Plan {
  destination: string;
  destination_id: string | null;
}
interface Trip {
  id: string;
  days: { day_number: number; plans: Plan[] }[];
}

async function tripOf(context: BrowserContext, id: string): Promise<Trip> {
  const res = await context.request.get(`/api/itineraries/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Trip;
}

test('add a destination to my trip from its detail, and to a shared trip from its card', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const owner = await signedInContext(browser, 'addtrip-owner');
  const title = `부산 가족 여행 ${Date.now() % 100000}`;
  const created = await owner.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: '2026-10-01',
      end_date: '2026-10-03',
      days: [{ day_number: 2, plans: [{ time: '10:00', destination: '광안리해수욕장', cost: 10000 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tripId = ((await created.json()) as { id: string }).id;

  // An editor, invited through the API.
  const invite = await owner.request.post(`/api/itineraries/${tripId}/invites`, {
    headers: originHeaders(),
    data: { role: 'editor' },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const editor = await signedInContext(browser, 'addtrip-editor', phone);
  const accepted = await editor.request.post(`/api/invites/${token}/accept`, { headers: originHeaders() });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // A demo destination (the seed is on).
  const list = await owner.request.get('/api/destinations?limit=1');
  const destination = ((await list.json()) as { items: { id: string; title: string }[] }).items[0]!;

  // The owner, on a desktop: from the detail, to day 2, after the plan already there.
  const page = await owner.newPage();
  // The cards of a signed-in user carry the button (seen on a desktop grid).
  await page.goto('/destinations');
  await expect(
    page.getByTestId('destination-card').first().getByRole('button', { name: '일정에 추가' }),
  ).toBeVisible();
  await page
    .getByTestId('destination-card')
    .first()
    .getByRole('button', { name: '일정에 추가' })
    .scrollIntoViewIfNeeded();
  await screenshot(page, 'add-to-trip-cards-ko-desktop', { fullPage: false });
  await page.goto(`/destinations/${destination.id}`);
  await hydrated(page);
  const detail = page.getByRole('dialog', { name: destination.title });
  await detail.getByRole('button', { name: '일정에 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '일정에 추가' });
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await dialog.getByRole('combobox', { name: '날짜' }).selectOption('2');
  await screenshot(page, 'add-to-trip-choose-ko-desktop', { fullPage: false });
  await dialog.getByRole('button', { name: '추가하기' }).click();
  const done = `‘${title}’ 2일차에 추가했어요.`;
  await expect(dialog.getByText(done)).toBeVisible();
  await screenshot(page, 'add-to-trip-done-ko-desktop', { fullPage: false });

  let trip = await tripOf(owner, tripId);
  expect(trip.days.find((day) => day.day_number === 2)!.plans.map((plan) => plan.destination)).toEqual([
    '광안리해수욕장',
    destination.title,
  ]);
  expect(trip.days.find((day) => day.day_number === 2)!.plans[1]!.destination_id).toBe(destination.id);

  // The link opens the trip.
  await dialog.getByRole('link', { name: '일정 보기' }).click();
  await expect(page).toHaveURL(new RegExp(`/itineraries/${tripId}$`));

  // The editor, on a phone: from the first card of the list, to day 3 of the shared trip.
  const phonePage = await editor.newPage();
  // The list view's rows carry it too.
  await phonePage.goto('/destinations?view=list');
  const row = phonePage.getByTestId('destination-row').first();
  await row.getByRole('button', { name: '일정에 추가' }).scrollIntoViewIfNeeded();
  await screenshot(phonePage, 'add-to-trip-rows-ko-phone', { fullPage: false });
  await phonePage.goto('/destinations');
  await hydrated(phonePage);
  const card = phonePage.getByTestId('destination-card').first();
  const cardTitle = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: '일정에 추가' }).click();
  const phoneDialog = phonePage.getByRole('dialog', { name: '일정에 추가' });
  await phoneDialog.getByRole('radio', { name: new RegExp(title) }).check();
  await expect(phoneDialog.getByText('함께 편집')).toBeVisible();
  await phoneDialog.getByRole('combobox', { name: '날짜' }).selectOption('3');
  await screenshot(phonePage, 'add-to-trip-choose-ko-phone', { fullPage: false });
  await phoneDialog.getByRole('button', { name: '추가하기' }).click();
  await expect(phoneDialog.getByText(`‘${title}’ 3일차에 추가했어요.`)).toBeVisible();
  await screenshot(phonePage, 'add-to-trip-done-ko-phone', { fullPage: false });
  trip = await tripOf(owner, tripId);
  expect(trip.days.find((day) => day.day_number === 3)!.plans.map((plan) => plan.destination)).toEqual([
    cardTitle,
  ]);

  // The same dialog in English and Japanese (phone), for the eyes.
  await tour(
    phonePage,
    async ({ t, shoot }) => {
      await hydrated(phonePage);
      // The detail's own button (the cards behind the dialog have one each too).
      await phonePage
        .getByRole('dialog', { name: destination.title })
        .getByRole('button', { name: t('trip.addToTrip') })
        .click();
      const localized = phonePage.getByRole('dialog', { name: t('tripLive.addToTrip.title') });
      await localized.getByRole('radio', { name: new RegExp(title) }).check();
      await expect(localized.getByRole('combobox')).toBeVisible();
      await shoot('add-to-trip-choose', { fullPage: false });
    },
    { languages: ['en', 'ja'], devices: ['phone'], path: `/destinations/${destination.id}` },
  );
  await Promise.all([owner.close(), editor.close()]);
});

test('a visitor sees no "일정에 추가"', async ({ browser }) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto('/destinations');
  await hydrated(page);
  await expect(page.getByTestId('destination-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '일정에 추가' })).toHaveCount(0);
  await context.close();
});
