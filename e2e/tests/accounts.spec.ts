import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2ePassword, signUpAndSignIn, uniqueEmail, desktop } from '../support/accounts';
import { defaultLanguage, languages as codes, translate } from '../support/i18n';
import { screenshot, tourStops } from '../support/screenshot';

const avatarFixture = path.join(import.meta.dirname, '..', 'fixtures', 'avatar.jpg');

const dialog = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

test('sign up, log in, edit the profile with an avatar and log out, in Korean', async ({ page }) => {
  const email = uniqueEmail('kim');
  await page.setViewportSize(desktop);
  await page.goto('/');

  // Sign-up: every rule of spec 1 §5, then the 3-second success message, then the login dialog.
  await header(page).getByRole('button', { name: '회원가입' }).click();
  await expect(dialog(page).getByRole('heading', { name: '회원가입' })).toBeVisible();
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page).getByText('이메일을 입력해주세요.')).toBeVisible();

  await dialog(page).getByLabel('이메일').fill(email);
  await dialog(page).getByLabel('비밀번호', { exact: true }).fill('password');
  await dialog(page).getByLabel('비밀번호 확인').fill('different');
  await dialog(page).getByTestId('signup-submit').click();
  await expect(
    dialog(page).getByText('비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.'),
  ).toBeVisible();
  await expect(dialog(page).getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

  await dialog(page).getByLabel('비밀번호', { exact: true }).fill(e2ePassword);
  await dialog(page).getByLabel('비밀번호 확인').fill(e2ePassword);
  await dialog(page).getByTestId('signup-submit').click();
  await expect(dialog(page).getByTestId('signup-success')).toContainText('회원가입이 완료되었습니다!');
  const shownAt = Date.now();
  await expect(dialog(page).getByRole('heading', { name: '로그인' })).toBeVisible({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2500);

  // Login: blank fields, a wrong password, then the right one.
  await dialog(page).getByTestId('login-submit').click();
  await expect(dialog(page).getByTestId('login-error')).toHaveText('이메일과 비밀번호를 모두 입력해주세요.');
  await dialog(page).getByLabel('이메일').fill(`  ${email.toUpperCase()} `);
  await dialog(page).getByLabel('비밀번호').fill('Wrong123!');
  await dialog(page).getByTestId('login-submit').click();
  await expect(dialog(page).getByTestId('login-error')).toHaveText(
    '이메일 또는 비밀번호가 올바르지 않습니다.',
  );
  await dialog(page).getByLabel('비밀번호').fill(e2ePassword);
  await dialog(page).getByTestId('login-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  // The incomplete-profile flag blinks next to My Page.
  await expect(page.getByTestId('incomplete-profile-dot')).toBeVisible();

  // My Page: the notice lists what is missing.
  await header(page).getByTestId('mypage-link').click();
  await expect(page).toHaveURL(/\/mypage$/);
  const notice = page.getByTestId('incomplete-profile');
  await expect(notice).toContainText('프로필을 완성해주세요');
  await expect(notice).toContainText('닉네임, 휴대폰 번호, 선호 지역');
  await expect(page.getByText('아직 계획이 없습니다.')).toBeVisible();

  // Profile edit: a file that is not an image, then a real photo with a progress bar.
  await page.getByTestId('profile-edit').click();
  await expect(dialog(page).getByRole('heading', { name: '프로필 수정' })).toBeVisible();
  await expect(dialog(page).getByText('JPG, PNG 이미지 (최대 10MB)')).toBeVisible();
  const fileInput = dialog(page).getByTestId('avatar-input');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog(page).getByTestId('avatar-error')).toHaveText('이미지 파일만 업로드할 수 있습니다.');
  // A text file named like a photo passes the browser's check; the server reads the bytes and refuses.
  await fileInput.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a jpeg at all'),
  });
  await expect(dialog(page).getByTestId('avatar-error')).toHaveText('이미지 파일만 업로드할 수 있습니다.');

  await fileInput.setInputFiles(avatarFixture);
  await expect(dialog(page).getByTestId('avatar-error')).toBeHidden();
  await expect(dialog(page).getByRole('img', { name: '프로필 이미지' })).toHaveAttribute(
    'src',
    /^\/uploads\/avatars\/[0-9a-f]{32}-sm\.webp$/,
  );

  await dialog(page).getByLabel('닉네임').fill('제주 여행자');
  // Only digits and hyphens stay after the fixed +82.
  await dialog(page).getByLabel('휴대폰 번호').pressSequentially('010-12ab34-5678');
  await expect(dialog(page).getByLabel('휴대폰 번호')).toHaveValue('010-1234-5678');
  await dialog(page).getByLabel('선호 지역').fill('제주');
  await screenshot(page, 'profile-edit-filled-ko-desktop', { fullPage: false });
  await dialog(page).getByTestId('profile-save').click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByTestId('toast')).toContainText('프로필이 저장되었습니다.');

  await expect(page.getByTestId('profile-name')).toHaveText('제주 여행자');
  await expect(page.getByTestId('profile-phone')).toHaveText('010-1234-5678');
  await expect(page.getByTestId('profile-location')).toHaveText('제주');
  await expect(page.getByTestId('incomplete-profile')).toHaveCount(0);
  await expect(page.getByTestId('incomplete-profile-dot')).toHaveCount(0);
  const avatar = page.getByTestId('profile-card').getByRole('img', { name: '프로필 이미지' });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{32}-sm\.webp$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await screenshot(page, 'mypage-complete-ko-desktop');

  // Logout: back to the landing page, and the login dialog opens (spec 2 §2).
  await header(page).getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog(page).getByRole('heading', { name: '로그인' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('button', { name: '로그인' })).toBeVisible();
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/$/);
});

