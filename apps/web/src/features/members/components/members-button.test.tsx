/** The members dialog starts afresh at each opening (it stays mounted after the first: lazyDialog). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InviteCreated, MemberList } from '@pintrip/shared';
import { makeMe } from '../../../../test/fixtures';
import { json, renderInApp, type Call } from '../../../../test/render';
import { MembersButton } from './members-button';

const owner = makeMe({ id: 'owner-1' });
const trip = {
  id: '55555555-5555-4555-8555-555555555555',
  user_id: owner.id,
  my_role: 'owner' as const,
  member_count: 0,
};
const members: MemberList = {
  owner: { id: owner.id, display_name: '민지', avatar_url: null },
  items: [],
  my_role: 'owner',
};
const created: InviteCreated = {
  id: '66666666-6666-4666-8666-666666666666',
  kind: 'link',
  role: 'viewer',
  created_at: '2025-11-24T09:00:00+09:00',
  expires_at: '2025-12-24T09:00:00+09:00',
  invitee: null,
  token: 'a'.repeat(43),
  url: `https://pintrip.example/invites/${'a'.repeat(43)}`,
};

describe('members dialog', () => {
  it('closed and opened again, it shows no link made before and the invite choices are back to their defaults', async () => {
    const user = userEvent.setup();
    renderInApp(<MembersButton itinerary={trip} />, (call: Call) => {
      if (call.path === '/api/me') return json(owner);
      if (call.path === `/api/itineraries/${trip.id}/members`) return json(members);
      if (call.path === `/api/itineraries/${trip.id}/invites`)
        return call.method === 'POST' ? json(created, 201) : json({ items: [] });
      return undefined;
    });
    const open = async () => {
      await user.click(await screen.findByTestId('members-button'));
      return screen.findByRole('dialog', { name: '함께 여행할 사람' });
    };

    let dialog = await open();
    await within(dialog).findByText('민지');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '권한' }), 'viewer');
    await user.selectOptions(within(dialog).getByTestId('members-link-expiry'), '30');
    await user.click(within(dialog).getByTestId('members-create-link'));
    expect(await within(dialog).findByTestId('members-link-url')).toHaveValue(created.url);

    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await open();
    await within(dialog).findByText('민지');
    expect(within(dialog).queryByTestId('members-created-link')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '권한' })).toHaveValue('editor');
    expect(within(dialog).getByTestId('members-link-expiry')).toHaveValue('7');
  });
});
