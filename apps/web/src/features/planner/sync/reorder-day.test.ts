/*
 * "순서 최적화" accepted: reorderDay's plan.move ops put the day in the order given, and the
 * engine undoes them as one step (and redoes them as one).
 */
import { describe, expect, it } from 'vitest';
import { plansOfDay, type TripOp } from '@pintrip/shared';
import { FakeTripServer, itinerary, planA, planB } from './fake-trip-server';
import { keyAt, newId, reorderDay } from './ops';
import { initialSyncState } from './sync-state';
import { TripSync, type SyncTransport } from './trip-sync';

describe('reorderDay', () => {
  it('applies an order in one undo step, skips unknown ids and keeps plans added meanwhile at the end', async () => {
    const start = itinerary();
    const server = new FakeTripServer(initialSyncState(start).confirmed);
    const transport: SyncTransport = {
      postOps: async (ops) => ({ results: server.apply(ops) }),
      getOps: async (after) => ({ items: server.after(after), op_seq: server.log.length, has_more: false }),
      getDetail: async () => start,
    };
    const sync = new TripSync(
      start.id,
      start,
      transport,
      { load: async () => [], save: async () => {} },
      {
        onRejected: () => {},
        onConflict: () => {},
      },
    );
    const third = newId();
    const add: TripOp = {
      op_id: newId(),
      kind: 'plan.add',
      plan_id: third,
      day_number: 1,
      sort_key: keyAt(sync.getSnapshot().view, 1, 2),
      fields: { destination: '해동용궁사' },
    };
    expect(sync.submit([add])).toBe(true);
    const day = () => plansOfDay(sync.getSnapshot().view, 1).map((plan) => plan.id);
    expect(day()).toEqual([planA, planB, third]);

    const ops = reorderDay(sync.getSnapshot().view, 1, [third, 'gone', planA]);
    expect(ops.every((op) => op.kind === 'plan.move')).toBe(true);
    expect(sync.submit(ops)).toBe(true);
    expect(day()).toEqual([third, planA, planB]);
    expect(reorderDay(sync.getSnapshot().view, 1, [third, planA, planB])).toEqual([]);

    sync.undo();
    expect(day()).toEqual([planA, planB, third]);
    sync.redo();
    expect(day()).toEqual([third, planA, planB]);
    await sync.settled();
    sync.dispose();
  });
});
