import { useQueryClient } from '@tanstack/react-query';
import type { Booking, BookingInput, BookingList } from '@pintrip/shared';
import { keyedStore } from '../../../lib/idb-store';
import { useOutbox, type OutboxEntry } from '../../../lib/outbox';
import { bookingKeys, deleteBooking, saveBooking } from '../api/bookings';
import type { BookingWrite } from './pending-bookings';

const store = keyedStore<OutboxEntry<BookingWrite>[]>('pintrip-bookings', 'pending-writes');

const sendWrite = (itineraryId: string, write: BookingWrite) =>
  write.op === 'put'
    ? saveBooking(itineraryId, write.bookingId, write.input)
    : deleteBooking(itineraryId, write.bookingId);

/** What a write did: reached the server, or waits in the outbox for the connection. */
export type WriteOutcome = 'saved' | 'queued';

export interface BookingWrites {
  /** The trip's reservation writes still waiting for a connection, oldest first. */
  pending: readonly OutboxEntry<BookingWrite>[];
  /** Adds or replaces the reservation stored under `bookingId`, the client's id. */
  put: (bookingId: string, input: BookingInput) => Promise<WriteOutcome>;
  remove: (bookingId: string) => Promise<WriteOutcome>;
}

/**
 * The reservations' writes through the trip's outbox (lib/outbox.ts, as the money page and the
 * lists): sent at once when online, else kept in IndexedDB and sent in order on reconnect. Each
 * answer lands in the cached list; `onRefused` hears of a queued write the server refused once
 * back online (someone no longer on the trip): the write is dropped.
 */
export function useBookingWrites(itineraryId: string, onRefused: (error: unknown) => void): BookingWrites {
  const queryClient = useQueryClient();
  const key = bookingKeys.list(itineraryId);
  const land = (write: BookingWrite, answer: unknown) =>
    queryClient.setQueryData<BookingList>(key, (list) => {
      if (!list) return list;
      const others = list.items.filter((item) => item.id !== write.bookingId);
      return { items: write.op === 'delete' ? others : [...others, answer as Booking] };
    });
  const outbox = useOutbox<BookingWrite>(store, itineraryId, {
    send: (entry) => sendWrite(itineraryId, entry.payload),
    onSent: (answer, entry) => land(entry.payload, answer),
    onRefused,
    onDrained: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  // Under the reservation's id: a later write of the same reservation replaces the waiting one.
  const write = async (payload: BookingWrite): Promise<WriteOutcome> => {
    const outcome = await outbox.submit({ id: payload.bookingId, payload });
    if (outcome.queued) return 'queued';
    land(payload, outcome.answer);
    if (payload.op === 'put') void queryClient.invalidateQueries({ queryKey: key });
    return 'saved';
  };

  return {
    pending: outbox.pending,
    put: (bookingId, input) => write({ op: 'put', bookingId, input }),
    remove: (bookingId) => write({ op: 'delete', bookingId }),
  };
}
