/** The outbox's rules: in order, once, per trip, surviving a reload, stopping while offline. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import type { KeyedStore } from './idb-store';
import { createOutbox, withEntry, type OutboxEntry } from './outbox';

type Entry = OutboxEntry<string>;

/** A KeyedStore in memory, standing in for IndexedDB (the browser's store is the same interface). */
function memoryStore(): KeyedStore<Entry[]> & { data: Map<string, Entry[]> } {
  const data = new Map<string, Entry[]>();
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => {
      if (value === undefined) data.delete(key);
      else data.set(key, value);
    },
  };
}

const offline = () => new ApiError(0, 'network_error', 'offline');
let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
afterEach(() => {
  online = true;
});

/** A server that fails for want of a connection while `online` is false and records what arrived. */
function server() {
  const received: string[] = [];
  const send = vi.fn(async (entry: Entry) => {
    if (!online) throw offline();
    if (entry.payload === 'refused') throw new ApiError(409, 'conflict', 'no');
    received.push(`${entry.id}:${entry.payload}`);
    return entry.payload.toUpperCase();
  });
  return { received, send };
}

describe('outbox', () => {
  it('sends at once when online and keeps nothing', async () => {
    const store = memoryStore();
    const { received, send } = server();
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused: vi.fn() });
    expect(await outbox.submit({ id: 'a', payload: 'add' })).toEqual({ queued: false, answer: 'ADD' });
    expect(received).toEqual(['a:add']);
    expect(store.data.size).toBe(0);
  });

  it('queues while offline, under the trip, and sends in order once on reconnect', async () => {
    const store = memoryStore();
    const { received, send } = server();
    const onSent = vi.fn();
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused: vi.fn(), onSent });
    online = false;
    expect(await outbox.submit({ id: 'a', payload: 'add' })).toEqual({ queued: true });
    expect(await outbox.submit({ id: 'b', payload: 'tick' })).toEqual({ queued: true });
    expect(send).not.toHaveBeenCalled();
    expect(store.data.get('trip-1')?.map((entry) => entry.id)).toEqual(['a', 'b']);

    await outbox.flush();
    expect(received).toEqual([]);
    expect(outbox.entries()).toHaveLength(2);

    online = true;
    await Promise.all([outbox.flush(), outbox.flush()]);
    expect(received).toEqual(['a:add', 'b:tick']);
    expect(onSent.mock.calls.map(([answer]) => answer as string)).toEqual(['ADD', 'TICK']);
    expect(outbox.entries()).toEqual([]);
    expect(store.data.has('trip-1')).toBe(false);
    await outbox.flush();
    expect(received).toHaveLength(2);
  });

  it('queues a write that finds no connection although the browser says online', async () => {
    const store = memoryStore();
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue('ok');
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused: vi.fn() });
    expect(await outbox.submit({ id: 'a', payload: 'add' })).toEqual({ queued: true });
    expect(store.data.get('trip-1')).toEqual([{ id: 'a', payload: 'add' }]);
  });

  it('puts a new write behind the waiting ones, so it never overtakes them', async () => {
    const store = memoryStore();
    const { received, send } = server();
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused: vi.fn() });
    online = false;
    await outbox.submit({ id: 'a', payload: 'add' });
    online = true;
    expect(await outbox.submit({ id: 'b', payload: 'tick' })).toEqual({ queued: true });
    await outbox.flush();
    expect(received).toEqual(['a:add', 'b:tick']);
  });

  it('replaces a waiting write with the same id (an edit before the connection returns)', async () => {
    expect(
      withEntry(
        [
          { id: 'a', payload: 'first' },
          { id: 'b', payload: 'other' },
        ],
        { id: 'a', payload: 'edited' },
      ),
    ).toEqual([
      { id: 'b', payload: 'other' },
      { id: 'a', payload: 'edited' },
    ]);
  });

  it('drops a write the server refuses, says so, and sends the ones after it', async () => {
    const store = memoryStore();
    const { received, send } = server();
    const onRefused = vi.fn();
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused });
    online = false;
    await outbox.submit({ id: 'a', payload: 'refused' });
    await outbox.submit({ id: 'b', payload: 'tick' });
    online = true;
    await outbox.flush();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(onRefused.mock.calls[0]![1]).toEqual({ id: 'a', payload: 'refused' });
    expect(received).toEqual(['b:tick']);
    expect(outbox.entries()).toEqual([]);
  });

  it('finds what a reload left, for its own trip only, and sends it before anything new', async () => {
    const store = memoryStore();
    store.data.set('trip-1', [{ id: 'a', payload: 'add' }]);
    store.data.set('trip-2', [{ id: 'z', payload: 'other trip' }]);
    const { received, send } = server();
    const onChange = vi.fn();
    const outbox = createOutbox({ store, scope: 'trip-1', send, onRefused: vi.fn(), onChange });
    await outbox.submit({ id: 'b', payload: 'tick' });
    await outbox.flush();
    expect(received).toEqual(['a:add', 'b:tick']);
    expect(store.data.get('trip-2')).toEqual([{ id: 'z', payload: 'other trip' }]);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
