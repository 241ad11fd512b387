import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyTripOp, plansOfDay, type TripLoggedOp, type TripOp, type TripState } from '@pintrip/shared';
import {
  dropPlanOps,
  enqueue,
  initialSyncState,
  markInFlight,
  receiveLog,
  settle,
  unsent,
  viewOf,
  waitingCount,
  type SyncState,
} from './sync-state';
import { inverseOf, keyAt, newId, proposedTime, readdOp, sortDayByTime } from './ops';
import { FakeTripServer as FakeServer, itinerary, planA, planB } from './fake-trip-server';

const update = (plan_id: string, fields: Record<string, unknown>): TripOp => ({
  op_id: newId(),
  kind: 'plan.update',
  plan_id,
  fields,
});

describe('keys', () => {
  it('places a plan between two plans that share one key (two editors added at once) after them', () => {
    const trip = initialSyncState(itinerary()).confirmed;
    const day = plansOfDay(trip, 1);
    const shared = day[0]!.sort_key;
    const twins: TripState = {
      ...trip,
      plans: Object.fromEntries(
        Object.values(trip.plans).map((plan) => [
          plan.id,
          plan.day_number === 1 ? { ...plan, sort_key: shared } : plan,
        ]),
      ),
    };
    const count = plansOfDay(twins, 1).length;
    expect(count).toBeGreaterThanOrEqual(2);
    for (let index = 0; index <= count; index += 1) {
      const key = keyAt(twins, 1, index);
      if (index > 0) expect(key > shared).toBe(true);
    }
  });
});

describe('the sync state', () => {
  it('shows my pending ops on top of the confirmed trip and counts them', () => {
    const state = enqueue(initialSyncState(itinerary()), update(planA, { cost: 32000 }))!;
    expect(viewOf(state).plans[planA]!.cost).toBe(32000);
    expect(state.confirmed.plans[planA]!.cost).toBe(0);
    expect(waitingCount(state)).toBe(1);
  });

  it('refuses locally an op the shared rule refuses', () => {
    expect(enqueue(initialSyncState(itinerary()), update(planA, { cost: -1 }))).toBeNull();
  });

  it('applies log entries in seq order, drops my confirmed op from the queue and stops at a gap', () => {
    const server = new FakeServer(initialSyncState(itinerary()).confirmed);
    let mine = enqueue(initialSyncState(itinerary()), update(planA, { note: '점심' }))!;
    const theirs = update(planB, { cost: 5000 });
    server.apply([theirs]);
    server.apply(unsent(mine, 100));
    const gap = receiveLog(mine, [server.log[1]!]);
    expect(gap.kind).toBe('gap');
    const outcome = receiveLog(mine, server.log);
    expect(outcome.kind).toBe('applied');
    mine = outcome.state;
    expect(mine.seq).toBe(2);
    expect(mine.pending).toHaveLength(0);
    expect(viewOf(mine)).toEqual(server.state);
  });

  it('asks for a reload on a whole PUT', () => {
    const entry: TripLoggedOp = {
      seq: 1,
      op_id: newId(),
      kind: 'trip.replace',
      op: {},
      user_id: null,
      created_at: '2026-11-25T00:00:00Z',
    };
    expect(receiveLog(initialSyncState(itinerary()), [entry]).kind).toBe('reload');
  });

  it('settles a batch: a rejected op leaves with its code, a replayed old one leaves, a new one waits for its entry', () => {
    const base = { ...initialSyncState(itinerary()), seq: 5 };
    const old = update(planA, { note: 'x' });
    const fresh = update(planA, { note: 'y' });
    const bad = update(planB, { note: 'z' });
    let state: SyncState = enqueue(enqueue(enqueue(base, old)!, fresh)!, bad)!;
    state = markInFlight(state, [old.op_id, fresh.op_id, bad.op_id], true);
    expect(unsent(state, 100)).toHaveLength(0);
    const result = settle(state, [
      { op_id: old.op_id, status: 'duplicate', seq: 4 },
      { op_id: fresh.op_id, status: 'applied', seq: 6 },
      { op_id: bad.op_id, status: 'rejected', error: { code: 'not_found', message: '' } },
    ]);
    expect(result.rejected.map((r) => [r.pending.op.op_id, r.code])).toEqual([[bad.op_id, 'not_found']]);
    expect(result.state.pending.map((p) => p.op.op_id)).toEqual([fresh.op_id]);
    expect(result.behind).toBe(true);
    expect(waitingCount(result.state)).toBe(0);
  });
});

