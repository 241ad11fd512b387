/**
 * The money page beyond expenses (issue 23, decision 0043): 환전 records and the average rate in
 * the expense form, the common pool, receipts, budget against actual — the requests sent, their
 * integers, the messages of refused uploads, and what a viewer sees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  Balances,
  Exchange,
  ExchangeRate,
  Expense,
  ExpenseInput,
  Itinerary,
  MoneySummary,
  Pool,
} from '@pintrip/shared';
import { makeItinerary, makeMe } from '../../../../test/fixtures';
import { apiError, json, renderRoute, type Call, type Reply } from '../../../../test/render';

const me = makeMe({ id: 'me-1' });
const trip = (role: Itinerary['my_role']) =>
  makeItinerary({
    id: 'trip-1',
    title: '오사카 여행',
    user_id: role === 'owner' ? 'me-1' : 'other-1',
    my_role: role,
  });
const person = (id: string, name: string) => ({ id, display_name: name, avatar_url: null });
const path = '/api/itineraries/trip-1';

const balances: Balances = {
  home_currency: 'KRW',
  members: [
    {
      user: person('me-1', '나'),
      is_member: true,
      paid: 30000,
      owed: 20000,
      balance: 1000,
      pool_contributed: 50000,
      pool_returned: 29000,
    },
    {
      user: person('u-2', '민지'),
      is_member: true,
      paid: 0,
      owed: 20000,
      balance: -1000,
      pool_contributed: 0,
      pool_returned: 0,
    },
  ],
  pool: { contributed: 50000, spent: 21000, remainder: 29000 },
  transfers: [{ from_user_id: 'u-2', to_user_id: 'me-1', amount: 1000 }],
  settlements: [],
};

const exchange: Exchange = {
  id: 'x-1',
  itinerary_id: 'trip-1',
  user_id: 'u-2',
  given_amount: 100000,
  given_currency: 'KRW',
  received_amount: 11050,
  received_currency: 'JPY',
  rate: '9.04977376',
  exchanged_on: '2025-05-01',
  note: null,
  created_by: 'u-2',
  created_at: '2025-05-01T10:00:00+09:00',
  updated_at: '2025-05-01T10:00:00+09:00',
};

const pool: Pool = {
  home_currency: 'KRW',
  contributed: 50000,
  spent: 21000,
  remainder: 29000,
  contributions: [
    {
      id: 'c-1',
      user_id: 'me-1',
      amount: 50000,
      currency: 'KRW',
      contributed_on: '2025-05-01',
      note: null,
      created_by: 'me-1',
      created_at: '2025-05-01T10:00:00+09:00',
    },
  ],
  returns: [{ user_id: 'me-1', amount: 29000 }],
};

const summary: MoneySummary = {
  home_currency: 'KRW',
  budget: 30000,
  actual: 40000,
  days: [
    { day_number: 1, date: '2025-05-01', budget: 30000, actual: 28500 },
    { day_number: null, date: null, budget: 0, actual: 11500 },
  ],
  categories: [{ category: 'food', actual: 40000 }],
  people: [
    { user_id: 'me-1', budget: 15000, actual: 20000 },
    { user_id: 'u-2', budget: 15000, actual: 20000 },
  ],
};

const dinner: Expense = {
  id: 'e-1',
  itinerary_id: 'trip-1',
  title: '저녁 식사',
  amount: 40000,
  currency: 'KRW',
  rate: null,
  rate_date: null,
  rate_source: null,
  home_amount: 40000,
  spent_on: '2025-05-01',
  category: 'food',
  payers: [{ user_id: 'me-1', amount: 19000 }],
  split: { kind: 'equal', members: ['me-1', 'u-2'] },
  shares: [
    { user_id: 'me-1', amount: 20000 },
    { user_id: 'u-2', amount: 20000 },
  ],
  plan_id: null,
  note: null,
  created_by: 'me-1',
  created_at: '2025-05-01T10:00:00+09:00',
  updated_at: '2025-05-01T10:00:00+09:00',
  pool_amount: 21000,
  has_receipt: true,
};
const lunch: Expense = { ...dinner, id: 'e-2', title: '점심', pool_amount: 0, has_receipt: false };

/** The trip's money as the server answers it; `extra` answers the writes a test looks at. */
function answers(role: Itinerary['my_role'], extra?: (call: Call) => Reply | undefined) {
  return (call: Call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === '/api/me') return json(me);
    if (call.path === path) return json(trip(role));
    if (call.path === `${path}/balances`) return json(balances);
    if (call.path === `${path}/expenses`) return json({ items: [dinner, lunch], next_cursor: null });
    if (call.path === `${path}/exchanges`) return json({ items: [exchange], next_cursor: null });
    if (call.path === `${path}/pool`) return json(pool);
    if (call.path === `${path}/money/summary`) return json(summary);
    if (call.method === 'PUT') return json({}, 201);
    if (call.method === 'DELETE') return { status: 204 };
    return undefined;
  };
}
const sent = (calls: Call[], method: string, prefix: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith(`${path}${prefix}`));
const ready = { timeout: 10_000 };

