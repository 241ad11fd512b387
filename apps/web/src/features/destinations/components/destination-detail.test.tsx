import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe, makeDestination, makeMe, page } from '../../../../test/fixtures';
import { renderRoute, apiError, deferred, json } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const destination = makeDestination({
  id: 'd-1',
  title: '성산일출봉',
  user_id: 'author-1',
  likes_count: 3,
  is_liked: false,
  comments_count: 5,
  location: '제주 서귀포시 성산읍',
});

describe('like toggle', () => {
  it('shows the like at once, then rolls back and says so when the server fails', async () => {
    const answer = deferred();
    renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/destinations/d-1') return json(destination);
      if (call.path === '/api/destinations/d-1/like' && call.method === 'POST') return answer.promise;
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    const like = await within(dialog).findByRole('button', { name: /좋아요/ });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃', hidden: true }).length).toBeGreaterThan(0),
    );
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(like).getByTestId('like-count')).toHaveTextContent('3');

    await userEvent.click(like);
    // Before the server answers.
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(like).getByTestId('like-count')).toHaveTextContent('4');

    answer.resolve(apiError(500, 'internal_error'));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(within(like).getByTestId('like-count')).toHaveTextContent('3');
    expect(await screen.findByText('좋아요 처리에 실패했습니다. 다시 시도해주세요.')).toBeInTheDocument();
  });

  it('settles on the count the server gives, in the dialog and the list underneath', async () => {
    renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/destinations' && call.method === 'GET') return json(page([destination]));
      if (call.path === '/api/destinations/d-1') return json(destination);
      if (call.path === '/api/destinations/d-1/like') return json({ is_liked: true, likes_count: 10 });
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃', hidden: true }).length).toBeGreaterThan(0),
    );
    const like = within(dialog).getByRole('button', { name: /좋아요/ });
    await userEvent.click(like);
    await waitFor(() => expect(within(like).getByTestId('like-count')).toHaveTextContent('10'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByTestId('destination-card');
    expect(within(card).getByText('좋아요 10개')).toBeInTheDocument();
  });
});

describe('a visitor', () => {
  it('is asked to log in when pressing like, and nothing is sent', async () => {
    const { calls } = renderRoute('/destinations/d-1', (call) =>
      call.path === '/api/destinations/d-1' ? json(destination) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await userEvent.click(within(dialog).getByRole('button', { name: /좋아요/ }));
    expect(await screen.findByText('좋아요를 누르려면 로그인이 필요합니다.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/like'))).toBe(false);
  });

  it('is asked to log in when bookmarking from a card', async () => {
    renderRoute('/destinations', (call) =>
      call.path === '/api/destinations' ? json(page([destination])) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: '성산일출봉 북마크하기' }));
    expect(await screen.findByText('북마크하려면 로그인이 필요합니다.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  });

  it('sees no edit or delete', async () => {
    renderRoute('/destinations/d-1', (call) =>
      call.path === '/api/destinations/d-1' ? json(destination) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    expect(within(dialog).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });
});

describe('destination detail', () => {
  it('shows the fields, a maps link and the share menu', async () => {
    renderRoute('/destinations/d-1', (call) =>
      call.path === '/api/destinations/d-1' ? json(destination) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    expect(within(dialog).getByText('여행자')).toBeInTheDocument();
    expect(within(dialog).getByText('2025년 3월 1일')).toBeInTheDocument();
    expect(within(dialog).getByText('10,000원 ~ 50,000원')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '댓글 5개' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '지도에서 보기' })).toHaveAttribute(
      'href',
      `https://map.kakao.com/?q=${encodeURIComponent('제주 서귀포시 성산읍')}`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '공유' }));
    expect(await screen.findByRole('menuitem', { name: '링크 복사' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'X (트위터)' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://x.com/intent/post?url='),
    );
    expect(screen.getByRole('menuitem', { name: '페이스북' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.facebook.com/sharer/sharer.php?u='),
    );
  });

  it('says "not found" for a missing destination', async () => {
    renderRoute('/destinations/nope', (call) =>
      call.path === '/api/destinations/nope' ? apiError(404, 'not_found') : undefined,
    );
    expect(await screen.findByText('게시물을 찾을 수 없습니다.')).toBeInTheDocument();
  });

  it('closes back to /destinations, keeping the list filters', async () => {
    const { router } = renderRoute('/destinations/d-1?category=%EC%9E%90%EC%97%B0&view=list', (call) =>
      call.path === '/api/destinations/d-1' ? json(destination) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await userEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/destinations'));
    expect(router.state.location.search).toBe('?category=%EC%9E%90%EC%97%B0&view=list');
  });

  it('lets the author delete after confirming, then returns to the list', async () => {
    let deleted = false;
    const { router } = renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json({ ...activeMe, id: 'author-1' });
      if (call.path === '/api/destinations/d-1' && call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      if (call.path === '/api/destinations/d-1') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await userEvent.click(await within(dialog).findByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: '정말로 이 핀포인트를 삭제하시겠습니까?',
    });
    expect(deleted).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('여행지가 성공적으로 삭제되었습니다.')).toBeInTheDocument();
    expect(deleted).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/destinations'));
  });

  it.each([
    ['another user', { id: 'someone-else' }, false, false],
    ['the author', { id: 'author-1' }, true, true],
    ['the author, deactivated', { id: 'author-1', is_active: false }, false, false],
    ['an admin', { is_admin: true }, true, true],
    ['a super admin', { is_super_admin: true }, true, true],
  ])('offers %s edit and delete as the shared policies say', async (_who, me, canEdit, canDelete) => {
    renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json(makeMe(me));
      if (call.path === '/api/destinations/d-1') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    // The header's logout button (hidden behind the modal) appears once /api/me has answered.
    await screen.findAllByRole('button', { name: '로그아웃', hidden: true });
    expect(Boolean(within(dialog).queryByRole('button', { name: '수정' }))).toBe(canEdit);
    expect(Boolean(within(dialog).queryByRole('button', { name: '삭제' }))).toBe(canDelete);
  });

  it('says so when deleting fails', async () => {
    renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json({ ...activeMe, is_admin: true });
      if (call.path === '/api/destinations/d-1' && call.method === 'DELETE')
        return apiError(500, 'internal_error');
      if (call.path === '/api/destinations/d-1') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    // An admin who is not the author may delete too.
    await userEvent.click(await within(dialog).findByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('삭제에 실패했습니다. 잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '성산일출봉' })).toBeInTheDocument();
  });

  it('rolls back a failed bookmark with its message', async () => {
    renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/destinations/d-1/bookmark') return apiError(500, 'internal_error');
      if (call.path === '/api/destinations/d-1') return json(destination);
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃', hidden: true }).length).toBeGreaterThan(0),
    );
    const bookmark = within(dialog).getByRole('button', { name: '북마크' });
    await userEvent.click(bookmark);
    expect(await screen.findByText('북마크 처리에 실패했습니다.')).toBeInTheDocument();
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  });
});
