import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from './api-client';
import type { KeyedStore } from './idb-store';

/**
 * One write waiting for the server. `id` is made by the client and is what makes a replay safe:
 * the server stores the write under it (PUT by client id) or the write sets absolute values, so
 * sending it twice changes nothing the second time.
 */
export interface OutboxEntry<T> {
  id: string;
  payload: T;
}

/** The connection is gone (fetch failed), as opposed to the server refusing the write. */
export const isOffline = (error: unknown) => error instanceof ApiError && error.status === 0;

/** An entry with the same id replaces the earlier one (an edit of a queued write) and goes last. */
export function withEntry<T>(entries: readonly OutboxEntry<T>[], entry: OutboxEntry<T>): OutboxEntry<T>[] {
  return [...entries.filter((item) => item.id !== entry.id), entry];
}

export interface OutboxOptions<T> {
  /** Where the entries wait (IndexedDB through `keyedStore`), under `scope`. */
  store: KeyedStore<OutboxEntry<T>[]>;
  /** The trip the entries belong to: one queue a trip, so a trip's writes never go to another. */
  scope: string;
  send: (entry: OutboxEntry<T>) => Promise<unknown>;
  /** Hears of a queued entry the server refused once back online; the entry is dropped. */
  onRefused: (error: unknown, entry: OutboxEntry<T>) => void;
  /** Hears of each entry sent from the queue, with the server's answer. */
  onSent?: (answer: unknown, entry: OutboxEntry<T>) => void;
  /** The entries changed (for the screen's "n건 대기 중"). */
  onChange?: (entries: readonly OutboxEntry<T>[]) => void;
}

/**
 * A trip's queue of writes made without a connection, kept in a store so it survives a reload.
 * `submit` sends at once when online; a write that fails for want of a connection waits and
 * `flush` sends the waiting ones in the order they were made, stopping at the first that still
 * finds no connection (the later ones may depend on it: an item added, then ticked).
 */
export function createOutbox<T>({ store, scope, send, onRefused, onSent, onChange }: OutboxOptions<T>) {
  let entries: OutboxEntry<T>[] = [];
  // Writes made before the stored queue was read wait behind it.
  let loaded: Promise<void> | null = null;

  const keep = async (next: OutboxEntry<T>[]) => {
    entries = next;
    onChange?.(next);
    await store.set(scope, next.length > 0 ? next : undefined);
  };
  const load = () =>
    (loaded ??= store.get(scope).then((stored) => {
      if (stored && stored.length > 0) {
        entries = [...stored, ...entries.filter((entry) => !stored.some((item) => item.id === entry.id))];
        onChange?.(entries);
      }
    }));

  const drain = async () => {
    await load();
    while (entries.length > 0) {
      const first = entries[0]!;
      try {
        const answer = await send(first);
        onSent?.(answer, first);
      } catch (error) {
        if (isOffline(error)) return;
        onRefused(error, first);
      }
      // An edit of this entry made while it was in flight is a new entry: keep it.
      await keep(entries.filter((entry) => entry !== first));
    }
  };
  // One drain at a time; a second flush waits for the running one (which sends what came since).
  let flushing: Promise<void> | null = null;
  const flush = () =>
    (flushing ??= drain().finally(() => {
      flushing = null;
    }));
  const isOnline = () => !(typeof navigator !== 'undefined' && navigator.onLine === false);

  return {
    entries: () => entries,
    load,
    flush,
    /**
     * Sends now, or queues when offline or when earlier writes still wait (they go first).
     * Resolves with the server's answer, or 'queued'; a refusal while online throws.
     */
    async submit(entry: OutboxEntry<T>): Promise<{ queued: true } | { queued: false; answer: unknown }> {
      await load();
      const isWaiting = entries.length > 0;
      if (!isWaiting && isOnline()) {
        try {
          return { queued: false, answer: await send(entry) };
        } catch (error) {
          if (!isOffline(error)) throw error;
        }
      }
      await keep(withEntry(entries, entry));
      if (isWaiting && isOnline()) void flush();
      return { queued: true };
    },
  };
}

/**
 * `createOutbox` for a screen: the trip's waiting entries as state, a flush when the browser says
 * it is online again and when the screen opens (what a reload left behind). `onSent`/`onRefused`
 * may change every render.
 */
export function useOutbox<T>(
  store: KeyedStore<OutboxEntry<T>[]>,
  scope: string,
  handlers: Pick<OutboxOptions<T>, 'send' | 'onRefused' | 'onSent'> & { onDrained?: () => void },
) {
  const [pending, setPending] = useState<readonly OutboxEntry<T>[]>([]);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const outbox = useMemo(
    () =>
      createOutbox<T>({
        store,
        scope,
        send: (entry) => latest.current.send(entry),
        onRefused: (error, entry) => latest.current.onRefused(error, entry),
        onSent: (answer, entry) => latest.current.onSent?.(answer, entry),
        onChange: (entries) => {
          setPending(entries);
          if (entries.length === 0) latest.current.onDrained?.();
        },
      }),
    [store, scope],
  );

  useEffect(() => {
    setPending(outbox.entries());
    void outbox.flush();
    const onOnline = () => void outbox.flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [outbox]);

  const submit = useCallback((entry: OutboxEntry<T>) => outbox.submit(entry), [outbox]);
  const flush = useCallback(() => outbox.flush(), [outbox]);
  return { pending, submit, flush };
}