describe('환전 records', { timeout: 30_000 }, () => {
  it('lists an exchange with its rate per 100 yen, and adds one as integer minor units under a client id', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute(`${path.replace('/api', '')}/money`, answers('owner'));
    const row = await screen.findByTestId('exchange-row', {}, ready);
    expect(row).toHaveTextContent('민지');
    expect(row).toHaveTextContent('100,000원 → 11,050엔');
    expect(within(row).getByTestId('exchange-rate')).toHaveTextContent('100엔 = 904.98원');

    await user.click(screen.getByRole('button', { name: '환전 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '환전 추가' });
    await user.type(within(dialog).getByLabelText('낸 돈 (KRW)'), '200000');
    await user.type(within(dialog).getByLabelText('받은 외화'), '22000');
    expect(within(dialog).getByTestId('exchange-rate-preview')).toHaveTextContent('100엔 = 909.09원');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/exchanges/')).toHaveLength(1));
    const [put] = sent(calls, 'PUT', '/exchanges/');
    expect(put!.path).toMatch(/\/exchanges\/[0-9a-f-]{36}$/);
    expect(put!.body).toEqual({
      user_id: 'me-1',
      given_amount: 200000,
      received_amount: 22000,
      received_currency: 'JPY',
      exchanged_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      note: null,
    });
  });

  it('refuses an amount that is not one before sending, and deletes a record after asking', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    await user.click(await screen.findByRole('button', { name: '환전 추가' }, ready));
    const dialog = await screen.findByRole('dialog', { name: '환전 추가' });
    await user.type(within(dialog).getByLabelText('낸 돈 (KRW)'), '10.5');
    await user.type(within(dialog).getByLabelText('받은 외화'), '1000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('금액을 숫자로 입력해 주세요.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/exchanges/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    const discard = await screen.findByRole('alertdialog', { name: '저장하지 않고 닫을까요?' });
    await user.click(within(discard).getByRole('button', { name: '저장하지 않고 닫기' }));

    await user.click(screen.getByRole('button', { name: '민지의 환전 삭제' }));
    const ask = await screen.findByRole('alertdialog', { name: '이 환전 기록을 삭제할까요?' });
    await user.click(within(ask).getByRole('button', { name: '삭제' }));
    await waitFor(() =>
      expect(sent(calls, 'DELETE', '/exchanges/').map((call) => call.path)).toEqual([
        `${path}/exchanges/x-1`,
      ]),
    );
  });

  it('fills a yen expense from the payer’s average exchange rate and saves it with source "exchange"', async () => {
    const user = userEvent.setup();
    const rate: ExchangeRate = {
      currency: 'JPY',
      home_currency: 'KRW',
      rate: '9.0512',
      exchanges: 2,
      given_amount: 200000,
      received_amount: 22097,
      source: 'exchange',
    };
    const { calls } = renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', (call) => (call.path === `${path}/exchange-rate` ? json(rate) : undefined)),
    );
    await user.click(await screen.findByRole('button', { name: '지출 추가' }, ready));
    const dialog = await screen.findByRole('dialog', { name: '지출 추가' });
    await user.type(within(dialog).getByLabelText('내용'), '라멘');
    await user.selectOptions(within(dialog).getByLabelText('통화'), 'JPY');
    await user.type(within(dialog).getByLabelText('금액'), '3000');
    await user.click(within(dialog).getByRole('button', { name: '내 환전 평균 환율' }));
    await waitFor(() => expect(within(dialog).getByLabelText('환율 (JPY 100당 KRW)')).toHaveValue('905.12'));
    const asked = calls.find((call) => call.path === `${path}/exchange-rate`)!;
    expect(Object.fromEntries(asked.search)).toEqual({ currency: 'JPY', user_id: 'me-1' });
    expect(within(dialog).getByTestId('rate-note')).toHaveTextContent('환전 2건 평균 (200,000원 → 22,097엔)');
    expect(within(dialog).getByLabelText('환율 출처')).toHaveValue('exchange');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/expenses/')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/expenses/')[0]!.body).toMatchObject({
      amount: 3000,
      currency: 'JPY',
      rate: '9.0512',
      rate_source: 'exchange',
    });
  });

  it('says so when the traveller has no exchange into the currency, and leaves the rate empty', async () => {
    const user = userEvent.setup();
    const none: ExchangeRate = {
      currency: 'USD',
      home_currency: 'KRW',
      rate: null,
      exchanges: 0,
      given_amount: 0,
      received_amount: 0,
      source: null,
    };
    renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', (call) => (call.path === `${path}/exchange-rate` ? json(none) : undefined)),
    );
    await user.click(await screen.findByRole('button', { name: '지출 추가' }, ready));
    const dialog = await screen.findByRole('dialog', { name: '지출 추가' });
    await user.selectOptions(within(dialog).getByLabelText('통화'), 'USD');
    await user.click(within(dialog).getByRole('button', { name: '내 환전 평균 환율' }));
    expect(
      await within(dialog).findByText('USD 환전 기록이 없어요. 환율을 직접 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('환율 (USD 1당 KRW)')).toHaveValue('');
  });
});

