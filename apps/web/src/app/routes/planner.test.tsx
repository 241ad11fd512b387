/*
 * The planner's address for someone who is not on the trip: sent to the trip's page when they may
 * see the trip (a public one), the not-found page otherwise (its existence does not leak).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import i18n from '../../i18n';
import { activeMe, adminMe, makeItinerary } from '../../../test/fixtures';
import { apiError, json, renderRoute } from '../../../test/render';
import type { Me } from '@pintrip/shared';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const trip = makeItinerary({ id: 'trip-1', title: '남의 공개 여행', user_id: 'other-1', is_public: true });

/** The app at trip-1's planner, for `me` (a visitor when null), the API answering `detail`. */
function openPlanner(me: Me | null, detail: ReturnType<typeof json>) {
  return renderRoute('/itineraries/trip-1/plan', (call) => {
    if (call.path === '/api/me') return me ? json(me) : apiError(401, 'unauthorized');
    if (call.path === '/api/itineraries/trip-1') return detail;
    if (call.path.startsWith('/api/itineraries/trip-1/')) return json({ items: [] });
    return undefined;
  });
}

describe('the planner of a trip the reader is not on', () => {
  it.each([
    ['a visitor', null],
    ['a stranger', activeMe],
    ['an admin', adminMe],
  ])('sends %s who may see it to the trip’s page', async (_who, me) => {
    const { router } = openPlanner(me, json({ ...trip, my_role: null }));
    // The pages load lazily: on a busy machine that takes more than the default second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/itineraries/trip-1'), {
      timeout: 15_000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '남의 공개 여행' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // Replaced, not pushed: Back does not return to an address that only sends them on.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the not-found page where the trip is private or hidden to them (the API says 404)', async () => {
    const { router } = openPlanner(activeMe, apiError(404, 'not_found'));
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/itineraries/trip-1/plan');
  });
});
