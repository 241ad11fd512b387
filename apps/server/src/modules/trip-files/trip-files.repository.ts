/**
 * SQL of a trip's private files (trip_files, docs/decisions/0044-private-trip-files.md): an
 * expense's receipt (one, by its unique `expense_id`) and a reservation's attachments (through
 * trip_files_booking_idx). Bytes are read only when a file is served.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tripFiles as f } from '../../db/schema.js';

/** What is stored of one file, its bytes aside. */
export interface TripFileValues {
  contentType: 'image/webp' | 'application/pdf';
  bytes: Buffer;
  width: number | null;
  height: number | null;
  fileName: string | null;
}

const described = {
  id: f.id,
  itineraryId: f.itineraryId,
  expenseId: f.expenseId,
  bookingId: f.bookingId,
  fileName: f.fileName,
  contentType: f.contentType,
  width: f.width,
  height: f.height,
  byteSize: sql<number>`octet_length(${f.bytes})`.mapWith(Number),
  createdBy: f.createdBy,
  createdAt: f.createdAt,
};

export function createTripFilesRepository(db: Db) {
  return {
    /** An expense's receipt without its bytes; null when it has none. */
    async receipt(expenseId: string) {
      const [row] = await db.select(described).from(f).where(eq(f.expenseId, expenseId));
      return row ?? null;
    },

    /** An expense's receipt with its bytes; null when it has none. */
    async receiptBytes(expenseId: string) {
      const [row] = await db
        .select({ contentType: f.contentType, fileName: f.fileName, bytes: f.bytes })
        .from(f)
        .where(eq(f.expenseId, expenseId));
      return row ?? null;
    },

    /** Stores the receipt of an expense of trip `itineraryId`, replacing any. */
    async saveReceipt(itineraryId: string, expenseId: string, file: TripFileValues, userId: string) {
      await db
        .insert(f)
        .values({ id: sql`gen_random_uuid()`, itineraryId, expenseId, ...file, createdBy: userId })
        .onConflictDoUpdate({
          target: f.expenseId,
          set: { ...file, createdBy: userId, createdAt: sql`now()` },
        });
    },

    async removeReceipt(expenseId: string) {
      const rows = await db.delete(f).where(eq(f.expenseId, expenseId)).returning({ id: f.id });
      return rows.length > 0;
    },

    /** Every attachment of trip `itineraryId`'s reservations, without bytes, oldest first. */
    async bookingAttachments(itineraryId: string) {
      return db
        .select(described)
        .from(f)
        .where(and(eq(f.itineraryId, itineraryId), isNotNull(f.bookingId)))
        .orderBy(asc(f.createdAt), asc(f.id));
    },

    /** One reservation's attachments, without bytes, oldest first (trip_files_booking_idx). */
    async attachmentsOf(bookingId: string) {
      return db
        .select(described)
        .from(f)
        .where(eq(f.bookingId, bookingId))
        .orderBy(asc(f.createdAt), asc(f.id));
    },

    async countAttachments(bookingId: string) {
      const [row] = await db.select({ n: count() }).from(f).where(eq(f.bookingId, bookingId));
      return Number(row?.n ?? 0);
    },

    /** Adds an attachment to reservation `bookingId` of trip `itineraryId`; its row, bytes aside. */
    async addAttachment(
      itineraryId: string,
      bookingId: string,
      id: string,
      file: TripFileValues,
      userId: string,
    ) {
      const [row] = await db
        .insert(f)
        .values({ id, itineraryId, bookingId, ...file, createdBy: userId })
        .returning(described);
      if (!row) throw new Error('attachment not stored');
      return row;
    },

    /** A reservation's attachment with its bytes; null when it is not that reservation's. */
    async attachmentBytes(bookingId: string, id: string) {
      const [row] = await db
        .select({ contentType: f.contentType, fileName: f.fileName, bytes: f.bytes })
        .from(f)
        .where(and(eq(f.bookingId, bookingId), eq(f.id, id)));
      return row ?? null;
    },

    /** Deletes a reservation's attachment; whether there was one. */
    async removeAttachment(bookingId: string, id: string) {
      const rows = await db
        .delete(f)
        .where(and(eq(f.bookingId, bookingId), eq(f.id, id)))
        .returning({ id: f.id });
      return rows.length > 0;
    },
  };
}

export type TripFileRow = Awaited<
  ReturnType<ReturnType<typeof createTripFilesRepository>['attachmentsOf']>
>[number];