describe('the common pool', { timeout: 30_000 }, () => {
  it('shows paid in, spent, left and the returns; the balances show each member’s pool part', async () => {
    renderRoute('/itineraries/trip-1/money', answers('owner'));
    expect(await screen.findByTestId('pool-contributed', {}, ready)).toHaveTextContent('50,000원');
    expect(screen.getByTestId('pool-spent')).toHaveTextContent('21,000원');
    expect(screen.getByTestId('pool-remainder')).toHaveTextContent('29,000원');
    expect(screen.getByTestId('pool-return')).toHaveTextContent('나29,000원');
    const mine = screen
      .getAllByTestId('balance-row')
      .find((row) => row.getAttribute('data-user-id') === 'me-1')!;
    expect(within(mine).getByTestId('balance-pool')).toHaveTextContent(
      '공금 낸 돈 50,000원 · 공금 돌려받을 돈 29,000원',
    );
    // The expense paid partly from the pool names the pool among its payers.
    expect(screen.getAllByTestId('expense-row')[0]).toHaveTextContent('공금, 나 결제');
  });

  it('records a payment into the pool as integer won, and an expense paid from it with pool_amount', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    await user.click(await screen.findByRole('button', { name: '공금 내기' }, ready));
    const dialog = await screen.findByRole('dialog', { name: '공금 내기' });
    await user.selectOptions(within(dialog).getByLabelText('낸 사람'), 'u-2');
    await user.type(within(dialog).getByLabelText('금액 (KRW)'), '50,000');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/pool/contributions/')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/pool/contributions/')[0]!.body).toMatchObject({
      user_id: 'u-2',
      amount: 50000,
    });

    await user.click(screen.getByRole('button', { name: '지출 추가' }));
    const form = await screen.findByRole('dialog', { name: '지출 추가' });
    await user.type(within(form).getByLabelText('내용'), '택시');
    await user.type(within(form).getByLabelText('금액'), '30000');
    await user.click(within(form).getByLabelText('공금에서 결제'));
    await user.type(within(form).getByLabelText('공금에서 낸 금액 (KRW)'), '40000');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('공금에서 낸 금액이 총액보다 많아요.')).toBeInTheDocument();
    expect(sent(calls, 'PUT', '/expenses/')).toHaveLength(0);
    await user.clear(within(form).getByLabelText('공금에서 낸 금액 (KRW)'));
    await user.type(within(form).getByLabelText('공금에서 낸 금액 (KRW)'), '20000');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/expenses/')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/expenses/')[0]!.body).toMatchObject({
      amount: 30000,
      pool_amount: 20000,
      payers: [{ user_id: 'me-1', amount: 10000 }],
    } satisfies Partial<ExpenseInput>);
  });

  it('an expense the pool paid whole goes with no member payer', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    await user.click(await screen.findByRole('button', { name: '지출 추가' }, ready));
    const form = await screen.findByRole('dialog', { name: '지출 추가' });
    await user.type(within(form).getByLabelText('내용'), '입장료');
    await user.type(within(form).getByLabelText('금액'), '12000');
    await user.click(within(form).getByLabelText('공금에서 결제'));
    await user.type(within(form).getByLabelText('공금에서 낸 금액 (KRW)'), '12000');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/expenses/')).toHaveLength(1));
    expect(sent(calls, 'PUT', '/expenses/')[0]!.body).toMatchObject({
      amount: 12000,
      pool_amount: 12000,
      payers: [],
    });
  });
});