test('a login in one tab updates the others, and a logout in one logs out the others', async ({
  context,
}) => {
  const email = uniqueEmail('tabs');
  await context.request.post('/api/auth/sign-up/email', {
    data: { email, password: e2ePassword, name: 'tabs' },
  });
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/');
  await second.goto('/destinations');
  await expect(header(second).getByRole('button', { name: '로그인' })).toBeVisible();

  await header(first).getByRole('button', { name: '로그인' }).click();
  await dialog(first).getByLabel('이메일').fill(email);
  await dialog(first).getByLabel('비밀번호').fill(e2ePassword);
  await dialog(first).getByTestId('login-submit').click();
  await expect(header(first).getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(header(second).getByRole('button', { name: '로그아웃' })).toBeVisible();

  await header(second).getByRole('button', { name: '로그아웃' }).click();
  // The other tab notices at once and opens the login dialog over the signed-out header.
  await expect(dialog(first).getByRole('heading', { name: '로그인' })).toBeVisible();
  await first.keyboard.press('Escape');
  await expect(header(first).getByRole('button', { name: '로그인' })).toBeVisible();
});

test('the reset-password page checks the policy and explains a dead link', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN');
  await expect(
    page.getByText('링크가 만료되었거나 올바르지 않습니다. 재설정 링크를 다시 요청해주세요.'),
  ).toBeVisible();
  await page.getByRole('button', { name: '재설정 링크 다시 받기' }).click();
  await expect(dialog(page).getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
  await dialog(page).getByLabel('이메일').fill('someone@pintrip.test');
  await dialog(page).getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(dialog(page).getByTestId('forgot-sent')).toBeVisible();

  await page.goto('/reset-password?token=made-up-token');
  await page.getByLabel('새 비밀번호').fill('short');
  await page.getByLabel('비밀번호 확인').fill('other');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(
    page.getByText('비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.'),
  ).toBeVisible();
  await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();
  await page.getByLabel('새 비밀번호').fill('NewTrip456!');
  await page.getByLabel('비밀번호 확인').fill('NewTrip456!');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(
    page.getByText('링크가 만료되었거나 올바르지 않습니다. 재설정 링크를 다시 요청해주세요.'),
  ).toBeVisible();
});

const languages = codes.map((code) => ({
  code,
  login: translate(code, 'auth.login'),
  signup: translate(code, 'auth.signup'),
  mypage: translate(code, 'mypage.title'),
}));

for (const language of languages) {
  test(`screenshots of the login and sign-up dialogs and My Page in ${language.code}`, async ({ page }) => {
    await page.addInitScript((code) => localStorage.setItem('pintrip.language', code), language.code);
    // Korean at both sizes (in a full tour); English and Japanese on a phone.
    const stops = tourStops({
      languages: [language.code],
      devices: language.code === defaultLanguage ? ['phone', 'desktop'] : ['phone'],
    });
    for (const { device: size, viewport } of stops) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await header(page).getByRole('button', { name: language.login, exact: true }).click();
      await expect(dialog(page).getByRole('heading', { name: language.login })).toBeVisible();
      await expect(dialog(page).getByTestId('social-oidc')).toBeVisible();
      await dialog(page).getByTestId('login-submit').click();
      await expect(dialog(page).getByTestId('login-error')).toBeVisible();
      await screenshot(page, `login-${language.code}-${size}`, { fullPage: false });
      await dialog(page).getByTestId('go-signup').click();
      await expect(dialog(page).getByRole('heading', { name: language.signup })).toBeVisible();
      await screenshot(page, `signup-${language.code}-${size}`, { fullPage: false });
      await page.keyboard.press('Escape');
    }
    await signUpAndSignIn(page.request);
    for (const { device: size, viewport } of stops) {
      await page.setViewportSize(viewport);
      await page.goto('/mypage');
      await expect(page.getByRole('heading', { level: 1, name: language.mypage })).toBeVisible();
      await expect(page.getByTestId('incomplete-profile')).toBeVisible();
      await expect(page.getByTestId('profile-card').getByRole('img')).toHaveJSProperty('complete', true);
      await screenshot(page, `mypage-${language.code}-${size}`);
    }
    await page.getByTestId('profile-edit').click();
    await expect(dialog(page)).toBeVisible();
    await screenshot(page, `profile-edit-${language.code}-${stops.at(-1)!.device}`, {
      fullPage: false,
    });
  });
}
