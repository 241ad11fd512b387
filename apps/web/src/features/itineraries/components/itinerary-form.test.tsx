import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../../i18n';
import { activeMe as me, makeItinerary } from '../../../../test/fixtures';
import { json, renderRoute, type Handler } from '../../../../test/render';

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('ko');
});

async function openForm(handler: Handler = () => undefined) {
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

describe('itinerary form', () => {
  it('shows the theme message under the field and sends nothing when the theme is blank', async () => {
    const { dialog, calls } = await openForm();
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('여행 테마는 필수 입력 항목입니다')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('여행 테마')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an end date before the start date', async () => {
    const { dialog, calls } = await openForm();
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '부산');
    setDate(dialog, '시작일', '2025-05-03');
    setDate(dialog, '종료일', '2025-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('종료일은 시작일보다 빠를 수 없습니다.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('regenerates day tabs and asks before dropping a day that has plans', async () => {
    const { dialog, calls } = await openForm((call) =>
      call.path === '/api/destinations'
        ? json({
            items: [
              {
                id: '0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
                title: '해운대',
                location: '부산 해운대구',
                image_url: '/x.jpg',
                budget_min: 7000,
                budget_max: 20000,
                lat: 35.1587,
                lng: 129.1604,
              },
            ],
            next_cursor: null,
          })
        : undefined,
    );
    // A complete form: were the add-plan dialog's submit to reach the itinerary form, it would save.
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '부산 여행');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-03');
    const tabs = () =>
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    expect(tabs()).toEqual(['1일차', '2일차', '3일차']);

    // Add a plan to Day 3 through the picker; the cost defaults to the minimum budget.
    await userEvent.click(within(dialog).getByRole('tab', { name: /3일차/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '계획 추가' }));
    const picker = await screen.findByRole('dialog', { name: '3일차에 여행지 추가' });
    await userEvent.click(await within(picker).findByRole('button', { name: /해운대/ }));
    const add = await screen.findByRole('dialog', { name: '계획 추가' });
    expect(within(add).getByLabelText('비용(원)')).toHaveValue(7000);
    await userEvent.click(within(add).getByRole('button', { name: '추가' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('plan-row')).toHaveLength(1));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(dialog).toBeInTheDocument();

    // Shortening to one day asks first; cancelling keeps the dates and the plan.
    setDate(dialog, '종료일', '2025-05-01');
    const confirm = await screen.findByRole('alertdialog', { name: '여행 기간을 줄일까요?' });
    expect(within(confirm).getByText('3일차의 계획이 삭제됩니다.')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(within(dialog).getByLabelText('종료일')).toHaveValue('2025-05-03');
    expect(tabs()).toEqual(['1일차', '2일차', '3일차(1)']);

    // Lengthening keeps the plan of Day 3 and adds Day 4.
    setDate(dialog, '종료일', '2025-05-04');
    expect(tabs()).toEqual(['1일차', '2일차', '3일차(1)', '4일차']);

    // Confirming the shortening drops Day 3 and its plan.
    setDate(dialog, '종료일', '2025-05-02');
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '줄이기' }),
    );
    expect(tabs()).toEqual(['1일차', '2일차']);
  });

  it('shows "saving..." while busy and keeps what was typed when the save fails', async () => {
    let release!: (answer: { status: number; body?: unknown }) => void;
    const { dialog, calls } = await openForm((call) =>
      call.path === '/api/itineraries' && call.method === 'POST'
        ? new Promise((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '제주 힐링');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-02');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('button', { name: '저장 중...' })).toBeDisabled();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: '제주 힐링',
      start_date: '2025-05-01',
      end_date: '2025-05-02',
      days: [
        { day_number: 1, plans: [] },
        { day_number: 2, plans: [] },
      ],
    });
    release({ status: 500, body: { error: { code: 'internal_error', message: 'boom' } } });
    expect(
      await within(dialog).findByText('일정 저장에 실패했습니다. 다시 시도해주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('여행 테마')).toHaveValue('제주 힐링');
    expect(within(dialog).getByLabelText('종료일')).toHaveValue('2025-05-02');
    expect(within(dialog).getByRole('button', { name: '저장' })).toBeEnabled();
  });

  it('shows the server rule message inline (day_out_of_range)', async () => {
    const { dialog } = await openForm((call) =>
      call.method === 'POST' ? json({ error: { code: 'day_out_of_range', message: 'x' } }, 400) : undefined,
    );
    await userEvent.type(within(dialog).getByLabelText('여행 테마'), '제주');
    setDate(dialog, '시작일', '2025-05-01');
    setDate(dialog, '종료일', '2025-05-01');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('여행 기간을 벗어난 일차가 있습니다.')).toBeInTheDocument();
  });

  it('edits an itinerary with its plans and sends PUT', async () => {
    const mine = makeItinerary({ id: 'mine-1', user_id: me.id, title: '내 제주' });
    const calls = renderRoute('/itineraries/mine-1', (call) => {
      if (call.path === '/api/me') return json(me);
      if (call.path === '/api/itineraries/mine-1' && call.method === 'GET') return json(mine);
      if (call.path === '/api/itineraries/mine-1' && call.method === 'PUT') return json(mine);
      if (call.path.endsWith('/recommendations')) return json({ items: [] });
      return undefined;
    }).calls;
    await userEvent.click(await screen.findByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog', { name: '일정 수정' });
    expect(within(dialog).getAllByTestId('plan-row')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '섭지코지 삭제' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as { days: { plans: unknown[] }[] };
    expect(put.days[0]!.plans).toEqual([
      {
        time: '09:00',
        destination: '성산일출봉',
        destination_id: '0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
        location: '제주 서귀포시 성산읍',
        note: '일출 보기',
        duration: 90,
        cost: 5000,
      },
    ]);
  });
});
