import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe as me, adminMe, makeItinerary, makeMe, makeSummary } from '../../../../test/fixtures';
import { json, renderRoute } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const page = (items: unknown[]) => json({ items, next_cursor: null });

describe('itinerary list', () => {
  it('asks a visitor to log in for my itineraries and lists public cards with their facts', async () => {
    const publicOne = makeSummary({
      title: '부산 바다',
      location: '부산',
      total_cost: 123000,
      share_count: 7,
    });
    const { calls } = renderRoute('/itineraries', (call) =>
      call.path === '/api/itineraries' ? page([publicOne]) : undefined,
    );
    expect(await screen.findByText('로그인하면 나의 여행 일정을 만들고 볼 수 있습니다.')).toBeInTheDocument();
    const card = await screen.findByTestId('itinerary-card');
    expect(within(card).getByRole('link', { name: '부산 바다' })).toHaveAttribute(
      'href',
      `/itineraries/${publicOne.id}`,
    );
    expect(within(card).getByText('[부산]')).toBeInTheDocument();
    expect(within(card).getByText('123,000원')).toBeInTheDocument();
    expect(within(card).getByText('5월 1일 (목) ~ 5월 3일 (토) · 2박 3일')).toBeInTheDocument();
    // A visitor gets neither the toggle nor delete.
    expect(within(card).queryByRole('button')).toBeNull();
    // The public section asks for public itineraries only: one's own private ones are not listed there.
    expect(calls.filter((c) => c.path === '/api/itineraries').map((c) => c.search.get('scope'))).toEqual([
      'public',
    ]);
  });

  it('shows the list failure message and the empty state', async () => {
    renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries') {
        return call.search.get('scope') === 'mine'
          ? page([])
          : json({ error: { code: 'x', message: 'x' } }, 500);
      }
      return undefined;
    });
    expect(await screen.findByText('일정 목록을 불러오는데 실패했습니다.')).toBeInTheDocument();
    expect(await screen.findByText(/아직 만든 일정이 없습니다/)).toBeInTheDocument();
  });

  it('does not invite a deactivated account to create its first itinerary', async () => {
    renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(makeMe({ is_active: false }));
      if (call.path === '/api/itineraries') return page([]);
      return undefined;
    });
    expect(await screen.findByText('아직 만든 일정이 없습니다.')).toBeInTheDocument();
    expect(screen.queryByText(/첫 여행 일정을 만들어 보세요/)).toBeNull();
  });

  it('toggles my card to public and deletes it after confirmation', async () => {
    const mine = makeSummary({ title: '내 일정', user_id: me.id, is_public: false });
    let items = [mine];
    const { calls } = renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries') return page(call.search.get('scope') === 'mine' ? items : []);
      if (call.path === `/api/itineraries/${mine.id}/visibility`) {
        items = [{ ...mine, is_public: true }];
        return json({ ...makeItinerary(mine), is_public: true });
      }
      if (call.method === 'DELETE') return { status: 204 };
      return undefined;
    });
    const list = await screen.findByTestId('my-itineraries-list');
    await userEvent.click(within(list).getByRole('button', { name: '공개로 전환' }));
    expect(await screen.findByText('공개로 변경되었습니다.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_public: true });

    await userEvent.click(within(list).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: '정말로 이 일정을 삭제하시겠습니까?' });
    await userEvent.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByTestId('my-itineraries-list')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/itineraries/${mine.id}`)).toBe(true);
  });
});

describe('itinerary detail', () => {
  it('shows days, plans, costs and the estimate between plans; a visitor cannot like', async () => {
    const itinerary = makeItinerary({ id: 'trip-1', title: '제주 동쪽', total_cost: 35000 });
    const { calls } = renderRoute('/itineraries/trip-1', (call) => {
      if (call.path === '/api/itineraries/trip-1') return json(itinerary);
      if (call.path === '/api/itineraries/trip-1/recommendations')
        return json({ items: [makeSummary({ title: '추천 일정' })] });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: '제주 동쪽' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: '1일차' }).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId('plan-item')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '성산일출봉' })).toHaveAttribute(
      'href',
      '/destinations/0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
    );
    expect(screen.getByTestId('total-cost')).toHaveTextContent('총 예상 비용 35,000원');
    // 09:00 + 90 min + travel is after 10:00: the overlap is flagged.
    expect(screen.getByTestId('overlap-warning')).toHaveTextContent('1번 일정');
    expect(screen.getByTestId('day-legs')).toHaveTextContent(/직선 3\.\dkm, 차로 약 \d+분/);
    expect(await screen.findByText('추천 일정')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이 일정 복사하기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '플래너에서 편집' })).toBeNull();

    await userEvent.click(screen.getAllByRole('button', { name: '좋아요 4' })[0]!);
    expect(await screen.findByText('좋아요를 누르려면 로그인이 필요합니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/like'))).toBe(false);
  });

  it('names a plan whose destination was hidden by a moderator instead of leaving it blank', async () => {
    const base = makeItinerary({ id: 'trip-h' });
    const [day] = base.days;
    const hiddenPlan = { ...day!.plans[0]!, destination: '', destination_id: null, lat: null, lng: null };
    const itinerary = { ...base, days: [{ ...day!, plans: [hiddenPlan] }] };
    renderRoute('/itineraries/trip-h', (call) => {
      if (call.path === '/api/itineraries/trip-h') return json(itinerary);
      if (call.path === '/api/itineraries/trip-h/recommendations') return json({ items: [] });
      return undefined;
    });
    expect(await screen.findByText('비공개 처리된 여행지')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '성산일출봉' })).toBeNull();
  });

  it('lets a signed-in non-owner like (count +1) and copy', async () => {
    const itinerary = makeItinerary({ id: 'trip-2' });
    const copy = makeItinerary({
      id: 'copy-1',
      title: `${itinerary.title} (복사본)`,
      user_id: me.id,
      is_public: false,
    });
    renderRoute('/itineraries/trip-2', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries/trip-2' && call.method === 'GET') return json(itinerary);
      if (call.path === '/api/itineraries/trip-2/like') return json({ is_liked: true, likes_count: 5 });
      if (call.path === '/api/itineraries/trip-2/copy') return json(copy, 201);
      if (call.path === '/api/itineraries/copy-1') return json(copy);
      if (call.path.endsWith('/recommendations')) return json({ items: [] });
      return undefined;
    });
    await userEvent.click((await screen.findAllByRole('button', { name: '좋아요 4' }))[0]!);
    expect((await screen.findAllByRole('button', { name: '좋아요 5' }))[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: '이 일정 복사하기' }));
    expect(await screen.findByRole('heading', { name: copy.title })).toBeInTheDocument();
  });

  it('shows not found with a link back', async () => {
    renderRoute('/itineraries/nope', (call) =>
      call.path === '/api/itineraries/nope'
        ? json({ error: { code: 'not_found', message: 'x' } }, 404)
        : undefined,
    );
    expect(await screen.findByText('일정을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '일정 목록으로' })).toHaveAttribute('href', '/itineraries');
  });

  it('shows the load failure message on a server error', async () => {
    renderRoute('/itineraries/bad', (call) =>
      call.path === '/api/itineraries/bad'
        ? json({ error: { code: 'internal_error', message: 'x' } }, 500)
        : undefined,
    );
    expect(
      await screen.findByText('일정 상세 정보를 불러오는데 실패했습니다.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('offers each button by the shared policies: an admin may hide a public itinerary, never publish a private one', async () => {
    const answers = (itinerary: ReturnType<typeof makeItinerary>, viewer: ReturnType<typeof makeMe>) =>
      renderRoute(`/itineraries/${itinerary.id}`, (call) => {
        if (call.path === '/api/me') return json(viewer);
        if (call.path === `/api/itineraries/${itinerary.id}`) return json(itinerary);
        if (call.path.endsWith('/recommendations')) return json({ items: [] });
        return undefined;
      });
    const { unmount } = answers(makeItinerary({ id: 'pub-1', is_public: true }), adminMe);
    expect(await screen.findByRole('button', { name: '비공개로 전환' })).toBeInTheDocument();
    unmount();

    const hidden = answers(makeItinerary({ id: 'priv-1', is_public: false }), adminMe);
    expect(await screen.findByTestId('visibility-badge')).toHaveTextContent('비공개');
    expect(screen.queryByRole('button', { name: '공개로 전환' })).toBeNull();
    hidden.unmount();

    // A deactivated owner sees their itinerary but may no longer change it.
    const owner = makeMe({ is_active: false });
    answers(makeItinerary({ id: 'mine-2', user_id: owner.id, title: '내 옛 일정' }), owner);
    expect(await screen.findByRole('heading', { name: '내 옛 일정' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '플래너에서 편집' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이 일정 복사하기' })).toBeNull();
  });

  it('a trip member (issue 22): an editor edits but does not delete, a viewer does neither; both open 함께하기', async () => {
    const answers = (itinerary: ReturnType<typeof makeItinerary>, viewer: ReturnType<typeof makeMe>) =>
      renderRoute(`/itineraries/${itinerary.id}`, (call) => {
        if (call.path === '/api/me') return json(viewer);
        if (call.path === `/api/itineraries/${itinerary.id}`) return json(itinerary);
        if (call.path.endsWith('/recommendations')) return json({ items: [] });
        return undefined;
      });
    const member = makeMe({ id: 'member-1' });
    const editor = answers(
      makeItinerary({ id: 'shared-1', title: '함께 쓰는 일정', my_role: 'editor', member_count: 1 }),
      member,
    );
    expect(await screen.findByRole('heading', { name: '함께 쓰는 일정' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '플래너에서 편집' })).toHaveAttribute(
      'href',
      '/itineraries/shared-1/plan',
    );
    expect(screen.queryByRole('button', { name: '삭제' })).toBeNull();
    expect(screen.getByTestId('members-button')).toHaveTextContent('함께하기');
    editor.unmount();

    answers(
      makeItinerary({ id: 'shared-2', title: '보기만 하는 일정', my_role: 'viewer', member_count: 1 }),
      member,
    );
    expect(await screen.findByRole('heading', { name: '보기만 하는 일정' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '플래너에서 편집' })).toBeNull();
    expect(screen.getByTestId('members-button')).toBeInTheDocument();
  });
});
