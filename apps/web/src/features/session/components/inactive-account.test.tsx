import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from '../../../i18n';
import { makeDestination, makeItinerary, makeMe, page } from '../../../../test/fixtures';
import { json, renderRoute, type Handler } from '../../../../test/render';

const inactiveMe = makeMe({ is_active: false });

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const answers =
  (me: ReturnType<typeof makeMe>): Handler =>
  (call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries' && call.method === 'GET')
      return json({ items: [], next_cursor: null });
    if (call.path === '/api/itineraries/it-1') return json(makeItinerary({ id: 'it-1', user_id: 'other-1' }));
    if (call.path.endsWith('/recommendations')) return json({ items: [] });
    if (call.path === '/api/destinations/d-1')
      return json(makeDestination({ id: 'd-1', title: '성산일출봉' }));
    if (call.path === '/api/destinations' && call.method === 'GET') return json(page([]));
    return undefined;
  };

describe('a deactivated account (issue 20 item 13)', () => {
  it('sees a banner explaining its state and no "new itinerary" button', async () => {
    renderRoute('/itineraries', answers(inactiveMe));
    const banner = await screen.findByTestId('inactive-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent('비활성화된 계정입니다');
    expect(banner).toHaveTextContent('새로 쓰거나 고치거나 좋아요를 누를 수는 없습니다');
    expect(await screen.findByTestId('create-itinerary')).not.toBeVisible();
  });

  it('cannot like an itinerary nor copy it', async () => {
    renderRoute('/itineraries/it-1', answers(inactiveMe));
    await screen.findByTestId('inactive-banner');
    const likes = await screen.findAllByRole('button', { name: /좋아요/ });
    for (const like of likes) expect(like).toBeDisabled();
    expect(screen.queryByRole('button', { name: /복사|가져오기/ })).toBeNull();
  });

  it('cannot like or bookmark a destination, nor comment', async () => {
    renderRoute('/destinations/d-1', answers(inactiveMe));
    const dialog = await screen.findByRole('dialog', { name: '성산일출봉' });
    await screen.findByTestId('inactive-banner');
    await waitFor(() => expect(within(dialog).getByTestId('like-button')).toBeDisabled());
    expect(within(dialog).getByTestId('bookmark-button')).toBeDisabled();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('an active account sees no banner and may write', async () => {
    renderRoute('/itineraries', answers(makeMe()));
    expect(await screen.findByTestId('create-itinerary')).toBeVisible();
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: '로그아웃', hidden: true }).length).toBeGreaterThan(0),
    );
    expect(screen.queryByTestId('inactive-banner')).toBeNull();
  });
});
