/** The money page (issue 23): the expense form's integers and ids, its checks, the offline queue, roles. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Balances, Expense, ExpenseInput, ExpensePage, Itinerary } from '@pintrip/shared';
import { makeItinerary, makeMe } from '../../../../test/fixtures';
import { apiError, deferred, json, renderRoute, type Call, type Reply } from '../../../../test/render';

const me = makeMe({ id: 'me-1' });
const trip = (role: Itinerary['my_role']) =>
  makeItinerary({
    id: 'trip-1',
    title: '오사카 여행',
    user_id: role === 'owner' ? 'me-1' : 'other-1',
    my_role: role,
  });
const person = (id: string, name: string) => ({ id, display_name: name, avatar_url: null });
const balances: Balances = {
  home_currency: 'KRW',
  members: [
    { user: person('me-1', '나'), is_member: true, paid: 0, owed: 0, balance: 0 },
    { user: person('u-2', '민지'), is_member: true, paid: 0, owed: 0, balance: 0 },
  ],
  transfers: [],
  settlements: [],
};
const empty: ExpensePage = { items: [], next_cursor: null };

/** The trip's money as the server answers it; PUTs answer `put` (201 by default). */
function answers(role: Itinerary['my_role'], put?: (call: Call) => Reply | Promise<Reply>) {
  return (call: Call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries/trip-1') return json(trip(role));
    if (call.path === '/api/itineraries/trip-1/balances') return json(balances);
    if (call.path === '/api/itineraries/trip-1/expenses') return json(empty);
    if (call.method === 'PUT' && call.path.startsWith('/api/itineraries/trip-1/expenses/'))
      return put ? put(call) : json({}, 201);
    return undefined;
  };
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '지출 추가' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: '지출 추가' });
  return { user, dialog };
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

