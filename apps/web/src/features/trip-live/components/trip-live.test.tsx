import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe } from '../../../../test/fixtures';
import { installFakeEventSource } from '../../../../test/fake-event-source';
import { apiError, deferred, json, renderInApp, type Call } from '../../../../test/render';
import { ActivityPanel, PresenceBar } from '../index';
import { presenceTimeoutMs } from '../hooks/use-presence';
import type { TripActivity } from '../api/get-activity';
import { useState } from 'react';

const sources = installFakeEventSource();

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});
afterEach(() => vi.useRealTimers());

const minji = { id: 'u-minji', display_name: '민지', avatar_url: null };
const entry = (overrides: Partial<TripActivity>): TripActivity => ({
  seq: 1,
  kind: 'plan.add',
  user: minji,
  plan_id: 'p-1',
  plan_title: '해운대',
  from_day: null,
  to_day: 1,
  fields: [],
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  ...overrides,
});

describe('ActivityPanel', () => {
  const firstPage = [
    entry({ seq: 6, kind: 'trip.update', fields: ['title'] }),
    entry({ seq: 5, kind: 'plan.update', plan_title: '성산일출봉', fields: ['time', 'cost'] }),
    entry({ seq: 4, kind: 'plan.remove', plan_title: '광안리' }),
    entry({ seq: 3, kind: 'plan.move', from_day: 1, to_day: 2 }),
    entry({ seq: 2, kind: 'plan.move', plan_title: '성산일출봉', from_day: 2, to_day: 3 }),
  ];

  function answers(extra: TripActivity[] = []) {
    return (call: Call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/itineraries/trip-1/activity') {
        return call.search.get('cursor') === '2'
          ? json({ items: [entry({ seq: 1, user: null })], next_cursor: null })
          : json({ items: [...extra, ...firstPage], next_cursor: '2' });
      }
      return undefined;
    };
  }

  it('writes each change as a sentence, with a relative time, and pages with 더 보기', async () => {
    renderInApp(<ActivityPanel itineraryId="trip-1" />, answers());
    const panel = await screen.findByTestId('activity-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('activity-entry')).toHaveLength(5));
    expect(
      within(panel)
        .getAllByTestId('activity-entry')
        .map((li) => li.querySelector('p')?.textContent),
    ).toEqual([
      '민지님이 여행 제목을 바꿨습니다',
      '민지님이 성산일출봉 일정의 시간 및 비용을 바꿨습니다',
      '민지님이 광안리 일정을 삭제했습니다',
      '민지님이 해운대를 2일차로 옮겼습니다',
      '민지님이 성산일출봉을 3일차로 옮겼습니다',
    ]);
    expect(within(panel).getAllByText('3분 전')).toHaveLength(5);

    await userEvent.click(within(panel).getByRole('button', { name: '더 보기' }));
    expect(
      await within(panel).findByText('알 수 없는 사용자님이 해운대 일정을 추가했습니다'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('refetches when an itinerary.op of this trip arrives, not for another trip', async () => {
    let extra: TripActivity[] = [];
    const { calls } = renderInApp(<ActivityPanel itineraryId="trip-1" />, (call) => answers(extra)(call));
    const panel = await screen.findByTestId('activity-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('activity-entry')).toHaveLength(5));
    const feedCalls = () => calls.filter((call) => call.path === '/api/itineraries/trip-1/activity').length;
    const before = feedCalls();

    act(() => sources.at(-1)!.emit('itinerary.op', { id: 'trip-other', seq: 9 }));
    extra = [entry({ seq: 7, kind: 'plan.add', plan_title: '감천문화마을' })];
    act(() => sources.at(-1)!.emit('itinerary.op', { id: 'trip-1', seq: 7 }));
    expect(await within(panel).findByText('민지님이 감천문화마을 일정을 추가했습니다')).toBeInTheDocument();
    expect(feedCalls()).toBe(before + 1);
  });

  it('a failed load says so, and 다시 시도 loads it', async () => {
    let fail = true;
    renderInApp(<ActivityPanel itineraryId="trip-1" />, (call) =>
      call.path === '/api/itineraries/trip-1/activity' && fail
        ? apiError(500, 'internal_error')
        : answers()(call),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('불러오지 못했어요.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('민지님이 해운대를 2일차로 옮겼습니다')).toBeInTheDocument();
  });

  it('in English and Japanese', async () => {
    await i18n.changeLanguage('en');
    const view = renderInApp(<ActivityPanel itineraryId="trip-1" />, answers());
    expect(await screen.findByText('민지 moved 해운대 to Day 2')).toBeInTheDocument();
    expect(screen.getByText("민지 changed the trip's title")).toBeInTheDocument();
    // No Korean particle outside Korean.
    expect(screen.getByText('민지 changed the time and cost of 성산일출봉')).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('ja');
    renderInApp(<ActivityPanel itineraryId="trip-1" />, answers());
    expect(await screen.findByText('민지さんが해운대を2日目に移動しました')).toBeInTheDocument();
  });
});

describe('PresenceBar', () => {
  const presence = (userId: string, name: string, planId: string | null, id = 'trip-1') => ({
    id,
    user_id: userId,
    name,
    avatar: null,
    plan_id: planId,
    at: new Date().toISOString(),
  });

  it('sends heartbeats, shows the others and what they edit, never me, and drops someone gone quiet', async () => {
    const { calls } = renderInApp(
      <PresenceBar
        itineraryId="trip-1"
        editingPlanId="p-mine"
        planTitleOf={(id) => (id === 'p-1' ? '해운대' : undefined)}
      />,
      (call) => {
        if (call.path === '/api/me') return json(activeMe);
        if (call.path === '/api/itineraries/trip-1/presence') return json({ broadcast: true });
        return undefined;
      },
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/itineraries/trip-1/presence')).toHaveLength(1),
    );
    expect(calls.find((call) => call.path === '/api/itineraries/trip-1/presence')!.body).toEqual({
      plan_id: 'p-mine',
    });
    const bar = screen.getByTestId('presence-bar');
    expect(within(bar).getByText('지금은 혼자 편집하고 있어요.')).toBeInTheDocument();

    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    act(() => {
      sources.at(-1)!.emit('itinerary.presence', presence('me-1', '나', null));
      sources.at(-1)!.emit('itinerary.presence', presence('u-minji', '민지', 'p-1'));
      sources.at(-1)!.emit('itinerary.presence', presence('u-jun', '준', null));
      sources.at(-1)!.emit('itinerary.presence', presence('u-other', '남', null, 'trip-2'));
    });
    expect(await within(bar).findByText('민지님 · 해운대 편집 중')).toBeInTheDocument();
    expect(within(bar).getByText('준님')).toBeInTheDocument();
    expect(within(bar).queryByText('나님')).toBeNull();
    expect(within(bar).queryByText('남님')).toBeNull();
    expect(within(bar).getByText('2명이 함께 보고 있어요')).toBeInTheDocument();

    // 민지 keeps beating; 준 goes quiet past the timeout.
    now.mockReturnValue(start + presenceTimeoutMs - 1000);
    act(() => sources.at(-1)!.emit('itinerary.presence', presence('u-minji', '민지', null)));
    now.mockReturnValue(start + presenceTimeoutMs + 1000);
    await waitFor(() => expect(within(bar).queryByText('준님')).toBeNull(), { timeout: 8000 });
    expect(within(bar).getByText('민지님')).toBeInTheDocument();
    now.mockRestore();
  }, 15_000);

  it('sends one beat at a time and then the newest state, so a blur is never overtaken by an older beat', async () => {
    const first = deferred();
    function Editing() {
      const [planId, setPlanId] = useState<string | null>('p-1');
      return (
        <>
          <button type="button" onClick={() => setPlanId(null)}>
            leave
          </button>
          <PresenceBar itineraryId="trip-1" editingPlanId={planId} planTitleOf={() => undefined} />
        </>
      );
    }
    let answered = 0;
    const { calls } = renderInApp(<Editing />, (call) => {
      if (call.path === '/api/me') return json(activeMe);
      if (call.path === '/api/itineraries/trip-1/presence') {
        answered += 1;
        return answered === 1 ? first.promise : json({ broadcast: true });
      }
      return undefined;
    });
    const beats = () => calls.filter((call) => call.path === '/api/itineraries/trip-1/presence');
    await waitFor(() => expect(beats()).toHaveLength(1));
    expect(beats()[0]!.body).toEqual({ plan_id: 'p-1' });

    // Leaving the plan while the first beat is on its way: nothing more is sent yet…
    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beats()).toHaveLength(1);
    // …and once it is answered, the newest state follows, once.
    first.resolve(json({ broadcast: true }));
    await waitFor(() => expect(beats()).toHaveLength(2));
    expect(beats()[1]!.body).toEqual({ plan_id: null });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(beats()).toHaveLength(2);
  });
});
