/**
 * SQL of a trip's reservations: read through trip_bookings_list_idx (trip, start, id). The trip
 * row the rules need comes from the lists repository (`lists.trip`), which reads the same thing.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { BookingKind } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { tripBookings as b } from '../../db/schema.js';

export interface BookingValues {
  id: string;
  itineraryId: string;
  kind: BookingKind;
  title: string;
  confirmation: string | null;
  startsAt: Date | null;
  startZone: string | null;
  endsAt: Date | null;
  endZone: string | null;
  placeName: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  cost: number | null;
  currency: string | null;
  expenseId: string | null;
  note: string | null;
}

const columns = {
  id: b.id,
  itineraryId: b.itineraryId,
  kind: b.kind,
  title: b.title,
  confirmation: b.confirmation,
  startsAt: b.startsAt,
  startZone: b.startZone,
  endsAt: b.endsAt,
  endZone: b.endZone,
  placeName: b.placeName,
  address: b.address,
  lat: b.lat,
  lng: b.lng,
  cost: b.cost,
  currency: b.currency,
  expenseId: b.expenseId,
  note: b.note,
  createdBy: b.createdBy,
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
};

export function createBookingsRepository(db: Db) {
  return {
    /** The trip's reservations by start (undated last), then id. */
    async list(itineraryId: string) {
      return db
        .select(columns)
        .from(b)
        .where(eq(b.itineraryId, itineraryId))
        .orderBy(sql`${b.startsAt} asc nulls last`, asc(b.id));
    },

    async booking(itineraryId: string, id: string) {
      const [row] = await db
        .select(columns)
        .from(b)
        .where(and(eq(b.itineraryId, itineraryId), eq(b.id, id)));
      return row ?? null;
    },

    /** The trip a reservation id belongs to, whichever it is (a client id is global), or null. */
    async bookingTrip(id: string) {
      const [row] = await db.select({ itineraryId: b.itineraryId }).from(b).where(eq(b.id, id));
      return row?.itineraryId ?? null;
    },

    async countBookings(itineraryId: string) {
      const [row] = await db.select({ n: count() }).from(b).where(eq(b.itineraryId, itineraryId));
      return Number(row?.n ?? 0);
    },

    /** Inserts the reservation, or replaces it under its id on the same trip. */
    async save(values: BookingValues, userId: string) {
      const { id, itineraryId, ...fields } = values;
      await db
        .insert(b)
        .values({ ...values, createdBy: userId })
        .onConflictDoUpdate({
          target: b.id,
          set: { ...fields, updatedAt: sql`now()` },
          where: eq(b.itineraryId, itineraryId),
        });
      return id;
    },

    /** Deletes the reservation; whether there was one. */
    async remove(itineraryId: string, id: string) {
      const rows = await db
        .delete(b)
        .where(and(eq(b.itineraryId, itineraryId), eq(b.id, id)))
        .returning({ id: b.id });
      return rows.length > 0;
    },
  };
}
