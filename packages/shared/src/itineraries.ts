import { z } from 'zod';
import { pageQuerySchema } from './common.js';
import { limits } from './limits.js';
import type { itineraryMessageCodes } from './errors.js';
import type { ItineraryWrite } from './itinerary-write.js';

// ---------------------------------------------------------------- responses

export const itineraryAuthorSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type ItineraryAuthor = z.infer<typeof itineraryAuthorSchema>;

/** The itinerary an itinerary was copied from, while it still exists. */
export const itineraryOriginSchema = z.object({ id: z.string(), title: z.string() });
export type ItineraryOrigin = z.infer<typeof itineraryOriginSchema>;

/**
 * An itinerary in a list (docs/API.md "Itineraries"). `day_count`, `destination_count` and `total_cost`
 * are computed by the server. `is_liked` is false for a visitor.
 */
export const itinerarySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  user_id: z.string(),
  is_public: z.boolean(),
  is_liked: z.boolean(),
  likes_count: z.number().int(),
  views_count: z.number().int(),
  share_count: z.number().int(),
  copy_count: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  day_count: z.number().int(),
  destination_count: z.number().int(),
  total_cost: z.number().int(),
  location: z.string().nullable(),
  copied_from: itineraryOriginSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  author: itineraryAuthorSchema,
  /** Hidden by an admin after a report: only its owner and admins see it, marked. */
  is_hidden: z.boolean().optional(),
});
export type ItinerarySummary = z.infer<typeof itinerarySummarySchema>;

/** A plan as answered. `image_url` is the linked destination's image (null for a free-text plan). */
export const itineraryPlanSchema = z.object({
  id: z.string(),
  time: z.string().nullable(),
  destination: z.string(),
  destination_id: z.string().nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
  duration: z.number().int(),
  cost: z.number().int(),
  image_url: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Its rank in the day (0-based), in the order of `sort_key`. */
  position: z.number().int(),
  /** Its fractional ordering key in the day (trip operations, packages/shared/src/trip-ops.ts). */
  sort_key: z.string().optional(),
});
export type ItineraryPlan = z.infer<typeof itineraryPlanSchema>;

export const itineraryDaySchema = z.object({
  id: z.string(),
  day_number: z.number().int(),
  estimated_cost: z.number().int(),
  plans: z.array(itineraryPlanSchema),
});
export type ItineraryDay = z.infer<typeof itineraryDaySchema>;

/** An itinerary in full: detail, create, update, copy and visibility answers. */
export const itinerarySchema = itinerarySummarySchema.extend({
  days: z.array(itineraryDaySchema),
  /** The sequence number of the trip's last operation: catch up with GET /api/itineraries/:id/ops?after=. */
  op_seq: z.number().int().optional(),
  /**
   * Added (issue 22): the reader's role on the trip — owner, editor, viewer — or null (a visitor,
   * a stranger, an admin who is not a member).
   */
  my_role: z.enum(['owner', 'editor', 'viewer']).nullable().optional(),
  /** Added (issue 22): how many companions the trip has, its owner not counted. */
  member_count: z.number().int().optional(),
});
export type Itinerary = z.infer<typeof itinerarySchema>;

export const itineraryPageSchema = z.object({
  items: z.array(itinerarySummarySchema),
  next_cursor: z.string().nullable(),
});
export type ItineraryPage = z.infer<typeof itineraryPageSchema>;

export const itineraryRecommendationsSchema = z.object({ items: z.array(itinerarySummarySchema) });
export type ItineraryRecommendations = z.infer<typeof itineraryRecommendationsSchema>;

export const itineraryLikeResultSchema = z.object({
  is_liked: z.boolean(),
  likes_count: z.number().int(),
});
export type ItineraryLikeResult = z.infer<typeof itineraryLikeResultSchema>;

export const itineraryShareResultSchema = z.object({ share_count: z.number().int() });
export type ItineraryShareResult = z.infer<typeof itineraryShareResultSchema>;

// ---------------------------------------------------------------- requests

export const itineraryScopes = ['all', 'mine', 'liked', 'public'] as const;
export type ItineraryScope = (typeof itineraryScopes)[number];

export const itinerarySorts = ['latest', 'oldest', 'views', 'likes', 'shares', 'copies'] as const;
export type ItinerarySort = (typeof itinerarySorts)[number];

/** GET /api/itineraries query. `mine` and `liked` need a session. */
export const itineraryListQuerySchema = pageQuerySchema.extend({
  scope: z.enum(itineraryScopes).default('all'),
  sort: z.enum(itinerarySorts).default('latest'),
});
export type ItineraryListQuery = z.infer<typeof itineraryListQuerySchema>;

