/**
 * The lists screen: a tick is a PATCH of that one field, "내 것만" keeps my items, a viewer gets no
 * controls, and writes made offline show at once, wait counted, and go in order on reconnect.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListItem } from '@pintrip/shared';
import { makeMe } from '../../../../test/fixtures';
import { json, renderInApp, type Call } from '../../../../test/render';
import { ListsScreen } from './lists-screen';

const me = makeMe({ id: 'me-1' });
const tripId = '55555555-5555-4555-8555-555555555555';
const item = (id: string, text: string, overrides: Partial<ListItem> = {}): ListItem => ({
  id,
  itinerary_id: tripId,
  kind: 'packing',
  text,
  category: null,
  assignee_id: null,
  is_checked: false,
  position: 0,
  created_by: me.id,
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
  ...overrides,
});
const items = [
  item('11111111-1111-4111-8111-111111111111', '여권', { assignee_id: me.id }),
  item('22222222-2222-4222-8222-222222222222', '텐트', { position: 1, assignee_id: 'friend-1' }),
  item('33333333-3333-4333-8333-333333333333', '환전하기', { kind: 'todo' }),
];
const people = [
  { id: me.id, display_name: '민지' },
  { id: 'friend-1', display_name: '준호' },
];

function answers(calls: Call[]) {
  return (call: Call) => {
    calls.push(call);
    if (call.path === '/api/me') return json(me);
    if (call.path === `/api/itineraries/${tripId}/list-items`) return json({ items });
    if (call.method === 'PUT') {
      const id = call.path.split('/').pop()!;
      return json(item(id, (call.body as { text: string }).text, { position: 5 }));
    }
    if (call.method === 'PATCH') {
      const id = call.path.split('/').pop();
      const found = items.find((entry) => entry.id === id) ?? item(id!, '우산');
      return json({ ...found, ...(call.body as object) });
    }
    return undefined;
  };
}

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

describe('lists screen', () => {
  it('ticking an item sends only is_checked, and "내 것만" shows my items alone', async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    renderInApp(
      <ListsScreen itineraryId={tripId} title="제주" people={people} meId={me.id} canEdit />,
      answers(calls),
    );
    const passport = await screen.findByRole('checkbox', { name: '여권' });
    await user.click(passport);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe(`/api/itineraries/${tripId}/list-items/${items[0]!.id}`);
    expect(patch.body).toEqual({ is_checked: true });
    expect(await screen.findByRole('checkbox', { name: '여권' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: '내 것만' }));
    const packing = screen.getByTestId('list-packing');
    expect(within(packing).getByRole('checkbox', { name: '여권' })).toBeInTheDocument();
    expect(within(packing).queryByRole('checkbox', { name: '텐트' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('list-todo')).getByText('나에게 맡겨진 항목이 없어요.'),
    ).toBeInTheDocument();
  });

  it('a viewer sees disabled boxes, assignee chips and no add, edit, delete or apply', async () => {
    renderInApp(
      <ListsScreen itineraryId={tripId} title="제주" people={people} meId={me.id} canEdit={false} />,
      answers([]),
    );
    expect(await screen.findByRole('checkbox', { name: '텐트' })).toBeDisabled();
    expect(screen.getAllByTestId('assignee-chip').map((chip) => chip.textContent)).toEqual(['민지', '준호']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '텐트 삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '템플릿 적용' })).not.toBeInTheDocument();
    expect(screen.getByTestId('lists-read-only')).toHaveTextContent('보기 권한이라 목록을 바꿀 수 없어요.');
  });

  it('an item added and ticked offline shows at once, waits counted, and is sent in order on reconnect', async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    renderInApp(
      <ListsScreen itineraryId={tripId} title="제주" people={people} meId={me.id} canEdit />,
      answers(calls),
    );
    await screen.findByRole('checkbox', { name: '여권' });
    online = false;
    await user.type(screen.getByRole('textbox', { name: '준비물 추가' }), '우산{Enter}');
    const umbrella = await screen.findByRole('checkbox', { name: '우산' });
    expect(screen.getByRole('textbox', { name: '준비물 추가' })).toHaveValue('');
    expect(screen.getByTestId('lists-status')).toHaveTextContent('연결되면 보낼 변경 1건');
    await user.click(umbrella);
    expect(await screen.findByRole('checkbox', { name: '우산' })).toBeChecked();
    expect(screen.getByTestId('lists-status')).toHaveTextContent('연결되면 보낼 변경 2건');
    expect(within(screen.getByTestId('list-packing')).getAllByText('전송 대기')).toHaveLength(1);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.getByTestId('lists-status')).toHaveTextContent(''));
    const writes = calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => call.method)).toEqual(['PUT', 'PATCH']);
    const itemId = writes[0]!.path.split('/').pop();
    expect(writes[1]!.path).toBe(`/api/itineraries/${tripId}/list-items/${itemId}`);
    expect(writes[0]!.body).toEqual({ kind: 'packing', text: '우산' });
    expect(writes[1]!.body).toEqual({ is_checked: true });
    expect(screen.queryByText('전송 대기')).not.toBeInTheDocument();
  });
});
