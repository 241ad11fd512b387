import { expect, test, type Page } from '@playwright/test';
import { oidcEmail } from '../support/oidc-provider';
import { screenshot } from '../support/screenshot';

/**
 * Social sign-in against a real OpenID Connect provider that global-setup starts on loopback and
 * hands to the server as OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET.
 */
const issuer = () => {
  const value = process.env.E2E_OIDC_ISSUER;
  if (!value) throw new Error('E2E_OIDC_ISSUER is not set (global-setup starts the provider)');
  return value;
};

async function openProviderLogin(page: Page) {
  await page.goto('/destinations');
  await page.getByRole('banner').getByRole('button', { name: '로그인' }).click();
  const button = page.getByRole('dialog').getByTestId('social-oidc');
  await expect(button).toHaveText('OpenID로 로그인');
  await button.click();
  await page.waitForURL((url) => url.href.startsWith(issuer()));
  await expect(page.locator('input[name="login"]')).toBeVisible();
}

test('the app lists the provider only because it is configured', async ({ request }) => {
  const info = await (await request.get('/api/app-info')).json();
  expect(info.social_providers).toEqual(['oidc']);
});

test('signs in through the OpenID provider and comes back to the same page', async ({ page }) => {
  const login = `oidc-${Date.now().toString(36)}`;
  await openProviderLogin(page);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The provider asks for consent to share the email and profile.
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.waitForURL((url) => url.pathname === '/destinations' && !url.href.startsWith(issuer()));
  await expect(page.getByRole('banner').getByRole('button', { name: '로그아웃' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.email).toBe(oidcEmail(login));
  // A new account starts with an empty profile and the generated avatar.
  expect(me.avatar_url).toBe(`/api/avatars/${me.id}.svg`);
});

test('a sign-in cancelled at the provider says "로그인이 취소되었습니다."', async ({ page }) => {
  await openProviderLogin(page);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await page.waitForURL((url) => url.pathname === '/destinations' && !url.href.startsWith(issuer()));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '로그인' })).toBeVisible();
  await expect(dialog.getByTestId('login-notice')).toHaveText('로그인이 취소되었습니다.');
  // The message is said once: the address no longer carries it.
  await expect(page).toHaveURL(/\/destinations$/);
  await screenshot(page, 'login-social-cancelled-ko-desktop', { fullPage: false });
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
