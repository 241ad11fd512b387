/**
 * The embedded database (PGlite) runs each statement synchronously on the event loop's thread:
 * while it runs, the process reads no socket and accepts no connection. Called straight from
 * request handlers, every statement of every request read in one poll of the loop ran back to
 * back, in one long turn (50 connections × a few ms each), and Node accepts at most one new
 * connection per turn. A client opening its connections while the server was busy waited a turn
 * per connection ahead of it: the bench's signed-in p99 of 2.4 s at 50 connections was the first
 * request of the last connections, not slow queries (docs/decisions/0024).
 *
 * So the engine takes turns with the loop: one statement — or one whole transaction, which holds
 * the engine anyway — per turn, in arrival order (FIFO), with `setImmediate` in between, so that
 * sockets are read and connections accepted between any two statements. Statements inside a
 * transaction run as before (the transaction already has the engine).
 */
import type { PGlite } from '@electric-sql/pglite';

/** Schedules a callback after the loop's next poll for I/O (setImmediate; tests may swap it). */
export type Defer = (callback: () => void) => void;

/** Runs `work` items one at a time, in the order they were asked for, one per event-loop turn. */
export function createTurns(defer: Defer = setImmediate) {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  };
  return function inTurn<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        let result: Promise<T>;
        try {
          result = work();
        } catch (error) {
          result = Promise.reject(error);
        }
        result.then(resolve, reject).finally(() => defer(next));
      });
      if (!running) {
        running = true;
        defer(next);
      }
    });
  };
}

const turnTaking = new Set<string | symbol>(['query', 'exec', 'sql', 'transaction']);

/**
 * The PGlite client as Drizzle sees it: `query`, `exec`, `sql` and `transaction` wait for their
 * turn; everything else is the client itself.
 */
export function takingTurns(client: PGlite, defer?: Defer): PGlite {
  const inTurn = createTurns(defer);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!turnTaking.has(property)) return method;
      return (...args: unknown[]) => inTurn(() => method(...args) as Promise<unknown>);
    },
  });
}
