/** Rounds (차수) and send links on the money page (decision 0048): the outing dialog, the list, the payer's links. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  Balances,
  Expense,
  ExpensePage,
  Itinerary,
  OutingInput,
  PaymentAccount,
  PaymentAccountList,
} from '@pintrip/shared';
import { makeItinerary, makeMe } from '../../../../test/fixtures';
import { deferred, json, renderRoute, type Call, type Reply } from '../../../../test/render';

const me = makeMe({ id: 'me-1' });
const trip = (role: Itinerary['my_role']) =>
  makeItinerary({
    id: 'trip-1',
    title: '부산 여행',
    user_id: role === 'owner' ? 'me-1' : 'other-1',
    my_role: role,
  });
const person = (id: string, name: string) => ({ id, display_name: name, avatar_url: null });
const member = (id: string, name: string, balance = 0) => ({
  user: person(id, name),
  is_member: true,
  paid: 0,
  owed: 0,
  balance,
});

const round = (n: number, amount: number, payer: string, members: string[]): Expense => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  itinerary_id: 'trip-1',
  title: '회식',
  amount,
  currency: 'KRW',
  rate: null,
  rate_date: null,
  rate_source: null,
  home_amount: amount,
  spent_on: '2026-05-02',
  category: 'food',
  payers: [{ user_id: payer, amount }],
  split: { kind: 'equal', members },
  shares: members.map((user_id) => ({ user_id, amount: amount / members.length })),
  plan_id: null,
  note: null,
  created_by: 'me-1',
  created_at: '2026-05-02T12:00:00Z',
  updated_at: '2026-05-02T12:00:00Z',
  pool_amount: 0,
  has_receipt: false,
  outing_id: '00000000-0000-4000-8000-0000000000aa',
  round_number: n,
});

interface World {
  role?: Itinerary['my_role'];
  balances?: Balances;
  expenses?: Expense[];
  accounts?: PaymentAccount[];
  put?: (call: Call) => Reply | Promise<Reply>;
}

function answers({ role = 'owner', balances, expenses = [], accounts = [], put }: World) {
  const page: ExpensePage = { items: expenses, next_cursor: null };
  const list: PaymentAccountList = { items: accounts };
  return (call: Call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries/trip-1') return json(trip(role));
    if (call.path === '/api/itineraries/trip-1/balances')
      return json(
        balances ?? {
          home_currency: 'KRW',
          members: [member('me-1', '나'), member('u-2', '민지'), member('u-3', '준호')],
          transfers: [],
          settlements: [],
        },
      );
    if (call.path === '/api/itineraries/trip-1/expenses') return json(page);
    if (call.path === '/api/itineraries/trip-1/payment-accounts' && call.method === 'GET') return json(list);
    if (call.method === 'PUT') return put ? put(call) : json({}, 201);
    return undefined;
  };
}

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

/** Pretends to be a phone (coarse pointer) or a desktop for `(pointer: coarse)`. */
function pointer(isCoarse: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === '(pointer: coarse)' ? isCoarse : false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('rounds (차수) and send links', { timeout: 30_000 }, () => {
  it('saves an outing of two rounds, each with its payer and members, as one PUT however often pressed', async () => {
    const answer = deferred();
    const { calls } = renderRoute('/itineraries/trip-1/money', answers({ put: () => answer.promise }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '차수 나눠 입력' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '차수별로 입력 (1차, 2차…)' });
    await user.type(within(dialog).getByLabelText('모임 이름'), '회식');
    await user.type(within(dialog).getByLabelText('1차 금액'), '100000');
    await user.click(within(dialog).getByRole('button', { name: '차수 추가' }));
    await user.type(within(dialog).getByLabelText('2차 금액'), '30,000');
    await user.selectOptions(within(dialog).getByLabelText('2차 결제한 사람'), 'u-2');
    const second = within(dialog).getAllByTestId('outing-round')[1]!;
    await user.click(within(second).getByLabelText('나'));
    expect(within(dialog).getByTestId('outing-total')).toHaveTextContent('130,000원');
    const save = within(dialog).getByRole('button', { name: '저장' });
    await user.click(save);
    await user.click(save);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    answer.resolve(json({}, 201));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = puts(calls);
    expect(sent!.path).toMatch(/\/outings\/[0-9a-f-]{36}$/);
    const body = sent!.body as OutingInput;
    expect(body).toMatchObject({ title: '회식', currency: 'KRW', category: 'food' });
    expect(body.rounds.map((r) => [r.amount, r.payers, r.split])).toEqual([
      [100_000, [{ user_id: 'me-1', amount: 100_000 }], { kind: 'equal', members: ['me-1', 'u-2', 'u-3'] }],
      [30_000, [{ user_id: 'u-2', amount: 30_000 }], { kind: 'equal', members: ['u-2', 'u-3'] }],
    ]);
    expect(new Set(body.rounds.map((r) => r.id)).size).toBe(2);
  });

  it('gives each round the expense rows: several payers, exact or percent splits, in yen at one frozen rate', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/money', answers({}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '차수 나눠 입력' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: '차수별로 입력 (1차, 2차…)' });
    await user.type(within(dialog).getByLabelText('모임 이름'), '도톤보리');
    await user.selectOptions(within(dialog).getByLabelText('통화'), 'JPY');
    await user.type(within(dialog).getByLabelText('환율 (JPY 100당 KRW)'), '905.12');
    // 1차: 10,000엔, 나 6,000 and 민지 4,000, split 50/30/20%.
    await user.type(within(dialog).getByLabelText('1차 금액'), '10000');
    const [first] = within(dialog).getAllByTestId('outing-round');
    await user.click(within(first!).getByLabelText('여러 명'));
    await user.type(within(first!).getByLabelText('1차 나 결제 금액'), '6000');
    await user.type(within(first!).getByLabelText('1차 민지 결제 금액'), '4000');
    await user.click(within(first!).getByText('비율로'));
    await user.type(within(first!).getByLabelText('1차 나 비율'), '50');
    await user.type(within(first!).getByLabelText('1차 민지 비율'), '30');
    await user.type(within(first!).getByLabelText('1차 준호 비율'), '10');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(first!).findByText('비율의 합이 100%가 되어야 해요.')).toBeInTheDocument();
    await user.clear(within(first!).getByLabelText('1차 준호 비율'));
    await user.type(within(first!).getByLabelText('1차 준호 비율'), '20');
    // 2차: 3,001엔 paid by 준호, exact amounts.
    await user.click(within(dialog).getByRole('button', { name: '차수 추가' }));
    const second = within(dialog).getAllByTestId('outing-round')[1]!;
    await user.type(within(second).getByLabelText('2차 금액'), '3001');
    await user.selectOptions(within(second).getByLabelText('2차 결제한 사람'), 'u-3');
    await user.click(within(second).getByText('금액 지정'));
    await user.click(within(second).getByLabelText('나'));
    await user.type(within(second).getByLabelText('2차 민지 낼 금액'), '1001');
    await user.type(within(second).getByLabelText('2차 준호 낼 금액'), '2000');
    expect(within(dialog).getByTestId('outing-total')).toHaveTextContent('13,001');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0]!.body as OutingInput;
    expect(body).toMatchObject({ title: '도톤보리', currency: 'JPY', rate: '9.0512', rate_source: 'manual' });
    expect(body.rounds.map((r) => [r.amount, r.payers, r.split])).toEqual([
      [
        10_000,
        [
          { user_id: 'me-1', amount: 6_000 },
          { user_id: 'u-2', amount: 4_000 },
        ],
        {
          kind: 'percent',
          percents: [
            { user_id: 'me-1', basis_points: 5_000 },
            { user_id: 'u-2', basis_points: 3_000 },
            { user_id: 'u-3', basis_points: 2_000 },
          ],
        },
      ],
      [
        3_001,
        [{ user_id: 'u-3', amount: 3_001 }],
        {
          kind: 'exact',
          amounts: [
            { user_id: 'u-2', amount: 1_001 },
            { user_id: 'u-3', amount: 2_000 },
          ],
        },
      ],
    ]);
  });

  it('refuses a round with nobody in it before sending anything', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/money', answers({}));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '차수 나눠 입력' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('모임 이름'), '회식');
    await user.type(within(dialog).getByLabelText('1차 금액'), '10000');
    for (const name of ['나', '민지', '준호']) await user.click(within(dialog).getByLabelText(name));
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('나눠 낼 사람을 한 명 이상 골라 주세요.')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows an outing as one entry with its total that opens to each round and who was in it', async () => {
    renderRoute(
      '/itineraries/trip-1/money',
      answers({
        role: 'viewer',
        expenses: [round(2, 30_000, 'u-2', ['u-2', 'u-3']), round(1, 90_000, 'me-1', ['me-1', 'u-2', 'u-3'])],
      }),
    );
    const row = await screen.findByTestId('outing-row', {}, { timeout: 10_000 });
    expect(screen.queryAllByTestId('expense-row')).toHaveLength(0);
    expect(within(row).getByText('2차까지', { exact: false })).toBeInTheDocument();
    expect(within(row).getAllByTestId('outing-total')[0]).toHaveTextContent('120,000원');
    const open = within(row).getByRole('button', { name: '회식 차수별 보기' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByTestId('outing-rounds')).toBeVisible();
    const rounds = within(row).getAllByTestId('outing-round-row');
    expect(rounds.map((r) => within(r).getByText(/^\d차$/).textContent)).toEqual(['1차', '2차']);
    expect(rounds[1]).toHaveTextContent('함께: 민지, 준호');
    expect(rounds[1]).toHaveTextContent('30,000원');
    // A viewer reads: no edit or delete.
    expect(within(row).queryByRole('button', { name: '회식 삭제' })).toBeNull();
    expect(screen.queryByRole('button', { name: '차수 나눠 입력' })).toBeNull();
  });

  const owing: Balances = {
    home_currency: 'KRW',
    members: [
      member('me-1', '나', -32_000),
      member('u-2', '민지', 32_000 + 5_000),
      member('u-3', '준호', -5_000),
    ],
    transfers: [
      { from_user_id: 'me-1', to_user_id: 'u-2', amount: 32_000 },
      { from_user_id: 'u-3', to_user_id: 'u-2', amount: 5_000 },
    ],
    settlements: [],
  };
  const minjiAccount: PaymentAccount = {
    user_id: 'u-2',
    bank: 'kb',
    account_number: '123-456-789012',
    kakaopay_url: 'https://qr.kakaopay.com/Ej8abc',
    updated_at: '2026-05-02T12:00:00Z',
  };

  it('offers the payer, on a phone, the account to copy and links that open Toss and KakaoPay; others get none', async () => {
    pointer(true);
    const user = userEvent.setup();
    renderRoute('/itineraries/trip-1/money', answers({ balances: owing, accounts: [minjiAccount] }));
    const [mine, theirs] = await screen.findAllByTestId('transfer', {}, { timeout: 10_000 });
    const toss = within(mine!).getByRole('link', { name: '토스로 보내기' });
    expect(toss).toHaveAttribute(
      'href',
      `supertoss://send?amount=32000&bank=${encodeURIComponent('국민')}&accountNo=123456789012`,
    );
    expect(within(mine!).getByRole('link', { name: '카카오페이로 보내기' })).toHaveAttribute(
      'href',
      'https://qr.kakaopay.com/Ej8abc',
    );
    await user.click(within(mine!).getByRole('button', { name: '국민 123-456-789012 32,000원 복사' }));
    expect(await navigator.clipboard.readText()).toBe('국민 123-456-789012 32,000원');
    expect(within(theirs!).queryByRole('link')).toBeNull();
    expect(within(theirs!).queryByTestId('send-copy-account')).toBeNull();
  });

  it('on a desktop shows only the copy action, and says when the receiver has no account yet', async () => {
    pointer(false);
    const first = renderRoute(
      '/itineraries/trip-1/money',
      answers({ balances: owing, accounts: [minjiAccount] }),
    );
    const [mine] = await screen.findAllByTestId('transfer', {}, { timeout: 10_000 });
    expect(within(mine!).getByTestId('send-copy-account')).toBeInTheDocument();
    expect(within(mine!).queryByRole('link')).toBeNull();
    first.unmount();
    renderRoute('/itineraries/trip-1/money', answers({ balances: owing }));
    const [again] = await screen.findAllByTestId('transfer', {}, { timeout: 10_000 });
    expect(within(again!).getByText('민지님이 아직 받을 계좌를 적지 않았어요.')).toBeInTheDocument();
  });

  it('prints no account: every account number and send link on the page sits in what printing hides', async () => {
    pointer(true);
    const myAccount: PaymentAccount = {
      ...minjiAccount,
      user_id: 'me-1',
      bank: 'kakaobank',
      account_number: '3333-12-3456789',
    };
    renderRoute(
      '/itineraries/trip-1/money',
      answers({ balances: owing, accounts: [minjiAccount, myAccount] }),
    );
    await screen.findAllByTestId('transfer', {}, { timeout: 10_000 });
    await screen.findByTestId('payment-account-current');
    const root = document.querySelector('.money-print-root')!;
    const secret = /123-?456-?789012|3333-12-3456789|kakaopay\.com/;
    const showing = [...root.querySelectorAll('*')].filter(
      (element) =>
        (element.children.length === 0 && secret.test(element.textContent ?? '')) ||
        secret.test(element.getAttribute('href') ?? ''),
    );
    expect(showing.length).toBeGreaterThanOrEqual(3);
    for (const element of showing)
      expect(element.closest('.print\\:hidden'), element.outerHTML).not.toBeNull();
  });

  it('stores my account after checking it: a bad number is refused on the spot, a good one is sent', async () => {
    const { calls } = renderRoute(
      '/itineraries/trip-1/money',
      answers({
        role: 'viewer',
        put: (call) => json({ ...minjiAccount, ...(call.body as object), user_id: 'me-1' }),
      }),
    );
    const user = userEvent.setup();
    const section = await screen.findByTestId('payment-account', {}, { timeout: 10_000 });
    await user.click(within(section).getByRole('button', { name: '계좌 적기' }));
    await user.selectOptions(within(section).getByLabelText('은행'), 'kakaobank');
    await user.type(within(section).getByLabelText('계좌번호'), '3333-12-abc');
    await user.click(within(section).getByRole('button', { name: '저장' }));
    expect(
      await within(section).findByText('계좌번호는 숫자와 -로 6~20자리까지 적어 주세요.'),
    ).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await user.clear(within(section).getByLabelText('계좌번호'));
    await user.type(within(section).getByLabelText('계좌번호'), '3333-12-3456789');
    await user.type(within(section).getByLabelText('카카오페이 송금 링크 (선택)'), 'https://evil.example/x');
    await user.click(within(section).getByRole('button', { name: '저장' }));
    expect(await within(section).findByText(/qr\.kakaopay\.com\/ 으로 시작하는/)).toBeInTheDocument();
    await user.clear(within(section).getByLabelText('카카오페이 송금 링크 (선택)'));
    await user.click(within(section).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.path).toBe('/api/itineraries/trip-1/payment-accounts/me');
    expect(puts(calls)[0]!.body).toEqual({
      bank: 'kakaobank',
      account_number: '3333-12-3456789',
      kakaopay_url: null,
    });
  });
});
