/**
 * The embedded engine takes turns with the event loop (engine-turns.ts): statements run in the
 * order they were asked for, one per turn, so I/O (a socket to read, a connection to accept) is
 * served between any two of them — not after a whole burst of queued statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTurns } from './engine-turns.js';
import os from 'node:os';
import { openDatabase, type Database } from './client.js';
import { embeddedTemplate } from '../../test/embedded-template.js';

/** Counts event-loop turns: a setImmediate chain that ticks once per turn until stopped. */
function loopTurns() {
  let turns = 0;
  let on = true;
  const tick = () => {
    if (!on) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get now() {
      return turns;
    },
    stop() {
      on = false;
    },
  };
}

describe('createTurns', () => {
  it('runs work first in, first out, one item per event-loop turn', async () => {
    const inTurn = createTurns();
    const turns = loopTurns();
    const started: { item: number; turn: number }[] = [];
    const finished: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, item) =>
        inTurn(async () => {
          started.push({ item, turn: turns.now });
          // Like a statement: synchronous work, then its answer in microtasks.
          await Promise.resolve();
          finished.push(item);
          return item;
        }),
      ),
    );
    turns.stop();
    expect(started.map((s) => s.item)).toEqual([...Array(12).keys()]);
    expect(finished).toEqual([...Array(12).keys()]);
    // A turn of the loop (where sockets are read) between any two items.
    for (let i = 1; i < started.length; i += 1) {
      expect(started[i]!.turn).toBeGreaterThan(started[i - 1]!.turn);
    }
  });

  it('holds the turn for the whole of an item, and a failure passes to its caller only', async () => {
    const inTurn = createTurns();
    const order: string[] = [];
    const long = inTurn(async () => {
      order.push('long: start');
      for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
      order.push('long: end');
    });
    const failing = inTurn(async () => {
      order.push('failing');
      throw new Error('boom');
    });
    const short = inTurn(async () => {
      order.push('short');
      return 'ok';
    });
    await long;
    await expect(failing).rejects.toThrow('boom');
    expect(await short).toBe('ok');
    expect(order).toEqual(['long: start', 'long: end', 'failing', 'short']);
  });
});

// Always on an embedded (in-memory) database, whichever database the suite runs on: the turns are
// the embedded engine's alone.
describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({
      dataDir: os.tmpdir(),
      inMemory: true,
      initialFiles: await embeddedTemplate(),
    });
  });
  afterAll(async () => database?.close());

  it('answers statements in the order they were sent, with a loop turn between any two', async () => {
    const turns = loopTurns();
    const answered: { i: number; turn: number }[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.execute(sql`select ${i}::int as i`).then(() => {
          answered.push({ i, turn: turns.now });
        }),
      ),
    );
    turns.stop();
    expect(answered.map((a) => a.i)).toEqual([...Array(20).keys()]);
    for (let k = 1; k < answered.length; k += 1) {
      expect(answered[k]!.turn).toBeGreaterThan(answered[k - 1]!.turn);
    }
  });

  it('runs a transaction as one turn: other statements wait for it, then run in order', async () => {
    const db = database.db;
    await db.execute(sql`create table if not exists turn_probe (n int)`);
    const seen: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.execute(sql`insert into turn_probe values (1)`);
      await new Promise((resolve) => setImmediate(resolve));
      await t.execute(sql`insert into turn_probe values (2)`);
      seen.push('transaction');
    });
    const read = db.execute(sql`select count(*)::int as n from turn_probe`).then((result) => {
      seen.push(`read ${(result as unknown as { rows: { n: number }[] }).rows[0]?.n}`);
    });
    await Promise.all([tx, read]);
    expect(seen).toEqual(['transaction', 'read 2']);
  });
});
