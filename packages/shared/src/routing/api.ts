/** The routing answers (GET …/days/:day/legs, POST …/days/:day/optimize), shared by server and web. */
import { z } from 'zod';
import { idSchema } from '../common.js';
import { limits } from '../limits.js';
import { routeModes } from './estimate.js';

export const routeSources = ['estimate', 'osrm', 'valhalla', 'kakao'] as const;
export type RouteSource = (typeof routeSources)[number];

export const dayParamSchema = z.object({
  id: idSchema,
  day: z.coerce.number().int().min(1).max(limits.itineraryDaysMax),
});

export const routeQuerySchema = z.object({
  mode: z.enum(routeModes).default('walk'),
  /** Departure time (ISO 8601 with offset); providers that know traffic or timetables use it. */
  depart: z.iso.datetime({ offset: true }).optional(),
});
export type RouteQuery = z.infer<typeof routeQuerySchema>;

export const legSchema = z.object({
  from_plan_id: z.string(),
  to_plan_id: z.string(),
  mode: z.enum(routeModes),
  /** Seconds. */
  duration_s: z.number().int(),
  /** Metres. */
  distance_m: z.number().int(),
  source: z.enum(routeSources),
  /** True for the straight-line estimate (no provider, or it failed, timed out or ran out of budget). */
  is_estimate: z.boolean(),
});
export type Leg = z.infer<typeof legSchema>;

export const dayLegsSchema = z.object({
  day_number: z.number().int(),
  mode: z.enum(routeModes),
  /** From each plan to the next, in the day's order; null where either has no coordinates. */
  legs: z.array(legSchema.nullable()),
  total_duration_s: z.number().int(),
  total_distance_m: z.number().int(),
});
export type DayLegs = z.infer<typeof dayLegsSchema>;

export const optimizeRequestSchema = z.object({
  /** Plans the user pinned: they keep their places (besides timed plans and the first and last). */
  pinned_plan_ids: z.array(idSchema).max(limits.plansPerDayMax).default([]),
});
export type OptimizeRequest = z.infer<typeof optimizeRequestSchema>;

export const optimizeConflictSchema = z.object({
  plan_id: z.string(),
  /** HH:MM. */
  arrives_at: z.string(),
  /** HH:MM, the plan's time. */
  starts_at: z.string(),
  late_minutes: z.number().int(),
});

export const optimizeAnswerSchema = z.object({
  day_number: z.number().int(),
  mode: z.enum(routeModes),
  /** Every plan of the day, in the proposed order. */
  order: z.array(z.string()),
  changed: z.boolean(),
  method: z.enum(['exact', 'heuristic']),
  current_duration_s: z.number().int(),
  proposed_duration_s: z.number().int(),
  /** The plans that kept their places. */
  fixed_plan_ids: z.array(z.string()),
  /** Timed plans the proposed order reaches late. */
  conflicts: z.array(optimizeConflictSchema),
  is_estimate: z.boolean(),
});
export type OptimizeAnswer = z.infer<typeof optimizeAnswerSchema>;
