/**
 * The reservation dialog (issue 23) on react-hook-form with the shared schema: local times sent as
 * instants in their zones, a place picked from the place search with its coordinates, an expense
 * of the trip linked (filling an empty cost), checks before sending, a saved reservation's
 * attachments uploaded, listed, opened and deleted, with the server's refusal said in words, and a
 * new reservation's files chosen before saving and uploaded in order once it exists.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking, BookingAttachment, BookingInput, Expense, Itinerary } from '@pintrip/shared';
import { makeBooking, makeItinerary, makeMe } from '../../../../test/fixtures';
import { apiError, json, renderRoute, type Call, type Reply } from '../../../../test/render';

const me = makeMe({ id: 'me-1' });
const trip: Itinerary = makeItinerary({
  id: 'trip-1',
  title: '도쿄 여행',
  user_id: 'me-1',
  my_role: 'owner',
});
const expense = {
  id: '7d3c1f0e-2b7a-4c8e-9a51-0c6f5f2b9a11',
  title: '대한항공 항공권',
  amount: 420_000,
  currency: 'KRW',
  spent_on: '2026-12-01',
} as Expense;
const ticket: BookingAttachment = {
  id: 'a1a1a1a1-0000-4000-8000-000000000001',
  booking_id: 'b0b0b0b0-0000-4000-8000-000000000001',
  file_name: '항공권.pdf',
  content_type: 'application/pdf',
  byte_size: 120_000,
  width: null,
  height: null,
  created_by: 'me-1',
  created_at: '2026-11-20T00:00:00.000Z',
};
const hotel = makeBooking({ attachments: [ticket] });
const place = {
  name: '인천국제공항 제2터미널',
  address: '인천 중구 공항로 272',
  lat: 37.4691,
  lng: 126.4505,
};

function answers(bookings: Booking[], more?: (call: Call) => Reply | undefined) {
  return (call: Call) => {
    if (call.path === '/api/me') return json(me);
    if (call.path === '/api/itineraries/trip-1') return json(trip);
    if (call.path === '/api/itineraries/trip-1/bookings') return json({ items: bookings });
    if (call.path === '/api/itineraries/trip-1/expenses')
      return json({ items: [expense], next_cursor: null });
    if (call.path === '/api/places/search') return json({ items: call.search.get('q') ? [place] : [] });
    const answer = more?.(call);
    if (answer) return answer;
    if (call.method === 'PUT' && call.path.startsWith('/api/itineraries/trip-1/bookings/'))
      return json({}, 201);
    return undefined;
  };
}

async function open(name: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

describe('booking dialog', { timeout: 30_000 }, () => {
  it('sends local times as instants, the picked place with its coordinates and the linked expense with its cost', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/bookings', answers([]));
    const { user, dialog } = await open('예약 추가');
    const form = within(dialog);
    await user.type(form.getByLabelText('이름'), 'KE703 인천 → 나리타');
    await user.type(form.getByLabelText('예약 번호'), 'ABC123');
    fireEvent.change(form.getByLabelText('시작'), { target: { value: '2026-12-20T09:05' } });
    await user.type(form.getByRole('combobox', { name: '장소 검색' }), '인천공항');
    await user.click(await form.findByRole('button', { name: /인천국제공항 제2터미널/ }));
    expect(await form.findByTestId('picked-coordinates')).toHaveTextContent('37.46910');
    await waitFor(() => expect(form.getByRole('option', { name: /대한항공 항공권/ })).toBeInTheDocument());
    await user.selectOptions(form.getByLabelText('연결할 비용'), expense.id);
    expect(form.getByLabelText('금액')).toHaveValue('420000');
    await user.click(form.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toMatch(/^\/api\/itineraries\/trip-1\/bookings\/[0-9a-f-]{36}$/);
    expect(put?.body as BookingInput).toEqual({
      kind: 'flight',
      title: 'KE703 인천 → 나리타',
      confirmation: 'ABC123',
      starts_at: '2026-12-20T00:05:00.000Z',
      start_zone: 'Asia/Seoul',
      ends_at: null,
      end_zone: null,
      place_name: '인천국제공항 제2터미널',
      address: '인천 중구 공항로 272 인천국제공항 제2터미널',
      lat: 37.4691,
      lng: 126.4505,
      cost: 420_000,
      currency: 'KRW',
      expense_id: expense.id,
      note: null,
    });
  });

  it('says what is wrong before sending: no name, an end before the start, a cost that is not a number', async () => {
    const { calls } = renderRoute('/itineraries/trip-1/bookings', answers([]));
    const { user, dialog } = await open('예약 추가');
    const form = within(dialog);
    fireEvent.change(form.getByLabelText('시작'), { target: { value: '2026-12-20T09:05' } });
    fireEvent.change(form.getByLabelText('종료'), { target: { value: '2026-12-20T08:00' } });
    await user.type(form.getByLabelText('금액'), '12,000원');
    await user.click(form.getByRole('button', { name: '저장' }));
    expect(await form.findByText('이름을 입력해 주세요.')).toBeInTheDocument();
    expect(form.getByText('종료가 시작보다 빨라요.')).toBeInTheDocument();
    expect(form.getByText('금액은 0 이상의 정수로 입력해 주세요.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('lists, opens, uploads and deletes a saved reservation’s files, and says why the server refused one', async () => {
    const voucher: BookingAttachment = {
      ...ticket,
      id: 'a1a1a1a1-0000-4000-8000-000000000002',
      file_name: '바우처.webp',
      content_type: 'image/webp',
      width: 800,
      height: 600,
    };
    let refuse = true;
    const { calls } = renderRoute(
      '/itineraries/trip-1/bookings',
      answers([hotel], (call) => {
        if (call.method === 'POST' && call.path.endsWith('/attachments'))
          return refuse
            ? apiError(415, 'file_type_unsupported', { file: 'type_mismatch' })
            : json(voucher, 201);
        if (call.method === 'DELETE' && call.path.includes('/attachments/')) return { status: 204 };
        return undefined;
      }),
    );
    const { user, dialog } = await open('신주쿠 호텔 수정');
    const files = within(within(dialog).getByTestId('booking-files'));
    const link = files.getByRole('link', { name: '항공권.pdf' });
    expect(link).toHaveAttribute(
      'href',
      `/api/itineraries/trip-1/bookings/${hotel.id}/attachments/${ticket.id}`,
    );
    const chooser = files.getByLabelText('첨부할 파일 선택');
    await user.upload(chooser, new File(['%PDF-1.7'], 'ticket.jpg', { type: 'image/jpeg' }));
    expect(await files.findByText('파일 이름(확장자)과 실제 내용이 달라요.')).toBeInTheDocument();
    refuse = false;
    await user.upload(chooser, new File(['jpeg'], '바우처.jpg', { type: 'image/jpeg' }));
    expect(await files.findByRole('link', { name: '바우처.webp' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as FormData).get('file')).toBeInstanceOf(File);
    await user.click(files.getByRole('button', { name: '항공권.pdf 삭제' }));
    await waitFor(() => expect(files.queryByRole('link', { name: '항공권.pdf' })).toBeNull());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe(
      `/api/itineraries/trip-1/bookings/${hotel.id}/attachments/${ticket.id}`,
    );
  });

  it('uploads files chosen for a new reservation in order once it is saved, says which failed, and keeps the reservation', async () => {
    const voucher: BookingAttachment = { ...ticket, id: 'a1a1a1a1-0000-4000-8000-000000000003' };
    let refuse = true;
    const { calls } = renderRoute(
      '/itineraries/trip-1/bookings',
      answers([], (call) => {
        if (call.method !== 'POST' || !call.path.endsWith('/attachments')) return undefined;
        const name = ((call.body as FormData).get('file') as File).name;
        if (name === '바우처.pdf' && refuse) return apiError(422, 'file_invalid', { file: 'pdf_invalid' });
        return json({ ...voucher, file_name: name }, 201);
      }),
    );
    const { user, dialog } = await open('예약 추가');
    const form = within(dialog);
    await user.type(form.getByLabelText('이름'), '신주쿠 호텔');
    fireEvent.change(form.getByLabelText('시작'), { target: { value: '2026-12-20T15:00' } });
    const chosen = within(form.getByTestId('booking-new-files'));
    await user.upload(chosen.getByLabelText('첨부할 파일 선택'), [
      new File(['%PDF-1.7'], 'e-티켓.pdf', { type: 'application/pdf' }),
      new File(['%PDF-1.7'], '바우처.pdf', { type: 'application/pdf' }),
    ]);
    await user.upload(
      chosen.getByLabelText('첨부할 파일 선택'),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], '큰 사진.jpg', { type: 'image/jpeg' }),
    );
    expect(chosen.getAllByTestId('booking-new-file').map((row) => row.textContent)).toEqual([
      expect.stringContaining('e-티켓.pdf'),
      expect.stringContaining('바우처.pdf'),
      expect.stringContaining('10MB 이하 파일만 올릴 수 있어요.'),
    ]);
    await user.click(chosen.getByRole('button', { name: '큰 사진.jpg 삭제' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(form.getByRole('button', { name: '저장' }));
    expect(
      await form.findByText(
        '예약은 저장했어요. 파일 1개를 올리지 못했어요. 빼거나 저장을 다시 눌러 다시 올려 주세요.',
      ),
    ).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    const bookingId = put.path.split('/').pop();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      `/api/itineraries/trip-1/bookings/${bookingId}/attachments`,
      `/api/itineraries/trip-1/bookings/${bookingId}/attachments`,
    ]);
    expect(posts.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual([
      'e-티켓.pdf',
      '바우처.pdf',
    ]);
    const rows = chosen.getAllByTestId('booking-new-file');
    expect(rows[0]).toHaveTextContent('올렸어요');
    expect(within(rows[1]!).getByTestId('booking-new-file-error')).toHaveTextContent(
      'PDF 파일을 읽을 수 없어요.',
    );

    // Saving again keeps the same reservation and sends only the file not yet sent.
    refuse = false;
    await user.click(form.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.path)).toEqual([put.path, put.path]);
    expect(
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => ((call.body as FormData).get('file') as File).name),
    ).toEqual(['e-티켓.pdf', '바우처.pdf', '바우처.pdf']);
  });
});