describe('building ops', () => {
  it('undoes each kind with its inverse computed from the trip before', () => {
    const before = initialSyncState(itinerary()).confirmed;
    const ops: TripOp[] = [
      update(planA, { cost: 32000, note: '회' }),
      { op_id: newId(), kind: 'plan.move', plan_id: planA, day_number: 2, sort_key: 'a0' },
      { op_id: newId(), kind: 'plan.remove', plan_id: planB },
      {
        op_id: newId(),
        kind: 'plan.add',
        plan_id: newId(),
        day_number: 3,
        sort_key: 'a0',
        fields: { destination: '감천' },
      },
      { op_id: newId(), kind: 'trip.update', fields: { title: '부산 2박' } },
    ];
    for (const op of ops) {
      const after = applyTripOp(before, op);
      expect(after.ok).toBe(true);
      if (!after.ok) continue;
      const undone = applyTripOp(after.state, inverseOf(before, op)!);
      expect(undone.ok && undone.state).toEqual(before);
    }
  });

  it('"시간순 정렬" puts the 08:00 plan added after the 15:00 plan first', () => {
    let state = initialSyncState(itinerary());
    const early = newId();
    state = enqueue(state, {
      op_id: newId(),
      kind: 'plan.add',
      plan_id: early,
      day_number: 1,
      sort_key: keyAt(viewOf(state), 1, 2),
      fields: { destination: '해동용궁사', time: '08:00' },
    })!;
    expect(plansOfDay(viewOf(state), 1).map((p) => p.id)).toEqual([planA, planB, early]);
    for (const op of sortDayByTime(viewOf(state), 1)) state = enqueue(state, op)!;
    expect(plansOfDay(viewOf(state), 1).map((p) => p.id)).toEqual([early, planA, planB]);
    expect(sortDayByTime(viewOf(state), 1)).toEqual([]);
  });

  it('proposes the earlier neighbour’s time plus its duration for a plan moved between timed plans', () => {
    let state = initialSyncState(itinerary());
    state = enqueue(state, update(planB, { time: '18:00' }))!;
    const moved = newId();
    state = enqueue(state, {
      op_id: newId(),
      kind: 'plan.add',
      plan_id: moved,
      day_number: 1,
      sort_key: keyAt(viewOf(state), 1, 1),
      fields: { destination: '동백섬', time: '09:00', duration: 30 },
    })!;
    expect(proposedTime(viewOf(state), moved)).toBe('16:00');
    state = enqueue(state, update(moved, { time: '16:30' }))!;
    expect(proposedTime(viewOf(state), moved)).toBeNull();
  });

  it('"keep mine" re-adds a removed plan with my fields under a new id', () => {
    const view = initialSyncState(itinerary()).confirmed;
    const plan = { ...view.plans[planA]!, note: '내 메모', day_number: 5 };
    const op = readdOp(view, plan);
    expect(op.kind === 'plan.add' && [op.day_number, op.fields.note, op.plan_id !== planA]).toEqual([
      3,
      '내 메모',
      true,
    ]);
    expect(applyTripOp(view, op).ok).toBe(true);
  });
});

/*
 * The convergence property (issue 22): several clients make random ops on their own view, send them
 * in batches whose answers may be lost (then sent again with the same op_ids), and receive the log
 * with entries dropped (then catch up after the gap). Once everyone has sent everything and caught
 * up, every client shows the server's trip, the log holds each op at most once, and no op is lost:
 * each is in the log or was refused (and reported).
 */
