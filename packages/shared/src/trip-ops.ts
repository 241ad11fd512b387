import { z } from 'zod';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { idSchema } from './common.js';
import { limits } from './limits.js';
import {
  dayCount,
  itineraryAuthorSchema,
  validateItineraryInput,
  type ItineraryValidationCode,
} from './itineraries.js';
import { itineraryPlanWriteSchema, itineraryWriteSchema } from './itinerary-write.js';

/*
 * Editing a trip together (issue 22, docs/decisions/0029-trip-operations.md): clients send small
 * operations, each with a client id (`op_id`); the server applies them one by one in the order it
 * receives them (a per-trip sequence number), last writer wins per field, and plans are ordered
 * inside a day by fractional keys (`fractional-indexing`), so two concurrent moves never collide.
 * `applyTripOp` is the one rule: the server runs it to validate an operation, the planner runs it
 * to apply its own operations at once and everyone else's as they arrive.
 */

/** A plan's fields as an operation carries them; the limits are the itinerary form's. */
const planFieldsSchema = itineraryPlanWriteSchema;
const tripFieldsSchema = itineraryWriteSchema
  .pick({ title: true, start_date: true, end_date: true })
  .extend({ location: itineraryPlanWriteSchema.shape.location })
  .strict();

/** A fractional ordering key (checked for real by applyTripOp); capped to keep payloads small. */
const sortKeySchema = z.string().min(1).max(64);

const base = { op_id: idSchema };

export const planAddOpSchema = z.object({
  ...base,
  kind: z.literal('plan.add'),
  /** Chosen by the client (a uuid), so later operations can name the plan before the server answers. */
  plan_id: idSchema,
  day_number: z.number(),
  sort_key: sortKeySchema,
  fields: planFieldsSchema,
});
export const planMoveOpSchema = z.object({
  ...base,
  kind: z.literal('plan.move'),
  plan_id: idSchema,
  day_number: z.number(),
  sort_key: sortKeySchema,
});
export const planUpdateOpSchema = z.object({
  ...base,
  kind: z.literal('plan.update'),
  plan_id: idSchema,
  /** Only the fields present change (last writer wins per field); null clears an optional one. */
  fields: planFieldsSchema.strict(),
});
export const planRemoveOpSchema = z.object({ ...base, kind: z.literal('plan.remove'), plan_id: idSchema });
export const tripUpdateOpSchema = z.object({
  ...base,
  kind: z.literal('trip.update'),
  /** Title, dates, location. The dates decide the days (1..day count): this is how days are added or removed. */
  fields: tripFieldsSchema,
});

export const tripOpSchema = z.discriminatedUnion('kind', [
  planAddOpSchema,
  planMoveOpSchema,
  planUpdateOpSchema,
  planRemoveOpSchema,
  tripUpdateOpSchema,
]);
export type TripOp = z.infer<typeof tripOpSchema>;
export type TripOpKind = TripOp['kind'];
export const tripOpKinds = ['plan.add', 'plan.move', 'plan.update', 'plan.remove', 'trip.update'] as const;

export const tripOpsMax = 100;

/** POST /api/itineraries/:id/ops body. */
export const tripOpsRequestSchema = z.object({ ops: z.array(tripOpSchema).min(1).max(tripOpsMax) });
export type TripOpsRequest = z.infer<typeof tripOpsRequestSchema>;

export const tripOpErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TripOpError = z.infer<typeof tripOpErrorSchema>;

export const tripOpResultSchema = z.object({
  op_id: z.string(),
  status: z.enum(['applied', 'duplicate', 'rejected']),
  seq: z.number().int().optional(),
  error: tripOpErrorSchema.optional(),
});
export type TripOpResult = z.infer<typeof tripOpResultSchema>;
export const tripOpsResponseSchema = z.object({ results: z.array(tripOpResultSchema) });
export type TripOpsResponse = z.infer<typeof tripOpsResponseSchema>;

/** GET /api/itineraries/:id/ops query. */
export const tripOpsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type TripOpsQuery = z.infer<typeof tripOpsQuerySchema>;

