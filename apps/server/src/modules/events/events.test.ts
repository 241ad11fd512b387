import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Destination } from '@pintrip/shared';
import { createSecondInstance, createTestContext, type TestContext } from '../../../test/helpers.js';
import { makeCategory, makeDestination, makeUser, type TestUser } from '../../../test/builders.js';
import {
  createEventHub,
  encodeEvent,
  maxNotifyPayloadBytes,
  notifyEvent,
  type EventHub,
} from './event-bus.js';
import { eventsRoutes } from './events.routes.js';

interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comments: string[];
}

/** A real HTTP client on the stream (inject would wait for an end that never comes). */
async function openStream(baseUrl: string, headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br', ...headers },
    signal: controller.signal,
  });
  const messages: SseMessage[] = [];
  let raw = '';
  let ended = false;
  const wakeups = new Set<() => void>();
  const wake = () => {
    for (const fn of wakeups) fn();
  };

  const pump = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        buffer += text;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: SseMessage = { comments: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) message.comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              const field = line.slice(0, colon) as 'id' | 'event' | 'data' | 'retry';
              message[field] = line.slice(colon + 1).replace(/^ /, '');
            }
          }
          messages.push(message);
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    } finally {
      ended = true;
      wake();
    }
  })();

  /** Waits until `predicate` holds for the messages received so far. */
  const waitFor = async (predicate: (all: SseMessage[]) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(messages)) {
      if (ended) throw new Error(`stream ended; got ${JSON.stringify(messages)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, left);
        function done() {
          clearTimeout(timer);
          wakeups.delete(done);
          resolve();
        }
        wakeups.add(done);
      });
    }
    return messages;
  };

  const events = () => messages.filter((m) => m.event !== undefined);
  return {
    res,
    messages,
    events,
    raw: () => raw,
    get ended() {
      return ended;
    },
    waitFor,
    /** Waits for the n-th named event (1-based count of events so far). */
    waitForEvents: async (n: number) => {
      await waitFor(() => events().length >= n);
      return events();
    },
    close: async () => {
      controller.abort();
      await pump;
    },
    finished: pump,
  };
}

const dataOf = (m: SseMessage) => JSON.parse(m.data ?? 'null') as Record<string, unknown>;

describe('GET /api/events', () => {
  let ctx: TestContext;
  let baseUrl: string;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    user = await makeUser(ctx);
    await makeCategory(ctx, '자연');
  });
  afterAll(async () => ctx?.close());

  it('is an uncompressed text/event-stream with a retry hint', async () => {
    const stream = await openStream(baseUrl);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toContain('no-cache');
    expect(stream.res.headers.get('content-encoding')).toBeNull();
    await stream.waitFor((all) => all.some((m) => m.retry !== undefined));
    expect(stream.raw()).toMatch(/^retry: \d+\n/);
    await stream.close();
  });

  it('delivers destination.created, .updated and .deleted after each commit, with increasing ids', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);

    const d = await makeDestination(ctx, user, { title: '실시간 성산' });
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/destinations/${d.id}`,
      headers: { cookie: user.cookie },
      payload: { title: '실시간 우도' },
    });
    expect(edit.statusCode).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/destinations/${d.id}/like`,
      headers: { cookie: user.cookie },
    });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${d.id}`,
      headers: { cookie: user.cookie },
    });
    expect(del.statusCode).toBe(204);

    const events = await stream.waitForEvents(4);
    expect(events.map((m) => m.event)).toEqual([
      'destination.created',
      'destination.updated',
      'destination.updated',
      'destination.deleted',
    ]);
    const [created, updated, liked, deleted] = events.map(dataOf);
    expect(created).toMatchObject({
      id: d.id,
      title: '실시간 성산',
      category: '자연',
      author: { id: user.id },
    });
    expect(created).not.toHaveProperty('is_liked');
    expect(updated).toMatchObject({ id: d.id, title: '실시간 우도' });
    expect(liked).toMatchObject({ id: d.id, likes_count: 1 });
    expect(deleted).toEqual({ id: d.id });
    const ids = events.map((m) => Number(m.id));
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    await stream.close();
  });

  it('keeps payloads under the NOTIFY limit: a long description is cut, an oversized event shrinks to its id', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    const d = await makeDestination(ctx, user, { description: '아름다운 바다'.repeat(700) });
    const [event] = await stream.waitForEvents(1);
    const data = dataOf(event!);
    expect(data).toMatchObject({ id: d.id, description_truncated: true });
    expect(String(data.description).length).toBe(300);
    await stream.close();

    const huge = encodeEvent('destination.updated', { id: 'x', title: '가'.repeat(5000) });
    expect(JSON.parse(huge)).toEqual({ name: 'destination.updated', data: { id: 'x' } });
    const comment = encodeEvent('comment.created', {
      id: 'c',
      destination_id: 'd',
      content: '가'.repeat(5000),
    });
    expect(JSON.parse(comment)).toEqual({ name: 'comment.created', data: { id: 'c', destination_id: 'd' } });
    expect(
      Buffer.byteLength(encodeEvent('destination.updated', { id: 'y', title: '가'.repeat(2000) })),
    ).toBeLessThanOrEqual(maxNotifyPayloadBytes);
  });

  it('announces nothing for a rolled-back write; comment events go through the same publisher', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await notifyEvent(tx, 'destination.deleted', { id: 'rolled-back' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const commentId = randomUUID();
    await ctx.database.db.transaction(async (tx) => {
      await notifyEvent(tx, 'comment.created', { id: commentId, destination_id: 'd1' });
    });
    const [event] = await stream.waitForEvents(1);
    expect(event?.event).toBe('comment.created');
    expect(dataOf(event!)).toEqual({ id: commentId, destination_id: 'd1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stream.events()).toHaveLength(1);
    await stream.close();
  });

  it('catches up from Last-Event-ID (header or query), and asks for a resync when the gap is too old', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    const made: Destination[] = [];
    for (let i = 0; i < 3; i++) made.push(await makeDestination(ctx, user, { title: `따라잡기 ${i}` }));
    const events = await stream.waitForEvents(3);
    await stream.close();

    const firstId = events[0]!.id!;
    const again = await openStream(baseUrl, { 'last-event-id': firstId });
    const missed = await again.waitForEvents(2);
    expect(missed.map((m) => dataOf(m).title)).toEqual(['따라잡기 1', '따라잡기 2']);
    expect(missed.map((m) => m.id)).toEqual([events[1]!.id, events[2]!.id]);
    // Live events follow the catch-up without a gap or a repeat.
    await makeDestination(ctx, user, { title: '따라잡기 3' });
    const after = await again.waitForEvents(3);
    expect(after.map((m) => dataOf(m).title)).toEqual(['따라잡기 1', '따라잡기 2', '따라잡기 3']);
    await again.close();

    const byQuery = await openStream(baseUrl, {}, `?last_event_id=${events[1]!.id}`);
    const fromQuery = await byQuery.waitForEvents(2);
    expect(fromQuery.map((m) => dataOf(m).title)).toEqual(['따라잡기 2', '따라잡기 3']);
    await byQuery.close();

    const stale = await openStream(baseUrl, { 'last-event-id': '1' });
    const [resync] = await stale.waitForEvents(1);
    expect(resync?.event).toBe('resync');
    await stale.close();

    const garbage = await openStream(baseUrl, { 'last-event-id': 'not-a-number' });
    expect(garbage.res.status).toBe(200);
    await garbage.close();
  });

  it('every app sharing the database delivers every event, whichever app made the change', async () => {
    const second = await createSecondInstance(ctx);
    const other = second.app;
    try {
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const a = await openStream(baseUrl);
      const b = await openStream(otherUrl);
      await Promise.all([a.waitFor((all) => all.length > 0), b.waitFor((all) => all.length > 0)]);

      const fromA = await makeDestination(ctx, user, { title: 'A에서' });
      const res = await other.inject({
        method: 'DELETE',
        url: `/api/destinations/${fromA.id}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(204);

      for (const stream of [a, b]) {
        const events = await stream.waitForEvents(2);
        expect(events.map((m) => [m.event, dataOf(m).id])).toEqual([
          ['destination.created', fromA.id],
          ['destination.deleted', fromA.id],
        ]);
      }
      await a.close();
      await b.close();
    } finally {
      await second.close();
    }
  });

  it('app.close() ends open streams instead of waiting for them', async () => {
    const own = await createTestContext();
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(url);
    await stream.waitFor((all) => all.length > 0);
    const started = Date.now();
    await own.app.close();
    await stream.finished;
    expect(stream.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await own.close();
  });
});

describe('event stream details', () => {
  let ctx: TestContext;
  let hub: EventHub;
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    hub = createEventHub(ctx.database, { bufferSize: 3, firstId: 100 });
    await hub.start();
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(eventsRoutes, { prefix: '/api', hub, heartbeatMs: 40, retryMs: 1234 });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await hub?.stop();
    await ctx?.close();
  });

  it('sends heartbeat comments and the configured retry', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor(
      (all) => all.filter((m) => m.comments.some((c) => c.startsWith('ping'))).length >= 2,
    );
    expect(stream.messages[0]?.retry).toBe('1234');
    await stream.close();
  });

  it('unsubscribes when the client disconnects', async () => {
    const settle = async (n: number) => {
      for (let i = 0; i < 100 && hub.subscriberCount !== n; i++) await new Promise((r) => setTimeout(r, 20));
      return hub.subscriberCount;
    };
    expect(await settle(0)).toBe(0);
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    expect(hub.subscriberCount).toBe(1);
    await stream.close();
    expect(await settle(0)).toBe(0);
  });

  it('numbers events per process and keeps a small ring buffer for catch-up', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    for (let i = 1; i <= 5; i++) await notifyEvent(ctx.database.db, 'destination.deleted', { id: `d${i}` });
    const events = await stream.waitForEvents(5);
    expect(events.map((m) => Number(m.id))).toEqual([101, 102, 103, 104, 105]);
    await stream.close();

    expect(hub.since(105)).toEqual([]);
    expect(hub.since(102)?.map((e) => e.id)).toEqual([103, 104, 105]);
    // 101 fell out of the three-event buffer: the caller must resync.
    expect(hub.since(100)).toBeNull();
    // An id from another process (or the future) cannot be caught up either.
    expect(hub.since(999)).toBeNull();
  });

  it('ignores malformed notifications on the channel', async () => {
    const stream = await openStream(baseUrl);
    await stream.waitFor((all) => all.length > 0);
    const { sql } = await import('drizzle-orm');
    for (const payload of [
      'not json',
      '{"name":"unknown.event","data":{"id":"x"}}',
      '{"name":"comment.created"}',
    ]) {
      await ctx.database.db.execute(sql`select pg_notify('pintrip_events', ${payload})`);
    }
    await notifyEvent(ctx.database.db, 'comment.deleted', { id: 'ok', destination_id: 'd' });
    const [event] = await stream.waitForEvents(1);
    expect(event?.event).toBe('comment.deleted');
    await stream.close();
  });
});
