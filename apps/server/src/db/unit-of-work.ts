/**
 * One transaction shape for every module: a unit of work hands out repositories bound to one
 * transaction, plus a publisher whose events are delivered when (and only if) it commits. A write
 * that spans modules (deleting a user recounts destinations, comments and itineraries) gets every
 * repository it needs from the same transaction.
 */
import type { EventDataMap, EventName } from '@pintrip/shared';
import type { EventPublisher } from '../modules/events/event-bus.js';
import type { Db } from './client.js';

export type Publish = <N extends EventName>(name: N, data: EventDataMap[N]) => Promise<void>;

export interface UnitOfWork<R> {
  /** Repositories on the pool, for reads that need no transaction. */
  read: R;
  /** Runs `fn` in one transaction; everything it is handed is bound to that transaction. */
  transaction<T>(fn: (work: R & { publish: Publish }) => Promise<T>): Promise<T>;
}

export interface UnitOfWorkOptions {
  /**
   * Called in this process right after a transaction that published events has committed (other
   * processes learn of it through the event bus, a moment later).
   */
  afterCommit?: (events: EventName[]) => void;
}

export function createUnitOfWork<R>(
  db: Db,
  makeRepositories: (executor: Db) => R,
  events: EventPublisher,
  options: UnitOfWorkOptions = {},
): UnitOfWork<R> {
  return {
    read: makeRepositories(db),
    async transaction(fn) {
      const published: EventName[] = [];
      const result = await db.transaction((tx) => {
        const bound = tx as unknown as Db;
        const publish: Publish = (name, data) => {
          published.push(name);
          return events.publish(bound, name, data);
        };
        return fn({ ...makeRepositories(bound), publish });
      });
      if (published.length > 0) options.afterCommit?.(published);
      return result;
    },
  };
}
