import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import {
  activeMe,
  makeDestination,
  makeItinerary,
  makeMe,
  makeSummary,
  page,
} from '../../../../test/fixtures';
import { apiError, json, renderRoute, type Call } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

const destination = makeDestination({ id: 'd-1', title: '해운대', location: '부산 해운대구' });
const mine = makeSummary({
  id: 'trip-mine',
  title: '부산 여행',
  user_id: 'me-1',
  start_date: '2026-05-01',
  end_date: '2026-05-03',
  day_count: 3,
});
const sharedEditor = {
  ...makeSummary({ id: 'trip-edit', title: '친구와 제주' }),
  my_role: 'editor',
  joined_at: '2026-04-01T00:00:00Z',
};
const sharedViewer = {
  ...makeSummary({ id: 'trip-view', title: '보기만 하는 여행' }),
  my_role: 'viewer',
  joined_at: '2026-04-01T00:00:00Z',
};
/** Day 2 already holds a plan keyed "a0": the new one goes after it. */
const mineDetail = makeItinerary({ ...mine });
mineDetail.days = [
  { id: 'day-1', day_number: 1, estimated_cost: 0, plans: [] },
  {
    id: 'day-2',
    day_number: 2,
    estimated_cost: 0,
    plans: [{ ...mineDetail.days[0]!.plans[0]!, id: 'p-existing', sort_key: 'a0', position: 0 }],
  },
  { id: 'day-3', day_number: 3, estimated_cost: 0, plans: [] },
];

function answers(
  opsAnswer: (call: Call) => ReturnType<typeof json> = (call) =>
    json({
      results: [
        { op_id: (call.body as { ops: { op_id: string }[] }).ops[0]!.op_id, status: 'applied', seq: 7 },
      ],
    }),
) {
  return (call: Call) => {
    if (call.path === '/api/me') return json(activeMe);
    if (call.path === '/api/destinations' && call.method === 'GET') return json(page([destination]));
    if (call.path === '/api/destinations/d-1') return json(destination);
    if (call.path === '/api/itineraries' && call.search.get('scope') === 'mine')
      return json({ items: [mine], next_cursor: null });
    if (call.path === '/api/me/shared-itineraries')
      return json({ items: [sharedEditor, sharedViewer], next_cursor: null });
    if (call.path === '/api/itineraries/trip-mine' && call.method === 'GET') return json(mineDetail);
    if (call.path === '/api/itineraries/trip-mine/ops' && call.method === 'POST') return opsAnswer(call);
    return undefined;
  };
}

async function openAddToTrip() {
  // The first test of the file waits for the route's lazy chunk to be transformed (a busy machine).
  const detail = await screen.findByRole('dialog', { name: '해운대' }, { timeout: 15_000 });
  await userEvent.click(await within(detail).findByRole('button', { name: '일정에 추가' }));
  const dialog = await screen.findByRole('dialog', { name: '일정에 추가' });
  // The particle follows the title: 해운대를, not 해운대을(를).
  expect(dialog).toHaveAccessibleDescription('해운대를 넣을 여행과 날짜를 고르세요.');
  return dialog;
}

