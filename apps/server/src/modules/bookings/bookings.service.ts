/**
 * The rules of a trip's reservations (issue 23): members read them, the owner and editors write
 * them (policies.ts `canReadTripBookings`, `canWriteTripBookings`). A reservation is written whole
 * under the client's id, so a replay changes nothing; a time comes with its zone, a cost with its
 * currency, a linked expense must be this trip's.
 */
import { randomUUID } from 'node:crypto';
import {
  bookingLimits,
  canReadTripBookings,
  canWriteTripBookings,
  tripFileLimits,
  type Booking,
  type BookingAttachment,
  type BookingList,
  type bookingInputSchema,
} from '@pintrip/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import type { EventAudience } from '../events/event-bus.js';
import type { TripFileRow } from '../trip-files/trip-files.repository.js';
import { prepareAttachment } from '../trip-files/trip-files.js';
import type { FilePart } from '../uploads/uploads.routes.js';
import type { BookingValues } from './bookings.repository.js';

type Work = Repositories;
type TripRow = NonNullable<Awaited<ReturnType<Work['lists']['trip']>>>;
type BookingRow = NonNullable<Awaited<ReturnType<Work['bookings']['booking']>>>;
type BookingInput = z.output<typeof bookingInputSchema>;

const invalid = (fields: Record<string, string>) =>
  new AppError('validation_failed', 'The reservation is not valid.', fields);

/** Booking events go to the trip's owner and members only, even on a public trip. */
const bookingsAudience = (trip: TripRow): EventAudience => [
  visibilityOf({ userId: trip.userId, hiddenAt: new Date(0), isPublic: false, members: trip.members }),
];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toAttachment = (row: TripFileRow): BookingAttachment => ({
  id: row.id,
  booking_id: row.bookingId ?? '',
  file_name: row.fileName ?? (row.contentType === 'application/pdf' ? 'file.pdf' : 'file.webp'),
  content_type: row.contentType === 'application/pdf' ? 'application/pdf' : 'image/webp',
  byte_size: row.byteSize,
  width: row.width,
  height: row.height,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
});

/** A reservation as answered, with its attachments (none where the caller does not list them). */
export const toBooking = (row: BookingRow, attachments: readonly TripFileRow[] = []): Booking => ({
  id: row.id,
  itinerary_id: row.itineraryId,
  kind: row.kind,
  title: row.title,
  confirmation: row.confirmation,
  starts_at: iso(row.startsAt),
  start_zone: row.startZone,
  ends_at: iso(row.endsAt),
  end_zone: row.endZone,
  place_name: row.placeName,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  cost: row.cost,
  currency: row.currency,
  expense_id: row.expenseId,
  note: row.note,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  attachments: attachments.map(toAttachment),
});

const orNull = <T>(value: T | null | undefined): T | null =>
  value === undefined || value === null || value === '' ? null : value;

/** Checks the pairs that go together; returns the values to store or throws 400 with fields. */
function resolve(id: string, itineraryId: string, input: BookingInput): BookingValues {
  const fields: Record<string, string> = {};
  const pair = (a: keyof BookingInput, b: keyof BookingInput) => {
    const hasA = orNull(input[a]) !== null;
    const hasB = orNull(input[b]) !== null;
    if (hasA && !hasB) fields[b] = 'required';
    if (!hasA && hasB) fields[a] = 'required';
  };
  pair('starts_at', 'start_zone');
  pair('ends_at', 'end_zone');
  pair('lat', 'lng');
  pair('cost', 'currency');
  const startsAt = input.starts_at ? new Date(input.starts_at) : null;
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (startsAt && endsAt && endsAt < startsAt) fields.ends_at = 'before_start';
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return {
    id,
    itineraryId,
    kind: input.kind,
    title: input.title,
    confirmation: orNull(input.confirmation),
    startsAt,
    startZone: orNull(input.start_zone),
    endsAt,
    endZone: orNull(input.end_zone),
    placeName: orNull(input.place_name),
    address: orNull(input.address),
    lat: orNull(input.lat),
    lng: orNull(input.lng),
    cost: orNull(input.cost),
    currency: orNull(input.currency),
    expenseId: orNull(input.expense_id),
    note: orNull(input.note),
  };
}

const sameAs = (row: BookingRow, v: BookingValues) =>
  row.kind === v.kind &&
  row.title === v.title &&
  row.confirmation === v.confirmation &&
  iso(row.startsAt) === iso(v.startsAt) &&
  row.startZone === v.startZone &&
  iso(row.endsAt) === iso(v.endsAt) &&
  row.endZone === v.endZone &&
  row.placeName === v.placeName &&
  row.address === v.address &&
  row.lat === v.lat &&
  row.lng === v.lng &&
  row.cost === v.cost &&
  row.currency === v.currency &&
  row.expenseId === v.expenseId &&
  row.note === v.note;

