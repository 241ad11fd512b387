/**
 * The planner's sync engine for one trip (docs/decisions/0032-planner-sync.md): keeps the pure
 * SyncState (sync-state.ts), sends the user's ops in batches to POST …/ops, applies the log in seq
 * order from `itinerary.op` events or GET …/ops?after=, keeps unsent ops in a PendingStore
 * (IndexedDB in the browser) and undoes/redoes the user's own ops. I/O comes in through
 * `SyncTransport` and `PendingStore`, so tests hand in their own.
 */
import {
  tripOpsMax,
  type Itinerary,
  type ItineraryOpEventData,
  type TripLoggedOp,
  type TripOp,
  type TripOpsPage,
  type TripOpsResponse,
  type TripPlanState,
  type TripState,
} from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';
import {
  dropPlanOps,
  enqueue,
  initialSyncState,
  markInFlight,
  receiveLog,
  settle,
  tripStateFromItinerary,
  unsent,
  viewOf,
  waitingCount,
  type PendingOp,
  type Rejection,
  type SyncState,
} from './sync-state';
import { inverseOf } from './ops';

export interface SyncTransport {
  postOps: (ops: TripOp[]) => Promise<TripOpsResponse>;
  getOps: (after: number) => Promise<TripOpsPage>;
  getDetail: () => Promise<Itinerary>;
}

/** Where the ops not yet accepted by the server wait (per trip), so a reload or a crash keeps them. */
export interface PendingStore {
  load: () => Promise<TripOp[]>;
  save: (ops: TripOp[]) => Promise<void>;
}

export interface SyncHandlers {
  /** The server refused one of the user's ops (it left the queue). */
  onRejected?: (rejection: Rejection) => void;
  /** The user edited or moved a plan someone else removed meanwhile: ask "keep mine / discard". */
  onConflict?: (plan: TripPlanState) => void;
  /** The whole batch was refused (the user lost the right to edit, the trip is gone…). */
  onRefused?: (error: unknown) => void;
}