describe('일정에 추가', () => {
  it(
    'adds the destination at the end of the chosen day with one plan.add, then links to the trip',
    {
      timeout: 30_000,
    },
    async () => {
      const { calls } = renderRoute('/destinations/d-1', answers());
      const dialog = await openAddToTrip();
      // My trip and the one I edit with a friend; not the one I may only view.
      const mineOption = await within(dialog).findByRole('radio', { name: /부산 여행/ });
      expect(within(dialog).getByRole('radio', { name: /친구와 제주/ })).toBeInTheDocument();
      expect(within(dialog).queryByRole('radio', { name: /보기만 하는 여행/ })).toBeNull();
      expect(within(dialog).getByRole('button', { name: '추가하기' })).toBeDisabled();

      await userEvent.click(mineOption);
      const day = within(dialog).getByRole('combobox', { name: '날짜' });
      expect(
        within(day)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1일차 · 5월 1일 (금)', '2일차 · 5월 2일 (토)', '3일차 · 5월 3일 (일)']);
      await userEvent.selectOptions(day, '2');
      await userEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));

      expect(await within(dialog).findByRole('link', { name: '일정 보기' })).toHaveAttribute(
        'href',
        '/itineraries/trip-mine',
      );
      expect(screen.getAllByText('‘부산 여행’ 2일차에 추가했어요.').length).toBeGreaterThan(0);
      const sent = calls.filter((call) => call.path === '/api/itineraries/trip-mine/ops');
      expect(sent).toHaveLength(1);
      const [op] = (sent[0]!.body as { ops: Record<string, unknown>[] }).ops;
      expect(op).toMatchObject({
        kind: 'plan.add',
        day_number: 2,
        fields: { destination: '해운대', destination_id: 'd-1', location: '부산 해운대구' },
      });
      expect(String(op!.sort_key) > 'a0').toBe(true);
      expect(op!.op_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(op!.plan_id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('a refused operation says why and keeps the dialog open', async () => {
    renderRoute(
      '/destinations/d-1',
      answers((call) =>
        json({
          results: [
            {
              op_id: (call.body as { ops: { op_id: string }[] }).ops[0]!.op_id,
              status: 'rejected',
              error: { code: 'day_out_of_range', message: 'x' },
            },
          ],
        }),
      ),
    );
    const dialog = await openAddToTrip();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /부산 여행/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('여행 기간을 벗어난 일차가 있습니다.');
  });

  it('a trip I may no longer edit (403) says so', async () => {
    renderRoute(
      '/destinations/d-1',
      answers(() => apiError(403, 'forbidden')),
    );
    const dialog = await openAddToTrip();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /부산 여행/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '추가하기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('이 일정을 편집할 권한이 없어요.');
  });

  it('"새 일정 만들기" asks the title and dates, creates the trip with the destination on Day 1 and opens the planner', async () => {
    const created = makeItinerary({ id: 'trip-new', title: '해운대 여행', user_id: activeMe.id });
    const { calls, router } = renderRoute('/destinations/d-1', (call) => {
      if (call.path === '/api/itineraries' && call.method === 'POST') return json(created, 201);
      return answers()(call);
    });
    const dialog = await openAddToTrip();
    await userEvent.click(await within(dialog).findByRole('button', { name: '새 일정 만들기' }));
    const form = await screen.findByRole('dialog', { name: '새 여행 일정' });
    expect(within(form).getByTestId('new-trip-first-place')).toHaveTextContent('1일차 첫 일정: 해운대');
    await userEvent.type(within(form).getByLabelText('여행 테마'), '해운대 여행');
    fireEvent.change(within(form).getByLabelText('시작일'), { target: { value: '2026-07-01' } });
    fireEvent.change(within(form).getByLabelText('종료일'), { target: { value: '2026-07-02' } });
    await userEvent.click(within(form).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itineraries/trip-new/plan'));
    expect(calls.find((call) => call.path === '/api/itineraries' && call.method === 'POST')?.body).toEqual({
      title: '해운대 여행',
      start_date: '2026-07-01',
      end_date: '2026-07-02',
      days: [
        {
          day_number: 1,
          plans: [
            {
              destination: '해운대',
              destination_id: 'd-1',
              location: '부산 해운대구',
              cost: destination.budget_min,
            },
          ],
        },
        { day_number: 2, plans: [] },
      ],
    });
  });

  it('is on every card for an active user, and on neither card nor detail for a visitor or a deactivated user', async () => {
    const view = renderRoute('/destinations', answers());
    const card = await screen.findByTestId('destination-card');
    expect(await within(card).findByRole('button', { name: '일정에 추가' })).toBeInTheDocument();
    view.unmount();
    const rows = renderRoute('/destinations?view=list', answers());
    const row = await screen.findByTestId('destination-row');
    expect(await within(row).findByRole('button', { name: '일정에 추가' })).toBeInTheDocument();
    rows.unmount();

    for (const me of [null, makeMe({ is_active: false })]) {
      const other = renderRoute('/destinations/d-1', (call) => {
        if (call.path === '/api/me') return me ? json(me) : apiError(401, 'unauthorized');
        return answers()(call);
      });
      const detail = await screen.findByRole('dialog', { name: '해운대' });
      await within(detail).findByRole('button', { name: /좋아요/ });
      await waitFor(() => expect(other.calls.some((call) => call.path === '/api/me')).toBe(true));
      expect(screen.queryByRole('button', { name: '일정에 추가' })).toBeNull();
      other.unmount();
    }
  });
});
