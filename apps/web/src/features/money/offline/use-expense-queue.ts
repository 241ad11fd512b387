import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ExpenseInput, OutingInput } from '@pintrip/shared';
import { ApiError } from '../../../lib/api-client';
import { keyedStore } from '../../../lib/idb-store';
import { putExpense } from '../api/put-expense';
import { putOuting } from '../api/put-outing';
import { moneyKeys } from '../api/query-keys';

/**
 * An expense — or an outing with its rounds (차수), written whole the same way — saved while offline:
 * sent again, with the same id, when the connection returns.
 */
export type QueuedExpense =
  | { id: string; input: ExpenseInput; outing?: undefined }
  | { id: string; outing: OutingInput; input?: undefined };

/** The one PUT a queued item is: idempotent under its id, so sending it twice adds nothing. */
const send = (itineraryId: string, item: QueuedExpense) =>
  item.outing ? putOuting(itineraryId, item.id, item.outing) : putExpense(itineraryId, item.id, item.input);

/** What a queued item shows while it waits: its title and total. */
export const queuedSummary = (item: QueuedExpense) =>
  item.outing
    ? {
        title: item.outing.title,
        amount: item.outing.rounds.reduce((sum, round) => sum + round.amount, 0),
        currency: item.outing.currency,
      }
    : { title: item.input.title, amount: item.input.amount, currency: item.input.currency };

const store = keyedStore<QueuedExpense[]>('pintrip-money', 'pending-expenses');

const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * Saves expenses by PUT under their client id; one saved without a connection waits in IndexedDB
 * (per trip, surviving a reload) and is PUT on reconnect with the same id, so it is never added
 * twice. `onRefused` hears of a queued expense the server refused once back online.
 */
export function useExpenseQueue(itineraryId: string, onRefused: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [queued, setQueued] = useState<QueuedExpense[]>([]);
  const queue = useRef<QueuedExpense[]>([]);
  const isFlushing = useRef(false);
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });

  const keep = useCallback(
    async (next: QueuedExpense[]) => {
      queue.current = next;
      setQueued(next);
      await store.set(itineraryId, next.length > 0 ? next : undefined);
    },
    [itineraryId],
  );

  const flush = useCallback(async () => {
    if (isFlushing.current || queue.current.length === 0) return;
    isFlushing.current = true;
    let sent = false;
    try {
      while (queue.current.length > 0) {
        const [first] = queue.current;
        try {
          await send(itineraryId, first!);
          sent = true;
        } catch (error) {
          if (isOffline(error)) break;
          refused.current(error);
        }
        await keep(queue.current.filter((item) => item.id !== first!.id));
      }
    } finally {
      isFlushing.current = false;
      if (sent) void queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) });
    }
  }, [itineraryId, keep, queryClient]);

  useEffect(() => {
    let isCurrent = true;
    void store.get(itineraryId).then((items) => {
      if (!isCurrent || !items) return;
      queue.current = items;
      setQueued(items);
      void flush();
    });
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      isCurrent = false;
      window.removeEventListener('online', onOnline);
    };
  }, [itineraryId, flush]);

  /** Saves now, or queues when offline: 'saved' or 'queued'. Other refusals throw. */
  const saveItem = useCallback(
    async (item: QueuedExpense): Promise<'saved' | 'queued'> => {
      const enqueue = async () => {
        await keep([...queue.current.filter((queued) => queued.id !== item.id), item]);
        return 'queued' as const;
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return enqueue();
      try {
        await send(itineraryId, item);
      } catch (error) {
        if (isOffline(error)) return enqueue();
        throw error;
      }
      await queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) });
      return 'saved';
    },
    [itineraryId, keep, queryClient],
  );
  const save = useCallback((id: string, input: ExpenseInput) => saveItem({ id, input }), [saveItem]);
  const saveOuting = useCallback((id: string, outing: OutingInput) => saveItem({ id, outing }), [saveItem]);

  return { queued, save, saveOuting, flush };
}
