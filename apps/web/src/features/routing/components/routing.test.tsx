/*
 * The routing pieces in the planner's slot, in the app's real providers: a leg shows mode, time,
 * distance, "추정" and its map links; offline it falls back to the local estimate; "순서 최적화"
 * previews the order, asks again when a plan is pinned, and hands the accepted order to the planner.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayLegs, OptimizeAnswer } from '@pintrip/shared';
import i18n from '../../../i18n';
import { activeMe } from '../../../../test/fixtures';
import { json, renderInApp, type Answer, type Call } from '../../../../test/render';
import { useDayRoute, type RouteDay } from '../index';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const plans = [
  { id: 'p-hotel', destination: '호텔', time: null, lat: 37.5665, lng: 126.978 },
  { id: 'p-far', destination: '남산타워', time: null, lat: 37.5512, lng: 126.9882 },
  { id: 'p-near', destination: '덕수궁', time: null, lat: 37.5658, lng: 126.9751 },
  { id: 'p-station', destination: '서울역', time: null, lat: 37.5547, lng: 126.9707 },
];
const day: RouteDay = { dayNumber: 1, plans };

const legs = (isEstimate: boolean): DayLegs => ({
  day_number: 1,
  mode: 'walk',
  legs: plans.slice(1).map((to, i) => ({
    from_plan_id: plans[i]!.id,
    to_plan_id: to.id,
    mode: 'walk',
    duration_s: 690,
    distance_m: 850,
    source: isEstimate ? 'estimate' : 'osrm',
    is_estimate: isEstimate,
  })),
  total_duration_s: 2070,
  total_distance_m: 2550,
});

const proposal = (pinned: string[]): OptimizeAnswer => ({
  day_number: 1,
  mode: 'walk',
  order: pinned.includes('p-far')
    ? ['p-hotel', 'p-far', 'p-near', 'p-station']
    : ['p-hotel', 'p-near', 'p-far', 'p-station'],
  changed: !pinned.includes('p-far'),
  method: 'exact',
  current_duration_s: 3600,
  proposed_duration_s: pinned.includes('p-far') ? 3600 : 2400,
  fixed_plan_ids: ['p-hotel', ...pinned, 'p-station'],
  conflicts: [],
  is_estimate: true,
});

function Host({
  applyOrder,
  isReadOnly = false,
}: {
  applyOrder: (dayNumber: number, ids: readonly string[]) => boolean;
  isReadOnly?: boolean;
}) {
  const slot = useDayRoute('trip-1')({ applyOrder });
  return (
    <div>
      {slot.tools(day, { isReadOnly })}
      <ol>
        {plans.slice(1).map((plan, i) => (
          <div key={plan.id}>{slot.leg(day, i)}</div>
        ))}
      </ol>
    </div>
  );
}

function answers(legsAnswer: () => Answer) {
  return (call: Call) => {
    if (call.path === '/api/me') return json(activeMe);
    if (call.path === '/api/itineraries/trip-1/days/1/legs') return legsAnswer();
    if (call.path === '/api/itineraries/trip-1/days/1/optimize') {
      return json(proposal((call.body as { pinned_plan_ids: string[] }).pinned_plan_ids));
    }
    return undefined;
  };
}

describe('routing in the planner', () => {
  it('shows each leg with mode, time, distance, 추정 and links to Kakao Map and Naver Map', async () => {
    renderInApp(
      <Host applyOrder={() => true} />,
      answers(() => json(legs(true))),
    );
    await waitFor(() => expect(screen.getAllByText('도보 12분 · 850m')).toHaveLength(3));
    const [first] = screen.getAllByTestId('route-leg');
    expect(within(first!).getByText('추정')).toBeInTheDocument();
    const kakao = within(first!).getByRole('link', { name: /카카오맵 길찾기 열기: 호텔 → 남산타워/ });
    expect(kakao).toHaveAttribute(
      'href',
      `https://map.kakao.com/link/by/walk/${encodeURIComponent('호텔')},37.5665,126.978/${encodeURIComponent('남산타워')},37.5512,126.9882`,
    );
    // A desktop browser (jsdom's) cannot open Naver's app: its web directions.
    const naver = within(first!).getByRole('link', { name: /네이버 지도 길찾기 열기/ });
    expect(naver).toHaveAttribute(
      'href',
      `https://map.naver.com/p/directions/126.978,37.5665,${encodeURIComponent('호텔')}/126.9882,37.5512,${encodeURIComponent('남산타워')}/-/walk`,
    );
  });

  it('links a phone to Naver Map’s app, with the site as appname', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    try {
      renderInApp(
        <Host applyOrder={() => true} />,
        answers(() => json(legs(true))),
      );
      const [first] = await screen.findAllByTestId('route-leg');
      const naver = within(first!).getByRole('link', { name: /네이버 지도 길찾기 열기: 호텔 → 남산타워/ });
      expect(naver.getAttribute('href')).toBe(
        `nmap://route/walk?slat=37.5665&slng=126.978&sname=%ED%98%B8%ED%85%94&dlat=37.5512&dlng=126.9882&dname=%EB%82%A8%EC%82%B0%ED%83%80%EC%9B%8C&appname=${encodeURIComponent(window.location.origin)}`,
      );
      // Kakao's web link is the same on a phone.
      expect(
        within(first!)
          .getByRole('link', { name: /카카오맵 길찾기 열기/ })
          .getAttribute('href'),
      ).toMatch(/^https:\/\/map\.kakao\.com\/link\/by\/walk\//);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('does not say 추정 for a provider’s legs, and the mode changes what is asked', async () => {
    const calls: string[] = [];
    renderInApp(<Host applyOrder={() => true} />, (call) => {
      if (call.path.endsWith('/legs')) calls.push(call.search.get('mode') ?? '');
      return answers(() => json(legs(false)))(call);
    });
    await waitFor(() => expect(screen.getAllByText('도보 12분 · 850m')).toHaveLength(3));
    expect(screen.queryByText('추정')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('이동 수단'), 'car');
    await waitFor(() => expect(calls).toContain('car'));
  });

  it('offline, shows the local straight-line estimate, labelled 추정', async () => {
    renderInApp(
      <Host applyOrder={() => true} />,
      answers(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const rows = await screen.findAllByTestId('route-leg');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('추정')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/^도보 \d+분 · [\d.,]+k?m$/)).toBeInTheDocument();
  });

  it('previews the best order, asks again with a pin, and hands the accepted order to the planner', async () => {
    const applyOrder = vi.fn(() => true);
    const calls: unknown[] = [];
    renderInApp(<Host applyOrder={applyOrder} />, (call) => {
      if (call.path.endsWith('/optimize')) calls.push(call.body);
      return answers(() => json(legs(true)))(call);
    });
    await userEvent.click(await screen.findByRole('button', { name: '1일차 순서 최적화' }));
    const dialog = await screen.findByRole('dialog', { name: '1일차 추천 순서' });
    await waitFor(() => expect(within(dialog).getAllByTestId('optimize-row')).toHaveLength(4));
    expect(
      within(dialog)
        .getAllByTestId('optimize-row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('호텔'),
      expect.stringContaining('덕수궁'),
      expect.stringContaining('남산타워'),
      expect.stringContaining('서울역'),
    ]);
    expect(within(dialog).getByTestId('optimize-summary')).toHaveTextContent(
      '지금 1시간 0분 → 추천 40분 · 20분 줄어요',
    );
    expect(within(dialog).getAllByText('첫 일정')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '‘남산타워’ 자리 고정' }));
    await waitFor(() =>
      expect(within(dialog).getByText('지금 순서가 이미 가장 짧아요.')).toBeInTheDocument(),
    );
    expect(calls).toEqual([{ pinned_plan_ids: [] }, { pinned_plan_ids: ['p-far'] }]);
    expect(within(dialog).getByRole('button', { name: '이 순서로 바꾸기' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '‘남산타워’ 자리 고정' }));
    const accept = within(dialog).getByRole('button', { name: '이 순서로 바꾸기' });
    await waitFor(() => expect(accept).toBeEnabled());
    await userEvent.click(accept);
    expect(applyOrder).toHaveBeenCalledWith(1, ['p-hotel', 'p-near', 'p-far', 'p-station']);
    expect(
      await screen.findByText('1일차 순서를 바꿨어요. 실행 취소로 되돌릴 수 있어요.'),
    ).toBeInTheDocument();
  });

  it('a viewer (read only) sees the legs and the mode, not "순서 최적화"', async () => {
    renderInApp(
      <Host applyOrder={() => true} isReadOnly />,
      answers(() => json(legs(true))),
    );
    await waitFor(() => expect(screen.getAllByTestId('route-leg')).toHaveLength(3));
    expect(screen.getByLabelText('이동 수단')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /순서 최적화/ })).not.toBeInTheDocument();
  });
});
