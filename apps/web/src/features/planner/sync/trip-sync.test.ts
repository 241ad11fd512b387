import { describe, expect, it } from 'vitest';
import type { TripOp, TripPlanState } from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';
import { FakeTripServer, itinerary, planA, planB } from './fake-trip-server';
import { newId } from './ops';
import { initialSyncState, type Rejection } from './sync-state';
import { TripSync, type PendingStore, type SyncTransport } from './trip-sync';

/** The engine against the in-memory protocol; `online` false makes every request fail as offline. */
function setup(server: FakeTripServer, store: PendingStore, start = itinerary()) {
  const network = { online: true, posted: [] as string[][] };
  const offline = () => new ApiError(0, 'network_error', 'offline');
  const transport: SyncTransport = {
    postOps: async (ops) => {
      if (!network.online) throw offline();
      network.posted.push(ops.map((op) => op.op_id));
      return { results: server.apply(ops) };
    },
    getOps: async (after) => {
      if (!network.online) throw offline();
      return { items: server.after(after), op_seq: server.log.length, has_more: false };
    },
    getDetail: async () => start,
  };
  const rejected: Rejection[] = [];
  const conflicts: TripPlanState[] = [];
  const sync = new TripSync(start.id, start, transport, store, {
    onRejected: (rejection) => rejected.push(rejection),
    onConflict: (plan) => conflicts.push(plan),
  });
  return { sync, network, rejected, conflicts };
}

function memoryStore() {
  let saved: TripOp[] = [];
  const store: PendingStore = {
    load: async () => saved,
    save: async (ops) => {
      saved = ops;
    },
  };
  return { store, saved: () => saved };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(check()).toBe(true);
};

describe('the sync engine', () => {
  it('keeps offline ops in the store and replays them with their op_ids once, even after a lost answer', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { store, saved } = memoryStore();
    const first = setup(server, store, start);
    first.network.online = false;
    const op: TripOp = { op_id: newId(), kind: 'plan.update', plan_id: planA, fields: { note: '오프라인' } };
    expect(first.sync.submit([op])).toBe(true);
    await until(() => first.sync.getSnapshot().isOffline);
    await first.sync.settled();
    expect(first.sync.getSnapshot().waiting).toBe(1);
    expect(saved().map((o) => o.op_id)).toEqual([op.op_id]);

    // The server got it but the answer was lost (a reload before it came): the page opens again.
    server.apply([op]);
    first.sync.dispose();
    const second = setup(server, store, start);
    await second.sync.start();
    await until(() => second.sync.getSnapshot().waiting === 0);
    expect(second.network.posted).toEqual([[op.op_id]]);
    await until(() => second.sync.getSnapshot().state.pending.length === 0);
    expect(server.log.filter((entry) => entry.op_id === op.op_id)).toHaveLength(1);
    expect(second.sync.getSnapshot().view.plans[planA]!.note).toBe('오프라인');
    await second.sync.settled();
    expect(saved()).toEqual([]);
  });

  it('asks "keep mine / discard" once for a plan someone else removed, with my last version of it', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { store } = memoryStore();
    const { sync, network, conflicts, rejected } = setup(server, store, start);
    network.online = false;
    sync.submit([{ op_id: newId(), kind: 'plan.update', plan_id: planA, fields: { note: '내 메모' } }]);
    sync.submit([{ op_id: newId(), kind: 'plan.update', plan_id: planA, fields: { cost: 32000 } }]);
    server.apply([{ op_id: newId(), kind: 'plan.remove', plan_id: planA }]);
    await until(() => sync.getSnapshot().isOffline);
    network.online = true;
    sync.resume();
    await until(() => conflicts.length === 1 && sync.getSnapshot().state.pending.length === 0);
    expect(conflicts[0]).toMatchObject({ id: planA, note: '내 메모', cost: 32000 });
    expect(rejected).toEqual([]);
    expect(sync.getSnapshot().view.plans[planA]).toBeUndefined();
  });

  it('undoes and redoes my own ops as new ops the server applies', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { sync } = setup(server, memoryStore().store, start);
    sync.submit([{ op_id: newId(), kind: 'plan.remove', plan_id: planA }]);
    await until(() => server.log.length === 1);
    expect(sync.getSnapshot().canUndo).toBe(true);
    sync.undo();
    await until(() => server.log.length === 2);
    expect(server.state.plans[planA]).toMatchObject({ destination: '해운대', time: '15:00' });
    expect(sync.getSnapshot().canRedo).toBe(true);
    sync.redo();
    await until(() => server.log.length === 3);
    expect(server.state.plans[planA]).toBeUndefined();
  });

  it('reports an op the server refuses and drops it from the queue', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { sync, rejected } = setup(server, memoryStore().store, start);
    // The trip gets shorter on the server; my move to day 3 no longer fits.
    server.apply([{ op_id: newId(), kind: 'trip.update', fields: { end_date: '2026-12-02' } }]);
    sync.submit([{ op_id: newId(), kind: 'plan.move', plan_id: planA, day_number: 3, sort_key: 'a0' }]);
    await until(() => rejected.length === 1);
    expect(rejected[0]!.code).toBe('day_out_of_range');
    await until(() => sync.getSnapshot().state.pending.length === 0);
    expect(sync.getSnapshot().view.end_date).toBe('2026-12-02');
  });

  it('forgets the undo of an op the server refused, so undo never sends a change the server never made', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { sync, network, rejected } = setup(server, memoryStore().store, start);
    // My note lands; then, while my view is behind, the trip gets shorter on the server and my move
    // to day 3 is refused.
    sync.submit([{ op_id: newId(), kind: 'plan.update', plan_id: planB, fields: { note: '먼저' } }]);
    await until(() => server.log.length === 1);
    server.apply([{ op_id: newId(), kind: 'trip.update', fields: { end_date: '2026-12-02' } }]);
    sync.submit([{ op_id: newId(), kind: 'plan.move', plan_id: planA, day_number: 3, sort_key: 'a0' }]);
    await until(() => rejected.length === 1 && sync.getSnapshot().state.pending.length === 0);
    expect(sync.getSnapshot().canUndo).toBe(true);
    const posted = network.posted.length;

    // One undo step is left, the note's: the refused move has no inverse to send.
    sync.undo();
    await until(() => server.log.length === 3);
    expect(network.posted.slice(posted)).toHaveLength(1);
    expect(server.log[2]).toMatchObject({
      kind: 'plan.update',
      op: { plan_id: planB, fields: { note: null } },
    });
    expect(server.state.plans[planA]).toMatchObject({ day_number: 1, sort_key: 'a0' });
    expect(sync.getSnapshot().canUndo).toBe(false);
  });

  it('has nothing to undo when the only op was refused', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const { sync, rejected } = setup(server, memoryStore().store, start);
    server.apply([{ op_id: newId(), kind: 'trip.update', fields: { end_date: '2026-12-01' } }]);
    sync.submit([{ op_id: newId(), kind: 'plan.move', plan_id: planB, day_number: 2, sort_key: 'a0' }]);
    expect(sync.getSnapshot().canUndo).toBe(true);
    await until(() => rejected.length === 1);
    expect(sync.getSnapshot().canUndo).toBe(false);
    sync.undo();
    await until(() => sync.getSnapshot().state.pending.length === 0);
    expect(server.log).toHaveLength(1);
  });
});
