import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { makeDestination, page } from '../../../../test/fixtures';
import { renderInApp, apiError, json } from '../../../../test/render';
import { MyBookmarks } from './my-bookmarks';

beforeEach(async () => {
  await i18n.changeLanguage('ko');
});

const a = makeDestination({ id: 'b-1', title: '북마크 하나', is_bookmarked: true });
const b = makeDestination({ id: 'b-2', title: '북마크 둘', is_bookmarked: true });

describe('My Page bookmarks', () => {
  it('lists the bookmarks; unbookmarking removes the card', async () => {
    const { calls } = renderInApp(<MyBookmarks />, (call) => {
      if (call.path === '/api/me/bookmarks') return json(page([a, b]));
      if (call.path === '/api/destinations/b-1/bookmark')
        return json({ is_bookmarked: false, bookmarks_count: 0 });
      return undefined;
    });
    const section = await screen.findByRole('region', { name: '북마크한 여행지' });
    await within(section).findByRole('link', { name: '북마크 하나' });
    await userEvent.click(within(section).getByRole('button', { name: '북마크 하나 북마크 해제' }));
    await waitFor(() =>
      expect(within(section).queryByRole('link', { name: '북마크 하나' })).not.toBeInTheDocument(),
    );
    expect(within(section).getByRole('link', { name: '북마크 둘' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/destinations/b-1/bookmark')).toBe(true);
  });

  it('puts the card back and says so when unbookmarking fails', async () => {
    renderInApp(<MyBookmarks />, (call) => {
      if (call.path === '/api/me/bookmarks') return json(page([a, b]));
      if (call.path === '/api/destinations/b-1/bookmark') return apiError(500, 'internal_error');
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: '북마크 하나 북마크 해제' }));
    expect(await screen.findByText('북마크 처리에 실패했습니다.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '북마크 하나' })).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    renderInApp(<MyBookmarks />, (call) =>
      call.path === '/api/me/bookmarks' ? apiError(500, 'internal_error') : undefined,
    );
    expect(await screen.findByText('북마크된 여행지를 불러오는데 실패했습니다.')).toBeInTheDocument();
  });

  it('says when there are no bookmarks', async () => {
    renderInApp(<MyBookmarks />, (call) => (call.path === '/api/me/bookmarks' ? json(page([])) : undefined));
    expect(await screen.findByText(/아직 북마크한 여행지가 없습니다/)).toBeInTheDocument();
  });
});
