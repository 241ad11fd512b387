/*
 * Issue 20 items 22, 23 and 25 in the app: the itinerary page's tab title, the header offline, and
 * the destination detail saying its budget once with the comment count beside the date.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { activeMe, makeDestination, makeItinerary } from '../../../test/fixtures';
import { json, renderRoute } from '../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

describe('the tab title', () => {
  it("is the itinerary's title on its page", async () => {
    const itinerary = makeItinerary({ id: 'trip-t', title: '부산 바다와 골목' });
    renderRoute('/itineraries/trip-t', (call) => {
      if (call.path === '/api/itineraries/trip-t') return json(itinerary);
      if (call.path === '/api/itineraries/trip-t/recommendations') return json({ items: [] });
      return undefined;
    });
    await waitFor(() => expect(document.title).toBe('부산 바다와 골목 | Pintrip 핀트립'), { timeout: 5000 });
  });

  it('is "여행 일정" on the list and while the itinerary loads', async () => {
    renderRoute('/itineraries', (call) =>
      call.path === '/api/itineraries' ? json({ items: [], next_cursor: null }) : undefined,
    );
    await waitFor(() => expect(document.title).toBe('여행 일정 | Pintrip 핀트립'), { timeout: 5000 });
  });
});

describe('the header with the server out of reach', () => {
  it('keeps the last known user instead of offering 회원가입/로그인', async () => {
    const first = renderRoute('/', (call) =>
      call.path === '/api/me' || call.path === '/api/auth/get-session' ? json(activeMe) : undefined,
    );
    expect((await screen.findAllByRole('button', { name: '로그아웃' }, { timeout: 5000 }))[0]).toBeVisible();
    first.unmount();
    // A new page load with no network: every request fails as fetch does offline.
    renderRoute('/', (call) => {
      if (call.path === '/api/app-info') return undefined;
      throw new TypeError('Failed to fetch');
    });
    expect((await screen.findAllByRole('button', { name: '로그아웃' }, { timeout: 5000 }))[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: '로그인' })).toBeNull();
  });

  it('shows 로그인 once the server says nobody is signed in', async () => {
    localStorage.setItem('pintrip.last-me', JSON.stringify(activeMe));
    renderRoute('/', (call) => (call.path === '/api/auth/get-session' ? json(null) : undefined));
    expect(await screen.findByRole('button', { name: '로그인' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('pintrip.last-me')).toBeNull();
  });
});

describe('the destination detail', () => {
  it('says the budget is per person once, and puts the comment count beside the date', async () => {
    const destination = makeDestination({
      id: 'd-b',
      budget_min: 10000,
      budget_max: 30000,
      comments_count: 7,
    });
    renderRoute('/destinations/d-b', (call) =>
      call.path === '/api/destinations/d-b' ? json(destination) : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: destination.title }, { timeout: 5000 });
    expect(within(dialog).getByText('1인 예산')).toBeInTheDocument();
    expect(within(dialog).getByText('10,000원 ~ 30,000원')).toBeInTheDocument();
    expect(within(dialog).queryByText(/1인 기준/)).toBeNull();
    const count = within(dialog).getByTestId('detail-comment-count');
    expect(count).toHaveTextContent('7');
    expect(count.closest('p')?.querySelector('time')).not.toBeNull();
  });
});
