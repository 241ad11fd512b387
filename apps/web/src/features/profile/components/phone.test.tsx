import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { makeMe } from '../../../../test/fixtures';
import { json, renderRoute } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const me = makeMe({
  profile: {
    full_name: '나',
    phone: '+82 010-1234-5678',
    phone_e164: '+821012345678',
    location: '서울',
    avatar_url: null,
  },
});

function renderMyPage() {
  return renderRoute('/mypage', (call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/me/profile' && call.method === 'PATCH') {
      return json({ ...me.profile, phone: '+82 010-9876-5432', phone_e164: '+821098765432' });
    }
    if (call.method === 'GET' && call.path !== '/api/me') return json({ items: [], next_cursor: null });
    return undefined;
  });
}

describe('phone numbers (issue 20 item 12)', () => {
  it('shows the Korean national format in Korean, never "+82 010-…"', async () => {
    renderMyPage();
    const phone = await screen.findByTestId('profile-phone');
    expect(phone).toHaveTextContent('010-1234-5678');
    expect(phone).not.toHaveTextContent('+82');
  });

  it('shows the international format in English', async () => {
    await i18n.changeLanguage('en');
    renderMyPage();
    expect(await screen.findByTestId('profile-phone')).toHaveTextContent('+82 10 1234 5678');
  });

  it('sends "+82 010-…" however the number was typed', async () => {
    const { calls } = renderMyPage();
    await userEvent.click(await screen.findByTestId('profile-edit'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/휴대폰|전화/);
    await userEvent.clear(input);
    await userEvent.type(input, '1098765432');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = calls.find((c) => c.method === 'PATCH')!.body as { phone: string };
    expect(body.phone).toBe('+82 010-9876-5432');
  });
});
