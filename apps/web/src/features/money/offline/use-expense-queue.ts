import { useQueryClient } from '@tanstack/react-query';
import type { ExpenseInput, OutingInput } from '@pintrip/shared';
import { keyedStore, type KeyedStore } from '../../../lib/idb-store';
import { useOutbox, type OutboxEntry } from '../../../lib/outbox';
import { putExpense } from '../api/put-expense';
import { putOuting } from '../api/put-outing';
import { moneyKeys } from '../api/query-keys';

/** One money write: an expense, or an outing with its rounds (차수), each written whole by one PUT. */
export type MoneyWrite =
  { input: ExpenseInput; outing?: undefined } | { outing: OutingInput; input?: undefined };

/** A money write saved while offline: sent again, with the same id, when the connection returns. */
export type QueuedExpense = OutboxEntry<MoneyWrite>;

/** The one PUT a queued write is: idempotent under its id, so sending it twice adds nothing. */
const send = (itineraryId: string, { id, payload }: QueuedExpense) =>
  payload.outing ? putOuting(itineraryId, id, payload.outing) : putExpense(itineraryId, id, payload.input);

/** What a queued write shows while it waits: its title and total. */
export const queuedSummary = ({ payload }: QueuedExpense) =>
  payload.outing
    ? {
        title: payload.outing.title,
        amount: payload.outing.rounds.reduce((sum, round) => sum + round.amount, 0),
        currency: payload.outing.currency,
      }
    : { title: payload.input.title, amount: payload.input.amount, currency: payload.input.currency };

/** Expenses queued before the shared outbox were stored as `{ id, input }`: read both shapes. */
type StoredExpense = QueuedExpense | { id: string; input: ExpenseInput };
const stored = keyedStore<StoredExpense[]>('pintrip-money', 'pending-expenses');
const store: KeyedStore<QueuedExpense[]> = {
  get: async (key) =>
    (await stored.get(key))?.map((entry) =>
      'payload' in entry ? entry : { id: entry.id, payload: { input: entry.input } },
    ),
  set: (key, value) => stored.set(key, value),
};

/**
 * Saves expenses and outings by PUT under their client id through the trip's outbox
 * (lib/outbox.ts): one saved without a connection waits in IndexedDB and is PUT on reconnect with
 * the same id, so it is never added twice. `onRefused` hears of a queued write the server refused
 * once back online.
 */
export function useExpenseQueue(itineraryId: string, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) });
  const outbox = useOutbox<MoneyWrite>(store, itineraryId, {
    send: (entry) => send(itineraryId, entry),
    onRefused,
    onDrained: () => void refresh(),
  });

  /** Saves now, or queues when offline: 'saved' or 'queued'. Other refusals throw. */
  const submit = async (entry: QueuedExpense): Promise<'saved' | 'queued'> => {
    const outcome = await outbox.submit(entry);
    if (outcome.queued) return 'queued';
    await refresh();
    return 'saved';
  };
  const save = (id: string, input: ExpenseInput) => submit({ id, payload: { input } });
  const saveOuting = (id: string, outing: OutingInput) => submit({ id, payload: { outing } });

  return { queued: outbox.pending, save, saveOuting, flush: outbox.flush };
}
