/**
 * Issue 20, "Moderation and admin screens" (items 16–20), as a super admin, an admin, an author and
 * a reader meet them in Chromium: the rights page, the categories page, the audit log, the report
 * dialog's reasons, the hidden-item notice and the owner's banner. Each screen is photographed on
 * a phone and a desktop in every language.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2ePassword, uniqueEmail, phone, desktop } from '../support/accounts';
import { translate, type Language } from '../support/i18n';
import { tour } from '../support/screenshot';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: e2ePassword, name: email.split('@')[0] },
  });
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: e2ePassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return page;
}

const idOf = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { id: string }).id;

/**
 * The current page at every stop of the tour (every language; phone and desktop in a full tour),
 * shot as `newcomer-admin-<name>`: `open` brings the screen back after the language changes (a
 * reload), e.g. opens a dialog; `fullPage: false` shows a dialog as the user sees it. The page is
 * back in Korean afterwards.
 */
async function everyLanguage(
  page: Page,
  name: string,
  open: (language: Language) => Promise<void> = async () => {},
  options: { fullPage?: boolean } = {},
) {
  await tour(page, async ({ language, shoot }) => {
    await open(language);
    await shoot(`newcomer-admin-${name}`, options);
  });
  await page.reload();
}

test.describe('moderation and admin screens (issue 20, items 16–20)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('rights: super admin is confirmed, a user with no right leaves the list at once, one toast per action', async ({
    browser,
  }) => {
    const root = await signedIn(browser, 'admin@pintrip.test');
    const staffEmail = uniqueEmail('staff');
    const staff = await signedIn(browser, staffEmail);
    const grant = await root.request.post('/api/admin/admins', { data: { user_id: await idOf(staff) } });
    expect(grant.status()).toBe(201);

    await root.setViewportSize(desktop);
    await root.goto('/admin/permissions');
    const row = root.getByTestId('admin-row').filter({ hasText: staffEmail });
    const superSwitch = row.getByRole('switch', { name: `${staffEmail}의 최고 관리자 권한` });
    await superSwitch.click();
    const confirm = root.getByRole('alertdialog', { name: '최고 관리자 권한을 부여할까요?' });
    await expect(confirm).toBeVisible();
    // Nothing changed yet (the page behind the dialog is hidden from assistive technology).
    const rights = (await (await root.request.get('/api/admin/admins')).json()) as {
      items: { email: string; is_super_admin: boolean }[];
    };
    expect(rights.items.find((a) => a.email === staffEmail)?.is_super_admin).toBe(false);
    await everyLanguage(
      root,
      'rights-confirm',
      async (language) => {
        await root
          .getByTestId('admin-row')
          .filter({ hasText: staffEmail })
          .getByRole('switch', {
            name: translate(language, 'admin.permissions.toggleSuper', { email: staffEmail }),
          })
          .click();
        await expect(root.getByRole('alertdialog')).toBeVisible();
      },
      { fullPage: false },
    );

    await superSwitch.click();
    await root.getByRole('alertdialog').getByRole('button', { name: '최고 관리자로 지정' }).click();
    await expect(superSwitch).toBeChecked();
    await expect(root.getByTestId('toast')).toHaveCount(1);
    // Back to admin only (no question), then no right at all: the row leaves at once.
    await superSwitch.click();
    await expect(superSwitch).not.toBeChecked();
    await row.getByRole('switch', { name: `${staffEmail}의 사이트 관리자 권한` }).click();
    await expect(row).toHaveCount(0);
    await expect(root.getByTestId('toast')).toHaveCount(1);
    await expect(root.getByTestId('toast')).toContainText(`${staffEmail}의 관리자 권한을 모두 해제했습니다.`);
    // After a reload too: the server no longer lists them.
    await root.reload();
    await expect(root.getByTestId('admin-row').first()).toBeVisible();
    await expect(root.getByTestId('admin-row').filter({ hasText: staffEmail })).toHaveCount(0);
    await everyLanguage(root, 'rights', async () => {
      await expect(root.getByTestId('admin-row').first()).toBeVisible();
    });
    await root.context().close();
    await staff.context().close();
  });

  test('categories: in use is refused before the confirmation with its count; no stale error; real labels', async ({
    browser,
  }) => {
    const root = await signedIn(browser, 'admin@pintrip.test');
    const author = await signedIn(browser, uniqueEmail('author'));
    const suffix = Date.now().toString(36);
    const used = `사용중${suffix}`;
    const spare = `여분${suffix}`;
    for (const name of [used, spare]) {
      expect((await root.request.post('/api/categories', { data: { name } })).status()).toBe(201);
    }
    for (const title of ['첫 번째', '두 번째']) {
      const created = await author.request.post('/api/destinations', {
        data: {
          title: `${title} ${suffix}`,
          description: '카테고리 사용 확인',
          location: '서울특별시 중구',
          category: used,
          image_url: 'https://images.example.com/seoul.jpg',
          budget_min: 0,
          budget_max: 10000,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    await root.setViewportSize(desktop);
    await root.goto('/admin/categories');
    // The Korean name field is labelled by a real <label>.
    const korean = root.getByLabel('이름', { exact: true });
    await expect(korean).toHaveAttribute('lang', 'ko');
    expect(await korean.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)).toBe(
      '이름',
    );

    const usedRow = root.getByTestId('category-row').filter({ has: root.getByText(used, { exact: true }) });
    await expect(usedRow.getByTestId('category-usage')).toContainText('여행지 2곳');
    await usedRow.getByRole('button', { name: '삭제' }).click();
    await expect(root.getByRole('alertdialog')).toHaveCount(0);
    await expect(root.getByTestId('categories-error')).toContainText(
      `'${used}' 카테고리는 여행지 2곳이 사용 중이라 삭제할 수 없습니다.`,
    );
    await everyLanguage(root, 'categories-in-use', async (language) => {
      await root
        .getByTestId('category-row')
        .filter({ has: root.getByText(used, { exact: true }) })
        .getByRole('button', { name: translate(language, 'admin.categories.delete') })
        .click();
      await expect(root.getByTestId('categories-error')).toBeVisible();
    });

    // A duplicate rename is refused; the next, successful rename leaves no error behind.
    const spareRow = root.getByTestId('category-row').filter({ has: root.getByText(spare, { exact: true }) });
    await spareRow.getByRole('button', { name: '수정' }).click();
    const editing = root
      .getByTestId('category-row')
      .filter({ has: root.getByRole('button', { name: '저장' }) });
    await editing.getByLabel('이름', { exact: true }).fill(used);
    await editing.getByRole('button', { name: '저장' }).click();
    await expect(root.getByText('이미 같은 이름의 카테고리가 있습니다.')).toBeVisible();
    await editing.getByLabel('이름', { exact: true }).fill(`${spare}2`);
    await editing.getByRole('button', { name: '저장' }).click();
    await expect(root.getByTestId('category-row').filter({ hasText: `${spare}2` })).toBeVisible();
    await expect(root.getByText('이미 같은 이름의 카테고리가 있습니다.')).toHaveCount(0);
    await expect(root.getByTestId('toast')).toHaveCount(1);
    // The unused one is asked about, then goes.
    await root
      .getByTestId('category-row')
      .filter({ hasText: `${spare}2` })
      .getByRole('button', { name: '삭제' })
      .click();
    await root.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(root.getByTestId('category-row').filter({ hasText: `${spare}2` })).toHaveCount(0);
    await root.context().close();
    await author.context().close();
  });

  test('audit log: filters by action and actor, pages, and shows what changed', async ({ browser }) => {
    const root = await signedIn(browser, 'admin@pintrip.test');
    const suffix = Date.now().toString(36);
    const created = await root.request.post('/api/categories', { data: { name: `옛${suffix}` } });
    await root.request.patch(`/api/categories/${((await created.json()) as { id: string }).id}`, {
      data: { name: `새${suffix}`, name_en: 'Renamed' },
    });
    const helper = await signedIn(browser, uniqueEmail('helper'));
    const helperId = await idOf(helper);
    await root.request.post('/api/admin/admins', { data: { user_id: helperId } });
    await root.request.patch(`/api/admin/admins/${helperId}`, { data: { is_super_admin: true } });
    await root.request.patch(`/api/admin/admins/${helperId}`, { data: { is_super_admin: false } });
    for (let i = 0; i < 21; i += 1) {
      await root.request.post('/api/categories', { data: { name: `기록${suffix}-${i}` } });
    }

    await root.setViewportSize(desktop);
    await root.goto('/admin/audit');
    await expect(root.getByTestId('audit-entry')).toHaveCount(20);
    await root.getByRole('button', { name: '더 보기' }).click();
    await expect(root.getByTestId('audit-entry')).not.toHaveCount(20);

    await root.getByLabel('작업').selectOption({ label: '권한 변경' });
    const rightChange = root.getByTestId('audit-entry').filter({ hasText: '권한 변경' }).first();
    await expect(rightChange.getByTestId('audit-detail')).toHaveText('최고 관리자: 켜짐 → 꺼짐');
    await root.getByLabel('작업').selectOption({ label: '카테고리 수정' });
    const rename = root.getByTestId('audit-entry').filter({ hasText: `새${suffix}` });
    await expect(rename.getByTestId('audit-detail')).toContainText(`이름: 옛${suffix} → 새${suffix}`);
    await expect(rename.getByTestId('audit-detail')).toContainText('영어 이름: 없음 → Renamed');
    await root.getByLabel('관리자 이메일').fill('ADMIN@pintrip.test');
    await root.getByRole('button', { name: '적용' }).click();
    await expect(rename).toBeVisible();
    await root.getByLabel('관리자 이메일').fill('nobody@pintrip.test');
    await root.getByRole('button', { name: '적용' }).click();
    await expect(root.getByText('조건에 맞는 기록이 없습니다.')).toBeVisible();

    await everyLanguage(root, 'audit', async (language) => {
      await root
        .getByLabel(translate(language, 'admin.audit.filterAction'))
        .selectOption({ label: translate(language, 'admin.audit.actions.admin_update') });
      await expect(root.getByTestId('audit-detail').first()).toBeVisible();
    });
    await root.context().close();
    await helper.context().close();
  });

  test('a report with a preset reason; the author is told which item, why, and sees a banner on it', async ({
    browser,
  }) => {
    const root = await signedIn(browser, 'admin@pintrip.test');
    const author = await signedIn(browser, uniqueEmail('author'));
    const reader = await signedIn(browser, uniqueEmail('reader'));
    const suffix = Date.now().toString(36);
    const categories = (await (await root.request.get('/api/categories')).json()) as {
      items: { name: string }[];
    };
    const place = (await (
      await author.request.post('/api/destinations', {
        data: {
          title: `바다 카페 ${suffix}`,
          description: '신고될 여행지',
          location: '부산광역시 해운대구',
          category: categories.items[0]?.name,
          image_url: 'https://images.example.com/busan.jpg',
          budget_min: 0,
          budget_max: 20000,
        },
      })
    ).json()) as { id: string; title: string };
    const trip = (await (
      await author.request.post('/api/itineraries', {
        data: {
          title: `부산 일정 ${suffix}`,
          start_date: '2026-05-01',
          end_date: '2026-05-02',
          days: [
            { day_number: 1, plans: [{ destination: '해운대', cost: 0 }] },
            { day_number: 2, plans: [] },
          ],
        },
      })
    ).json()) as { id: string };
    await author.request.patch(`/api/itineraries/${trip.id}/visibility`, { data: { is_public: true } });

    // The reader reports the destination with a preset reason.
    await reader.setViewportSize(phone);
    await reader.goto(`/destinations/${place.id}`);
    await reader.getByRole('button', { name: '이 여행지 신고' }).click();
    const dialog = reader.getByRole('dialog', { name: '신고하기' });
    for (const reason of ['스팸', '부적절한 내용', '잘못된 정보', '저작권', '기타']) {
      await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    }
    await dialog.getByRole('radio', { name: '기타' }).check();
    await dialog.getByRole('button', { name: '신고', exact: true }).click();
    await expect(dialog.getByText('신고 사유를 입력해주세요.')).toBeVisible();
    await everyLanguage(
      reader,
      'report-dialog',
      async (language) => {
        await reader
          .getByRole('button', { name: translate(language, 'moderation.report.destination') })
          .click();
        await reader.getByRole('radio', { name: translate(language, 'moderation.reasons.other') }).check();
      },
      { fullPage: false },
    );
    await reader.getByRole('button', { name: '이 여행지 신고' }).click();
    await reader.getByRole('radio', { name: '잘못된 정보' }).check();
    await reader.getByRole('button', { name: '신고', exact: true }).click();
    await expect(reader.getByTestId('toast').getByText('신고가 접수되었습니다.')).toBeVisible();
    const badCode = await reader.request.post('/api/reports', {
      data: { target_type: 'itinerary', target_id: trip.id, reason_code: 'boring' },
    });
    expect(badCode.status()).toBe(400);
    const tripReport = await reader.request.post('/api/reports', {
      data: { target_type: 'itinerary', target_id: trip.id, reason_code: 'copyright' },
    });
    expect(tripReport.status()).toBe(201);

    // The admin sees the preset reason in their language, and hides both.
    await root.setViewportSize(desktop);
    await root.goto('/admin/reports');
    const placeReport = root.getByTestId('report-row').filter({ hasText: place.title });
    await expect(placeReport.getByTestId('report-reason')).toHaveText('잘못된 정보');
    await everyLanguage(root, 'reports', async () => {
      await expect(root.getByTestId('report-row').first()).toBeVisible();
    });
    await placeReport.getByRole('button', { name: '숨기기' }).click();
    await expect(placeReport).toHaveCount(0);
    await root
      .getByTestId('report-row')
      .filter({ hasText: `부산 일정 ${suffix}` })
      .getByRole('button', { name: '숨기기' })
      .click();

    // The author's notice names the item, links to it, says why, with the right particle.
    await author.setViewportSize(phone);
    await author.goto('/mypage');
    const notices = author.getByTestId('hidden-notices');
    const placeNotice = notices.getByTestId('hidden-notice').filter({ hasText: place.title });
    await expect(placeNotice).toContainText('회원님의 여행지가 신고 검토 후 숨김 처리되었습니다');
    await expect(placeNotice).toContainText('사유: 잘못된 정보');
    await expect(
      notices.getByTestId('hidden-notice').filter({ hasText: `부산 일정 ${suffix}` }),
    ).toContainText('회원님의 일정이 신고 검토 후 숨김 처리되었습니다');
    await expect(notices).not.toContainText('이(가)');
    await everyLanguage(author, 'hidden-notice', async () => {
      await expect(author.getByTestId('hidden-notices')).toBeVisible();
    });
    await placeNotice.getByRole('link', { name: place.title }).click();
    await expect(author).toHaveURL(new RegExp(`/destinations/${place.id}$`));
    const banner = author.getByRole('dialog').getByTestId('hidden-banner');
    await expect(banner).toContainText('이 여행지는 관리자가 숨김 처리했습니다.');
    await expect(banner).toContainText('신고 사유: 잘못된 정보.');
    await everyLanguage(
      author,
      'hidden-banner-destination',
      async () => {
        await expect(author.getByTestId('hidden-banner')).toBeVisible();
      },
      { fullPage: false },
    );
    await author.goto(`/itineraries/${trip.id}`);
    await expect(author.getByTestId('hidden-banner')).toContainText('이 일정은 관리자가 숨김 처리했습니다.');
    await expect(author.getByTestId('hidden-banner')).toContainText('신고 사유: 저작권.');
    await everyLanguage(author, 'hidden-banner-itinerary', async () => {
      await expect(author.getByTestId('hidden-banner')).toBeVisible();
    });
    // Nobody else gets the banner: the reader no longer sees the item at all, the admin sees no owner's banner.
    await root.goto(`/itineraries/${trip.id}`);
    await expect(root.getByRole('heading', { name: `부산 일정 ${suffix}` })).toBeVisible();
    await expect(root.getByTestId('hidden-banner')).toHaveCount(0);
    for (const page of [root, author, reader]) await page.context().close();
  });
});
