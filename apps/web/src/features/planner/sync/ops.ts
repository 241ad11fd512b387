/**
 * Building the planner's operations from what the user does, and their inverses (undo/redo), from
 * the trip as the user sees it. Pure: the shapes are the shared `tripOpSchema`'s.
 */
import {
  dayCount,
  plansOfDay,
  sortKeyAt,
  sortKeyBetween,
  sortKeysInOrder,
  type TripOp,
  type TripPlanState,
  type TripState,
} from '@pintrip/shared';
import { newId } from '../../../lib/new-id';

/** A uuid (v4) for a client-made id (lib/new-id.ts, shared with the other features). */
export { newId };

export type PlanFields = Partial<Omit<TripPlanState, 'id' | 'day_number' | 'sort_key'>>;

/** The plan's own fields, as a plan.add carries them (a linked plan's place is its destination's). */
export function fieldsOf(plan: TripPlanState): PlanFields {
  return {
    time: plan.time,
    destination: plan.destination,
    destination_id: plan.destination_id,
    location: plan.location,
    note: plan.note,
    duration: plan.duration,
    cost: plan.cost,
    ...(plan.destination_id ? {} : { lat: plan.lat, lng: plan.lng }),
  };
}

/** A key for a plan placed at `index` of `dayNumber`'s plans (the plan itself left out). */
export function keyAt(view: TripState, dayNumber: number, index: number, planId?: string): string {
  const others = plansOfDay(view, dayNumber).filter((plan) => plan.id !== planId);
  return sortKeyAt(others, index);
}

/**
 * The op that undoes `op` on `before` (the trip as the user saw it just before `op`), or null when
 * there is nothing to undo. Each inverse gets a fresh op_id: it is a new operation for the server.
 */
export function inverseOf(before: TripState, op: TripOp): TripOp | null {
  const op_id = newId();
  switch (op.kind) {
    case 'plan.add':
      return { op_id, kind: 'plan.remove', plan_id: op.plan_id };
    case 'plan.remove': {
      const plan = before.plans[op.plan_id];
      if (!plan) return null;
      return {
        op_id,
        kind: 'plan.add',
        plan_id: plan.id,
        day_number: plan.day_number,
        sort_key: plan.sort_key,
        fields: fieldsOf(plan),
      };
    }
    case 'plan.move': {
      const plan = before.plans[op.plan_id];
      if (!plan) return null;
      return {
        op_id,
        kind: 'plan.move',
        plan_id: plan.id,
        day_number: plan.day_number,
        sort_key: plan.sort_key,
      };
    }
    case 'plan.update': {
      const plan = before.plans[op.plan_id];
      if (!plan) return null;
      const fields: Record<string, unknown> = {};
      for (const name of Object.keys(op.fields) as (keyof PlanFields)[]) fields[name] = plan[name];
      return { op_id, kind: 'plan.update', plan_id: plan.id, fields };
    }
    case 'trip.update': {
      const fields: Record<string, unknown> = {};
      for (const name of Object.keys(op.fields) as (keyof typeof op.fields)[]) fields[name] = before[name];
      return { op_id, kind: 'trip.update', fields };
    }
  }
}

const minutesOf = (time: string | null): number | null => {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The time to propose for a plan that now sits at `index` of its day between timed plans: the
 * earlier neighbour's time plus its duration, when that keeps the day in time order and the plan's
 * own time does not already fit. Null when nothing needs to change.
 */
export function proposedTime(view: TripState, planId: string): string | null {
  const plan = view.plans[planId];
  if (!plan) return null;
  const day = plansOfDay(view, plan.day_number);
  const index = day.findIndex((p) => p.id === planId);
  const previous = day
    .slice(0, index)
    .reverse()
    .find((p) => minutesOf(p.time) !== null);
  const following = day.slice(index + 1).find((p) => minutesOf(p.time) !== null);
  const own = minutesOf(plan.time);
  const low = previous ? minutesOf(previous.time)! : null;
  const high = following ? minutesOf(following.time)! : null;
  if (low === null && high === null) return null;
  const fits = own !== null && (low === null || own >= low) && (high === null || own <= high);
  if (fits) return null;
  if (low === null || !previous) return null;
  const proposal = Math.min(low + previous.duration, 23 * 60 + 59);
  if (high !== null && proposal > high) return timeOf(low);
  return timeOf(proposal);
}

/**
 * "시간순 정렬": the plan.move ops that put `dayNumber`'s plans in time order (untimed plans go after
 * the timed ones, in their order). The day gets fresh keys; only plans whose key changes move.
 */
export function sortDayByTime(view: TripState, dayNumber: number): TripOp[] {
  const day = plansOfDay(view, dayNumber);
  const sorted = [...day].sort((a, b) => {
    const x = minutesOf(a.time);
    const y = minutesOf(b.time);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return x - y;
  });
  return reorderDay(
    view,
    dayNumber,
    sorted.map((plan) => plan.id),
  );
}

/**
 * The plan.move ops that put `dayNumber`'s plans in `order` (plan ids; "순서 최적화" accepted).
 * Plans of the day missing from `order` (added meanwhile) follow in their order; ids no longer in
 * the day are skipped. The day gets fresh keys; only plans whose key changes move. Submitted
 * together, they are one undo step.
 */
export function reorderDay(view: TripState, dayNumber: number, order: readonly string[]): TripOp[] {
  const day = plansOfDay(view, dayNumber);
  const byId = new Map(day.map((plan) => [plan.id, plan]));
  const listed = order.flatMap((id) => {
    const plan = byId.get(id);
    byId.delete(id);
    return plan ? [plan] : [];
  });
  const sorted = [...listed, ...day.filter((plan) => byId.has(plan.id))];
  if (sorted.every((plan, i) => plan.id === day[i]!.id)) return [];
  // Fresh keys for the whole day in the new order (one op per plan whose key changes).
  const keys = sortKeysInOrder(sorted.length);
  const ops: TripOp[] = [];
  sorted.forEach((plan, i) => {
    const key = keys[i]!;
    if (key === plan.sort_key) return;
    ops.push({ op_id: newId(), kind: 'plan.move', plan_id: plan.id, day_number: dayNumber, sort_key: key });
  });
  return ops;
}

/**
 * "Keep mine" after someone else removed a plan I was editing: the plan comes back, as my last op
 * left it, under a new id (on its day, or the last day if the trip got shorter meanwhile).
 */
export function readdOp(view: TripState, plan: TripPlanState): TripOp {
  const days = dayCount(view.start_date, view.end_date) ?? 1;
  const dayNumber = Math.min(plan.day_number, days);
  const last = plansOfDay(view, dayNumber).at(-1)?.sort_key ?? null;
  return {
    op_id: newId(),
    kind: 'plan.add',
    plan_id: newId(),
    day_number: dayNumber,
    sort_key: sortKeyBetween(last, null),
    fields: fieldsOf(plan),
  };
}
