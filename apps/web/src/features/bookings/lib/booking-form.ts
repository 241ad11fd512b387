/*
 * The reservation form's values (text as typed) and the request they make: one zod schema that
 * reads local times in their zones into instants and the cost into whole minor units, then hands
 * the body to the shared `bookingInputSchema` — the schema the server validates with — so the
 * form refuses what the server would.
 */
import { z } from 'zod';
import {
  bookingInputSchema,
  bookingKinds,
  currencyCodes,
  instantFromLocal,
  localInZone,
  minorToDecimal,
  type Booking,
  type BookingInput,
  type CurrencyCode,
} from '@pintrip/shared';
import { costToMinor } from './cost';

export interface BookingFormValues {
  kind: (typeof bookingKinds)[number];
  title: string;
  confirmation: string;
  /** Wall-clock `YYYY-MM-DDTHH:mm` in `start_zone` (a datetime-local input), or ''. */
  start: string;
  start_zone: string;
  end: string;
  end_zone: string;
  place_name: string;
  address: string;
  /** Set by the place search; a typed place keeps none. */
  lat: number | null;
  lng: number | null;
  cost: string;
  currency: CurrencyCode;
  /** An expense of the trip, or '' for none. */
  expense_id: string;
  note: string;
}

/** The form's own codes; each is `bookings.errors.<code>` in the locale files. */
export type BookingFormCode = 'titleRequired' | 'invalidTime' | 'endBeforeStart' | 'costInvalid' | 'tooLong';

export function bookingFormValues(booking: Booking | null): BookingFormValues {
  const startZone = booking?.start_zone ?? 'Asia/Seoul';
  const endZone = booking?.end_zone ?? startZone;
  return {
    kind: booking?.kind ?? 'flight',
    title: booking?.title ?? '',
    confirmation: booking?.confirmation ?? '',
    start: booking?.starts_at ? localInZone(booking.starts_at, startZone) : '',
    start_zone: startZone,
    end: booking?.ends_at ? localInZone(booking.ends_at, endZone) : '',
    end_zone: endZone,
    place_name: booking?.place_name ?? '',
    address: booking?.address ?? '',
    lat: booking?.lat ?? null,
    lng: booking?.lng ?? null,
    cost:
      booking?.cost != null && booking.currency
        ? minorToDecimal(booking.cost, booking.currency as CurrencyCode)
        : '',
    currency: (booking?.currency as CurrencyCode | null) ?? 'KRW',
    expense_id: booking?.expense_id ?? '',
    note: booking?.note ?? '',
  };
}

const text = z.string();
const orNull = (value: string) => value.trim() || null;

/** The form's values → the PUT body, checked by the shared schema; issues land on the form's fields. */
export const bookingFormSchema = z
  .object({
    kind: z.enum(bookingKinds),
    title: text,
    confirmation: text,
    start: text,
    start_zone: text,
    end: text,
    end_zone: text,
    place_name: text,
    address: text,
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    cost: text,
    currency: z.enum(currencyCodes),
    expense_id: text,
    note: text,
  })
  .transform((values, ctx): BookingInput => {
    const fail = (path: keyof BookingFormValues, code: BookingFormCode) =>
      ctx.addIssue({ code: 'custom', path: [path], message: code });
    if (!values.title.trim()) fail('title', 'titleRequired');
    const startsAt = values.start ? instantFromLocal(values.start, values.start_zone) : null;
    const endsAt = values.end ? instantFromLocal(values.end, values.end_zone) : null;
    if (values.start && !startsAt) fail('start', 'invalidTime');
    if (values.end && !endsAt) fail('end', 'invalidTime');
    if (startsAt && endsAt && endsAt < startsAt) fail('end', 'endBeforeStart');
    const cost = values.cost.trim() ? costToMinor(values.cost, values.currency) : null;
    if (values.cost.trim() && cost === null) fail('cost', 'costInvalid');
    const input: BookingInput = {
      kind: values.kind,
      title: values.title.trim(),
      confirmation: orNull(values.confirmation),
      starts_at: startsAt,
      start_zone: startsAt ? values.start_zone : null,
      ends_at: endsAt,
      end_zone: endsAt ? values.end_zone : null,
      place_name: orNull(values.place_name),
      address: orNull(values.address),
      lat: values.lat,
      lng: values.lat === null ? null : values.lng,
      cost,
      currency: cost === null ? null : values.currency,
      expense_id: values.expense_id || null,
      note: orNull(values.note),
    };
    // What the shared schema still refuses (a time outside 1900–2199, a cost past the limit, a text
    // too long) is said on the field the person typed it in.
    const checked = bookingInputSchema.safeParse(input);
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const field = formFieldOf[issue.path[0] as keyof BookingInput] ?? 'title';
        fail(
          field,
          field === 'start' || field === 'end' ? 'invalidTime' : field === 'cost' ? 'costInvalid' : 'tooLong',
        );
      }
    return input;
  });

/** The form field a request field is typed in (the shared schema's issues, the server's `fields`). */
export const formFieldOf: Partial<Record<keyof BookingInput, keyof BookingFormValues>> = {
  title: 'title',
  confirmation: 'confirmation',
  starts_at: 'start',
  start_zone: 'start_zone',
  ends_at: 'end',
  end_zone: 'end_zone',
  place_name: 'place_name',
  address: 'address',
  cost: 'cost',
  expense_id: 'expense_id',
  note: 'note',
};
