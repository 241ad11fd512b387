import type { Booking, BookingInput, BookingList } from '@pintrip/shared';
import type { OutboxEntry } from '../../../lib/outbox';

/**
 * A write of the reservations waiting in the trip's outbox, under the reservation's id (a later
 * write of the same reservation replaces the waiting one). Each is safe to send twice: the PUT
 * stores the reservation under the client's id (a replay answers it unchanged), the DELETE of a
 * gone one is 204.
 */
export type BookingWrite =
  { op: 'put'; bookingId: string; input: BookingInput } | { op: 'delete'; bookingId: string };

const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === '' ? null : value;

/** Undated last, then by start: the server's order. */
const byStart = (a: Booking, b: Booking) =>
  a.starts_at === b.starts_at
    ? 0
    : a.starts_at === null
      ? 1
      : b.starts_at === null
        ? -1
        : Date.parse(a.starts_at) - Date.parse(b.starts_at);

/**
 * The reservations as this member will see them once the waiting writes arrive: the server's with
 * each write applied in order (one added offline shows at its time, an edit shows edited, a deleted
 * one is gone), and the ids of the reservations a write still waits for.
 */
export function withPendingBookings(
  list: BookingList,
  pending: readonly OutboxEntry<BookingWrite>[],
  context: { itineraryId: string; meId: string | null },
): { items: Booking[]; pendingIds: ReadonlySet<string> } {
  let items: Booking[] = list.items;
  const pendingIds = new Set<string>();
  for (const { payload: write } of pending) {
    const current = items.find((item) => item.id === write.bookingId);
    items = items.filter((item) => item.id !== write.bookingId);
    if (write.op === 'delete') {
      pendingIds.delete(write.bookingId);
      continue;
    }
    const { input } = write;
    items = [
      ...items,
      {
        id: write.bookingId,
        itinerary_id: context.itineraryId,
        kind: input.kind,
        title: input.title,
        confirmation: orNull(input.confirmation),
        starts_at: orNull(input.starts_at),
        start_zone: orNull(input.start_zone),
        ends_at: orNull(input.ends_at),
        end_zone: orNull(input.end_zone),
        place_name: orNull(input.place_name),
        address: orNull(input.address),
        lat: orNull(input.lat),
        lng: orNull(input.lng),
        cost: orNull(input.cost),
        currency: orNull(input.currency),
        expense_id: orNull(input.expense_id),
        note: orNull(input.note),
        created_by: current?.created_by ?? context.meId,
        created_at: current?.created_at ?? '',
        updated_at: current?.updated_at ?? '',
        attachments: current?.attachments ?? [],
      },
    ].sort(byStart);
    pendingIds.add(write.bookingId);
  }
  return { items, pendingIds };
}