describe('convergence', () => {
  const step = fc.record({
    client: fc.nat(2),
    action: fc.nat(5),
    a: fc.nat(1000),
    b: fc.nat(1000),
    lose: fc.boolean(),
  });

  function makeOp(view: TripState, a: number, b: number): TripOp | null {
    const plans = Object.values(view.plans).sort((x, y) => (x.id < y.id ? -1 : 1));
    const plan = plans.length > 0 ? plans[a % plans.length]! : null;
    const day = (b % 3) + 1;
    switch (a % 5) {
      case 0:
        return {
          op_id: newId(),
          kind: 'plan.add',
          plan_id: newId(),
          day_number: day,
          sort_key: keyAt(view, day, b % 4),
          fields: { destination: `곳 ${b}`, cost: b * 100 },
        };
      case 1:
        return plan
          ? {
              op_id: newId(),
              kind: 'plan.move',
              plan_id: plan.id,
              day_number: day,
              sort_key: keyAt(view, day, b % 4, plan.id),
            }
          : null;
      case 2:
        return plan
          ? update(plan.id, { cost: b * 1000, time: `${String(b % 24).padStart(2, '0')}:00` })
          : null;
      case 3:
        return plan ? { op_id: newId(), kind: 'plan.remove', plan_id: plan.id } : null;
      default:
        return plan ? update(plan.id, { note: `메모 ${b}` }) : null;
    }
  }

  it('brings every client to the server’s trip, each op applied once or refused', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 60 }), (steps) => {
        const start = itinerary();
        const server = new FakeServer(initialSyncState(start).confirmed);
        const clients: SyncState[] = [0, 1, 2].map(() => initialSyncState(start));
        const made = new Set<string>();
        const refused = new Set<string>();

        const catchUp = (i: number) => {
          const outcome = receiveLog(clients[i]!, server.after(clients[i]!.seq));
          expect(outcome.kind).toBe('applied');
          clients[i] = outcome.state;
        };
        const send = (i: number, lose: boolean) => {
          const ops = unsent(clients[i]!, 100);
          if (ops.length === 0) return;
          const results = server.apply(ops);
          if (lose) return; // the answer never came: the ops stay unsent and go again later
          const settled = settle(clients[i]!, results);
          let next = settled.state;
          for (const rejection of settled.rejected) {
            refused.add(rejection.pending.op.op_id);
            const { op } = rejection.pending;
            if (rejection.code === 'not_found' && 'plan_id' in op) {
              for (const item of next.pending)
                if (item.ackedSeq === undefined && 'plan_id' in item.op && item.op.plan_id === op.plan_id)
                  refused.add(item.op.op_id);
              next = dropPlanOps(next, op.plan_id);
            }
          }
          clients[i] = next;
        };

        for (const { client, action, a, b, lose } of steps) {
          if (action <= 2) {
            const op = makeOp(viewOf(clients[client]!), a, b);
            const queued = op ? enqueue(clients[client]!, op) : null;
            if (op && queued) {
              made.add(op.op_id);
              clients[client] = queued;
            }
          } else if (action === 3) {
            send(client, lose);
          } else {
            // Delivery with losses: a random part of what is new, then a gap makes the client catch up.
            const fresh = server.after(clients[client]!.seq).filter((_, i) => !lose || i % 2 === 0);
            const outcome = receiveLog(clients[client]!, fresh);
            clients[client] = outcome.state;
            if (outcome.kind === 'gap') catchUp(client);
          }
        }

        for (let round = 0; round < 10; round += 1) {
          for (let i = 0; i < clients.length; i += 1) {
            send(i, false);
            catchUp(i);
          }
        }
        for (let i = 0; i < clients.length; i += 1) {
          catchUp(i);
          expect(clients[i]!.pending).toEqual([]);
          expect(viewOf(clients[i]!)).toEqual(server.state);
        }
        const logged = server.log.map((entry) => entry.op_id);
        expect(new Set(logged).size).toBe(logged.length);
        for (const id of made) expect(logged.includes(id) !== refused.has(id)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