export interface SyncSnapshot {
  state: SyncState;
  view: TripState;
  /** Changes made here that the server has not accepted yet. */
  waiting: number;
  /** The last request failed for want of a connection (or the browser says it is offline). */
  isOffline: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** An inverse op and the op_id of the op it undoes. */
interface HistoryOp {
  inverse: TripOp;
  of: string;
}
type HistoryStep = HistoryOp[];

const retryStartMs = 1_000;
const retryMaxMs = 30_000;

const isTransient = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export class TripSync {
  private state: SyncState;
  private snapshot: SyncSnapshot;
  private listeners = new Set<() => void>();
  private isSending = false;
  private isCatchingUp = false;
  private catchUpAgain = false;
  private isOffline = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryAttempt = 0;
  private isDisposed = false;
  private saving: Promise<void> = Promise.resolve();
  /**
   * Each entry undoes one user action (several ops for a day sorted by time), in order; every
   * inverse remembers the op it undoes, so a refusal of that op takes the inverse out (undoing a
   * change the server never made would send a change of its own).
   */
  private undoStack: HistoryStep[] = [];
  private redoStack: HistoryStep[] = [];

  constructor(
    readonly tripId: string,
    itinerary: Itinerary,
    private readonly transport: SyncTransport,
    private readonly store: PendingStore,
    private readonly handlers: SyncHandlers = {},
  ) {
    this.state = initialSyncState(itinerary);
    this.snapshot = this.makeSnapshot();
  }

  /** Loads the ops a previous visit left unsent (they keep their op_ids) and sends them. */
  async start(): Promise<void> {
    let stored: TripOp[] = [];
    try {
      stored = await this.store.load();
    } catch {
      // No IndexedDB (private mode): the queue lives in memory only.
    }
    if (this.isDisposed) return;
    const known = new Set(this.state.pending.map((item) => item.op.op_id));
    const restored: PendingOp[] = stored.filter((op) => !known.has(op.op_id)).map((op) => ({ op }));
    if (restored.length > 0) {
      this.set({ ...this.state, pending: [...restored, ...this.state.pending] });
    }
    void this.catchUp();
    void this.flush();
  }

  dispose() {
    this.isDisposed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  /** Applies the user's ops at once and queues them; one undo step undoes them all. False if refused locally. */
  submit(ops: TripOp[], record: 'do' | 'undo' | 'redo' = 'do'): boolean {
    let next = this.state;
    const inverses: HistoryStep = [];
    for (const op of ops) {
      const before = viewOf(next);
      const queued = enqueue(next, op);
      if (!queued) continue;
      next = queued;
      const inverse = inverseOf(before, op);
      if (inverse) inverses.unshift({ inverse, of: op.op_id });
    }
    if (next === this.state) return false;
    if (inverses.length > 0) {
      if (record === 'undo') this.redoStack.push(inverses);
      else this.undoStack.push(inverses);
      if (record === 'do') this.redoStack = [];
    }
    this.set(next);
    void this.flush();
    return true;
  }

  undo() {
    const step = this.undoStack.pop();
    if (step)
      this.submit(
        step.map((item) => item.inverse),
        'undo',
      );
    else this.emit();
  }

  redo() {
    const step = this.redoStack.pop();
    if (step)
      this.submit(
        step.map((item) => item.inverse),
        'redo',
      );
    else this.emit();
  }

  /**
   * The server refused these ops (or they were dropped unsent): they never happened, so the
   * history forgets their inverses, and a step left empty goes.
   */
  private forget(opIds: Iterable<string>) {
    const gone = new Set(opIds);
    if (gone.size === 0) return;
    const prune = (stack: HistoryStep[]) =>
      stack.map((step) => step.filter((item) => !gone.has(item.of))).filter((step) => step.length > 0);
    this.undoStack = prune(this.undoStack);
    this.redoStack = prune(this.redoStack);
  }

  /** An `itinerary.op` event: applied when it is the next one, else the missing entries are fetched. */
  receiveEvent(data: ItineraryOpEventData) {
    if (data.id !== this.tripId) return;
    const { seq, op_id, kind, op, user_id } = data;
    if (typeof seq === 'number' && seq <= this.state.seq) return;
    if (typeof seq === 'number' && seq === this.state.seq + 1 && op_id && kind && op) {
      const entry: TripLoggedOp = {
        seq,
        op_id,
        kind,
        op: op as Record<string, unknown>,
        user_id: user_id ?? null,
        created_at: new Date().toISOString(),
      };
      const outcome = receiveLog(this.state, [entry]);
      if (outcome.kind === 'applied') {
        this.set(outcome.state);
        return;
      }
      if (outcome.kind === 'reload') {
        void this.reload();
        return;
      }
    }
    void this.catchUp();
  }

  /** Fetches and applies every log entry after the last one seen (after a gap or a reconnect). */
  async catchUp(): Promise<void> {
    if (this.isCatchingUp) {
      this.catchUpAgain = true;
      return;
    }
    this.isCatchingUp = true;
    try {
      for (;;) {
        const page = await this.transport.getOps(this.state.seq);
        if (this.isDisposed) return;
        const outcome = receiveLog(this.state, page.items);
        this.set(outcome.state);
        if (outcome.kind === 'reload') {
          await this.reload();
          break;
        }
        if (outcome.kind === 'gap' || !page.has_more || page.items.length === 0) break;
      }
    } catch (error) {
      if (isTransient(error)) this.markOffline();
    } finally {
      this.isCatchingUp = false;
      if (this.catchUpAgain && !this.isDisposed) {
        this.catchUpAgain = false;
        void this.catchUp();
      }
    }
  }

  /** Loads the trip again (after a whole PUT); the user's unsent ops stay on top. */
  async reload(): Promise<void> {
    try {
      const itinerary = await this.transport.getDetail();
      if (this.isDisposed) return;
      const seq = itinerary.op_seq ?? 0;
      this.set({
        confirmed: tripStateFromItinerary(itinerary),
        seq,
        pending: this.state.pending.filter((item) => item.ackedSeq === undefined || item.ackedSeq > seq),
      });
    } catch (error) {
      if (isTransient(error)) this.markOffline();
    }
  }

  /** The connection is back (the browser's `online`, the event stream reconnected): send and catch up. */
  resume() {
    this.isOffline = false;
    this.retryAttempt = 0;
    this.emit();
    void this.catchUp();
    void this.flush();
  }

  markOffline() {
    if (!this.isOffline) {
      this.isOffline = true;
      this.emit();
    }
  }

  /** Sends the queue's unsent ops, a batch at a time, until none is left or the network fails. */
  async flush(): Promise<void> {
    if (this.isSending || this.isDisposed) return;
    const ops = unsent(this.state, tripOpsMax);
    if (ops.length === 0) return;
    if (browserOffline()) {
      this.markOffline();
      return;
    }
    const ids = ops.map((op) => op.op_id);
    this.isSending = true;
    this.set(markInFlight(this.state, ids, true));
    let sendMore = false;
    try {
      const answer = await this.transport.postOps(ops);
      if (this.isDisposed) return;
      const settled = settle(markInFlight(this.state, ids, false), answer.results);
      let next = settled.state;
      const conflicts = new Map<string, TripPlanState>();
      for (const rejection of settled.rejected) {
        const { op } = rejection.pending;
        if (rejection.code === 'not_found' && (op.kind === 'plan.update' || op.kind === 'plan.move')) {
          // Every later op of mine on that plan fails the same way: one question for the plan, with
          // the plan as my last op left it.
          const mine = [rejection.pending, ...next.pending].filter(
            (item) => 'plan_id' in item.op && item.op.plan_id === op.plan_id && item.plan,
          );
          const plan = mine.at(-1)?.plan;
          next = dropPlanOps(next, op.plan_id);
          if (plan) conflicts.set(op.plan_id, plan);
        } else if (!(rejection.code === 'not_found' && op.kind === 'plan.remove')) {
          this.handlers.onRejected?.(rejection);
        }
      }
      // Refused ops and those dropped with a removed plan never reach the server: no undo for them.
      const kept = new Set(next.pending.map((item) => item.op.op_id));
      this.forget([
        ...settled.rejected.map((rejection) => rejection.pending.op.op_id),
        ...settled.state.pending.map((item) => item.op.op_id).filter((id) => !kept.has(id)),
      ]);
      this.isOffline = false;
      this.retryAttempt = 0;
      this.set(next);
      for (const plan of conflicts.values()) this.handlers.onConflict?.(plan);
      // A refusal means my view was behind the server's (or an op of mine is past): catch up too.
      if (settled.behind || settled.rejected.length > 0) void this.catchUp();
      sendMore = true;
    } catch (error) {
      if (this.isDisposed) return;
      this.set(markInFlight(this.state, ids, false));
      if (isTransient(error)) {
        this.markOffline();
        this.scheduleRetry();
      } else {
        // The whole batch is refused (no longer an editor, the trip is gone): those ops cannot land.
        const refused = new Set(ids);
        this.forget(refused);
        this.set({
          ...this.state,
          pending: this.state.pending.filter((item) => !refused.has(item.op.op_id)),
        });
        this.handlers.onRefused?.(error);
      }
    } finally {
      this.isSending = false;
    }
    if (sendMore) void this.flush();
  }

  private scheduleRetry() {
    if (this.retryTimer || this.isDisposed) return;
    const delay = Math.min(retryMaxMs, retryStartMs * 2 ** this.retryAttempt);
    this.retryAttempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!browserOffline()) void this.flush();
    }, delay);
  }

  private set(state: SyncState) {
    const pendingChanged = state.pending !== this.state.pending;
    this.state = state;
    if (pendingChanged) this.persist();
    this.emit();
  }

  private emit() {
    this.snapshot = this.makeSnapshot();
    for (const listener of [...this.listeners]) listener();
  }

  private makeSnapshot(): SyncSnapshot {
    return {
      state: this.state,
      view: viewOf(this.state),
      waiting: waitingCount(this.state),
      isOffline: this.isOffline || browserOffline(),
      canUndo: this.undoStack.length > 0,
      canRedo: this.redoStack.length > 0,
    };
  }

  /** Saves the ops the server has not accepted, one write after another (the last one wins). */
  private persist() {
    const ops = this.state.pending.filter((item) => item.ackedSeq === undefined).map((item) => item.op);
    this.saving = this.saving.then(() => this.store.save(ops)).catch(() => undefined);
  }

  /** Resolves when every queued write to the store is done (tests). */
  settled(): Promise<void> {
    return this.saving;
  }
}
