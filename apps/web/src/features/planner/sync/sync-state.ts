/**
 * The planner's sync model, pure (docs/decisions/0032-planner-sync.md): what the server has
 * confirmed (the trip at `seq`) and the user's own operations not yet confirmed (`pending`), applied
 * on top with the shared `applyTripOp` — the one rule, the server's too. Nothing here does I/O; the
 * engine (trip-sync.ts) feeds it the server's answers and log entries.
 */
import {
  applyTripOp,
  plansOfDay,
  tripOpSchema,
  type Itinerary,
  type TripLoggedOp,
  type TripOp,
  type TripOpResult,
  type TripPlanState,
  type TripState,
} from '@pintrip/shared';

export interface PendingOp {
  op: TripOp;
  /**
   * The server applied it with this seq (or had applied it before: `duplicate`); it stays in the
   * queue until the log entry of that seq is applied to `confirmed`, so the view never flickers.
   */
  ackedSeq?: number;
  /** Sent and not answered yet: not sent again until the answer (or its failure) comes. */
  inFlight?: boolean;
  /** The plan as it looked in the user's view after this op (for "keep mine" after a removal). */
  plan?: TripPlanState;
}

export interface SyncState {
  confirmed: TripState;
  seq: number;
  pending: PendingOp[];
}

/** The trip as operations see it, from the detail answer. */
export function tripStateFromItinerary(itinerary: Itinerary): TripState {
  const plans: Record<string, TripPlanState> = {};
  for (const day of itinerary.days) {
    for (const plan of day.plans) {
      plans[plan.id] = {
        id: plan.id,
        day_number: day.day_number,
        // Every plan has a key since issue 22; an older answer orders by position.
        sort_key: plan.sort_key ?? `a${plan.position}`,
        time: plan.time,
        destination: plan.destination,
        destination_id: plan.destination_id,
        location: plan.location,
        note: plan.note,
        duration: plan.duration,
        cost: plan.cost,
        lat: plan.lat,
        lng: plan.lng,
      };
    }
  }
  return {
    title: itinerary.title,
    start_date: itinerary.start_date,
    end_date: itinerary.end_date,
    location: itinerary.location,
    plans,
  };
}

export function initialSyncState(itinerary: Itinerary, pending: PendingOp[] = []): SyncState {
  return { confirmed: tripStateFromItinerary(itinerary), seq: itinerary.op_seq ?? 0, pending };
}

/** The user's view: the confirmed trip with their pending ops on top (an op that no longer applies is skipped). */
export function viewOf(state: Pick<SyncState, 'confirmed' | 'pending'>): TripState {
  let view = state.confirmed;
  for (const { op } of state.pending) {
    const outcome = applyTripOp(view, op);
    if (outcome.ok) view = outcome.state;
  }
  return view;
}

/** Adds an op of the user's to the queue; null when it does not apply to their view (nothing changes). */
export function enqueue(state: SyncState, op: TripOp): SyncState | null {
  const outcome = applyTripOp(viewOf(state), op);
  if (!outcome.ok) return null;
  const planId = 'plan_id' in op ? op.plan_id : undefined;
  const plan = planId ? outcome.state.plans[planId] : undefined;
  return { ...state, pending: [...state.pending, { op, ...(plan ? { plan } : {}) }] };
}

export type LogOutcome =
  | { kind: 'applied'; state: SyncState }
  /** An entry past `seq + 1`: fetch GET …/ops?after=seq first. */
  | { kind: 'gap'; state: SyncState }
  /** A whole PUT replaced the trip: load the detail again. */
  | { kind: 'reload'; state: SyncState };

/** A logged entry's op as the shared schema reads it, or null (an unknown kind). */
function opOf(entry: TripLoggedOp): TripOp | null {
  const parsed = tripOpSchema.safeParse({ ...entry.op, op_id: entry.op_id, kind: entry.kind });
  return parsed.success ? parsed.data : null;
}

/**
 * Applies log entries in seq order: older ones are ignored (seen), the next one applied to
 * `confirmed` (and its op, if it was ours, leaves the queue), a later one stops at the gap.
 */
export function receiveLog(state: SyncState, entries: readonly TripLoggedOp[]): LogOutcome {
  let next = state;
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.seq <= next.seq) continue;
    if (entry.seq > next.seq + 1) return { kind: 'gap', state: next };
    if (entry.kind === 'trip.replace') return { kind: 'reload', state: { ...next, seq: entry.seq } };
    const op = opOf(entry);
    const outcome = op ? applyTripOp(next.confirmed, op) : null;
    // The server applied it to the same state: it applies here too. If a newer client meets a kind it
    // does not know, the detail is the way to catch up.
    if (!outcome?.ok) return { kind: 'reload', state: next };
    next = {
      confirmed: outcome.state,
      seq: entry.seq,
      pending: next.pending.filter((pending) => pending.op.op_id !== entry.op_id),
    };
  }
  return { kind: 'applied', state: next };
}

export interface Rejection {
  pending: PendingOp;
  code: string;
  fields?: Record<string, string>;
}

/**
 * The server's answer to a batch: a refused op leaves the queue (reported, so the planner can say
 * why or ask "keep mine / discard"); an accepted one waits for its log entry unless `confirmed`
 * already holds it (a replay answered `duplicate` with an old seq).
 */
export function settle(
  state: SyncState,
  results: readonly TripOpResult[],
): { state: SyncState; rejected: Rejection[]; behind: boolean } {
  const byId = new Map(results.map((result) => [result.op_id, result]));
  const rejected: Rejection[] = [];
  let behind = false;
  const pending: PendingOp[] = [];
  for (const item of state.pending) {
    const result = byId.get(item.op.op_id);
    if (!result) {
      pending.push(item);
      continue;
    }
    if (result.status === 'rejected') {
      rejected.push({
        pending: item,
        code: result.error?.code ?? 'validation_failed',
        ...(result.error?.fields ? { fields: result.error.fields } : {}),
      });
      continue;
    }
    const seq = result.seq ?? 0;
    if (seq <= state.seq) continue;
    behind = true;
    pending.push({ ...item, ackedSeq: seq, inFlight: false });
  }
  return { state: { ...state, pending }, rejected, behind };
}

/** The ops to send next (not acknowledged, not in flight), at most `max`, in order. */
export function unsent(state: SyncState, max: number): TripOp[] {
  return state.pending
    .filter((item) => item.ackedSeq === undefined && !item.inFlight)
    .slice(0, max)
    .map((item) => item.op);
}

/** Marks ops as sent (true) or back to waiting after a failed request (false). */
export function markInFlight(state: SyncState, opIds: readonly string[], inFlight: boolean): SyncState {
  const ids = new Set(opIds);
  return {
    ...state,
    pending: state.pending.map((item) => (ids.has(item.op.op_id) ? { ...item, inFlight } : item)),
  };
}

/** How many of the user's changes the server has not confirmed yet (the header's count). */
export const waitingCount = (state: SyncState) =>
  state.pending.filter((item) => item.ackedSeq === undefined).length;

/** Drops every unaccepted pending op naming `planId` (the plan is gone on the server). */
export function dropPlanOps(state: SyncState, planId: string): SyncState {
  return {
    ...state,
    pending: state.pending.filter(
      (item) => item.ackedSeq !== undefined || !('plan_id' in item.op) || item.op.plan_id !== planId,
    ),
  };
}

/** A sort key at the end of `dayNumber` in `view`. */
export function lastKeyOfDay(view: TripState, dayNumber: number): string | null {
  return plansOfDay(view, dayNumber).at(-1)?.sort_key ?? null;
}
