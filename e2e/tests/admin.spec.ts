import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2ePassword, uniqueEmail, phone, desktop } from '../support/accounts';
import { defaultLanguage, languages, translate } from '../support/i18n';
import { screenshot, screenshotEachSize } from '../support/screenshot';

/** A new browser context signed in as `email` (signed up first when the account is new). */
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

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/me')).json()) as { id: string }).id;
}

/** Screenshots of an admin page on phone and desktop. */
const shoot = (page: Page, name: string) => screenshotEachSize(page, `admin-${name}`);

test('a super admin grants admin; the admin deactivates, renames, moderates, and cannot touch the super admin', async ({
  browser,
}) => {
  // Many screens in three languages on a machine shared with other work: generous, not tight.
  test.setTimeout(300_000);
  // Unique per attempt, so that a retry does not meet the first attempt's comment.
  const spamText = `여기 광고 링크 클릭하세요 ${Date.now()}`;
  const superAdmin = await signedIn(browser, 'admin@pintrip.test');
  const adminEmail = uniqueEmail('staff');
  const admin = await signedIn(browser, adminEmail);
  const victimEmail = uniqueEmail('victim');
  const victim = await signedIn(browser, victimEmail);
  const commenter = await signedIn(browser, uniqueEmail('commenter'));
  await superAdmin.setViewportSize(desktop);
  await admin.setViewportSize(desktop);

  // A plain user sees the 403 screen.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: '관리자 권한이 필요합니다.' })).toBeVisible();
  await admin.setViewportSize(phone);
  await screenshot(admin, 'admin-forbidden-phone');
  await admin.setViewportSize(desktop);

  // The super admin finds the user by email (Enter searches) and adds them as admin.
  await superAdmin.goto('/admin/permissions');
  const search = superAdmin.getByRole('searchbox', { name: '사용자 이메일 검색' });
  await search.fill(adminEmail.slice(0, 12));
  await search.press('Enter');
  const result = superAdmin.getByRole('listitem').filter({ hasText: adminEmail });
  await result.getByRole('button', { name: '관리자 추가' }).click();
  await expect(superAdmin.getByTestId('admin-row').filter({ hasText: adminEmail })).toBeVisible();
  const superRow = superAdmin.getByTestId('admin-row').filter({ hasText: 'admin@pintrip.test' }).first();
  await expect(superRow.getByText('최고 관리자는 기본적으로 관리자입니다')).toBeVisible();
  await shoot(superAdmin, 'permissions');

  // The new admin reaches the hub at once.
  await admin.goto('/admin');
  await expect(admin.getByRole('link', { name: /사용자 관리/ })).toBeVisible();
  await expect(admin.getByText('관리자 추가').first()).toBeVisible();
  await shoot(admin, 'hub');

  // The victim opens a thread while still active.
  const destinations = (await (await victim.request.get('/api/destinations?limit=1')).json()) as {
    items: { id: string; category: string }[];
  };
  const destination = destinations.items[0];
  expect(destination).toBeDefined();
  await victim.goto(`/destinations/${destination?.id}`);
  const form = victim.getByRole('dialog').getByRole('form', { name: '댓글 작성' });
  await expect(form).toBeVisible();

  // The admin deactivates the victim.
  await admin.goto('/admin/users');
  await admin.getByRole('searchbox').fill(victimEmail);
  await admin.getByRole('button', { name: '검색' }).click();
  const victimRow = admin.locator('tr[data-testid="user-row"]').filter({ hasText: victimEmail });
  await victimRow.getByRole('button', { name: '비활성화' }).click();
  await expect(victimRow.getByText('비활성', { exact: true })).toBeVisible();

  // The victim's next comment is refused, with the reason.
  await form.getByRole('textbox').fill('비활성화 뒤의 댓글');
  await form.getByRole('button', { name: '댓글 작성' }).click();
  await expect(victim.getByText('비활성화된 계정은 댓글을 작성할 수 없습니다.').first()).toBeVisible();
  const refused = await victim.request.post(`/api/destinations/${destination?.id}/comments`, {
    data: { content: '다시' },
  });
  expect(refused.status()).toBe(403);

  // The admin cannot touch the super admin: no buttons, and the server refuses.
  await admin.getByRole('searchbox').fill('admin@pintrip.test');
  await admin.getByRole('button', { name: '검색' }).click();
  const superUserRow = admin.locator('tr[data-testid="user-row"]').filter({ hasText: 'admin@pintrip.test' });
  await expect(superUserRow).toBeVisible();
  await expect(superUserRow.getByRole('button')).toHaveCount(0);
  const superId = await userId(superAdmin);
  const touch = await admin.request.post(`/api/admin/users/${superId}/toggle-status`);
  expect(touch.status()).toBe(403);
  expect(((await touch.json()) as { error: { code: string } }).error.code).toBe('super_admin_required');
  await admin.getByRole('searchbox').fill('');
  await admin.getByRole('button', { name: '검색' }).click();
  await expect(admin.locator('tr[data-testid="user-row"]').first()).toBeVisible();
  await shoot(admin, 'users');

  // Deleting asks for the email typed.
  await admin.setViewportSize(desktop);
  await admin.getByRole('searchbox').fill(victimEmail);
  await admin.getByRole('button', { name: '검색' }).click();
  await expect(victimRow.getByRole('button', { name: '삭제' })).toHaveCount(0); // only a super admin deletes

  // The admin renames the destination's category, with an English name.
  const category = destination?.category ?? '';
  const renamed = `${category}명소`;
  await admin.goto('/admin/categories');
  const row = admin.getByTestId('category-row').filter({ has: admin.getByText(category, { exact: true }) });
  await row.getByRole('button', { name: '수정' }).click();
  const editing = admin
    .getByTestId('category-row')
    .filter({ has: admin.getByRole('button', { name: '저장' }) });
  await editing.getByRole('textbox', { name: '이름', exact: true }).fill(renamed);
  await editing.getByRole('textbox', { name: '영어 이름' }).fill('Sights');
  await editing.getByRole('button', { name: '저장' }).click();
  await expect(admin.getByTestId('category-row').filter({ hasText: renamed })).toBeVisible();
  // A duplicate is refused with a clear message.
  await admin.getByRole('textbox', { name: '이름', exact: true }).fill(` ${renamed.toUpperCase()} `);
  await admin.getByRole('button', { name: '추가' }).click();
  await expect(admin.getByText('이미 같은 이름의 카테고리가 있습니다.').first()).toBeVisible();
  await shoot(admin, 'categories');

  await admin.goto(`/destinations/${destination?.id}`);
  await expect(admin.getByRole('dialog').getByText(renamed, { exact: true })).toBeVisible();
  const english = await browser.newContext({ locale: 'en-US' });
  const englishPage = await english.newPage();
  await englishPage.addInitScript(() => localStorage.setItem('pintrip.language', 'en'));
  await englishPage.goto('/destinations');
  await expect(englishPage.getByRole('button', { name: 'Sights' })).toBeVisible();
  await english.close();

  // A reported comment is hidden by the admin and disappears for others.
  const comment = (await (
    await commenter.request.post(`/api/destinations/${destination?.id}/comments`, {
      data: { content: spamText },
    })
  ).json()) as { id: string };
  // Another user reports it from the thread.
  const reader = await signedIn(browser, uniqueEmail('reader'));
  await reader.setViewportSize(phone);
  await reader.goto(`/destinations/${destination?.id}`);
  const reported = reader.getByTestId('comment').filter({ hasText: spamText });
  await reported.getByRole('button', { name: '신고', exact: true }).click();
  const reportDialog = reader.getByRole('dialog', { name: '신고하기' });
  await reportDialog.getByRole('radio', { name: '스팸' }).check();
  await reportDialog.getByRole('textbox', { name: '자세한 내용 (선택)' }).fill('스팸 광고');
  await screenshot(reader, 'admin-report-dialog-phone', { fullPage: false });
  await reportDialog.getByRole('button', { name: '신고', exact: true }).click();
  await expect(reader.getByTestId('toast').getByText('신고가 접수되었습니다.')).toBeVisible();
  const twice = await reader.request.post('/api/reports', {
    data: { target_type: 'comment', target_id: comment.id, reason: '또' },
  });
  expect(twice.status()).toBe(409);
  await admin.goto('/admin/reports');
  const reportRow = admin.getByTestId('report-row').filter({ hasText: spamText });
  await expect(reportRow).toBeVisible();
  await shoot(admin, 'reports');
  await reportRow.getByRole('button', { name: '숨기기' }).click();
  await expect(reportRow).toHaveCount(0);
  const seen = (await (
    await superAdmin.request.get(`/api/destinations/${destination?.id}/comments`)
  ).json()) as {
    items: { id: string; is_hidden?: boolean }[];
  };
  expect(seen.items.find((c) => c.id === comment.id)?.is_hidden).toBe(true);
  const other = await signedIn(browser, uniqueEmail('reader'));
  const forOthers = (await (
    await other.request.get(`/api/destinations/${destination?.id}/comments`)
  ).json()) as {
    items: { id: string }[];
  };
  expect(forOthers.items.map((c) => c.id)).not.toContain(comment.id);
  await commenter.goto(`/destinations/${destination?.id}`);
  await expect(commenter.getByText('관리자가 숨긴 댓글')).toBeVisible();
  // The author is told.
  await commenter.goto('/mypage');
  await expect(commenter.getByText(/회원님의 댓글이 신고 검토 후 숨김 처리되었습니다/)).toBeVisible();

  // The audit log on the hub shows what happened.
  await admin.goto('/admin');
  await expect(admin.getByText('신고 항목 숨김').first()).toBeVisible();
  await expect(admin.getByText('카테고리 수정').first()).toBeVisible();
  await expect(admin.getByText('사용자 비활성화').first()).toBeVisible();
  await shoot(admin, 'hub-activity');

  // The admin pages in English and Japanese.
  for (const language of languages.filter((code) => code !== defaultLanguage)) {
    const heading = translate(language, 'admin.permissions.title');
    await admin.evaluate((value) => localStorage.setItem('pintrip.language', value), language);
    await admin.goto('/admin/permissions');
    await expect(admin.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await admin.setViewportSize(desktop);
    await screenshot(admin, `admin-permissions-${language}-desktop`);
    await admin.goto('/admin/users');
    await admin.setViewportSize(phone);
    // The page, not its loading spinner.
    await expect(admin.getByTestId('user-row').first()).toBeVisible();
    await screenshot(admin, `admin-users-${language}-phone`);
  }

  // The deactivated user's My Page says why.
  await victim.goto('/mypage');
  await victim.setViewportSize(phone);
  await screenshot(victim, 'admin-deactivated-mypage-phone');
});
