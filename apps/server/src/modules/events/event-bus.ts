/**
 * The realtime event bus. Writers publish inside their write transaction with `pg_notify`, which
 * PostgreSQL (and PGlite) delivers only when the transaction commits — a rolled-back write never
 * announces anything, and an event never arrives before its row is visible. Every server process
 * LISTENs once on the channel (createEventHub) and fans each notification out to its SSE clients,
 * so every instance sharing the database delivers every event, whichever instance made the change.
 */
import { sql } from 'drizzle-orm';
import { eventNames, type EventDataMap, type EventName, type Owned, type Visibility } from '@pintrip/shared';
import type { Database, Db } from '../../db/client.js';

export const eventChannel = 'pintrip_events';

/** NOTIFY refuses payloads of 8000 bytes or more; stay clearly below. */
export const maxNotifyPayloadBytes = 7900;

/** A database handle or an open transaction: anything that can run a statement. */
export type SqlExecutor = Pick<Db, 'execute'>;

/**
 * The items an event is about (a comment and its destination, say), each as the visibility rule
 * (`canSee`) reads it: a subscriber receives the event only if it may see every one of them. It
 * travels beside `data` and never reaches a client. Absent: everyone may see the event.
 */
export type EventAudience = (Owned & Visibility)[];

interface WireEvent {
  name: EventName;
  data: { id: string; destination_id?: string; [field: string]: unknown };
  about?: EventAudience;
}

/**
 * The payload as it goes on the wire. When the data is too large for NOTIFY, only `id` (and
 * `destination_id`) are kept: a client then fetches what it needs.
 */
export function encodeEvent<N extends EventName>(
  name: N,
  data: EventDataMap[N],
  about?: EventAudience,
): string {
  const audience = about === undefined ? {} : { about };
  const full = JSON.stringify({ name, data, ...audience } satisfies WireEvent);
  if (Buffer.byteLength(full, 'utf8') <= maxNotifyPayloadBytes) return full;
  const { id, destination_id } = data as WireEvent['data'];
  return JSON.stringify({
    name,
    data: { id, ...(destination_id === undefined ? {} : { destination_id }) },
    ...audience,
  } satisfies WireEvent);
}

/**
 * Queues an event for delivery when the surrounding transaction commits. Call it with the
 * transaction (`tx`) of the write it announces; outside a transaction it is sent at once.
 */
export async function notifyEvent<N extends EventName>(
  executor: SqlExecutor,
  name: N,
  data: EventDataMap[N],
  about?: EventAudience,
): Promise<void> {
  await executor.execute(sql`select pg_notify(${eventChannel}, ${encodeEvent(name, data, about)})`);
}

/** What services are handed (STYLE: side effects behind an interface given at construction). */
export interface EventPublisher {
  publish<N extends EventName>(
    executor: SqlExecutor,
    name: N,
    data: EventDataMap[N],
    about?: EventAudience,
  ): Promise<void>;
}

export const pgNotifyPublisher: EventPublisher = { publish: notifyEvent };

/** An event as the hub hands it to subscribers: numbered in the order this process received it. */
export interface HubEvent {
  id: number;
  name: EventName;
  data: WireEvent['data'];
  /** Who may receive it (see EventAudience); undefined: everyone. */
  about?: EventAudience;
}

export type HubListener = (event: HubEvent) => void;

export interface EventHub {
  /** LISTENs on the channel; idempotent. */
  start(): Promise<void>;
  /** Stops listening and drops every subscriber. */
  stop(): Promise<void>;
  /** Receives every later event; returns the unsubscribe function. */
  subscribe(listener: HubListener): () => void;
  /**
   * The buffered events after `lastEventId`, oldest first, or null when the buffer no longer
   * reaches back that far (the client must refetch instead of catching up).
   */
  since(lastEventId: number): HubEvent[] | null;
  /** The id of the newest event so far (0 before any). */
  readonly lastId: number;
  readonly subscriberCount: number;
}

export interface EventHubOptions {
  /** How many recent events are kept for Last-Event-ID catch-up. */
  bufferSize?: number;
  /** The first id minus one. Defaults to the start time in µs, so ids also grow across restarts. */
  firstId?: number;
  onError?: (error: unknown) => void;
}

const knownNames = new Set<string>(eventNames);

/** What a malformed audience becomes: an item only admins may see. */
const restricted: Owned & Visibility = { userId: null, isHidden: true };

function isAudience(value: unknown): value is EventAudience {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { isHidden?: unknown }).isHidden === 'boolean' &&
        'userId' in item,
    )
  );
}

function decode(payload: string): WireEvent | null {
  try {
    const parsed = JSON.parse(payload) as Partial<WireEvent> | null;
    if (!parsed || typeof parsed.name !== 'string' || !knownNames.has(parsed.name)) return null;
    if (!parsed.data || typeof parsed.data !== 'object' || typeof parsed.data.id !== 'string') return null;
    // An audience that cannot be read keeps the event from everyone but admins.
    if (parsed.about !== undefined && !isAudience(parsed.about))
      return { ...parsed, about: [restricted] } as WireEvent;
    return parsed as WireEvent;
  } catch {
    return null;
  }
}

/** One per app: a single LISTEN for the process, fanned out to any number of subscribers. */
export function createEventHub(database: Pick<Database, 'listen'>, options: EventHubOptions = {}): EventHub {
  const bufferSize = options.bufferSize ?? 500;
  const buffer: HubEvent[] = [];
  const listeners = new Set<HubListener>();
  let lastId = options.firstId ?? Date.now() * 1000;
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  const receive = (payload: string) => {
    const wire = decode(payload);
    if (!wire) {
      options.onError?.(new Error(`ignored a malformed event payload on ${eventChannel}`));
      return;
    }
    lastId += 1;
    const event: HubEvent = {
      id: lastId,
      name: wire.name,
      data: wire.data,
      ...(wire.about === undefined ? {} : { about: wire.about }),
    };
    buffer.push(event);
    if (buffer.length > bufferSize) buffer.shift();
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        options.onError?.(error);
      }
    }
  };

  return {
    start() {
      starting ??= database.listen(eventChannel, receive).then((stop) => {
        unlisten = stop;
      });
      return starting;
    },
    async stop() {
      listeners.clear();
      const stop = unlisten;
      unlisten = undefined;
      starting = undefined;
      // A database already gone (the reason for stopping, perhaps) must not fail the shutdown.
      await stop?.().catch((error: unknown) => options.onError?.(error));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    since(lastEventId) {
      if (lastEventId >= lastId) return lastEventId === lastId ? [] : null;
      const oldest = buffer[0];
      // Catch-up is exact only if the event right after lastEventId is still buffered.
      if (!oldest || oldest.id > lastEventId + 1) return null;
      return buffer.filter((event) => event.id > lastEventId);
    },
    get lastId() {
      return lastId;
    },
    get subscriberCount() {
      return listeners.size;
    },
  };
}
