/**
 * The reservations page offline (issue 23, decision 0053): a reservation added, edited or deleted
 * without a connection shows at once, waits counted in the trip's outbox and goes under the same
 * id on reconnect; files need the connection and the dialog says so; a queued write the server
 * refuses on reconnect (someone no longer on the trip) is dropped with a sentence saying why.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Booking, BookingInput } from '@pintrip/shared';
import { makeBooking, makeMe } from '../../../../test/fixtures';
import { apiError, json, renderInApp, type Call, type Reply } from '../../../../test/render';
import { BookingsScreen } from './bookings-screen';

const me = makeMe({ id: 'me-1' });
const hotel = makeBooking();

/** The server: the list it holds changes with each write it accepts; `write` may refuse one. */
function answers(calls: Call[], write?: (call: Call) => Reply | undefined) {
  let items: Booking[] = [hotel];
  return (call: Call) => {
    calls.push(call);
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries/trip-1/bookings') return json({ items });
    if (call.path === '/api/itineraries/trip-1/expenses') return json({ items: [], next_cursor: null });
    if (!call.path.startsWith('/api/itineraries/trip-1/bookings/')) return undefined;
    const refused = write?.(call);
    if (refused) return refused;
    const id = call.path.split('/').pop()!;
    const exists = items.some((item) => item.id === id);
    items = items.filter((item) => item.id !== id);
    if (call.method === 'DELETE') return { status: 204 };
    const saved = { ...hotel, ...(call.body as BookingInput), id, attachments: [] } as Booking;
    items = [...items, saved];
    return json(saved, exists ? 200 : 201);
  };
}

const writesOf = (calls: Call[]) => calls.filter((call) => call.method === 'PUT' || call.method === 'DELETE');

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

const reconnect = () => {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
};

function renderScreen(calls: Call[], write?: (call: Call) => Reply | undefined) {
  renderInApp(
    <BookingsScreen itineraryId="trip-1" title="도쿄 여행" meId="me-1" canEdit />,
    answers(calls, write),
  );
}

describe('reservations offline', { timeout: 30_000 }, () => {
  it('a reservation added offline shows waiting, counted, says files need the connection, and goes once on reconnect', async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    renderScreen(calls);
    await screen.findByText('신주쿠 호텔');
    online = false;
    await user.click(screen.getByRole('button', { name: '예약 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 추가' });
    expect(within(dialog).getByTestId('booking-files-offline')).toHaveTextContent(
      '파일은 인터넷에 연결되어 있을 때만 첨부할 수 있어요.',
    );
    expect(within(dialog).getByRole('button', { name: '파일 첨부' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('이름'), 'KE703 인천 → 나리타');
    fireEvent.change(within(dialog).getByLabelText('시작'), { target: { value: '2026-12-20T09:05' } });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getByTestId('bookings-status')).toHaveTextContent('연결되면 보낼 예약 변경 1건');
    const cards = screen.getAllByTestId('booking');
    // At its time: the flight leaves before the hotel's check-in.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'KE703 인천 → 나리타',
      '신주쿠 호텔',
    ]);
    expect(within(cards[0]!).getByTestId('booking-pending')).toHaveTextContent('전송 대기');
    expect(writesOf(calls)).toEqual([]);

    reconnect();
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('booking-pending')).toBeNull());
    expect(screen.getByTestId('bookings-status')).toHaveTextContent('');
    const [put] = writesOf(calls);
    expect(put!.method).toBe('PUT');
    expect(put!.body).toMatchObject({ title: 'KE703 인천 → 나리타', starts_at: '2026-12-20T00:05:00.000Z' });
    expect(screen.getAllByTestId('booking')).toHaveLength(2);
  });

  it('an edit then a delete made offline wait as one write of that reservation: the DELETE goes', async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    renderScreen(calls);
    await screen.findByText('신주쿠 호텔');
    online = false;
    await user.click(screen.getByRole('button', { name: '신주쿠 호텔 수정' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 수정' });
    await user.clear(within(dialog).getByLabelText('이름'));
    await user.type(within(dialog).getByLabelText('이름'), '신주쿠 워싱턴 호텔');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('신주쿠 워싱턴 호텔')).toBeInTheDocument();
    expect(screen.getByTestId('booking-pending')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '신주쿠 워싱턴 호텔 삭제' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByTestId('booking')).toBeNull());
    expect(screen.getByTestId('bookings-status')).toHaveTextContent('연결되면 보낼 예약 변경 1건');

    reconnect();
    await waitFor(() => expect(writesOf(calls)).toHaveLength(1));
    expect(writesOf(calls)[0]).toMatchObject({
      method: 'DELETE',
      path: `/api/itineraries/trip-1/bookings/${hotel.id}`,
    });
    await waitFor(() => expect(screen.getByTestId('bookings-status')).toHaveTextContent(''));
    expect(screen.queryByTestId('booking')).toBeNull();
  });

  it('someone removed from the trip meanwhile: the queued write is refused on reconnect, dropped, and said why', async () => {
    const user = userEvent.setup();
    const calls: Call[] = [];
    // A private trip answers 404 to someone no longer on it.
    renderScreen(calls, () => apiError(404, 'not_found'));
    await screen.findByText('신주쿠 호텔');
    online = false;
    await user.click(screen.getByRole('button', { name: '예약 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '예약 추가' });
    await user.type(within(dialog).getByLabelText('이름'), '스시 오마카세');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('스시 오마카세')).toBeInTheDocument();

    reconnect();
    expect(
      await screen.findByText(
        '이 여행의 예약을 더 이상 바꿀 수 없어서, 오프라인에서 저장한 변경을 보내지 않고 지웠어요.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('스시 오마카세')).toBeNull());
    expect(screen.getByTestId('bookings-status')).toHaveTextContent('');
    expect(writesOf(calls)).toHaveLength(1);
  });
});
