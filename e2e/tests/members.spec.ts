import { expect, test, type BrowserContext } from '@playwright/test';
import { phone, originHeaders, signedInContext } from '../support/accounts';
import { screenshot, screenshotEachSize, tour } from '../support/screenshot';

/** A private trip of the context's account, made through the API. */
async function makeTrip(context: BrowserContext, title: string): Promise<string> {
  const res = await context.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: '2026-10-01',
      end_date: '2026-10-02',
      days: [{ day_number: 1, plans: [{ time: '10:00', destination: '해운대해수욕장', cost: 10000 }] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe.configure({ mode: 'serial' });

test('the owner invites by link, a second user accepts and sees the private trip on My Page; removed, they get 404', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signedInContext(browser, 'members-owner');
  const title = `함께 가는 부산 ${Date.now() % 100000}`;
  const id = await makeTrip(owner, title);
  const page = await owner.newPage();
  await page.goto(`/itineraries/${id}`);

  // The owner opens 함께하기 and makes a viewer link valid for 7 days.
  await page.getByTestId('members-button').click();
  const dialog = page.getByRole('dialog', { name: '함께 여행할 사람' });
  await expect(dialog.getByTestId('members-list')).toContainText('주인');
  await dialog.getByLabel('권한').selectOption('viewer');
  await dialog.getByTestId('members-create-link').click();
  const url = await dialog.getByTestId('members-link-url').inputValue();
  expect(url).toMatch(/\/invites\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByTestId('members-open-invites')).toContainText('링크');
  await screenshotEachSize(page, 'members-dialog-owner-ko', { fullPage: false });
  await page.keyboard.press('Escape');
  const path = new URL(url).pathname;

  // A visitor holding the link is asked to sign in first.
  const visitorContext = await browser.newContext({ viewport: phone });
  const visitor = await visitorContext.newPage();
  await visitor.goto(path);
  await expect(visitor.getByTestId('invite-card')).toContainText(title);
  await expect(visitor.getByTestId('invite-sign-in')).toBeVisible();
  await screenshot(visitor, 'members-invite-visitor-ko-phone');
  await visitorContext.close();

  // A second user accepts.
  const guest = await signedInContext(browser, 'members-guest');
  const guestPage = await guest.newPage();
  const before = await guest.request.get(`/api/itineraries/${id}`);
  expect(before.status()).toBe(404);
  await guestPage.goto(path);
  const card = guestPage.getByTestId('invite-card');
  await expect(card).toContainText(title);
  await expect(card).toContainText('보기만');
  await tour(guestPage, async ({ t, shoot }) => {
    await expect(guestPage.getByTestId('invite-join')).toHaveText(t('members.accept.join'));
    await shoot('members-invite');
  });
  await guestPage.reload();
  await guestPage.getByTestId('invite-join').click();
  await expect(guestPage).toHaveURL(new RegExp(`/itineraries/${id}$`));
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText(title);

  // The member sees the list and can leave (not tried here); the shared trip is on My Page.
  await guestPage.getByTestId('members-button').click();
  const memberDialog = guestPage.getByRole('dialog', { name: '함께 여행할 사람' });
  await expect(memberDialog.getByRole('button', { name: '나가기' })).toBeVisible();
  await expect(memberDialog.getByTestId('members-create-link')).toHaveCount(0);
  await screenshot(guestPage, 'members-dialog-member-ko-desktop', { fullPage: false });
  await guestPage.keyboard.press('Escape');
  await guestPage.goto('/mypage');
  const shelf = guestPage.getByTestId('mypage-shared-itineraries');
  await expect(shelf).toContainText(title);
  await tour(guestPage, async ({ t, shoot }) => {
    const heading = guestPage.getByRole('heading', { name: t('members.shared.title') });
    await expect(heading).toBeVisible();
    await heading.scrollIntoViewIfNeeded();
    await shoot('members-mypage-shared', { fullPage: false });
  });

  // The owner removes them (with a confirmation); the trip is 404 for them again.
  await page.reload();
  await page.getByTestId('members-button').click();
  const ownerDialog = page.getByRole('dialog', { name: '함께 여행할 사람' });
  await ownerDialog.getByRole('button', { name: '내보내기' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: '내보내기' }).click();
  await expect(ownerDialog.getByTestId('members-list')).toContainText('아직 함께하는 사람이 없어요.');
  const after = await guest.request.get(`/api/itineraries/${id}`);
  expect(after.status()).toBe(404);
  const afterPage = await guestPage.goto(`/itineraries/${id}`);
  expect(afterPage?.status()).toBe(404);

  await owner.close();
  await guest.close();
});