describe('money page', { timeout: 30_000 }, () => {
  it('saves an amount typed with separators as integer won under one client id, once however often it is pressed', async () => {
    const answer = deferred();
    const { calls } = renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', () => answer.promise),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('내용'), '저녁 식사');
    const amount = within(dialog).getByLabelText('금액');
    await user.type(amount, '1234567');
    await user.tab();
    expect(amount).toHaveValue('1,234,567');
    const save = within(dialog).getByRole('button', { name: '저장' });
    await user.click(save);
    await user.click(save);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    answer.resolve(json({}, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = puts(calls);
    expect(sent!.path).toMatch(/\/expenses\/[0-9a-f-]{36}$/);
    const body = sent!.body as ExpenseInput;
    expect(body).toMatchObject({
      title: '저녁 식사',
      amount: 1234567,
      currency: 'KRW',
      rate: null,
      payers: [{ user_id: 'me-1', amount: 1234567 }],
      split: { kind: 'equal', members: ['me-1', 'u-2'] },
    });
  });

  it('reads a yen rate quoted per 100 yen into the rate per yen, and previews the won amount', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('내용'), '라멘');
    await user.selectOptions(within(dialog).getByLabelText('통화'), 'JPY');
    await user.type(within(dialog).getByLabelText('금액'), '3,000');
    await user.type(within(dialog).getByLabelText('환율 (JPY 100당 KRW)'), '905.12');
    expect(within(dialog).getByText('100엔 = 905.12원 · 27,154원')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({
      amount: 3000,
      currency: 'JPY',
      rate: '9.0512',
      rate_source: 'manual',
    });
  });

  it('refuses percents that do not add up to 100% before sending anything', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('내용'), '숙소');
    await user.type(within(dialog).getByLabelText('금액'), '100000');
    await user.click(within(dialog).getByText('비율로'));
    await user.type(within(dialog).getByLabelText('나 비율'), '60');
    await user.type(within(dialog).getByLabelText('민지 비율'), '30');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('비율의 합이 100%가 되어야 해요.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('민지 비율'));
    await user.type(within(dialog).getByLabelText('민지 비율'), '40');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]!.body as ExpenseInput).split).toEqual({
      kind: 'percent',
      percents: [
        { user_id: 'me-1', basis_points: 6000 },
        { user_id: 'u-2', basis_points: 4000 },
      ],
    });
  });

  it('keeps an expense saved offline waiting, counted, and sends it with the same id on reconnect', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    const { user, dialog } = await openForm();
    online = false;
    await user.type(within(dialog).getByLabelText('내용'), '택시');
    await user.type(within(dialog).getByLabelText('금액'), '15000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('연결되면 보낼 지출 1건')).toBeInTheDocument();
    expect(screen.getByTestId('expense-queued')).toHaveTextContent('택시');
    expect(puts(calls)).toHaveLength(0);
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('expense-queued')).toBeNull());
    expect((puts(calls)[0]!.body as ExpenseInput).title).toBe('택시');
  });

  it('drops an expense queued offline that the server refuses on reconnect (removed from the trip), saying why', async () => {
    // A private trip answers 404 to someone no longer on it.
    const { calls } = renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', () => apiError(404, 'not_found')),
    );
    const { user, dialog } = await openForm();
    online = false;
    await user.type(within(dialog).getByLabelText('내용'), '택시');
    await user.type(within(dialog).getByLabelText('금액'), '15000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('연결되면 보낼 지출 1건')).toBeInTheDocument();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByText(
        '이 여행의 비용을 더 이상 바꿀 수 없어서, 오프라인에서 저장한 지출을 보내지 않고 지웠어요.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('expense-queued')).toBeNull());
    expect(screen.getByTestId('money-status')).toHaveTextContent('');
    expect(puts(calls)).toHaveLength(1);
  });

  it('keeps the dialog open with the reason when the server refuses (someone no longer on the trip)', async () => {
    renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', () => apiError(400, 'validation_failed', { 'split.1.user_id': 'not_a_member' })),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('내용'), '간식');
    await user.type(within(dialog).getByLabelText('금액'), '5000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('이 여행의 멤버가 아닌 사람이 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '지출 추가' })).toBeInTheDocument();
  });

  it('sets the home currency while the trip has no money; once it has, the currency is only shown', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', (call) =>
      call.path.endsWith('/home-currency') ? json({ home_currency: 'JPY' }) : answers('owner')(call),
    );
    await user.selectOptions(await screen.findByLabelText('기준 통화', {}, { timeout: 10_000 }), 'JPY');
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/home-currency'))).toMatchObject({
        method: 'PUT',
        body: { home_currency: 'JPY' },
      }),
    );
  });

  it('a viewer and a deactivated editor read without controls; someone without a role gets the not-found page', async () => {
    const viewer = renderRoute('/itineraries/trip-1/money', answers('viewer'));
    expect(await screen.findByTestId('money-read-only', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지출 추가' })).toBeNull();
    viewer.unmount();
    // A deactivated editor still reads the trip's money, and writes nothing.
    const inactive = renderRoute('/itineraries/trip-1/money', (call) =>
      call.path === '/api/me' ? json(makeMe({ id: 'me-1', is_active: false })) : answers('editor')(call),
    );
    expect(await screen.findByTestId('money-read-only', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지출 추가' })).toBeNull();
    inactive.unmount();
    renderRoute('/itineraries/trip-1/money', answers(null));
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});

const expense = (id: string, title: string, amount: number): Expense => ({
  id,
  itinerary_id: 'trip-1',
  title,
  amount,
  currency: 'KRW',
  rate: null,
  rate_date: null,
  rate_source: null,
  home_amount: amount,
  spent_on: '2025-05-01',
  category: 'food',
  payers: [{ user_id: 'u-2', amount }],
  split: {
    kind: 'exact',
    amounts: [
      { user_id: 'me-1', amount: amount - 1000 },
      { user_id: 'u-2', amount: 1000 },
    ],
  },
  shares: [
    { user_id: 'me-1', amount: amount - 1000 },
    { user_id: 'u-2', amount: 1000 },
  ],
  plan_id: null,
  note: null,
  created_by: 'u-2',
  created_at: '2025-05-01T10:00:00+09:00',
  updated_at: '2025-05-01T10:00:00+09:00',
});

describe('money page with money', { timeout: 30_000 }, () => {
  const owing: Balances = {
    ...balances,
    members: [
      { user: person('me-1', '나'), is_member: true, paid: 0, owed: 31000, balance: -31000 },
      { user: person('u-2', '민지'), is_member: true, paid: 32000, owed: 1000, balance: 31000 },
    ],
    transfers: [{ from_user_id: 'me-1', to_user_id: 'u-2', amount: 31000 }],
  };
  const withMoney = (call: Call) => {
    if (call.path === '/api/itineraries/trip-1/balances') return json(owing);
    if (call.path === '/api/itineraries/trip-1/expenses') {
      return json(
        call.search.get('cursor') === 'next'
          ? { items: [expense('e-2', '점심', 12000)], next_cursor: null }
          : { items: [expense('e-1', '저녁 식사', 32000)], next_cursor: 'next' },
      );
    }
    if (call.method === 'DELETE') return { status: 204 };
    return answers('owner')(call);
  };

  it('pages with 더 보기, edits an expense under its own id with its split, deletes after asking', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', withMoney);
    expect(await screen.findByText('저녁 식사', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('점심')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '저녁 식사 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '지출 수정' });
    expect(within(dialog).getByLabelText('금액')).toHaveValue('32,000');
    expect(within(dialog).getByLabelText('민지 낼 금액')).toHaveValue('1,000');
    await user.clear(within(dialog).getByLabelText('내용'));
    await user.type(within(dialog).getByLabelText('내용'), '저녁 식사 (1차)');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.path).toBe('/api/itineraries/trip-1/expenses/e-1');
    expect(puts(calls)[0]!.body).toMatchObject({
      title: '저녁 식사 (1차)',
      amount: 32000,
      payers: [{ user_id: 'u-2', amount: 32000 }],
      split: {
        kind: 'exact',
        amounts: [
          { user_id: 'me-1', amount: 31000 },
          { user_id: 'u-2', amount: 1000 },
        ],
      },
    });

    await user.click(screen.getByRole('button', { name: '점심 삭제' }));
    const ask = await screen.findByRole('alertdialog', { name: '이 지출을 삭제할까요?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/itineraries/trip-1/expenses/e-2',
      ]),
    );
  });

  it('copies a transfer as text, and asks for balances with a household chosen', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', withMoney);
    const transfer = await screen.findByTestId('transfer', {}, { timeout: 10_000 });
    expect(transfer).toHaveTextContent('나 → 민지 31,000원');
    await user.click(within(transfer).getByRole('button', { name: '나 → 민지 31,000원 복사' }));
    expect(await navigator.clipboard.readText()).toBe('나 → 민지 31,000원');

    await user.click(screen.getByRole('button', { name: '한 가족으로 정산' }));
    await user.click(screen.getByRole('checkbox', { name: '나' }));
    await user.click(screen.getByRole('checkbox', { name: '민지' }));
    await user.click(screen.getByRole('button', { name: '묶기' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path.endsWith('/balances') && call.search.get('household') === 'me-1,u-2'),
      ).toBe(true),
    );
    expect(screen.getByTestId('household')).toHaveTextContent('나 · 민지');
    expect(screen.queryByLabelText('기준 통화')).toBeNull();
    expect(screen.getByTestId('home-currency')).toHaveTextContent('KRW');
  });
});
