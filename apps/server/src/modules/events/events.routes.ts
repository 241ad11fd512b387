/**
 * GET /api/events: the Server-Sent Events stream. The response is taken over from Fastify
 * (hijacked) and written by hand, because it never ends on its own: it closes when the client
 * goes away or the app closes (preClose ends every open stream so shutdown does not wait).
 * When the process starts draining (SIGTERM), every stream is told to reconnect — soon, and so to
 * another instance — with a `reconnect` event, then ends.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canSee, type Actor } from '@pintrip/shared';
import type { Lifecycle } from '../../lib/lifecycle.js';
import type { EventHub, HubEvent } from './event-bus.js';
import type { StreamLimits } from './stream-limits.js';

export interface EventsRoutesOptions {
  hub: EventHub;
  /** Comment-line heartbeat interval; proxies drop connections that stay silent. */
  heartbeatMs?: number;
  /** The reconnect delay suggested to EventSource. */
  retryMs?: number;
  /** A client that lets this much output pile up unread is disconnected. */
  maxBufferedBytes?: number;
  /** Draining ends every stream with a `reconnect` event. */
  lifecycle?: Lifecycle;
  /** The reconnect delay suggested when the process drains (short: another instance is up). */
  drainRetryMs?: number;
  /** Told the number of open streams whenever it changes (metrics). */
  onClientCount?: (count: number) => void;
  /** Caps on open streams per address and per process (stream-limits.ts). */
  limits?: StreamLimits;
  /**
   * Reports the accounts whose viewer changed (viewer-cache.ts): their streams are told to
   * reconnect, so that a deactivated, demoted or signed-out viewer stops receiving what it could
   * see before.
   */
  viewerChanges?: (listener: (userId: string) => void) => () => void;
}

/** Sent instead of a catch-up when the missed events are no longer buffered: refetch, then go on. */
export const resyncEventName = 'resync';

/** Sent before the server ends a stream because it stops: reconnect now (catching up), not later. */
export const reconnectEventName = 'reconnect';

/**
 * Whether `viewer` may receive `event`: it must be allowed to see every item the event is about
 * (the shared rule, decided from the event itself: no query per event or per subscriber).
 */
export const mayReceive = (viewer: Actor | null, event: HubEvent): boolean =>
  event.about?.every((item) => canSee(viewer, item)) ?? true;

export function formatEvent(event: HubEvent): string {
  return `id: ${event.id}\nevent: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function parseLastEventId(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d{1,16}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

export const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  const { hub } = options;
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const retryMs = options.retryMs ?? 3_000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const drainRetryMs = options.drainRetryMs ?? 500;
  const open = new Set<ServerResponse>();
  const counted = () => options.onClientCount?.(open.size);
  const goodbye = () => `retry: ${drainRetryMs}\nevent: ${reconnectEventName}\ndata: {}\n\n`;

  options.lifecycle?.onDrain(() => {
    for (const res of open) if (!res.writableEnded) res.end(goodbye());
    open.clear();
    counted();
  });
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
    counted();
  });

  app.get(
    '/events',
    {
      config: { access: 'visitor' },
      ...(options.limits ? { onRequest: options.limits.admit } : {}),
      // Compression would buffer the stream; SSE must flush every event as it happens.
      compress: false,
      schema: {
        tags: ['realtime'],
        summary: 'Server-Sent Events: destination.* and comment.* as they are committed',
        description:
          'text/event-stream. Each message has `id:`, `event:` and JSON `data:` (at least `id`; ' +
          '`destination_id` for comments). Reconnect with Last-Event-ID (header, or the ' +
          '`last_event_id` query parameter) to receive what was missed; a `resync` event means ' +
          'the gap is too old and the client should refetch; a `reconnect` event means this server ' +
          "is stopping, or that the account of the stream's session changed, and the client should " +
          'connect again at once. An event about a hidden item ' +
          'reaches only streams whose viewer (the session the stream was opened with) may see it.',
        querystring: z.object({ last_event_id: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const lastEventId =
        parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(request.query.last_event_id);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies otherwise buffer the response.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      if (options.lifecycle?.phase === 'draining') {
        res.end(goodbye());
        return;
      }
      open.add(res);
      counted();

      let closed = false;
      const write = (chunk: string) => {
        if (closed || res.writableEnded) return;
        res.write(chunk);
        if (res.writableLength > maxBufferedBytes) res.end();
      };

      // Subscribing, catching up and writing happen in one synchronous step: no notification can
      // arrive in between, so nothing is lost or repeated between catch-up and live delivery.
      // The viewer is the one of the connection: signing in or out means reconnecting.
      const viewer = request.viewer;
      const send = (event: HubEvent) => {
        if (mayReceive(viewer, event)) write(formatEvent(event));
      };
      const unsubscribe = hub.subscribe(send);
      const stopWatchingViewer =
        viewer && options.viewerChanges
          ? options.viewerChanges((userId) => {
              if (userId === viewer.id && !res.writableEnded) res.end(goodbye());
            })
          : undefined;
      write(`retry: ${retryMs}\n: connected\n\n`);
      if (lastEventId !== undefined) {
        const missed = hub.since(lastEventId);
        if (missed === null) write(`id: ${hub.lastId}\nevent: ${resyncEventName}\ndata: {}\n\n`);
        else for (const event of missed) send(event);
      }

      const heartbeat = setInterval(() => write(`: ping ${Date.now()}\n\n`), heartbeatMs);
      heartbeat.unref();

      const cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        stopWatchingViewer?.();
        open.delete(res);
        counted();
      };
      // The response's 'close' fires when the client goes away (the request's own 'close' fires
      // as soon as its empty body has been read, so it cannot tell).
      res.on('close', cleanup);
      res.on('error', cleanup);
    },
  );
};
