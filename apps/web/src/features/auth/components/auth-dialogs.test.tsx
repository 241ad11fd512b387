import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../test/render';

const appInfo = (providers: string[], requireEmailVerification = false) => ({
  '/api/app-info': {
    status: 200,
    body: {
      contact_email: 'hello@pintrip.kr',
      map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      social_providers: providers,
      require_email_verification: requireEmailVerification,
    },
  },
});

async function openLogin() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '로그인' }));
  const dialog = await screen.findByRole('dialog', { name: '로그인' });
  // The form is a lazy chunk: wait until it is in the dialog.
  await within(dialog).findByRole('button', { name: '이메일로 로그인' });
  return { user, dialog };
}

describe('login dialog', () => {
  it('asks for both fields before calling the server', async () => {
    renderRoute('/', appInfo([]));
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('이메일'), 'kim@pintrip.test');
    await user.click(within(dialog).getByRole('button', { name: '이메일로 로그인' }));
    expect(await within(dialog).findByText('이메일과 비밀번호를 모두 입력해주세요.')).toBeInTheDocument();
  });

  it.each([
    [403, 'EMAIL_NOT_VERIFIED', '이메일 인증이 필요합니다. 이메일을 확인해주세요.'],
    [401, 'INVALID_EMAIL_OR_PASSWORD', '이메일 또는 비밀번호가 올바르지 않습니다.'],
    [400, 'SOMETHING_ELSE', '로그인에 실패했습니다. 다시 시도해주세요.'],
    [500, 'INTERNAL', '로그인 처리 중 오류가 발생했습니다.'],
  ])('shows the message of spec 1 §8 for a %s %s answer', async (status, code, message) => {
    renderRoute('/', {
      ...appInfo([]),
      '/api/auth/sign-in/email': { status, body: { code, message: 'from the server' } },
    });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('이메일'), 'kim@pintrip.test');
    await user.type(within(dialog).getByLabelText('비밀번호'), 'Travel123!');
    await user.click(within(dialog).getByRole('button', { name: '이메일로 로그인' }));
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(message);
  });

  it('shows a button for each configured social provider only', async () => {
    renderRoute('/', appInfo(['google', 'naver']));
    const { dialog } = await openLogin();
    expect(within(dialog).getByRole('button', { name: 'Google로 로그인' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '네이버로 로그인' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '카카오로 로그인' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'OpenID로 로그인' })).not.toBeInTheDocument();
  });

  it('opens with "로그인이 취소되었습니다." when the provider reports access_denied, once', async () => {
    const { router } = renderRoute(
      '/destinations?social_login=failed&error=access_denied',
      appInfo(['oidc']),
    );
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(await within(dialog).findByTestId('login-notice')).toHaveTextContent('로그인이 취소되었습니다.');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/destinations');
  });

  it('says that any other social failure failed', async () => {
    renderRoute('/?social_login=failed&error=state_not_found', appInfo(['oidc']));
    const dialog = await screen.findByRole('dialog', { name: '로그인' });
    expect(await within(dialog).findByTestId('login-notice')).toHaveTextContent(
      '소셜 로그인에 실패했습니다. 다시 시도해주세요.',
    );
  });
});

describe('sign-up dialog', () => {
  it('checks the policy and the confirmation, then shows success for 3 seconds and opens login', async () => {
    renderRoute('/', {
      ...appInfo([], true),
      '/api/auth/sign-up/email': { status: 200, body: { token: null, user: { id: 'u1' } } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '회원가입' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입' });
    await user.type(await within(dialog).findByLabelText('이메일'), 'new@pintrip.test');
    await user.type(within(dialog).getByLabelText('비밀번호'), 'abcdefgh');
    await user.type(within(dialog).getByLabelText('비밀번호 확인'), 'abcdefgx');
    await user.click(within(dialog).getByRole('button', { name: '회원가입' }));
    expect(
      await within(dialog).findByText('비밀번호는 8자 이상이며, 영문, 숫자, 특수문자를 포함해야 합니다.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('비밀번호'));
    await user.type(within(dialog).getByLabelText('비밀번호'), 'Travel123!');
    await user.clear(within(dialog).getByLabelText('비밀번호 확인'));
    await user.type(within(dialog).getByLabelText('비밀번호 확인'), 'Travel123!');
    await user.click(within(dialog).getByRole('button', { name: '회원가입' }));
    const success = await within(dialog).findByTestId('signup-success');
    expect(success).toHaveTextContent('회원가입이 완료되었습니다!');
    expect(success).toHaveTextContent('이메일로 보낸 인증 링크');
    const started = Date.now();
    await screen.findByRole('dialog', { name: '로그인' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(2500);
  });

  it('shows the sign-up failure message', async () => {
    renderRoute('/', {
      ...appInfo([]),
      '/api/auth/sign-up/email': { status: 400, body: { code: 'FAILED_TO_CREATE_USER', message: 'no' } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '회원가입' }));
    const dialog = await screen.findByRole('dialog', { name: '회원가입' });
    await user.type(await within(dialog).findByLabelText('이메일'), 'new@pintrip.test');
    await user.type(within(dialog).getByLabelText('비밀번호'), 'Travel123!');
    await user.type(within(dialog).getByLabelText('비밀번호 확인'), 'Travel123!');
    await user.click(within(dialog).getByRole('button', { name: '회원가입' }));
    expect(await within(dialog).findByTestId('signup-error')).toHaveTextContent(
      '회원가입에 실패했습니다. 다시 시도해주세요.',
    );
  });
});
