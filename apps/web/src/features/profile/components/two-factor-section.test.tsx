import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, renderInApp, type Call } from '../../../../test/render';
import { makeMe } from '../../../../test/fixtures';
import { TwoFactorSection } from './two-factor-section';

const totpURI =
  'otpauth://totp/Pintrip:me%40pintrip.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Pintrip&digits=6&period=30';
const backupCodes = ['abcde-12345', 'fghij-67890'];

const byPath = (calls: Call[], path: string) => calls.filter((call) => call.path === path);

describe('My Page: 2단계 인증', () => {
  it('turns it on: password, QR code and setup key, a confirmed code, then the backup codes once', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup();
    const { calls } = renderInApp(<TwoFactorSection me={makeMe()} onChanged={onChanged} />, {
      '/api/auth/two-factor/enable': json({ totpURI, backupCodes }),
      '/api/auth/two-factor/verify-totp': json({ token: 't' }),
    });
    const section = await screen.findByTestId('two-factor-section');
    expect(within(section).getByRole('heading', { name: '2단계 인증' })).toBeInTheDocument();
    expect(within(section).getByTestId('two-factor-status')).toHaveTextContent('사용 안 함');

    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    await user.type(within(section).getByLabelText('비밀번호'), 'Travel123!');
    await user.click(within(section).getByRole('button', { name: '다음' }));
    expect(byPath(calls, '/api/auth/two-factor/enable')[0]?.body).toEqual({ password: 'Travel123!' });

    expect(await within(section).findByRole('img', { name: '인증 앱에 등록할 QR 코드' })).toBeInTheDocument();
    expect(within(section).getByTestId('two-factor-key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    // Not six digits: nothing is sent.
    await user.type(within(section).getByLabelText('인증 코드'), '12');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    expect(await within(section).findByTestId('two-factor-message')).toHaveTextContent(
      '6자리 숫자 코드를 입력해주세요.',
    );
    expect(byPath(calls, '/api/auth/two-factor/verify-totp')).toHaveLength(0);

    await user.clear(within(section).getByLabelText('인증 코드'));
    await user.type(within(section).getByLabelText('인증 코드'), '123 456');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    expect(await within(section).findByText('2단계 인증이 켜졌습니다.')).toBeInTheDocument();
    expect(byPath(calls, '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });
    expect(
      within(section)
        .getAllByTestId('two-factor-backup-code')
        .map((li) => li.textContent),
    ).toEqual(backupCodes);
    expect(onChanged).toHaveBeenCalled();

    await user.click(within(section).getByRole('button', { name: '저장했어요' }));
    expect(within(section).queryByTestId('two-factor-backup-code')).not.toBeInTheDocument();
  });

  it('says so when the password is wrong, and when the code is wrong', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderInApp(<TwoFactorSection me={makeMe()} onChanged={() => undefined} />, (call) => {
      if (call.path === '/api/auth/two-factor/enable') {
        attempts += 1;
        return attempts === 1
          ? { status: 400, body: { code: 'INVALID_PASSWORD', message: 'Invalid password' } }
          : json({ totpURI, backupCodes });
      }
      if (call.path === '/api/auth/two-factor/verify-totp') {
        return { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } };
      }
      return undefined;
    });
    const section = await screen.findByTestId('two-factor-section');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    await user.type(within(section).getByLabelText('비밀번호'), 'Wrong123!');
    await user.click(within(section).getByRole('button', { name: '다음' }));
    expect(await within(section).findByTestId('two-factor-message')).toHaveTextContent(
      '비밀번호가 올바르지 않습니다.',
    );
    await user.click(within(section).getByRole('button', { name: '다음' }));
    await user.type(await within(section).findByLabelText('인증 코드'), '000000');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    expect(await within(section).findByTestId('two-factor-message')).toHaveTextContent(
      '인증 코드가 올바르지 않습니다. 앱에 표시된 최신 코드를 입력해주세요.',
    );
  });

  it('turns it off with the password', async () => {
    const onChanged = vi.fn();
    const user = userEvent.setup();
    const { calls } = renderInApp(
      <TwoFactorSection me={makeMe({ two_factor_enabled: true })} onChanged={onChanged} />,
      { '/api/auth/two-factor/disable': json({ status: true }) },
    );
    const section = await screen.findByTestId('two-factor-section');
    expect(within(section).getByTestId('two-factor-status')).toHaveTextContent('사용 중');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 끄기' }));
    await user.type(within(section).getByLabelText('비밀번호'), 'Travel123!');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 끄기' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(byPath(calls, '/api/auth/two-factor/disable')[0]?.body).toEqual({ password: 'Travel123!' });
    expect(await screen.findByText('2단계 인증이 꺼졌습니다.')).toBeInTheDocument();
  });

  it('a refusal of the server in the contract shape still shows a message', async () => {
    const user = userEvent.setup();
    renderInApp(<TwoFactorSection me={makeMe()} onChanged={() => undefined} />, {
      '/api/auth/two-factor/enable': apiError(500, 'internal_error'),
    });
    const section = await screen.findByTestId('two-factor-section');
    await user.click(within(section).getByRole('button', { name: '2단계 인증 켜기' }));
    await user.type(within(section).getByLabelText('비밀번호'), 'Travel123!');
    await user.click(within(section).getByRole('button', { name: '다음' }));
    expect(await within(section).findByTestId('two-factor-message')).toHaveTextContent(
      '2단계 인증 설정에 실패했습니다. 다시 시도해주세요.',
    );
  });
});
