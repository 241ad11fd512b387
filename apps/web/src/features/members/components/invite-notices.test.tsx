/** My Page's invite notices, on the shared notice list (components/ui/notice-list.tsx). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyInvite } from '@pintrip/shared';
import { makeMe } from '../../../../test/fixtures';
import { json, renderInApp, type Call } from '../../../../test/render';
import { InviteNotices } from './invite-notices';

const invite: MyInvite = {
  id: '33333333-3333-4333-8333-333333333333',
  role: 'editor',
  created_at: '2025-11-24T09:00:00+09:00',
  expires_at: '2025-12-01T09:00:00+09:00',
  itinerary: { id: '44444444-4444-4444-8444-444444444444', title: '부산 2박 3일' },
  owner: { id: 'owner-1', display_name: '민지', avatar_url: null },
};

describe('invite notices (My Page)', () => {
  it('a section labelled by its title lists each invite; accepting posts the answer and tells so', async () => {
    const user = userEvent.setup();
    const { calls } = renderInApp(<InviteNotices />, (call: Call) => {
      if (call.path === '/api/me') return json(makeMe());
      if (call.path === '/api/me/invites') return json({ items: [invite] });
      if (call.path === `/api/me/invites/${invite.id}/accept`)
        return json({ itinerary_id: invite.itinerary.id, role: 'editor' });
      return undefined;
    });
    const section = await screen.findByRole('region', { name: '여행 초대' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('민지님이 ‘부산 2박 3일’에');
    await user.click(within(item).getByRole('button', { name: '수락' }));
    expect(await screen.findByText('초대를 수락했어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/api/me/invites/${invite.id}/accept`)).toBe(
        true,
      ),
    );
  });

  it('renders nothing when no invite waits', async () => {
    const { calls } = renderInApp(<InviteNotices />, { '/api/me/invites': json({ items: [] }) });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me/invites')).toBe(true));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mypage-invites')).not.toBeInTheDocument();
  });
});
