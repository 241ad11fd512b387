import { useQueryClient } from '@tanstack/react-query';
import type { ExpenseInput } from '@pintrip/shared';
import { keyedStore, type KeyedStore } from '../../../lib/idb-store';
import { useOutbox, type OutboxEntry } from '../../../lib/outbox';
import { putExpense } from '../api/put-expense';
import { moneyKeys } from '../api/query-keys';

/** An expense saved while offline: sent again, with the same id, when the connection returns. */
export type QueuedExpense = OutboxEntry<ExpenseInput>;

/** Entries queued before the shared outbox held `{ id, input }`: read both shapes. */
type StoredExpense = QueuedExpense | { id: string; input: ExpenseInput };
const stored = keyedStore<StoredExpense[]>('pintrip-money', 'pending-expenses');
const store: KeyedStore<QueuedExpense[]> = {
  get: async (key) =>
    (await stored.get(key))?.map((entry) =>
      'payload' in entry ? entry : { id: entry.id, payload: entry.input },
    ),
  set: (key, value) => stored.set(key, value),
};

/**
 * Saves expenses by PUT under their client id through the trip's outbox (lib/outbox.ts): one saved
 * without a connection waits in IndexedDB and is PUT on reconnect with the same id, so it is never
 * added twice. `onRefused` hears of a queued expense the server refused once back online.
 */
export function useExpenseQueue(itineraryId: string, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) });
  const outbox = useOutbox<ExpenseInput>(store, itineraryId, {
    send: (entry) => putExpense(itineraryId, entry.id, entry.payload),
    onRefused,
    onDrained: () => void refresh(),
  });

  /** Saves now, or queues when offline: 'saved' or 'queued'. Other refusals throw. */
  const save = async (id: string, input: ExpenseInput): Promise<'saved' | 'queued'> => {
    const outcome = await outbox.submit({ id, payload: input });
    if (outcome.queued) return 'queued';
    await refresh();
    return 'saved';
  };

  return { queued: outbox.pending, save, flush: outbox.flush };
}
