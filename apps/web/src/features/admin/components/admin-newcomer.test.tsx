/** Issue 20 items 17–20 on the admin screens: rights, categories, the audit log and report reasons. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminEntry, AuditEntry, CategoryUsage } from '@pintrip/shared';
import { adminMe, makeMe } from '../../../../test/fixtures';
import { apiError, json, renderRoute, type Call } from '../../../../test/render';
import i18n from '../../../i18n';

const rootMe = makeMe({ ...adminMe, is_super_admin: true });
const record = (email: string, overrides: Partial<AdminEntry> = {}): AdminEntry => ({
  user_id: email.charAt(0).repeat(32),
  email,
  is_admin: true,
  is_super_admin: false,
  created_at: '2025-02-01T00:00:00Z',
  ...overrides,
});

describe('rights page', () => {
  it('granting super admin asks first; removing both rights drops the row at once; one toast per action', async () => {
    const user = userEvent.setup();
    let admins = [record('staff@pintrip.test'), record('kim@pintrip.test')];
    const { calls } = renderRoute('/admin/permissions', (call) => {
      if (call.path === '/api/me') return json(rootMe);
      if (call.path === '/api/admin/admins' && call.method === 'GET') return json({ items: admins });
      if (call.method === 'PATCH') {
        const id = call.path.split('/').pop() as string;
        const body = call.body as { is_admin?: boolean; is_super_admin?: boolean };
        const entry = admins.find((a) => a.user_id === id) as AdminEntry;
        const isSuper = body.is_super_admin ?? entry.is_super_admin;
        const rights = {
          user_id: id,
          is_admin: isSuper || (body.is_admin ?? entry.is_admin),
          is_super_admin: isSuper,
        };
        admins = rights.is_admin
          ? admins.map((a) => (a.user_id === id ? { ...a, ...rights } : a))
          : admins.filter((a) => a.user_id !== id);
        return json(rights);
      }
      return undefined;
    });
    const superSwitch = await screen.findByRole('switch', { name: 'staff@pintrip.test의 최고 관리자 권한' });
    await user.click(superSwitch);
    const confirm = await screen.findByRole('alertdialog', { name: '최고 관리자 권한을 부여할까요?' });
    expect(within(confirm).getByText(/staff@pintrip.test은\(는\) 사용자를 삭제하고/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    // Cancelling sends nothing.
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await user.click(superSwitch);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '최고 관리자로 지정' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'staff@pintrip.test의 최고 관리자 권한' })).toBeChecked(),
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ is_super_admin: true }]);

    // Removing kim's only right: the row leaves "현재 관리자" at once, with one toast.
    await user.click(screen.getByRole('switch', { name: 'kim@pintrip.test의 사이트 관리자 권한' }));
    await waitFor(() => expect(screen.queryByText('kim@pintrip.test')).not.toBeInTheDocument());
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('kim@pintrip.test의 관리자 권한을 모두 해제했습니다.');
    expect(screen.getAllByTestId('admin-row')).toHaveLength(1);
  });

  it('quick successive changes leave one toast, the latest', async () => {
    const user = userEvent.setup();
    const admins = [record('staff@pintrip.test'), record('lee@pintrip.test')];
    renderRoute('/admin/permissions', (call) => {
      if (call.path === '/api/me') return json(rootMe);
      if (call.path === '/api/admin/admins' && call.method === 'GET') return json({ items: admins });
      if (call.method === 'PATCH') return apiError(403, 'super_admin_required');
      return undefined;
    });
    for (const email of ['staff@pintrip.test', 'lee@pintrip.test', 'staff@pintrip.test']) {
      await user.click(await screen.findByRole('switch', { name: `${email}의 사이트 관리자 권한` }));
      await screen.findByText('최고 관리자만 할 수 있는 작업입니다.');
    }
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});

describe('categories page', () => {
  const category = (name: string, count: number, id: string): CategoryUsage => ({
    id,
    name,
    name_en: null,
    name_ja: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    destination_count: count,
  });
  const nature = category('자연', 3, '11111111-1111-4111-8111-111111111111');
  const food = category('맛집', 0, '22222222-2222-4222-8222-222222222222');

  it('a category in use is refused before the confirmation, with how many destinations use it', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/admin/categories', (call) => {
      if (call.path === '/api/me') return json(adminMe);
      if (call.path === '/api/admin/categories') return json({ items: [food, nature] });
      return undefined;
    });
    const row = (await screen.findAllByTestId('category-row')).find((r) => within(r).queryByText('자연'));
    expect(within(row as HTMLElement).getByTestId('category-usage')).toHaveTextContent('3');
    await user.click(within(row as HTMLElement).getByRole('button', { name: '삭제' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "'자연' 카테고리는 여행지 3곳이 사용 중이라 삭제할 수 없습니다.",
    );
    expect(calls.some((c: Call) => c.method === 'DELETE')).toBe(false);
    // An unused one is asked about.
    const unused = screen.getAllByTestId('category-row').find((r) => within(r).queryByText('맛집'));
    await user.click(within(unused as HTMLElement).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alertdialog', { name: '카테고리 삭제' })).toBeInTheDocument();
  });

  it('a duplicate-name error goes away after a successful rename; every name field has a real label', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderRoute('/admin/categories', (call) => {
      if (call.path === '/api/me') return json(adminMe);
      if (call.path === '/api/admin/categories') return json({ items: [food, nature] });
      if (call.method === 'PATCH') {
        attempts += 1;
        return attempts === 1 ? apiError(409, 'category_exists') : json({ ...food, name: '먹거리' });
      }
      if (call.method === 'POST') return apiError(409, 'category_exists');
      return undefined;
    });
    // The add form's names are labelled by <label> elements, the Korean one marked as Korean.
    const korean = await screen.findByLabelText('이름');
    expect(korean.tagName).toBe('INPUT');
    expect(korean).toHaveAttribute('lang', 'ko');
    expect(document.querySelector(`label[for="${korean.id}"]`)).toHaveTextContent('이름');
    expect(screen.getByLabelText('영어 이름').tagName).toBe('INPUT');

    // A duplicate in the add form, then one in the edit row.
    await user.type(korean, '자연');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText('이미 같은 이름의 카테고리가 있습니다.')).toBeInTheDocument();
    const row = screen.getAllByTestId('category-row').find((r) => within(r).queryByText('맛집'));
    await user.click(within(row as HTMLElement).getByRole('button', { name: '수정' }));
    const editing = screen
      .getAllByTestId('category-row')
      .find((r) => within(r).queryByRole('button', { name: '저장' })) as HTMLElement;
    const name = within(editing).getByLabelText('이름');
    await user.clear(name);
    await user.type(name, '자연');
    await user.click(within(editing).getByRole('button', { name: '저장' }));
    expect(await within(editing).findByText('이미 같은 이름의 카테고리가 있습니다.')).toBeInTheDocument();
    // Typing again clears the edit row's error; a successful rename leaves no error anywhere.
    await user.clear(name);
    expect(within(editing).queryByText('이미 같은 이름의 카테고리가 있습니다.')).not.toBeInTheDocument();
    await user.type(name, '먹거리');
    await user.click(within(editing).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('카테고리를 수정했습니다.')).toBeInTheDocument();
    expect(screen.queryByText('이미 같은 이름의 카테고리가 있습니다.')).not.toBeInTheDocument();
  });
});

describe('audit page', () => {
  const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    actor_id: 'a'.repeat(32),
    actor_email: 'admin@pintrip.test',
    action: 'category.create',
    target_type: 'category',
    target_id: `t${n}`,
    target_label: `카테고리 ${n}`,
    before: null,
    after: { name: `카테고리 ${n}` },
    created_at: '2025-03-01T09:00:00Z',
    ...overrides,
  });

  it('shows which right changed from what to what, filters by action and actor, and pages with the cursor', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/admin/audit', (call) => {
      if (call.path === '/api/me') return json(adminMe);
      if (call.path === '/api/admin/admins') return json({ items: [record('root@pintrip.test')] });
      if (call.path !== '/api/admin/audit') return undefined;
      if (call.search.get('cursor') === 'next')
        return json({ items: [entry(3, { target_label: '두 번째 쪽' })], next_cursor: null });
      if (call.search.get('action') === 'category.update') {
        return json({
          items: [
            entry(4, {
              action: 'category.update',
              target_label: '새이름',
              before: { id: 'c', name: '옛이름', name_en: null },
              after: { id: 'c', name: '새이름', name_en: 'New' },
            }),
          ],
          next_cursor: null,
        });
      }
      return json({
        items: [
          entry(1, {
            action: 'admin.update',
            target_type: 'user',
            target_label: 'kim@pintrip.test',
            before: { is_admin: true, is_super_admin: false },
            after: { is_admin: true, is_super_admin: true },
          }),
          entry(2, { action: 'report.hide', before: { reason: '광고', reason_code: 'spam', hidden: false } }),
        ],
        next_cursor: 'next',
      });
    });
    const entries = await screen.findAllByTestId('audit-entry');
    expect(within(entries[0] as HTMLElement).getByText('권한 변경')).toBeInTheDocument();
    expect(within(entries[0] as HTMLElement).getByTestId('audit-detail')).toHaveTextContent(
      '최고 관리자: 꺼짐 → 켜짐',
    );
    expect(within(entries[0] as HTMLElement).getByTestId('audit-detail')).not.toHaveTextContent(
      '사이트 관리자',
    );
    expect(within(entries[1] as HTMLElement).getByTestId('audit-detail')).toHaveTextContent(
      '신고 사유: 스팸 · 광고',
    );

    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('두 번째 쪽')).toBeInTheDocument();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.search.get('cursor') === 'next')?.search.get('limit')).toBe('20');

    await user.selectOptions(screen.getByLabelText('작업'), '카테고리 수정');
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(1));
    const row = screen.getByTestId('audit-entry');
    expect(within(row).getByTestId('audit-detail')).toHaveTextContent('이름: 옛이름 → 새이름');
    expect(within(row).getByTestId('audit-detail')).toHaveTextContent('영어 이름: 없음 → New');
    // Typed names are user content (any language may show them); the app's own words are not.
    expect(within(row).getByText('옛이름')).toHaveAttribute('data-user-content');
    expect(within(row).getByText('없음')).not.toHaveAttribute('data-user-content');

    // Clicking an actor narrows to them; the query carries both filters.
    await user.click(within(row).getByRole('button', { name: 'admin@pintrip.test 관리자의 기록만 보기' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/admin/audit' &&
            c.search.get('action') === 'category.update' &&
            c.search.get('actor') === 'admin@pintrip.test',
        ),
      ).toBe(true),
    );
    expect(screen.getByLabelText('관리자 이메일')).toHaveValue('admin@pintrip.test');
  });
});

describe('reports page', () => {
  it("shows the preset reason in the viewer's language beside the reporter's words", async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    try {
      renderRoute('/admin/reports', (call) => {
        if (call.path === '/api/me') return json(adminMe);
        if (call.path === '/api/admin/reports') {
          return json({
            items: [
              {
                id: '33333333-3333-4333-8333-333333333333',
                target_type: 'comment',
                target_id: '44444444-4444-4444-8444-444444444444',
                reason: '광고 링크',
                reason_code: 'spam',
                status: 'open',
                created_at: '2025-03-01T09:00:00Z',
                reporter: { id: 'r'.repeat(32), email: 'reader@pintrip.test' },
                target_excerpt: '싸게 팝니다',
                target_author_id: 'x'.repeat(32),
                target_destination_id: '55555555-5555-4555-8555-555555555555',
              },
            ],
            next_cursor: null,
          });
        }
        return undefined;
      });
      const reason = await screen.findByTestId('report-reason');
      expect(reason).toHaveTextContent('Spam');
      expect(reason).toHaveTextContent('광고 링크');
    } finally {
      await act(async () => {
        await i18n.changeLanguage('ko');
      });
    }
  });
});
