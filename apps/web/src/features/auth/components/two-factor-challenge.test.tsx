import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderRoute, type Call, type Handler } from '../../../../test/render';
import { makeMe } from '../../../../test/fixtures';

/** A server whose account has two-factor sign-in on: the password step asks for the second one. */
function twoFactorServer(verify: Handler): Handler {
  let signedIn = false;
  return (call: Call) => {
    if (call.path === '/api/auth/sign-in/email')
      return json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    if (call.path.startsWith('/api/auth/two-factor/')) {
      const answer = verify(call);
      if (answer && 'status' in answer && answer.status === 200) signedIn = true;
      return answer;
    }
    if (call.path === '/api/me' && signedIn) return json(makeMe());
    return undefined;
  };
}

async function passwordStep() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '로그인' }));
  const dialog = await screen.findByRole('dialog', { name: '로그인' });
  await user.type(await within(dialog).findByLabelText('이메일'), 'me@pintrip.test');
  await user.type(within(dialog).getByLabelText('비밀번호'), 'Travel123!');
  await user.click(within(dialog).getByRole('button', { name: '이메일로 로그인' }));
  return { user, dialog };
}

describe('login dialog: the second step of two-factor sign-in', () => {
  it('asks for the 6-digit code after the password, then signs in and closes', async () => {
    const { calls } = renderRoute(
      '/',
      twoFactorServer((call) =>
        call.path === '/api/auth/two-factor/verify-totp' ? json({ token: 't' }) : undefined,
      ),
    );
    const { user, dialog } = await passwordStep();
    const code = await within(dialog).findByLabelText('인증 코드');
    expect(within(dialog).getByText('인증 앱에 표시된 6자리 코드를 입력해주세요.')).toBeInTheDocument();

    await user.type(code, '12a');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByTestId('two-factor-error')).toHaveTextContent(
      '6자리 숫자 코드를 입력해주세요.',
    );

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/auth/two-factor/verify-totp')?.body).toEqual({
      code: '654321',
    });
  });

  it('says a wrong code is wrong, and an expired step sends the user back to sign in', async () => {
    let answers = 0;
    renderRoute(
      '/',
      twoFactorServer(() => {
        answers += 1;
        return answers === 1
          ? { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } }
          : {
              status: 401,
              body: { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' },
            };
      }),
    );
    const { user, dialog } = await passwordStep();
    await user.type(await within(dialog).findByLabelText('인증 코드'), '000000');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByTestId('two-factor-error')).toHaveTextContent(
      '인증 코드가 올바르지 않습니다. 다시 확인해주세요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(
      await within(dialog).findByText('인증 시간이 지났습니다. 다시 로그인해주세요.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '다른 계정으로 로그인' }));
    expect(await within(dialog).findByRole('button', { name: '이메일로 로그인' })).toBeInTheDocument();
  });

  it('takes a backup code instead', async () => {
    const { calls } = renderRoute(
      '/',
      twoFactorServer((call) =>
        call.path === '/api/auth/two-factor/verify-backup-code' ? json({ token: 't' }) : undefined,
      ),
    );
    const { user, dialog } = await passwordStep();
    await user.click(await within(dialog).findByRole('button', { name: '백업 코드 사용하기' }));
    await user.type(within(dialog).getByLabelText('백업 코드'), ' abcde-12345 ');
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '로그인' })).not.toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/auth/two-factor/verify-backup-code')?.body).toEqual({
      code: 'abcde-12345',
    });
  });
});
