/**
 * Editing a trip together (issue 22, docs/decisions/0029-trip-operations.md). Each operation runs
 * in its own transaction: the trip row is locked (operations of one trip are applied one at a
 * time, in the order they take the lock), the role is checked (canEditItinerary), a replayed
 * op_id answers its first seq and changes nothing, the shared applyTripOp decides, the plan rows
 * are written, the operation is logged with the trip's next sequence number and announced as
 * `itinerary.op` to whoever may see the trip (members included) when the transaction commits.
 */
import {
  applyTripOp,
  canEditItinerary,
  canSee,
  tripRoleOf,
  type TripLoggedOp,
  type TripMember,
  type TripOp,
  type TripOpResult,
  type TripOpsPage,
  type TripPlanState,
  type TripState,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { rateCounterPrefix } from '../../db/rate-counters.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { canSeeRow, visibilityOf } from '../../lib/visibility.js';
import type { AppUnitOfWork } from '../../repositories.js';
import { isoTime, type ActivitySummary, type LockedTrip, type LoggedOpRow } from './trip-ops.repository.js';

const missing = () => notFound('itinerary');

/** How often one member's presence is broadcast for one trip and plan. */
export const presenceIntervalMs = 2_000;

/** The trip as canSee reads it, with its members. */
const audienceOf = (
  trip: { userId: string; isPublic: boolean; hiddenAt: Date | null },
  members: TripMember[],
) => ({ ...visibilityOf(trip), members });

const toLogged = (row: LoggedOpRow): TripLoggedOp => ({
  seq: row.seq,
  op_id: row.op_id,
  user_id: row.user_id,
  kind: row.kind,
  op: row.op,
  created_at: isoTime(row.created_at),
});

function stateOf(trip: LockedTrip, plans: TripPlanState[]): TripState {
  return {
    title: trip.title,
    start_date: trip.startDate,
    end_date: trip.endDate,
    location: trip.location,
    plans: Object.fromEntries(plans.map((plan) => [plan.id, plan])),
  };
}

function summaryOf(op: TripOp, before: TripState, after: TripState): ActivitySummary {
  if (op.kind === 'trip.update') return { fields: Object.keys(op.fields) };
  const was = before.plans[op.plan_id];
  const now = after.plans[op.plan_id];
  return {
    plan_id: op.plan_id,
    plan_title: (now ?? was)?.destination ?? '',
    ...(was ? { from_day: was.day_number } : {}),
    ...(now ? { to_day: now.day_number } : {}),
    ...(op.kind === 'plan.update' ? { fields: Object.keys(op.fields) } : {}),
  };
}

export function createTripOpsService(uow: AppUnitOfWork) {
  /** The trip and its members if `viewer` may see it; 404 otherwise, as if it did not exist. */
  const visibleTrip = async (viewer: Viewer | null, id: string) => {
    const ref = await uow.read.tripOps.findRef(id);
    if (!ref) throw missing();
    const { members, ...trip } = ref;
    if (!canSee(viewer, audienceOf(trip, members))) throw missing();
    return { ref, trip, members };
  };

  const applyOne = (viewer: Viewer, id: string, op: TripOp): Promise<TripOpResult> =>
    uow.transaction(async ({ tripOps: repo, itineraries, publish }) => {
      const trip = await repo.lockTrip(id);
      if (!trip) throw missing();
      const members = await repo.members(id);
      const reject = (code: string, message: string, fields?: Record<string, string>): TripOpResult => ({
        op_id: op.op_id,
        status: 'rejected',
        error: { code, message, ...(fields ? { fields } : {}) },
      });
      // The role may have changed since the batch began (a member removed meanwhile).
      if (!canSee(viewer, audienceOf(trip, members))) return reject('not_found', 'itinerary not found');
      if (!canEditItinerary(viewer, { userId: trip.userId, members })) {
        return reject('forbidden', 'only the owner and editors edit a trip');
      }
      const seen = await repo.seqOf(id, op.op_id);
      if (seen !== null) return { op_id: op.op_id, status: 'duplicate', seq: seen };

      const before = stateOf(trip, await repo.plans(id));
      const outcome = applyTripOp(before, op);
      if (!outcome.ok) return reject(outcome.code, outcome.message, outcome.fields);
      const after = outcome.state;

      if (op.kind === 'plan.add' && (await repo.planIdTaken(op.plan_id))) {
        return reject('conflict', 'The plan id is taken.', { plan_id: 'taken' });
      }
      if (op.kind === 'plan.add' || op.kind === 'plan.update') {
        // A linked destination must exist and be visible to the editor (as PUT checks it).
        const linked = after.plans[op.plan_id]!.destination_id;
        if (linked !== null && linked !== before.plans[op.plan_id]?.destination_id) {
          const [row] = await itineraries.lockExistingDestinations([linked]);
          if (!row || !canSeeRow(viewer, row)) {
            return reject('validation_failed', 'The plan links to a destination that does not exist.', {
              destination_id: 'unknown',
            });
          }
        }
      }

      switch (op.kind) {
        case 'plan.add':
          await repo.insertPlan(id, after.plans[op.plan_id]!);
          break;
        case 'plan.move':
        case 'plan.update':
          await repo.updatePlan(id, after.plans[op.plan_id]!);
          break;
        case 'plan.remove':
          await repo.deletePlan(op.plan_id);
          break;
        case 'trip.update': {
          const days =
            Math.round((Date.parse(after.end_date) - Date.parse(after.start_date)) / 86_400_000) + 1;
          await repo.updateTrip(id, {
            title: after.title,
            startDate: after.start_date,
            endDate: after.end_date,
            location: after.location,
            dayCount: days,
          });
          break;
        }
      }
      await repo.recount(id);
      const logged = op as unknown as Record<string, unknown>;
      const { seq } = await repo.append(id, {
        opId: op.op_id,
        userId: viewer.id,
        kind: op.kind,
        op: logged,
        summary: summaryOf(op, before, after),
      });
      await publish(
        'itinerary.op',
        { id, seq, op_id: op.op_id, user_id: viewer.id, kind: op.kind, op: logged },
        [audienceOf(trip, members)],
      );
      return { op_id: op.op_id, status: 'applied', seq };
    });

  return {
    /**
     * Applies a batch in order, each operation in its own transaction: one refused changes
     * nothing and does not stop the next. 404 when the viewer may not see the trip, 403 when they
     * may see it but not edit it.
     */
    async apply(viewer: Viewer, id: string, ops: TripOp[]): Promise<{ results: TripOpResult[] }> {
      const { trip, members } = await visibleTrip(viewer, id);
      if (!canEditItinerary(viewer, { userId: trip.userId, members })) {
        throw forbidden('only the owner and editors edit a trip');
      }
      const results: TripOpResult[] = [];
      for (const op of ops) results.push(await applyOne(viewer, id, op));
      return { results };
    },

    /** The logged operations after `after`, oldest first: catch-up after a gap or a reconnect. */
    async opsAfter(viewer: Viewer | null, id: string, after: number, limit: number): Promise<TripOpsPage> {
      // One more than asked says whether another page follows; op_seq read before the rows can
      // only be lower than the last row's seq, never hide one.
      const { ref } = await visibleTrip(viewer, id);
      const rows = await uow.read.tripOps.opsAfter(id, after, limit + 1);
      return {
        items: rows.slice(0, limit).map(toLogged),
        op_seq: Math.max(ref.opSeq, rows.at(-1)?.seq ?? 0),
        has_more: rows.length > limit,
      };
    },

    /** Who changed what, newest first, a keyset page (`before`: the last seq of the page before). */
    async activity(viewer: Viewer | null, id: string, before: number | null, limit: number) {
      await visibleTrip(viewer, id);
      const rows = await uow.read.tripOps.activity(id, before, limit + 1);
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => ({
          seq: row.seq,
          kind: row.kind,
          user: row.user_id
            ? { id: row.user_id, display_name: row.display_name ?? '', avatar_url: row.avatar_url }
            : null,
          plan_id: row.summary.plan_id ?? null,
          plan_title: row.summary.plan_title ?? null,
          from_day: row.summary.from_day ?? null,
          to_day: row.summary.to_day ?? null,
          fields: row.summary.fields ?? [],
          created_at: isoTime(row.created_at),
        })),
        next_cursor: rows.length > limit ? String(page.at(-1)!.seq) : null,
      };
    },

    /**
     * A member's heartbeat in the planner: broadcast as `itinerary.presence` to whoever may see
     * the trip, never stored. At most one per member, trip and plan every presenceIntervalMs; the
     * ones in between are answered but not broadcast.
     */
    async presence(viewer: Viewer, id: string, planId: string | null): Promise<{ broadcast: boolean }> {
      const { trip, members } = await visibleTrip(viewer, id);
      if (tripRoleOf(viewer, { userId: trip.userId, members }) === null) {
        throw new AppError('forbidden', 'only the members of a trip are present in it');
      }
      return uow.transaction(async ({ rateCounters, publish }) => {
        const key = `${rateCounterPrefix}presence:${id}:${viewer.id}:${planId ?? '-'}`;
        if (!(await rateCounters.first(key, presenceIntervalMs))) return { broadcast: false };
        await publish(
          'itinerary.presence',
          {
            id,
            user_id: viewer.id,
            name: viewer.name,
            avatar: viewer.image,
            plan_id: planId,
            at: new Date().toISOString(),
          },
          [audienceOf(trip, members)],
        );
        return { broadcast: true };
      });
    },
  };
}

export type TripOpsService = ReturnType<typeof createTripOpsService>;