/** One entry of a trip's operation log. `kind` may also be `trip.replace` (a whole PUT). */
export const tripLoggedOpSchema = z.object({
  seq: z.number().int(),
  op_id: z.string(),
  user_id: z.string().nullable(),
  kind: z.string(),
  op: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type TripLoggedOp = z.infer<typeof tripLoggedOpSchema>;
export const tripOpsPageSchema = z.object({
  items: z.array(tripLoggedOpSchema),
  /** The trip's current sequence number: a client with `after` below it and no items left is caught up. */
  op_seq: z.number().int(),
  has_more: z.boolean(),
});
export type TripOpsPage = z.infer<typeof tripOpsPageSchema>;

/** GET /api/itineraries/:id/activity: `cursor` is the last seq of the page before. */
export const tripActivityQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** One entry of a trip's activity feed: who changed what (docs/API.md "Editing a trip together"). */
export const tripActivitySchema = z.object({
  seq: z.number().int(),
  /** plan.add, plan.move, plan.update, plan.remove, trip.update or trip.replace. */
  kind: z.string(),
  /** Null when the account is gone. */
  user: itineraryAuthorSchema.nullable(),
  plan_id: z.string().nullable(),
  /** The plan's title when the operation was made (its destination). */
  plan_title: z.string().nullable(),
  from_day: z.number().int().nullable(),
  to_day: z.number().int().nullable(),
  /** The fields an update changed. */
  fields: z.array(z.string()),
  created_at: z.string(),
});
export type TripActivity = z.infer<typeof tripActivitySchema>;
export const tripActivityPageSchema = z.object({
  items: z.array(tripActivitySchema),
  next_cursor: z.string().nullable(),
});
export type TripActivityPage = z.infer<typeof tripActivityPageSchema>;

// ---------------------------------------------------------------- state

/** A plan as the operations see it (normalized as the server stores it). */
export interface TripPlanState {
  id: string;
  day_number: number;
  sort_key: string;
  time: string | null;
  destination: string;
  destination_id: string | null;
  location: string | null;
  note: string | null;
  duration: number;
  cost: number;
  lat: number | null;
  lng: number | null;
}

/** A trip as the operations see it: its fields and plans by id; the days are 1..day count of the dates. */
export interface TripState {
  title: string;
  start_date: string;
  end_date: string;
  location: string | null;
  plans: Record<string, TripPlanState>;
}

export type TripOpOutcome =
  | { ok: true; state: TripState }
  | {
      ok: false;
      code: ItineraryValidationCode | 'not_found' | 'conflict';
      message: string;
      fields?: Record<string, string>;
    };

const trimmedOrNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** Whether `key` is a fractional-indexing key (generateKeyBetween throws on one that is not). */
export function isSortKey(key: string): boolean {
  try {
    generateKeyBetween(key, null);
    return true;
  } catch {
    return false;
  }
}

/** A key between two neighbours (either may be null: the start or end of the day). */
export const sortKeyBetween = (before: string | null, after: string | null): string =>
  generateKeyBetween(before, after);

/**
 * A key that places a plan at `index` among `plans` (a day's plans in order, the plan itself left
 * out). Two editors adding at the same place at once can give two plans one key (they are then
 * ordered by id): no key lies strictly between equals, so the plan goes after the plans sharing it.
 */
export function sortKeyAt(plans: readonly Pick<TripPlanState, 'sort_key'>[], index: number): string {
  const before = plans[index - 1]?.sort_key ?? null;
  let next = index;
  while (before !== null && plans[next] !== undefined && plans[next]!.sort_key <= before) next += 1;
  return generateKeyBetween(before, plans[next]?.sort_key ?? null);
}

/** The plans of a day in order: by sort key (compared as code units, as PostgreSQL's "C" collation), then id. */
export function plansOfDay(state: TripState, dayNumber: number): TripPlanState[] {
  return Object.values(state.plans)
    .filter((plan) => plan.day_number === dayNumber)
    .sort((a, b) => compareKeys(a.sort_key, b.sort_key) || compareKeys(a.id, b.id));
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type PlanFields = z.infer<typeof planFieldsSchema>;

/** The plan after `fields` are written over `plan` (only the fields present), normalized. */
function withFields(plan: TripPlanState, fields: PlanFields): TripPlanState {
  const next = { ...plan };
  if (fields.time !== undefined) next.time = trimmedOrNull(fields.time);
  if (fields.destination !== undefined) next.destination = fields.destination?.trim() ?? '';
  if (fields.destination_id !== undefined)
    next.destination_id = trimmedOrNull(fields.destination_id)?.toLowerCase() ?? null;
  if (fields.location !== undefined) next.location = trimmedOrNull(fields.location);
  if (fields.note !== undefined) next.note = trimmedOrNull(fields.note);
  if (fields.duration !== undefined) next.duration = fields.duration ?? limits.planDurationDefault;
  if (fields.cost !== undefined) next.cost = fields.cost ?? limits.planCostDefault;
  if (fields.lat !== undefined) next.lat = fields.lat ?? null;
  if (fields.lng !== undefined) next.lng = fields.lng ?? null;
  // A linked plan is where its destination is; only a free-text plan keeps its own place.
  if (next.destination_id !== null) {
    next.lat = null;
    next.lng = null;
  }
  return next;
}

type Failure = Extract<TripOpOutcome, { ok: false }>;

/** The itinerary form's rules (validateItineraryInput) run on one plan of the trip. */
function checkPlan(state: TripState, plan: TripPlanState, raw: PlanFields): Failure | null {
  const failure = validateItineraryInput({
    title: state.title,
    start_date: state.start_date,
    end_date: state.end_date,
    days: [{ day_number: plan.day_number, plans: [{ ...plan, ...raw }] }],
  });
  if (!failure) return null;
  // `days.0.plans.0.cost` → `cost`: the operation names one plan.
  const fields = Object.fromEntries(
    Object.entries(failure.fields).map(([path, code]) => [path.replace(/^days\.0\.(plans\.0\.)?/, ''), code]),
  );
  return { ok: false, code: failure.code, message: 'The plan is not valid.', fields };
}

function checkPlace(state: TripState, planId: string, dayNumber: number, sortKey: string): Failure | null {
  const count = dayCount(state.start_date, state.end_date) ?? 0;
  if (!Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > count) {
    return {
      ok: false,
      code: 'day_out_of_range',
      message: 'No such day.',
      fields: { day_number: 'day_out_of_range' },
    };
  }
  if (!isSortKey(sortKey)) {
    return {
      ok: false,
      code: 'validation_failed',
      message: 'Not an ordering key.',
      fields: { sort_key: 'invalid' },
    };
  }
  const others = plansOfDay(state, dayNumber).filter((plan) => plan.id !== planId);
  if (others.length >= limits.plansPerDayMax) {
    return {
      ok: false,
      code: 'validation_failed',
      message: 'The day is full.',
      fields: { day_number: 'too_many' },
    };
  }
  return null;
}

const unknownPlan: Failure = { ok: false, code: 'not_found', message: 'The plan no longer exists.' };

/**
 * The trip after `op`, or why it is refused (then nothing changes). Pure and deterministic: the
 * server and every client reach the same state from the same operations in the same order.
 * - plan.add of an id the trip already has: `conflict`; plan.move / update / remove of a plan that
 *   does not exist (deleted meanwhile): `not_found` — the planner asks "keep mine / discard".
 * - trip.update that shortens the trip past a day holding plans: `conflict` with
 *   `fields.end_date = 'days_with_plans'` (move or remove those plans first); empty days go.
 * - field rules and their codes are validateItineraryInput's.
 */
export function applyTripOp(state: TripState, op: TripOp): TripOpOutcome {
  switch (op.kind) {
    case 'plan.add': {
      if (state.plans[op.plan_id])
        return { ok: false, code: 'conflict', message: 'The plan already exists.' };
      const placed = checkPlace(state, op.plan_id, op.day_number, op.sort_key);
      if (placed) return placed;
      const empty: TripPlanState = {
        id: op.plan_id,
        day_number: op.day_number,
        sort_key: op.sort_key,
        time: null,
        destination: '',
        destination_id: null,
        location: null,
        note: null,
        duration: limits.planDurationDefault,
        cost: limits.planCostDefault,
        lat: null,
        lng: null,
      };
      const plan = withFields(empty, op.fields);
      const failure = checkPlan(state, plan, op.fields);
      if (failure) return failure;
      return { ok: true, state: { ...state, plans: { ...state.plans, [plan.id]: plan } } };
    }
    case 'plan.move': {
      const plan = state.plans[op.plan_id];
      if (!plan) return unknownPlan;
      const placed = checkPlace(state, op.plan_id, op.day_number, op.sort_key);
      if (placed) return placed;
      const moved = { ...plan, day_number: op.day_number, sort_key: op.sort_key };
      return { ok: true, state: { ...state, plans: { ...state.plans, [plan.id]: moved } } };
    }
    case 'plan.update': {
      const plan = state.plans[op.plan_id];
      if (!plan) return unknownPlan;
      const next = withFields(plan, op.fields);
      const failure = checkPlan(state, next, op.fields);
      if (failure) return failure;
      return { ok: true, state: { ...state, plans: { ...state.plans, [plan.id]: next } } };
    }
    case 'plan.remove': {
      if (!state.plans[op.plan_id]) return unknownPlan;
      const plans = { ...state.plans };
      delete plans[op.plan_id];
      return { ok: true, state: { ...state, plans } };
    }
    case 'trip.update': {
      const { fields } = op;
      const next: TripState = {
        ...state,
        ...(fields.title !== undefined ? { title: fields.title?.trim() ?? '' } : {}),
        ...(fields.start_date !== undefined ? { start_date: fields.start_date?.trim() ?? '' } : {}),
        ...(fields.end_date !== undefined ? { end_date: fields.end_date?.trim() ?? '' } : {}),
        ...(fields.location !== undefined ? { location: trimmedOrNull(fields.location) } : {}),
      };
      const failure = validateItineraryInput({ ...next, days: [] });
      if (failure)
        return { ok: false, code: failure.code, message: 'The trip is not valid.', fields: failure.fields };
      if (next.location !== null && next.location.length > limits.planLocationMaxLength) {
        return {
          ok: false,
          code: 'validation_failed',
          message: 'The trip is not valid.',
          fields: { location: 'too_long' },
        };
      }
      const count = dayCount(next.start_date, next.end_date)!;
      if (Object.values(next.plans).some((plan) => plan.day_number > count)) {
        return {
          ok: false,
          code: 'conflict',
          message: 'A day past the new end still holds plans.',
          fields: { end_date: 'days_with_plans' },
        };
      }
      return { ok: true, state: next };
    }
  }
}

/** `n` keys in ascending order for a day written whole (a PUT, a copy). */
export const sortKeysInOrder = (n: number): string[] => generateNKeysBetween(null, null, n);
