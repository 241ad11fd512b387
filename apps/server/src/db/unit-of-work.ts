/**
 * One transaction shape for every module: a unit of work hands out repositories bound to one
 * transaction, plus a publisher whose events are delivered when (and only if) it commits. A write
 * that spans modules (deleting a user recounts destinations, comments and itineraries) gets every
 * repository it needs from the same transaction.
 */
import type { EventDataMap, EventName } from '@pintrip/shared';
import type { EventAudience, EventPublisher } from '../modules/events/event-bus.js';
import type { Db } from './client.js';
import { isRetryableTransactionError } from '../lib/pg-errors.js';

/** Attempts of a transaction that PostgreSQL aborted as a deadlock victim or serialization failure. */
const maxAttempts = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Queues an event for when the transaction commits. `about`: the items it concerns, when any of
 * them may be hidden or private — only subscribers allowed to see them all receive it.
 */
export type Publish = <N extends EventName>(
  name: N,
  data: EventDataMap[N],
  about?: EventAudience,
) => Promise<void>;

export interface UnitOfWork<R> {
  /** Repositories on the pool, for reads that need no transaction. */
  read: R;
  /** Runs `fn` in one transaction; everything it is handed is bound to that transaction. */
  transaction<T>(fn: (work: R & { publish: Publish }) => Promise<T>): Promise<T>;
  /**
   * Runs `fn`, a write that is one statement committing on its own (a database function that may
   * also notify: db/toggle.ts), on the pool: one round trip instead of begin … commit. `published`
   * names the events its result says were sent, for afterCommit. Run again as `transaction` is.
   */
  single<T>(fn: (work: R) => Promise<T>, published: (result: T) => readonly EventName[]): Promise<T>;
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
  const read = makeRepositories(db);
  // A deadlock victim or a serialization failure rolled back everything it did (its events
  // included, as NOTIFY is transactional): it runs again, after a short random pause so that the
  // transactions that met do not meet again. Services keep their side effects in the work, which is
  // what makes running it again safe.
  const retried = async <T>(work: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= maxAttempts || !isRetryableTransactionError(error)) throw error;
        await pause(Math.random() * 20 * attempt);
      }
    }
  };
  const committed = (published: readonly EventName[]) => {
    if (published.length > 0) options.afterCommit?.([...published]);
  };
  return {
    read,
    transaction: (fn) =>
      retried(async () => {
        const published: EventName[] = [];
        const result = await db.transaction((tx) => {
          const bound = tx as unknown as Db;
          const publish: Publish = (name, data, about) => {
            published.push(name);
            return events.publish(bound, name, data, about);
          };
          return fn({ ...makeRepositories(bound), publish });
        });
        committed(published);
        return result;
      }),
    single: (fn, published) =>
      retried(async () => {
        const result = await fn(read);
        committed(published(result));
        return result;
      }),
  };
}
