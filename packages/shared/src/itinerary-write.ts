import { z } from 'zod';

/*
 * Apart from itineraries.ts, whose constants and helpers every itinerary page uses: only the form
 * (and the server) validate a body, so the web app downloads these schemas, and zod with them, only
 * with the form (docs/decisions/0027-page-weight.md).
 */

/*
 * Loose request shapes, as for destinations: they check only JSON types (a wrong type is
 * `validation_failed`), so that "missing", "blank" and "out of range" reach
 * validateItineraryInput, which reports the ordered codes of docs/API.md. Strings and arrays are capped
 * far above the real limits only to keep absurd payloads out.
 */
const looseText = z.string().max(100_000).nullable().optional();
const looseNumber = z.number().nullable().optional();

export const itineraryPlanWriteSchema = z.object({
  time: looseText,
  destination: looseText,
  destination_id: looseText,
  location: looseText,
  note: looseText,
  duration: looseNumber,
  cost: looseNumber,
  /** A free-text plan's coordinates (both or neither); ignored on a plan with a destination_id. */
  lat: looseNumber,
  lng: looseNumber,
});
export type ItineraryPlanWrite = z.infer<typeof itineraryPlanWriteSchema>;

export const itineraryDayWriteSchema = z.object({
  day_number: z.number(),
  plans: z.array(itineraryPlanWriteSchema).max(1000).default([]),
});
export type ItineraryDayWrite = z.infer<typeof itineraryDayWriteSchema>;

/** POST /api/itineraries and PUT /api/itineraries/:id body. */
export const itineraryWriteSchema = z.object({
  title: looseText,
  start_date: looseText,
  end_date: looseText,
  days: z.array(itineraryDayWriteSchema).max(1000).default([]),
});
export type ItineraryWrite = z.input<typeof itineraryWriteSchema>;
