import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe as me, makeItinerary } from '../../../../test/fixtures';
import { json, renderRoute, type Handler } from '../../../../test/render';

/*
 * "새 일정" (issue 22): the old form with its day tabs and plans is gone; a new trip asks only its
 * title and dates, then opens in the planner.
 */

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

async function openNewTrip(handler: Handler = () => undefined) {
  const utils = renderRoute('/itineraries', (call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries' && call.method === 'GET')
      return json({ items: [], next_cursor: null });
    return handler(call);
  });
  await userEvent.click(await screen.findByTestId('create-itinerary'));
  const dialog = await screen.findByRole('dialog', { name: '새 여행 일정' });
  return { ...utils, dialog };
}

function setDate(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('새 일정: title and dates, then the planner', () => {
  it('asks only the title and the dates: no day tabs, no plans, no add-plan button', async () => {
    const { dialog } = await openNewTrip();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(1);
    expect(within(dialog).getByLabelText('시작일')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText('종료일')).toHaveAttribute('type', 'date');
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '계획 추가' })).toBeNull();
    expect(dialog).toHaveTextContent('플래너가 열려요');
  });

  it('shows the theme message under the field and sends nothing when the theme is blank', async () => {
    const { dialog, calls } = await openNewTrip();
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('여행 테마는 필수 입력 항목입니다')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('여행 테마')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for the dates and refuses an end date before the start date', async () => {
    const { dialog, calls } = await openNewTrip();
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '부산');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(within(dialog).getByLabelText('시작일')).toHaveAttribute('aria-invalid', 'true');
    setDate(dialog, '시작일', '2025-05-03');
    setDate(dialog, '종료일', '2025-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('종료일은 시작일보다 빠를 수 없습니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the trip with one empty day per date and opens it in the planner', async () => {
    const saved = makeItinerary({ id: 'new-1', title: '제주 힐링', user_id: me.id, is_public: false });
    const { dialog, calls, router } = await openNewTrip((call) => {
      if (call.path === '/api/itineraries' && call.method === 'POST') return json(saved, 201);
      return undefined;
    });
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), ' 제주 힐링 ');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-03');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itineraries/new-1/plan'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: '제주 힐링',
      start_date: '2025-05-01',
      end_date: '2025-05-03',
      days: [
        { day_number: 1, plans: [] },
        { day_number: 2, plans: [] },
        { day_number: 3, plans: [] },
      ],
    });
    expect(await screen.findByText('일정이 성공적으로 저장되었습니다.')).toBeInTheDocument();
  });

  it('shows "saving..." while busy and keeps what was typed when the save fails', async () => {
    let release!: (answer: { status: number; body?: unknown }) => void;
    const { dialog, router } = await openNewTrip((call) =>
      call.path === '/api/itineraries' && call.method === 'POST'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '제주 힐링');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByRole('button', { name: '저장 중...' })).toBeDisabled();
    release({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } });
    expect(
      await within(dialog).findByText('일정 저장에 실패했습니다. 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('여행 테마')).toHaveValue('제주 힐링');
    expect(within(dialog).getByLabelText('종료일')).toHaveValue('2025-05-02');
    expect(within(dialog).getByRole('button', { name: '만들기' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/itineraries');
  });

  it('shows the server rule message inline (day_out_of_range)', async () => {
    const { dialog } = await openNewTrip((call) =>
      call.method === 'POST' ? json({ error: { code: 'day_out_of_range', message: 'x' } }, 400) : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '제주');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '만들기' }));
    expect(await within(dialog).findByText('여행 기간을 벗어난 일차가 있습니다.')).toBeInTheDocument();
  });
});

describe('the detail edits in the planner', () => {
  it('offers "플래너에서 편집" to the owner, and no edit form', async () => {
    const mine = makeItinerary({ id: 'mine-1', user_id: me.id, title: '내 제주' });
    renderRoute('/itineraries/mine-1', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries/mine-1') return json(mine);
      if (call.path.endsWith('/recommendations')) return json({ items: [] });
      return undefined;
    });
    const link = await screen.findByRole('link', { name: '플래너에서 편집' });
    expect(link).toHaveAttribute('href', '/itineraries/mine-1/plan');
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
  });
});
