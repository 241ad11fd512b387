/** Issue 20 item 12 on the admin users page: a phone reads as Koreans write it, not "+82 010-…". */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@pintrip/shared';
import { adminMe } from '../../../../test/fixtures';
import { json, renderRoute } from '../../../../test/render';

const member: AdminUser = {
  id: 'm'.repeat(32),
  email: 'member@pintrip.test',
  name: '김회원',
  created_at: '2025-02-01T00:00:00Z',
  last_login: null,
  is_active: true,
  is_admin: false,
  is_super_admin: false,
  profile: { full_name: '김회원', phone: '+82 010-1234-5678', location: null },
};

describe('users page', () => {
  it('shows a Korean phone in the national format', async () => {
    renderRoute('/admin/users', (call) => {
      if (call.path === '/api/me') return json(adminMe);
      if (call.path === '/api/admin/users') return json({ items: [member], next_cursor: null });
      return undefined;
    });
    expect((await screen.findAllByText('010-1234-5678')).length).toBeGreaterThan(0);
    expect(screen.queryByText('+82 010-1234-5678')).toBeNull();
  });
});