export const itineraryVisibilitySchema = z.object({ is_public: z.boolean() });
export type ItineraryVisibility = z.infer<typeof itineraryVisibilitySchema>;

export const shareChannels = ['link', 'facebook', 'x', 'native', 'kakao'] as const;
export type ShareChannel = (typeof shareChannels)[number];
export const itineraryShareSchema = z.object({ channel: z.enum(shareChannels) });
export type ItineraryShare = z.infer<typeof itineraryShareSchema>;

// The request body's schemas (itineraryWriteSchema …) are in itinerary-write.ts.

// ---------------------------------------------------------------- ordered validation

/**
 * The codes of the itinerary form, in docs/API.md's order (the first failing one wins): the ones
 * with a message of their own (errors.ts, `itineraryMessageCodes`), then `validation_failed`.
 */
export type ItineraryValidationCode = (typeof itineraryMessageCodes)[number] | 'validation_failed';

export interface ItineraryValidationFailure {
  code: ItineraryValidationCode;
  /**
   * Field → code, for highlighting inputs (always at least one entry). Plan fields are named by
   * their path: `days.0.plans.2.duration` is the third plan of the first day in `days`.
   */
  fields: Record<string, string>;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const msPerDay = 86_400_000;

/** Days since 1970-01-01 of a real calendar date `YYYY-MM-DD`, or null ("2025-02-30" is null). */
export function parseDateOnly(value: string): number | null {
  const match = datePattern.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return ms / msPerDay;
}

/** `YYYY-MM-DD` of a day number from {@link parseDateOnly}. */
export function formatDateOnly(dayIndex: number): string {
  return new Date(dayIndex * msPerDay).toISOString().slice(0, 10);
}

/** The date `offset` days after `start` (`YYYY-MM-DD`), e.g. the calendar date of Day N is offset N − 1. */
export function addDays(start: string, offset: number): string {
  const index = parseDateOnly(start);
  if (index === null) throw new RangeError(`not a date: ${start}`);
  return formatDateOnly(index + offset);
}

/**
 * Days of a trip, both ends included (spec 2 §9: end − start + 1). Null when a date is not a real
 * `YYYY-MM-DD` date; zero or negative when the end is before the start.
 */
export function dayCount(start: string, end: string): number | null {
  const a = parseDateOnly(start);
  const b = parseDateOnly(end);
  if (a === null || b === null) return null;
  return b - a + 1;
}

/** Minutes since midnight of `HH:MM`, or null. */
export function parseTime(value: string | null | undefined): number | null {
  if (value == null) return null;
  const match = timePattern.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

function fail(code: ItineraryValidationCode, field: string, fieldCode: string = code) {
  return { code, fields: { [field]: fieldCode } };
}

/**
 * The itinerary rules in docs/API.md's order, first failure wins: title_required (blank after trimming),
 * dates_required, end_before_start, day_out_of_range (a `day_number` outside 1..day_count, or a trip
 * longer than `limits.itineraryDaysMax` days), duration_invalid (below 1 or not a whole number),
 * cost_negative; then validation_failed with `fields` for everything else: a date that is not a real
 * calendar date (checked right after dates_required, since the later rules need real dates), a day
 * listed twice, a blank plan destination, a malformed time or destination_id, a cost that is not a
 * whole number, a plan's `lat` outside -90..90 or `lng` outside -180..180 or one without the other,
 * lengths (`limits.itineraryTitleMaxLength`, `planDestinationMaxLength`,
 * `planLocationMaxLength`, `planNoteMaxLength`) and more than `limits.plansPerDayMax` plans in a day.
 * A blank `time` means "no time". Returns null when valid. Pure: the web form and the server both
 * call it.
 */
export function validateItineraryInput(input: ItineraryWrite): ItineraryValidationFailure | null {
  if (isBlank(input.title)) return fail('title_required', 'title');
  if (isBlank(input.start_date)) return fail('dates_required', 'start_date');
  if (isBlank(input.end_date)) return fail('dates_required', 'end_date');

  const start = parseDateOnly(input.start_date!.trim());
  const end = parseDateOnly(input.end_date!.trim());
  if (start === null) return fail('validation_failed', 'start_date', 'invalid_date');
  if (end === null) return fail('validation_failed', 'end_date', 'invalid_date');
  if (end < start) return fail('end_before_start', 'end_date');

  const days = input.days ?? [];
  const count = end - start + 1;
  if (count > limits.itineraryDaysMax) return fail('day_out_of_range', 'end_date', 'too_many_days');
  for (const [d, day] of days.entries()) {
    const n = day.day_number;
    if (!Number.isInteger(n) || n < 1 || n > count) return fail('day_out_of_range', `days.${d}.day_number`);
  }

  const plans = days.flatMap((day, d) =>
    (day.plans ?? []).map((plan, p) => ({ plan, path: `days.${d}.plans.${p}` })),
  );
  for (const { plan, path } of plans) {
    const duration = plan.duration;
    if (duration != null && (!Number.isInteger(duration) || duration < 1)) {
      return fail('duration_invalid', `${path}.duration`);
    }
  }
  for (const { plan, path } of plans) {
    if (plan.cost != null && plan.cost < 0) return fail('cost_negative', `${path}.cost`);
  }

  const fields: Record<string, string> = {};
  const tooLong = (name: string, value: string | null | undefined, max: number) => {
    if (value != null && value.trim().length > max) fields[name] = 'too_long';
  };
  tooLong('title', input.title, limits.itineraryTitleMaxLength);
  const seen = new Set<number>();
  for (const [d, day] of days.entries()) {
    if (seen.has(day.day_number)) fields[`days.${d}.day_number`] = 'duplicate';
    seen.add(day.day_number);
    if ((day.plans ?? []).length > limits.plansPerDayMax) fields[`days.${d}.plans`] = 'too_many';
  }
  for (const { plan, path } of plans) {
    if (isBlank(plan.destination)) fields[`${path}.destination`] = 'required';
    tooLong(`${path}.destination`, plan.destination, limits.planDestinationMaxLength);
    tooLong(`${path}.location`, plan.location, limits.planLocationMaxLength);
    tooLong(`${path}.note`, plan.note, limits.planNoteMaxLength);
    if (!isBlank(plan.time) && parseTime(plan.time!.trim()) === null) fields[`${path}.time`] = 'invalid_time';
    if (!isBlank(plan.destination_id) && !uuidPattern.test(plan.destination_id!.trim())) {
      fields[`${path}.destination_id`] = 'invalid_id';
    }
    if (plan.cost != null && !Number.isInteger(plan.cost)) fields[`${path}.cost`] = 'not_integer';
    else if (plan.cost != null && plan.cost > limits.budgetMax) fields[`${path}.cost`] = 'too_large';
    if (plan.duration != null && plan.duration > 24 * 60 * limits.itineraryDaysMax) {
      fields[`${path}.duration`] = 'too_large';
    }
    if (plan.lat != null && !(plan.lat >= -90 && plan.lat <= 90)) fields[`${path}.lat`] = 'out_of_range';
    if (plan.lng != null && !(plan.lng >= -180 && plan.lng <= 180)) fields[`${path}.lng`] = 'out_of_range';
    if ((plan.lat == null) !== (plan.lng == null))
      fields[`${path}.${plan.lat == null ? 'lat' : 'lng'}`] = 'required';
  }
  return Object.keys(fields).length > 0 ? { code: 'validation_failed', fields } : null;
}

// ---------------------------------------------------------------- day rules

/** What the rules below need of a plan: the form's draft and the answered plan both fit. */
export interface PlanLike {
  time?: string | null;
  duration?: number | null;
  cost?: number | null;
  lat?: number | null;
  lng?: number | null;
}

export interface DayLike<P> {
  day_number: number;
  plans: P[];
}

export interface RegeneratedDays<P> {
  /** Days 1..day_count in order; a day still in range keeps its plans, a new day is empty. */
  days: DayLike<P>[];
  /** Day numbers beyond the new length that had plans: ask before dropping them. */
  droppedDaysWithPlans: number[];
}

/**
 * The day tabs after the dates change. Days are kept by their number (Day 2 stays Day 2 whatever the
 * new start date), so moving a trip keeps its plan and shortening it drops only the last days. A day
 * beyond the new length is dropped; those that had plans are listed so the form can ask first.
 * When the dates are missing, invalid, reversed or longer than `limits.itineraryDaysMax`, the days
 * are returned unchanged with nothing dropped.
 */
export function regenerateDays<P>(
  days: readonly DayLike<P>[],
  newStart: string,
  newEnd: string,
): RegeneratedDays<P> {
  const count = dayCount(newStart, newEnd);
  if (count === null || count < 1 || count > limits.itineraryDaysMax) {
    return { days: [...days], droppedDaysWithPlans: [] };
  }
  const byNumber = new Map(days.map((day) => [day.day_number, day]));
  const next = Array.from({ length: count }, (_, i) => ({
    day_number: i + 1,
    plans: byNumber.get(i + 1)?.plans ?? [],
  }));
  const droppedDaysWithPlans = days
    .filter((day) => day.day_number > count && day.plans.length > 0)
    .map((day) => day.day_number)
    .sort((a, b) => a - b);
  return { days: next, droppedDaysWithPlans };
}

/** A day's estimated cost: the sum of its plans' costs (a missing cost counts as the default 0). */
export function dayCost(plans: readonly PlanLike[]): number {
  return plans.reduce((sum, plan) => sum + (plan.cost ?? limits.planCostDefault), 0);
}

/** The whole trip's cost: the sum of its days' costs. */
export function totalCost(days: readonly { plans: readonly PlanLike[] }[]): number {
  return days.reduce((sum, day) => sum + dayCost(day.plans), 0);
}

// ---------------------------------------------------------------- distance and travel time

export interface LatLng {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;

/** Great-circle distance in kilometres (haversine formula, mean Earth radius). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The travel estimate used between consecutive plans, computed offline from the straight-line
 * distance only (no routing service):
 * - under `walkMaxKm` (2 km): walking at `walkKmh` (4.5 km/h) along the straight line;
 * - from 2 km on: driving at `driveKmh` (40 km/h, a city/intercity average including stops) along
 *   the straight line times `detourFactor` (1.3, roads are rarely straight).
 * Minutes are rounded up. It is a planning hint, not a route.
 */
export const travelEstimate = {
  walkMaxKm: 2,
  walkKmh: 4.5,
  driveKmh: 40,
  detourFactor: 1.3,
} as const;

export type TravelMode = 'walk' | 'drive';

export interface TravelLeg {
  distanceKm: number;
  mode: TravelMode;
  minutes: number;
}

/** Mode and minutes for a straight-line distance, by {@link travelEstimate}. */
export function estimateTravel(distanceKm: number): TravelLeg {
  if (distanceKm < travelEstimate.walkMaxKm) {
    return { distanceKm, mode: 'walk', minutes: Math.ceil((distanceKm / travelEstimate.walkKmh) * 60) };
  }
  const roadKm = distanceKm * travelEstimate.detourFactor;
  return { distanceKm, mode: 'drive', minutes: Math.ceil((roadKm / travelEstimate.driveKmh) * 60) };
}

const hasCoords = (plan: PlanLike): plan is PlanLike & LatLng =>
  typeof plan.lat === 'number' && typeof plan.lng === 'number';

/**
 * The leg from each plan to the next, in order (length = plans − 1); null where either end has no
 * coordinates.
 */
export function travelLegs(plans: readonly PlanLike[]): (TravelLeg | null)[] {
  const legs: (TravelLeg | null)[] = [];
  for (let i = 0; i + 1 < plans.length; i++) {
    const from = plans[i]!;
    const to = plans[i + 1]!;
    legs.push(hasCoords(from) && hasCoords(to) ? estimateTravel(haversineKm(from, to)) : null);
  }
  return legs;
}

export interface OverlapWarning {
  /** Index of the earlier plan; the overlap is with the plan at `index + 1`. */
  index: number;
  /** When the earlier plan's time + duration + travel ends, in minutes since midnight. */
  arrivesAt: number;
  /** The next plan's time, in minutes since midnight. */
  nextStartsAt: number;
  /** How many minutes too late (> 0). */
  overlapMinutes: number;
}

/**
 * Warnings where a plan's time plus its duration plus the estimated travel to the next plan passes
 * the next plan's time. Only consecutive plans that both have a time are compared; travel counts as
 * 0 when coordinates are missing. Plans are taken in the order given (the order of the day).
 */
export function overlapWarnings(plans: readonly PlanLike[]): OverlapWarning[] {
  const legs = travelLegs(plans);
  const warnings: OverlapWarning[] = [];
  for (let i = 0; i + 1 < plans.length; i++) {
    const start = parseTime(plans[i]!.time);
    const nextStartsAt = parseTime(plans[i + 1]!.time);
    if (start === null || nextStartsAt === null) continue;
    const arrivesAt = start + (plans[i]!.duration ?? limits.planDurationDefault) + (legs[i]?.minutes ?? 0);
    if (arrivesAt > nextStartsAt) {
      warnings.push({ index: i, arrivesAt, nextStartsAt, overlapMinutes: arrivesAt - nextStartsAt });
    }
  }
  return warnings;
}
