import { z } from 'zod';
import { idSchema } from './common.js';
import { placeImportFormats, placeImportLimits } from './places-io-codes.js';

/*
 * Places in and out (issue 24, docs/decisions/0039-places-in-and-out.md): files of places saved
 * elsewhere are read into a preview, then added to a trip's days as plan.add operations; a trip
 * goes out as GPX, KML and GeoJSON; calendars subscribe to a secret feed.
 */

export * from './places-io-codes.js';

export const placeImportQuerySchema = z.object({
  /** The day places without a folder or route of their own go to (1 when absent). */
  day: z.coerce.number().int().min(1).max(1000).default(1),
});

/** An existing destination within {@link placeImportLimits.matchMetres} of an imported place. */
export const placeMatchSchema = z.object({
  destination_id: z.string(),
  title: z.string(),
  distance_m: z.number().int(),
});

export const importedPlaceSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  note: z.string().nullable(),
  /** The KML folder or GPX route it came from, if any. */
  group: z.string().nullable(),
  /** The trip day it goes to: its folder's or route's place in the file, else the chosen day. */
  day_number: z.number().int(),
  match: placeMatchSchema.nullable(),
});
export type ImportedPlace = z.infer<typeof importedPlaceSchema>;

/** POST /api/itineraries/:id/imports/preview answer. */
export const placeImportPreviewSchema = z.object({
  format: z.enum(placeImportFormats),
  places: z.array(importedPlaceSchema),
  /** Features that are not places (lines without points, polygons, points at 0,0) or past the limit. */
  skipped: z.number().int(),
});
export type PlaceImportPreview = z.infer<typeof placeImportPreviewSchema>;

export const placeImportConfirmPlaceSchema = z.object({
  name: z.string().trim().min(1).max(100),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  note: z.string().max(1000).nullable().optional(),
  day_number: z.number().int().min(1),
  /** Link the plan to this destination (the preview's match) instead of free coordinates. */
  destination_id: idSchema.nullable().optional(),
});
export type PlaceImportConfirmPlace = z.infer<typeof placeImportConfirmPlaceSchema>;

/** POST /api/itineraries/:id/imports body. */
export const placeImportConfirmSchema = z.object({
  /** Chosen by the client (a uuid): the same import sent again adds nothing twice. */
  import_id: idSchema,
  places: z.array(placeImportConfirmPlaceSchema).min(1).max(placeImportLimits.maxConfirm),
});
export type PlaceImportConfirm = z.infer<typeof placeImportConfirmSchema>;

/** POST /api/itineraries/:id/imports answer: one result per place, in order. */
export const placeImportResultSchema = z.object({
  results: z.array(
    z.object({
      plan_id: z.string(),
      status: z.enum(['applied', 'duplicate', 'rejected']),
      error: z.object({ code: z.string(), message: z.string() }).optional(),
    }),
  ),
});
export type PlaceImportResult = z.infer<typeof placeImportResultSchema>;

/** A calendar subscription: GET/POST /api/itineraries/:id/calendar-feed and /api/me/calendar-feed. */
export const calendarFeedSchema = z.object({
  /** The feed over https, for calendars that take a plain address. */
  url: z.string(),
  /** The same feed as webcal://, which calendar apps open as a subscription. */
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;

export const calendarFeedTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** POST /api/me/bookmarks/imports body: the previewed places' matched destinations. */
export const bookmarkImportSchema = z.object({
  destination_ids: z.array(idSchema).min(1).max(placeImportLimits.maxConfirm),
});
export type BookmarkImport = z.infer<typeof bookmarkImportSchema>;

export const bookmarkImportResultSchema = z.object({
  results: z.array(
    z.object({
      destination_id: z.string(),
      /** `already`: bookmarked before; `not_found`: gone, or not visible to the caller. */
      status: z.enum(['bookmarked', 'already', 'not_found']),
    }),
  ),
});
export type BookmarkImportResult = z.infer<typeof bookmarkImportResultSchema>;
