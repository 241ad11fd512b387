import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMe } from '../../../../test/fixtures';
import { apiError, renderRoute as renderAdmin, type Call } from '../../../../test/render';

const superRecord = {
  user_id: 's'.repeat(32),
  email: 'root@pintrip.test',
  is_admin: true,
  is_super_admin: true,
  created_at: '2025-01-01T00:00:00Z',
};
const staffRecord = {
  user_id: 'b'.repeat(32),
  email: 'staff@pintrip.test',
  is_admin: true,
  is_super_admin: false,
  created_at: '2025-02-01T00:00:00Z',
};

describe('admin area', () => {
  it('shows a signed-in user who is not an admin the 403 screen, and never loads admin data', async () => {
    const { calls } = renderAdmin('/admin/users', (call) =>
      call.path === '/api/me' ? { status: 200, body: { ...adminMe, is_admin: false } } : undefined,
    );
    expect(await screen.findByRole('heading', { name: '관리자 권한이 필요합니다.' })).toBeInTheDocument();
    expect(calls.some((c: Call) => c.path.startsWith('/api/admin'))).toBe(false);
  });

  it('asks a visitor to sign in', async () => {
    renderAdmin('/admin', (call) => (call.path === '/api/me' ? apiError(401, 'unauthorized') : undefined));
    expect(await screen.findByRole('heading', { name: '로그인이 필요합니다.' })).toBeInTheDocument();
  });

  it('permissions: the super admin row explains its disabled admin toggle; an admin cannot grant super admin', async () => {
    renderAdmin('/admin/permissions', (call) => {
      if (call.path === '/api/me') return { status: 200, body: adminMe };
      if (call.path === '/api/admin/admins')
        return { status: 200, body: { items: [staffRecord, superRecord] } };
      return undefined;
    });
    const rows = await screen.findAllByTestId('admin-row');
    const superRow = rows.find((row) => within(row).queryByText('root@pintrip.test')) as HTMLElement;
    expect(within(superRow).getByText('최고 관리자는 기본적으로 관리자입니다')).toBeInTheDocument();
    expect(
      within(superRow).getByRole('switch', { name: 'root@pintrip.test의 사이트 관리자 권한' }),
    ).toBeDisabled();
    const staffRow = rows.find((row) => within(row).queryByText('staff@pintrip.test')) as HTMLElement;
    expect(
      within(staffRow).getByRole('switch', { name: 'staff@pintrip.test의 사이트 관리자 권한' }),
    ).toBeEnabled();
    expect(
      within(staffRow).getByRole('switch', { name: 'staff@pintrip.test의 최고 관리자 권한' }),
    ).toBeDisabled();
  });

  it('permissions: Enter searches; blank is refused; adding shows the server refusal by its code', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin('/admin/permissions', (call) => {
      if (call.path === '/api/me') return { status: 200, body: adminMe };
      if (call.path === '/api/admin/admins' && call.method === 'GET')
        return { status: 200, body: { items: [] } };
      if (call.path === '/api/admin/user-search') {
        return {
          status: 200,
          body: {
            items: [{ id: 'c'.repeat(32), email: 'kim@pintrip.test', created_at: '2025-03-01T00:00:00Z' }],
          },
        };
      }
      if (call.path === '/api/admin/admins' && call.method === 'POST') return apiError(409, 'conflict');
      return undefined;
    });
    const box = await screen.findByRole('searchbox', { name: '사용자 이메일 검색' });
    await user.type(box, '   {Enter}');
    expect(await screen.findByText('검색할 이메일을 입력해주세요.')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'kim{Enter}');
    await user.click(await screen.findByRole('button', { name: '관리자 추가' }));
    expect(await screen.findByText('이미 관리자인 사용자입니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ user_id: 'c'.repeat(32) });
    expect(calls.find((c) => c.path === '/api/admin/user-search')?.search.get('email')).toBe('kim');
  });

  it('categories: a duplicate and a category in use get their messages; a load failure its own', async () => {
    const user = userEvent.setup();
    const category = {
      id: '11111111-1111-4111-8111-111111111111',
      name: '자연',
      name_en: 'Nature',
      name_ja: null,
      created_at: '2025-01-01T00:00:00Z',
      updated_at: '2025-01-01T00:00:00Z',
      // Unused when the page loaded: a destination took it before the deletion (the server refuses).
      destination_count: 0,
    };
    renderAdmin('/admin/categories', (call) => {
      if (call.path === '/api/me') return { status: 200, body: adminMe };
      if (call.path === '/api/admin/categories' && call.method === 'GET')
        return { status: 200, body: { items: [category] } };
      if (call.path === '/api/categories' && call.method === 'POST') return apiError(409, 'category_exists');
      if (call.method === 'DELETE') return apiError(409, 'category_in_use');
      return undefined;
    });
    expect(await screen.findByText('Nature')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText('카테고리 이름을 입력해주세요.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '이름' }), ' 자연 ');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText('이미 같은 이름의 카테고리가 있습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(
        screen.getByText('이 카테고리를 사용하는 여행지가 있어 삭제할 수 없습니다.'),
      ).toBeInTheDocument(),
    );
  });

  it('users: the list failure shows the spec message', async () => {
    renderAdmin('/admin/users', (call) => {
      if (call.path === '/api/me') return { status: 200, body: adminMe };
      if (call.path === '/api/admin/users') return apiError(500, 'internal_error');
      return undefined;
    });
    expect(await screen.findByText('사용자 목록을 불러오는데 실패했습니다.')).toBeInTheDocument();
  });
});
