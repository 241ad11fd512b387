import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { installFakeEventSource } from '../../../../test/fake-event-source';
import i18n from '../../../i18n';
import { makeDestination, page } from '../../../../test/fixtures';
import { renderRoute, json } from '../../../../test/render';

const sources = installFakeEventSource();
beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const first = makeDestination({ id: 'r-1', title: '첫 여행지' });
const second = makeDestination({ id: 'r-2', title: '둘째 여행지' });

function titles() {
  return screen.getAllByTestId('destination-card').map((card) => card.querySelector('h3')?.textContent);
}

describe('live destinations', () => {
  it('adds a created destination at the top, merges updates and removes deleted ones', async () => {
    const created = makeDestination({ id: 'r-new', title: '새 여행지' });
    let updated = { ...second };
    renderRoute('/destinations', (call) => {
      if (call.path === '/api/destinations') return json(page([first, second]));
      if (call.path === '/api/destinations/r-new') return json(created);
      if (call.path === '/api/destinations/r-2') return json(updated);
      return undefined;
    });
    await screen.findByRole('link', { name: '첫 여행지' });
    const source = sources.at(-1)!;
    expect(source.url).toBe('/api/events');

    act(() => source.emit('destination.created', { id: 'r-new' }));
    await waitFor(() => expect(titles()).toEqual(['새 여행지', '첫 여행지', '둘째 여행지']));

    updated = { ...second, title: '이름이 바뀐 여행지' };
    act(() => source.emit('destination.updated', { id: 'r-2' }));
    await waitFor(() => expect(titles()).toEqual(['새 여행지', '첫 여행지', '이름이 바뀐 여행지']));

    act(() => source.emit('destination.deleted', { id: 'r-1' }));
    await waitFor(() => expect(titles()).toEqual(['새 여행지', '이름이 바뀐 여행지']));
  });

  it('takes the user back to the list when the open destination is deleted elsewhere', async () => {
    const { router } = renderRoute('/destinations/r-1', (call) => {
      if (call.path === '/api/destinations') return json(page([first, second]));
      if (call.path === '/api/destinations/r-1') return json(first);
      return undefined;
    });
    await screen.findByRole('dialog', { name: '첫 여행지' });
    act(() => sources.at(-1)!.emit('destination.deleted', { id: 'r-1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/destinations'));
    expect(await screen.findByText('보고 있던 여행지가 삭제되었습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('catches up after a reconnect by refetching the list', async () => {
    const { calls } = renderRoute('/destinations', (call) =>
      call.path === '/api/destinations' ? json(page([first])) : undefined,
    );
    await screen.findByRole('link', { name: '첫 여행지' });
    const source = sources.at(-1)!;
    const lists = () => calls.filter((c) => c.path === '/api/destinations').length;
    act(() => source.onopen?.());
    const before = lists();
    // The stream dropped and came back.
    act(() => source.onopen?.());
    await waitFor(() => expect(lists()).toBe(before + 1));
  });
});
