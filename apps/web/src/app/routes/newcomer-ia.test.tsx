/**
 * Issue 20, "Information architecture" (items 1–7), as a newcomer meets them: the itineraries
 * screen's private/hidden badges and labelled toggle, My Page's own pinpoints, liked itineraries
 * and counts, the rating on cards, the landing's featured places, a new itinerary opening after
 * save, the theme choice, and the /guides news sign-up.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../i18n';
import { activeMe as me, makeDestination, makeItinerary, makeSummary, page } from '../../../test/fixtures';
import { apiError, deferred, json, renderRoute } from '../../../test/render';
import { setTheme, themeStorageKey } from '../../lib/theme';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});
afterEach(() => {
  setTheme('system');
  document.documentElement.classList.remove('dark');
});

const list = (items: unknown[]) => json({ items, next_cursor: null });

describe('1. itineraries: mine apart from public, badges in words, a toggle that says what it does', () => {
  it('marks my private and hidden itineraries with text badges; the public list asks for public ones only', async () => {
    const priv = makeSummary({ title: '비밀 여행', user_id: me.id, is_public: false });
    const hidden = makeSummary({ title: '숨은 여행', user_id: me.id, is_public: true, is_hidden: true });
    const open = makeSummary({ title: '열린 여행', user_id: me.id, is_public: true });
    const { calls } = renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries') {
        return list(call.search.get('scope') === 'mine' ? [priv, hidden, open] : [open]);
      }
      return undefined;
    });
    const mine = await screen.findByTestId('my-itineraries-list');
    const cards = await within(mine).findAllByTestId('itinerary-card');
    const card = (title: string) => cards.find((c) => within(c).queryByRole('link', { name: title }))!;

    expect(within(card('비밀 여행')).getByText('비공개')).toBeVisible();
    expect(within(card('비밀 여행')).getByRole('button', { name: '공개로 전환' })).toHaveTextContent(
      '공개로 전환',
    );
    expect(within(card('숨은 여행')).getByText('숨김')).toBeVisible();
    expect(within(card('숨은 여행')).queryByText('비공개')).toBeNull();
    expect(within(card('열린 여행')).queryByTestId('itinerary-badges')).toBeNull();
    expect(within(card('열린 여행')).getByRole('button', { name: '비공개로 전환' })).toHaveTextContent(
      '비공개로 전환',
    );

    const publicList = await screen.findByTestId('public-itineraries-list');
    expect(within(publicList).queryByText('비밀 여행')).toBeNull();
    const scopes = calls.filter((c) => c.path === '/api/itineraries').map((c) => c.search.get('scope'));
    expect(scopes).toContain('public');
    expect(scopes).not.toContain('all');
    // The public section's filter offers public and liked, not "mine" again.
    const filter = screen.getByRole('group', { name: '보기' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['공개 일정', '좋아요한 일정']);
  });

  it('labels the toggle in English and Japanese too', async () => {
    const priv = makeSummary({ title: 'Secret', user_id: me.id, is_public: false });
    await i18n.changeLanguage('en');
    const { unmount } = renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries') return list(call.search.get('scope') === 'mine' ? [priv] : []);
      return undefined;
    });
    const mine = await screen.findByTestId('my-itineraries-list');
    expect(within(mine).getByText('Private')).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Make public' })).toHaveTextContent('Make public');
    unmount();

    await i18n.changeLanguage('ja');
    renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries') return list(call.search.get('scope') === 'mine' ? [priv] : []);
      return undefined;
    });
    const mineJa = await screen.findByTestId('my-itineraries-list');
    expect(within(mineJa).getByText('非公開')).toBeVisible();
    expect(within(mineJa).getByRole('button', { name: '公開にする' })).toBeVisible();
  });
});

describe('2. My Page: my pinpoints, liked itineraries, counts', () => {
  it('shows the counts the server made, my pinpoints (hidden marked) and the itineraries I liked', async () => {
    const mineA = makeDestination({ id: 'd-1', title: '내 바다', user_id: me.id });
    const mineHidden = makeDestination({ id: 'd-2', title: '가려진 곳', user_id: me.id, is_hidden: true });
    const liked = makeSummary({ title: '남의 좋은 일정', is_liked: true });
    const { calls } = renderRoute('/mypage', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/me/stats')
        return json({ destinations_count: 2, itineraries_count: 5, likes_received: 1234 });
      if (call.path === '/api/me/destinations') {
        return call.search.get('cursor') === 'next-1'
          ? json(page([makeDestination({ id: 'd-3', title: '오래된 핀', user_id: me.id })]))
          : json(page([mineA, mineHidden], 'next-1'));
      }
      if (call.path === '/api/me/bookmarks') return json(page([]));
      if (call.path === '/api/me/notices') return json({ items: [] });
      if (call.path === '/api/itineraries') {
        return list(call.search.get('scope') === 'liked' ? [liked] : []);
      }
      return undefined;
    });
    const stats = await screen.findByTestId('profile-stats');
    await waitFor(() => expect(within(stats).getByText('1,234')).toBeInTheDocument());
    expect(within(stats).getByText('받은 좋아요')).toBeInTheDocument();
    expect(within(stats).getByTestId('profile-stat-destinations_count')).toHaveTextContent('2');
    expect(within(stats).getByTestId('profile-stat-itineraries_count')).toHaveTextContent('5');

    const pins = await screen.findByRole('region', { name: '내 핀포인트' });
    expect(await within(pins).findByRole('link', { name: '내 바다' })).toBeInTheDocument();
    expect(within(pins).getByText(/관리자가 숨긴 게시물입니다/)).toBeInTheDocument();
    // The next page is keyset: the cursor the server gave.
    await userEvent.click(within(pins).getByRole('button', { name: '더 보기' }));
    expect(await within(pins).findByRole('link', { name: '오래된 핀' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/me/destinations' && c.search.get('cursor') === 'next-1')).toBe(
      true,
    );

    const likedSection = await screen.findByRole('region', { name: '좋아요한 여행 일정' });
    expect(await within(likedSection).findByRole('link', { name: '남의 좋은 일정' })).toBeInTheDocument();
  });

  it('says so when I have no pinpoints yet, with the way to leave one', async () => {
    renderRoute('/mypage', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/me/destinations' || call.path === '/api/me/bookmarks') return json(page([]));
      if (call.path === '/api/itineraries') return list([]);
      return undefined;
    });
    const pins = await screen.findByRole('region', { name: '내 핀포인트' });
    expect(await within(pins).findByText('아직 남긴 핀포인트가 없어요.')).toBeInTheDocument();
    expect(within(pins).getByRole('link', { name: '여행지에 첫 핀포인트 남기기' })).toHaveAttribute(
      'href',
      '/destinations',
    );
  });
});

describe('3. the rating on cards and list rows', () => {
  it('shows ★ 8/10 with a spoken label on a card and a row', async () => {
    const d = makeDestination({ title: '별 많은 곳', rating: 8 });
    renderRoute('/destinations', (call) => (call.path === '/api/destinations' ? json(page([d])) : undefined));
    const card = await screen.findByTestId('destination-card');
    const rating = within(card).getByTestId('destination-rating');
    expect(rating).toHaveTextContent('8/10');
    expect(within(rating).getByText('평점 10점 만점에 8점')).toHaveClass('sr-only');

    await userEvent.click(screen.getByRole('button', { name: '목록 보기' }));
    const row = await screen.findByTestId('destination-row');
    expect(within(row).getByTestId('destination-rating')).toHaveTextContent('8/10');
  });
});

describe('4. the landing page’s featured places', () => {
  it('open the detail of the pinpoint of that name', async () => {
    const place = makeDestination({ id: 'seongsan-1', title: '성산일출봉' });
    const { router, calls } = renderRoute('/', (call) => {
      if (call.path === '/api/destinations') {
        return json(page(call.search.get('q') === '성산일출봉' ? [place] : []));
      }
      return undefined;
    });
    const link = await screen.findByRole('link', { name: '성산일출봉' });
    expect(link).toHaveAttribute('href', `/destinations?q=${encodeURIComponent('성산일출봉')}`);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/destinations/seongsan-1'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('성산일출봉')}`);
    expect(calls.some((c) => c.path === '/api/destinations' && c.search.get('q') === '성산일출봉')).toBe(
      true,
    );
  });

  it('fall back to the search when nobody has posted the place', async () => {
    const { router } = renderRoute('/', (call) =>
      call.path === '/api/destinations' ? json(page([])) : undefined,
    );
    await userEvent.click(await screen.findByRole('link', { name: '경복궁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/destinations'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('경복궁')}`);
  });
});

describe('5. a new itinerary opens after saving', () => {
  it('navigates to the saved itinerary in the planner', async () => {
    const saved = makeItinerary({ id: 'new-1', title: '새 일정', user_id: me.id, is_public: false });
    const { router } = renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries' && call.method === 'POST') return json(saved, 201);
      if (call.path === '/api/itineraries') return list([]);
      if (call.path === '/api/itineraries/new-1') return json(saved);
      if (call.path === '/api/itineraries/new-1/recommendations') return json({ items: [] });
      return undefined;
    });
    await userEvent.click(await screen.findByTestId('create-itinerary'));
    const dialog = await screen.findByRole('dialog', { name: '새 여행 일정' });
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '새 일정');
    fireEvent.change(within(dialog).getByLabelText('시작일'), { target: { value: '2025-05-01' } });
    fireEvent.change(within(dialog).getByLabelText('종료일'), { target: { value: '2025-05-02' } });
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itineraries/new-1/plan'));
  });
});

describe('a press before the session is known', () => {
  it('opens the new itinerary form for a signed-in reader, never the login dialog', async () => {
    const session = deferred();
    renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return session.promise;
      if (call.path === '/api/itineraries') return list([]);
      return undefined;
    });
    // Pressed while GET /api/me is still on its way (the page was rendered for everyone).
    await userEvent.click(await screen.findByTestId('create-itinerary'));
    expect(screen.queryByRole('dialog')).toBeNull();
    session.resolve(json(me));
    expect(await screen.findByRole('dialog', { name: '새 여행 일정' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: '로그인' })).toBeNull();
  });

  it('opens the login dialog once the answer says visitor', async () => {
    const session = deferred();
    renderRoute('/itineraries', (call) => {
      if (call.path === '/api/me') return session.promise;
      if (call.path === '/api/itineraries') return list([]);
      return undefined;
    });
    await userEvent.click(await screen.findByTestId('create-itinerary'));
    session.resolve(apiError(401, 'unauthorized'));
    expect(await screen.findByRole('dialog', { name: '로그인' })).toBeVisible();
  });
});

describe('6. theme: light, dark or system, remembered', () => {
  it('applies the choice to <html> at once and remembers it', async () => {
    renderRoute('/guides', {});
    // The menu replaces its stand-in button when first asked for (theme-select.tsx): find it anew.
    const banner = await screen.findByRole('banner');
    const trigger = () => within(banner).getByTestId('theme-select');
    expect(trigger()).toHaveAccessibleName('화면 테마: 시스템 설정');
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '다크' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('dark');
    expect(trigger()).toHaveAccessibleName('화면 테마: 다크');

    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '라이트' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(themeStorageKey)).toBe('light');

    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '시스템 설정' }));
    expect(localStorage.getItem(themeStorageKey)).toBeNull();
  });
});

describe('7. /guides: a working sign-up for the launch news', () => {
  it('checks the address, sends it with the page language, and thanks', async () => {
    const { calls } = renderRoute('/guides', (call) =>
      call.path === '/api/news/subscriptions' ? json({ subscribed: true }, 202) : undefined,
    );
    const form = await screen.findByTestId('news-signup');
    const input = within(form).getByLabelText('이메일');
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: '알림 받기' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('올바른 이메일 주소를 입력해주세요.');
    expect(calls.some((c) => c.path === '/api/news/subscriptions')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, 'traveler@example.com');
    await userEvent.click(within(form).getByRole('button', { name: '알림 받기' }));
    expect(await screen.findByTestId('news-signup-done')).toHaveTextContent('신청했어요');
    expect(calls.find((c) => c.path === '/api/news/subscriptions')?.body).toEqual({
      email: 'traveler@example.com',
      topic: 'guides',
      language: 'ko',
    });
  });

  it('says when there were too many sign-ups', async () => {
    renderRoute('/guides', (call) =>
      call.path === '/api/news/subscriptions' ? apiError(429, 'rate_limited') : undefined,
    );
    const form = await screen.findByTestId('news-signup');
    await userEvent.type(within(form).getByLabelText('이메일'), 'a@example.com');
    await userEvent.click(within(form).getByRole('button', { name: '알림 받기' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('요청이 너무 많아요');
  });

  it('unsubscribes from the mail’s link after one press', async () => {
    const token = 'A'.repeat(43);
    const { calls } = renderRoute(`/guides?unsubscribe=${token}`, (call) =>
      call.path === '/api/news/unsubscribe' ? { status: 204 } : undefined,
    );
    const box = await screen.findByTestId('news-unsubscribe');
    // Opening the link alone changes nothing.
    expect(calls.some((c) => c.path === '/api/news/unsubscribe')).toBe(false);
    await userEvent.click(within(box).getByRole('button', { name: '알림 해지' }));
    expect(await within(box).findByText('알림을 해지했어요. 더 이상 메일을 보내지 않아요.')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/news/unsubscribe')?.body).toEqual({ token });
  });
});