describe('receipts', { timeout: 30_000 }, () => {
  const photo = () =>
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'receipt.jpg', { type: 'image/jpeg' });

  it('shows a thumbnail from the members-only address and the full view; attaches a photo as multipart', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', (call) =>
        call.method === 'POST' && call.path.endsWith('/receipt')
          ? json(
              {
                expense_id: 'e-2',
                content_type: 'image/webp',
                width: 800,
                height: 1200,
                byte_size: 51234,
                created_at: '2025-05-01T12:00:00.000Z',
              },
              201,
            )
          : undefined,
      ),
    );
    const thumbnail = await screen.findByRole('button', { name: '저녁 식사 영수증 보기' }, ready);
    expect(thumbnail.querySelector('img')!.getAttribute('src')).toMatch(
      /^\/api\/itineraries\/trip-1\/expenses\/e-1\/receipt\?v=/,
    );
    await user.click(thumbnail);
    const view = await screen.findByRole('dialog', { name: '영수증 · 저녁 식사' });
    expect(within(view).getByTestId('receipt-image')).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: '영수증 삭제' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: '점심 영수증 첨부' }));
    const attach = await screen.findByRole('dialog', { name: '영수증 · 점심' });
    expect(within(attach).getByText('아직 영수증이 없어요.')).toBeInTheDocument();
    const input = within(attach).getByTestId('receipt-file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, photo());
    await waitFor(() => expect(sent(calls, 'POST', '/expenses/e-2/receipt')).toHaveLength(1));
    const body = sent(calls, 'POST', '/expenses/e-2/receipt')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('receipt.jpg');
  });

  it.each([
    [413, 'file_too_large', '사진이 너무 커요. 10MB 이하로 올려 주세요.'],
    [415, 'image_only', '사진 파일만 올릴 수 있어요.'],
  ])('a refused upload (%i) says why in the dialog', async (status, code, text) => {
    const user = userEvent.setup();
    renderRoute(
      '/itineraries/trip-1/money',
      answers('owner', (call) =>
        call.method === 'POST' && call.path.endsWith('/receipt') ? apiError(status, code) : undefined,
      ),
    );
    await user.click(await screen.findByRole('button', { name: '점심 영수증 첨부' }, ready));
    const attach = await screen.findByRole('dialog', { name: '영수증 · 점심' });
    await user.upload(within(attach).getByTestId('receipt-file'), photo());
    expect(await within(attach).findByText(text)).toBeInTheDocument();
  });

  it('removes a receipt with DELETE', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('owner'));
    await user.click(await screen.findByRole('button', { name: '저녁 식사 영수증 보기' }, ready));
    const view = await screen.findByRole('dialog', { name: '영수증 · 저녁 식사' });
    await user.click(within(view).getByRole('button', { name: '영수증 삭제' }));
    await waitFor(() =>
      expect(sent(calls, 'DELETE', '/expenses/').map((call) => call.path)).toEqual([
        `${path}/expenses/e-1/receipt`,
      ]),
    );
  });
});

describe('budget against actual', { timeout: 30_000 }, () => {
  it('shows the totals, each day (and what falls outside the trip), each category and person', async () => {
    renderRoute('/itineraries/trip-1/money', answers('owner'));
    expect(await screen.findByTestId('summary-budget', {}, ready)).toHaveTextContent('30,000원');
    expect(screen.getByTestId('summary-actual')).toHaveTextContent('40,000원');
    expect(screen.getByTestId('summary-over')).toHaveTextContent('10,000원');
    const days = within(screen.getByTestId('summary-days')).getAllByTestId('summary-row');
    expect(days[0]).toHaveTextContent('1일차');
    expect(days[0]).toHaveTextContent('예산 30,000원 · 지출 28,500원');
    expect(days[1]).toHaveTextContent('여행 날짜 밖');
    expect(within(screen.getByTestId('summary-categories')).getByTestId('summary-row')).toHaveTextContent(
      '식비40,000원',
    );
    expect(within(screen.getByTestId('summary-people')).getAllByTestId('summary-row')[1]).toHaveTextContent(
      '민지예산 15,000원 · 지출 20,000원',
    );
  });
});

describe('a viewer', { timeout: 30_000 }, () => {
  it('reads the exchanges, the pool, the receipts and the budget without any control', async () => {
    const user = userEvent.setup();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers('viewer'));
    expect(await screen.findByTestId('exchange-row', {}, ready)).toBeInTheDocument();
    expect(screen.getByTestId('pool-contributed')).toHaveTextContent('50,000원');
    expect(screen.getByTestId('budget-summary')).toBeInTheDocument();
    for (const name of ['환전 추가', '공금 내기', '민지의 환전 삭제', '점심 영수증 첨부']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /삭제$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: '저녁 식사 영수증 보기' }));
    const view = await screen.findByRole('dialog', { name: '영수증 · 저녁 식사' });
    expect(within(view).getByTestId('receipt-image')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: '영수증 삭제' })).toBeNull();
    expect(within(view).queryByTestId('receipt-file')).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
