/**
 * The HTTP contract of a trip's reservations (issue 23, docs/API.md "Trip reservations"): written
 * whole under the client's id; each time an instant (ISO 8601 with its offset) plus the IANA time
 * zone it is shown in (a flight leaves in Asia/Seoul and lands in Asia/Tokyo); a cost in integer
 * minor units with its currency.
 */
import { z } from 'zod';
import { idSchema } from './common.js';
import { currencyCodes, maxExpenseMinor } from './money/currency.js';

export const bookingKinds = [
  'flight',
  'train',
  'bus',
  'lodging',
  'car',
  'restaurant',
  'activity',
  'other',
] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const bookingLimits = {
  titleMax: 100,
  confirmationMax: 100,
  placeNameMax: 100,
  addressMax: 200,
  noteMax: 1000,
  zoneMax: 64,
  /** Reservations of one trip (409 `conflict` past it). */
  perTrip: 200,
} as const;

/** Whether `zone` is an IANA time zone this runtime knows ("Asia/Seoul", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > bookingLimits.zoneMax) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const zoneSchema = z.string().refine(isTimeZone, 'an IANA time zone such as Asia/Seoul');
/** An instant with its offset, between the years 1900 and 2199 (a trip's, not year 0). */
const instantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1900 && year < 2200;
}, 'a time between 1900 and 2199');
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * PUT /api/itineraries/:id/bookings/:booking_id: the whole reservation. A time comes with its zone
 * (`starts_at` with `start_zone`, `ends_at` with `end_zone`); `cost` with `currency`.
 */
export const bookingInputSchema = z.object({
  kind: z.enum(bookingKinds),
  title: z.string().trim().min(1).max(bookingLimits.titleMax),
  confirmation: optionalText(bookingLimits.confirmationMax),
  starts_at: instantSchema.nullish(),
  start_zone: zoneSchema.nullish(),
  ends_at: instantSchema.nullish(),
  end_zone: zoneSchema.nullish(),
  place_name: optionalText(bookingLimits.placeNameMax),
  address: optionalText(bookingLimits.addressMax),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  cost: z.number().int().min(0).max(maxExpenseMinor).nullish(),
  currency: z.enum(currencyCodes).nullish(),
  expense_id: idSchema.nullish(),
  note: optionalText(bookingLimits.noteMax),
});
export type BookingInput = z.input<typeof bookingInputSchema>;

export const bookingParamsSchema = z.object({ id: idSchema, booking_id: idSchema });

/** A reservation's attachment: a PDF kept as sent, or a picture re-encoded as WebP (members only). */
export const bookingAttachmentSchema = z.object({
  id: z.string(),
  booking_id: z.string(),
  /** The name it was sent under (a picture's extension becomes .webp), safe to show and to save as. */
  file_name: z.string(),
  content_type: z.enum(['application/pdf', 'image/webp']),
  byte_size: z.number().int(),
  /** A picture's size in pixels; null for a PDF. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type BookingAttachment = z.infer<typeof bookingAttachmentSchema>;

export const bookingAttachmentParamsSchema = z.object({
  id: idSchema,
  booking_id: idSchema,
  attachment_id: idSchema,
});

export const bookingSchema = z.object({
  id: z.string(),
  itinerary_id: z.string(),
  kind: z.enum(bookingKinds),
  title: z.string(),
  confirmation: z.string().nullable(),
  /** An instant in UTC (ISO 8601, `Z`); shown in `start_zone`. */
  starts_at: z.string().nullable(),
  start_zone: z.string().nullable(),
  ends_at: z.string().nullable(),
  end_zone: z.string().nullable(),
  place_name: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  cost: z.number().int().nullable(),
  currency: z.string().nullable(),
  expense_id: z.string().nullable(),
  note: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Its files, oldest first (at most tripFileLimits.attachmentsPerBooking). */
  attachments: z.array(bookingAttachmentSchema),
});
export type Booking = z.infer<typeof bookingSchema>;

/** GET /api/itineraries/:id/bookings: by start (undated last), then id. */
export const bookingListSchema = z.object({ items: z.array(bookingSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

/** The wall-clock fields of `ms` in `zone`, as a UTC timestamp of the same fields. */
function wallClockAsUtc(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
}

/** `iso` (an instant) as a wall-clock time `YYYY-MM-DDTHH:mm` in `zone` (a form's datetime-local). */
export function localInZone(iso: string, zone: string): string {
  return new Date(wallClockAsUtc(new Date(iso).getTime(), zone)).toISOString().slice(0, 16);
}

/**
 * The instant (ISO, UTC) at which the wall clock in `zone` reads `local` (`YYYY-MM-DDTHH:mm`); null
 * when `local` is not such a time. A time skipped by a daylight-saving jump reads as the hour after.
 */
export function instantFromLocal(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match || !isTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wall - (wallClockAsUtc(wall, zone) - wall);
  guess = wall - (wallClockAsUtc(guess, zone) - guess);
  return new Date(guess).toISOString();
}
