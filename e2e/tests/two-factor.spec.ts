import { expect, test, type Locator, type Page } from '@playwright/test';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { e2ePassword, signUpAndSignIn, uniqueEmail, desktop } from '../support/accounts';
import { screenshotEachSize } from '../support/screenshot';

const dialog = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

/** What an authenticator app shows now for the setup key (the same OTP library better-auth uses). */
const totpOf = (setupKey: string) => createOTP(base32.decode(setupKey.replace(/\s/g, ''))).totp();

/** The viewport on a phone and a desktop, with `part` (when given) just below the sticky header. */
async function shoot(page: Page, name: string, part?: Locator) {
  await screenshotEachSize(page, `two-factor-${name}`, {
    fullPage: false,
    before: async () => {
      await part?.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 120));
    },
  });
}

test('turn on two-step verification on My Page, sign out, sign in with a code from the app', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('totp');
  await signUpAndSignIn(page.request, email);
  await page.setViewportSize(desktop);
  await page.goto('/mypage');

  const section = page.getByTestId('two-factor-section');
  await expect(section.getByRole('heading', { name: '2단계 인증' })).toBeVisible();
  await expect(section.getByTestId('two-factor-status')).toHaveText('사용 안 함');
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await section.getByLabel('비밀번호').fill(e2ePassword);
  await section.getByRole('button', { name: '다음' }).click();

  await expect(section.getByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeVisible();
  const setupKey = (await section.getByTestId('two-factor-key').textContent()) ?? '';
  expect(setupKey.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32,}$/);
  await shoot(page, 'setup', section);

  await section.getByLabel('인증 코드').fill(await totpOf(setupKey));
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(section.getByText('2단계 인증이 켜졌습니다.')).toBeVisible();
  const codes = await section.getByTestId('two-factor-backup-code').allTextContents();
  expect(codes).toHaveLength(10);
  await shoot(page, 'backup-codes', section);
  await section.getByRole('button', { name: '저장했어요' }).click();
  await expect(section.getByTestId('two-factor-status')).toHaveText('사용 중');

  // Sign out, then in again: the password alone is not enough.
  await page.setViewportSize(desktop);
  await header(page).getByRole('button', { name: '로그아웃' }).click();
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/');
  await header(page).getByRole('button', { name: '로그인' }).click();
  await dialog(page).getByLabel('이메일').fill(email);
  await dialog(page).getByLabel('비밀번호').fill(e2ePassword);
  await dialog(page).getByTestId('login-submit').click();
  await expect(dialog(page).getByText('인증 앱에 표시된 6자리 코드를 입력해주세요.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  await dialog(page).getByLabel('인증 코드').fill('000000');
  await dialog(page).getByTestId('two-factor-submit').click();
  await expect(dialog(page).getByTestId('two-factor-error')).toHaveText(
    '인증 코드가 올바르지 않습니다. 다시 확인해주세요.',
  );
  await dialog(page).getByLabel('인증 코드').fill('');
  await shoot(page, 'sign-in-code');

  await page.setViewportSize(desktop);
  await dialog(page)
    .getByLabel('인증 코드')
    .fill(await totpOf(setupKey));
  await dialog(page).getByTestId('two-factor-submit').click();
  await expect(dialog(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: '로그아웃' })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as {
    email: string;
    two_factor_enabled: boolean;
  };
  expect(me).toMatchObject({ email, two_factor_enabled: true });
});
