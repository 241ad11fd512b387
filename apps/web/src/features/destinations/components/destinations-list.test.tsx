import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe, categories, makeDestination, page } from '../../../../test/fixtures';
import { renderRoute, apiError, json } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

describe('destinations list states', () => {
  it('shows skeletons and a loading text until the first page arrives', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderRoute('/destinations', (call) =>
      call.path === '/api/destinations'
        ? gate.then(() => json(page([makeDestination({ title: '성산일출봉' })])))
        : undefined,
    );
    // The list's own status (the page's chunk has its own spinner before it).
    expect((await screen.findByText('여행지를 불러오는 중...')).closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('성산일출봉')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: '성산일출봉' })).toBeInTheDocument();
    expect(screen.queryByText('여행지를 불러오는 중...')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry that works', async () => {
    let fail = true;
    renderRoute('/destinations', (call) => {
      if (call.path !== '/api/destinations') return undefined;
      return fail ? apiError(500, 'internal_error') : json(page([makeDestination({ title: '경복궁' })]));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('여행지 정보를 불러오는데 실패했습니다.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '경복궁' })).toBeInTheDocument();
  });

  it('says when no destination is registered', async () => {
    renderRoute('/destinations');
    expect(await screen.findByText('아직 등록된 여행지가 없습니다.')).toBeInTheDocument();
  });

  it('says when a filter matches nothing and can clear it', async () => {
    const { router } = renderRoute('/destinations?q=없는곳&category=바다');
    expect(await screen.findByText('조건에 맞는 여행지가 없습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the categories error but keeps "all"', async () => {
    renderRoute('/destinations', (call) =>
      call.path === '/api/categories' ? apiError(500, 'internal_error') : undefined,
    );
    expect(await screen.findByText('카테고리 목록을 불러오는데 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('destinations list', () => {
  it('renders every card field: image, author, category, title, location, counts, budget, hashtags', async () => {
    const destination = makeDestination({
      title: '해운대해수욕장',
      category: '바다',
      location: '부산광역시 해운대구',
      budget_min: 10000,
      budget_max: 50000,
      likes_count: 12,
      comments_count: 4,
      hashtags: ['#부산', '#해변'],
      author: { id: 'a', display_name: '부산사람', avatar_url: null },
    });
    renderRoute('/destinations', (call) =>
      call.path === '/api/destinations' ? json(page([destination])) : undefined,
    );
    const card = (await screen.findAllByTestId('destination-card'))[0]!;
    expect(within(card).getByRole('img', { name: '해운대해수욕장 사진' })).toHaveAttribute(
      'src',
      destination.image_url,
    );
    expect(within(card).getByText('부산사람')).toBeInTheDocument();
    expect(within(card).getByText('바다')).toBeInTheDocument();
    expect(within(card).getByText('부산광역시 해운대구')).toBeInTheDocument();
    expect(within(card).getByText('10,000원 ~ 50,000원')).toBeInTheDocument();
    expect(within(card).getByText('좋아요 12개')).toBeInTheDocument();
    expect(within(card).getByText('댓글 4개')).toBeInTheDocument();
    const tag = within(card).getByRole('link', { name: '#부산' });
    expect(tag).toHaveAttribute('href', 'https://www.instagram.com/explore/tags/%EB%B6%80%EC%82%B0/');
    expect(tag).toHaveAttribute('target', '_blank');
    expect(tag).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByRole('button', { name: '해운대해수욕장 북마크하기' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('lists categories by name after "all" and filters through the URL and the request', async () => {
    const { router, calls } = renderRoute('/destinations');
    const group = await screen.findByRole('group', { name: '카테고리' });
    await within(group).findByRole('button', { name: '도시' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['전체', ...categories.map((c) => c.name)]);
    await userEvent.click(within(group).getByRole('button', { name: '바다' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=%EB%B0%94%EB%8B%A4'));
    expect(within(group).getByRole('button', { name: '바다' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/destinations' && c.search.get('category') === '바다')).toBe(
        true,
      ),
    );
  });

  it('sorts on the server and keeps the sort in the URL', async () => {
    const { router, calls } = renderRoute('/destinations');
    await screen.findByText('아직 등록된 여행지가 없습니다.');
    await userEvent.click(screen.getByRole('button', { name: '평점순' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    expect(screen.getByRole('button', { name: '평점순' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/destinations' && c.search.get('sort') === 'rating')).toBe(
        true,
      ),
    );
  });

  it('searches after typing stops, with q in the URL', async () => {
    const { router, calls } = renderRoute('/destinations');
    await userEvent.type(await screen.findByRole('searchbox', { name: '여행지 검색' }), '제주');
    await waitFor(() => expect(router.state.location.search).toBe('?q=%EC%A0%9C%EC%A3%BC'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/destinations' && c.search.get('q') === '제주')).toBe(true),
    );
    // Only the settled text was searched for, not every keystroke.
    expect(calls.filter((c) => c.path === '/api/destinations' && c.search.get('q') === '제')).toHaveLength(0);
  });

  it('switches to the list view with dates, and remembers the choice', async () => {
    const { router } = renderRoute('/destinations', (call) =>
      call.path === '/api/destinations'
        ? json(page([makeDestination({ title: '남산타워', created_at: '2025-03-01T09:00:00+09:00' })]))
        : undefined,
    );
    await screen.findByRole('link', { name: '남산타워' });
    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=list'));
    const row = await screen.findByTestId('destination-row');
    expect(within(row).getByText('2025년 3월 1일')).toBeInTheDocument();
    expect(localStorage.getItem('pintrip.destinations.view')).toBe('list');
  });

  it('loads the next page with the cursor', async () => {
    const { calls } = renderRoute('/destinations', (call) => {
      if (call.path !== '/api/destinations') return undefined;
      return call.search.get('cursor') === 'c2'
        ? json(page([makeDestination({ title: '두 번째 페이지' })]))
        : json(page([makeDestination({ title: '첫 페이지' })], 'c2'));
    });
    await screen.findByRole('link', { name: '첫 페이지' });
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('link', { name: '두 번째 페이지' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/destinations').map((c) => c.search.get('cursor'))).toContain(
      'c2',
    );
  });

  it('shows "register pinpoint" only to an active user', async () => {
    const first = renderRoute('/destinations', (call) =>
      call.path === '/api/me' ? json({ ...activeMe, is_active: false }) : undefined,
    );
    await screen.findByText('아직 등록된 여행지가 없습니다.');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃' }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('button', { name: '핀포인트 등록' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute('/destinations', (call) => (call.path === '/api/me' ? json(activeMe) : undefined));
    expect((await screen.findAllByRole('button', { name: '핀포인트 등록' })).length).toBeGreaterThan(0);
  });
});