export function createBookingsService(uow: AppUnitOfWork) {
  /** The trip if `viewer` may see it (404 otherwise); 403 to a reader who is not on it. */
  const readable = async (viewer: Viewer | null, work: Work, id: string, lock = false) => {
    const trip = await work.lists.trip(id, lock);
    if (!trip || !canSeeRow(viewer, trip)) throw notFound('itinerary');
    if (!canReadTripBookings(viewer, trip)) throw forbidden("only the trip's members see its reservations");
    return trip;
  };

  const writable = async (viewer: Viewer, work: Work, id: string) => {
    const trip = await readable(viewer, work, id, true);
    if (!canWriteTripBookings(viewer, trip))
      throw forbidden('only the owner and editors write the reservations');
    return trip;
  };

  return {
    async list(viewer: Viewer | null, id: string): Promise<BookingList> {
      const work = uow.read;
      await readable(viewer, work, id);
      const [rows, files] = await Promise.all([
        work.bookings.list(id),
        work.tripFiles.bookingAttachments(id),
      ]);
      const filesOf = new Map<string, TripFileRow[]>();
      for (const file of files) {
        if (!file.bookingId) continue;
        const list = filesOf.get(file.bookingId) ?? [];
        list.push(file);
        filesOf.set(file.bookingId, list);
      }
      return { items: rows.map((row) => toBooking(row, filesOf.get(row.id))) };
    },

    /**
     * Creates or replaces the reservation `bookingId` (the client's id). A replay of what is stored
     * answers it unchanged, with no event; an id used on another trip is 409 `conflict`.
     */
    async put(
      viewer: Viewer,
      id: string,
      bookingId: string,
      input: BookingInput,
    ): Promise<{ booking: Booking; created: boolean }> {
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        const values = resolve(bookingId, id, input);
        if (values.expenseId && (await work.expenses.expenseTrip(values.expenseId)) !== id)
          throw invalid({ expense_id: 'not_in_trip' });
        const existing = await work.bookings.booking(id, bookingId);
        if (!existing && (await work.bookings.bookingTrip(bookingId)) !== null)
          throw new AppError('conflict', 'This reservation id is taken.');
        if (!existing && (await work.bookings.countBookings(id)) >= bookingLimits.perTrip)
          throw new AppError('conflict', `A trip holds at most ${bookingLimits.perTrip} reservations.`);
        if (existing && sameAs(existing, values))
          return {
            booking: toBooking(existing, await work.tripFiles.attachmentsOf(bookingId)),
            created: false,
          };
        await work.bookings.save(values, viewer.id);
        const saved = await work.bookings.booking(id, bookingId);
        if (!saved) throw new Error('saved reservation not found');
        await work.publish(
          'itinerary.bookings',
          { id, kind: 'booking.saved', booking_id: bookingId, user_id: viewer.id },
          bookingsAudience(trip),
        );
        return {
          booking: toBooking(saved, await work.tripFiles.attachmentsOf(bookingId)),
          created: !existing,
        };
      });
    },

    /** Deletes a reservation; deleting one already gone answers the same (a replayed delete). */
    async remove(viewer: Viewer, id: string, bookingId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (await work.bookings.remove(id, bookingId))
          await work.publish(
            'itinerary.bookings',
            { id, kind: 'booking.deleted', booking_id: bookingId, user_id: viewer.id },
            bookingsAudience(trip),
          );
      });
    },

    /**
     * Attaches a file to a reservation: a PDF or a picture (prepareAttachment), at most
     * tripFileLimits.attachmentsPerBooking of them (409 `conflict` past it).
     */
    async addAttachment(
      viewer: Viewer,
      id: string,
      bookingId: string,
      part: FilePart,
    ): Promise<BookingAttachment> {
      // Who may write is checked first (a stranger's file is never parsed), then the file is checked
      // and encoded outside the transaction (that work holds no lock), then the rules again.
      const seen = await readable(viewer, uow.read, id);
      if (!canWriteTripBookings(viewer, seen))
        throw forbidden('only the owner and editors write the reservations');
      if (!(await uow.read.bookings.booking(id, bookingId))) throw notFound('booking');
      const file = await prepareAttachment(part);
      return uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (!(await work.bookings.booking(id, bookingId))) throw notFound('booking');
        if ((await work.tripFiles.countAttachments(bookingId)) >= tripFileLimits.attachmentsPerBooking)
          throw new AppError(
            'conflict',
            `A reservation holds at most ${tripFileLimits.attachmentsPerBooking} attachments.`,
          );
        const saved = await work.tripFiles.addAttachment(id, bookingId, randomUUID(), file, viewer.id);
        await work.publish(
          'itinerary.bookings',
          { id, kind: 'booking.saved', booking_id: bookingId, user_id: viewer.id },
          bookingsAudience(trip),
        );
        return toAttachment(saved);
      });
    },

    /** An attachment's bytes, name and type for a member; 404 when it is not this reservation's. */
    async attachment(viewer: Viewer | null, id: string, bookingId: string, attachmentId: string) {
      const work = uow.read;
      await readable(viewer, work, id);
      if (!(await work.bookings.booking(id, bookingId))) throw notFound('booking');
      const file = await work.tripFiles.attachmentBytes(bookingId, attachmentId);
      if (!file) throw notFound('attachment');
      return file;
    },

    /** Deletes an attachment; one already gone answers the same (a replayed delete). */
    async removeAttachment(viewer: Viewer, id: string, bookingId: string, attachmentId: string) {
      await uow.transaction(async (work) => {
        const trip = await writable(viewer, work, id);
        if (!(await work.bookings.booking(id, bookingId))) return;
        if (await work.tripFiles.removeAttachment(bookingId, attachmentId))
          await work.publish(
            'itinerary.bookings',
            { id, kind: 'booking.saved', booking_id: bookingId, user_id: viewer.id },
            bookingsAudience(trip),
          );
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
