/**
 * The app's one connection to GET /api/events (server-sent events), shared by every feature.
 *
 * The connection opens when the first subscriber arrives and closes shortly after the last one
 * leaves. EventSource reconnects by itself after a dropped connection; when the server refuses the
 * stream (the source ends up CLOSED), this client retries with an exponential backoff. Every open
 * after the first counts as a reconnect, so features can catch up on what they missed (for
 * example by invalidating their queries) through `onReconnect` / `useRealtimeReconnect`.
 *
 * The server numbers its events: the browser's own reconnects send Last-Event-ID and get the
 * missed events replayed; a reconnect made here passes the last id as `last_event_id`. When the gap
 * is too old the server sends `resync`, which is handled like a reconnect. A server that stops
 * (deploys, scaling down) sends `reconnect` and ends the stream: this client connects again after a
 * short random pause, so the clients of one stopping instance do not all arrive at once, and
 * catches up like after any reconnect.
 */
import { useEffect, useRef } from 'react';
import { eventNames, type EventDataMap, type EventName } from '@pintrip/shared';

/** Receives the `data` of one event, typed by its name (packages/shared/src/events.ts). */
export type EventHandler<N extends EventName> = (data: EventDataMap[N]) => void;
type AnyEventHandler = (data: EventDataMap[EventName]) => void;
type ReconnectHandler = () => void;

const backoffStartMs = 1_000;
const backoffMaxMs = 30_000;
/** Keeps the stream open across a route change that unmounts and remounts subscribers. */
const idleCloseMs = 5_000;
/** After the server's `reconnect`: a new connection within this window, at random. */
const reconnectSpreadMs = 1_000;

function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    // A malformed payload: nothing to deliver.
    return null;
  }
}

/** The payload when it has the ids its event promises (`id`, and `destination_id` for comments). */
function asEventData(name: EventName, value: unknown): EventDataMap[EventName] | null {
  if (!value || typeof value !== 'object') return null;
  const ids = value as { id?: unknown; destination_id?: unknown };
  if (typeof ids.id !== 'string') return null;
  if (name.startsWith('comment.') && typeof ids.destination_id !== 'string') return null;
  return value as EventDataMap[EventName];
}

const isEventName = (name: string): name is EventName => (eventNames as readonly string[]).includes(name);

export interface RealtimeClient {
  subscribe: <N extends EventName>(name: N, handler: EventHandler<N>) => () => void;
  onReconnect: (handler: ReconnectHandler) => () => void;
  /** For tests and diagnostics: is a connection open or being opened? */
  isConnected: () => boolean;
}

export function createRealtimeClient(url: string): RealtimeClient {
  const handlers = new Map<EventName, Set<AnyEventHandler>>();
  const reconnectHandlers = new Set<ReconnectHandler>();
  let source: EventSource | null = null;
  let hasOpened = false;
  let lastEventId = '';
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  const subscriberCount = () =>
    [...handlers.values()].reduce((sum, set) => sum + set.size, 0) + reconnectHandlers.size;

  function catchUp() {
    for (const handler of [...reconnectHandlers]) handler();
  }

  function dispatch(name: string, raw: unknown) {
    if (!isEventName(name)) return;
    const data = asEventData(name, parseJson(raw));
    if (!data) return;
    for (const handler of [...(handlers.get(name) ?? [])]) {
      try {
        handler(data);
      } catch (error) {
        console.error('realtime handler failed', error);
      }
    }
  }

  function connect() {
    if (source || typeof EventSource === 'undefined') return;
    const es = new EventSource(
      lastEventId ? `${url}?last_event_id=${encodeURIComponent(lastEventId)}` : url,
      { withCredentials: true },
    );
    source = es;
    es.onopen = () => {
      attempt = 0;
      if (hasOpened) catchUp();
      hasOpened = true;
    };
    es.onerror = () => {
      // CONNECTING: the browser is already retrying. CLOSED: it gave up, so we retry ourselves.
      if (es.readyState !== EventSource.CLOSED) return;
      es.close();
      if (source === es) source = null;
      scheduleRetry();
    };
    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    for (const name of eventNames) {
      es.addEventListener(name, (event) => {
        remember(event as MessageEvent);
        dispatch(name, (event as MessageEvent).data);
      });
    }
    es.addEventListener('resync', (event) => {
      remember(event as MessageEvent);
      catchUp();
    });
    es.addEventListener('reconnect', () => {
      es.close();
      if (source === es) source = null;
      if (retryTimer) return;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (subscriberCount() > 0) connect();
      }, Math.random() * reconnectSpreadMs);
    });
    // A server that sends unnamed events with the name inside the data.
    es.onmessage = (event) => {
      const value = parseJson(event.data) as { name?: unknown; event?: unknown; data?: unknown } | null;
      const name = value?.name ?? value?.event;
      if (typeof name === 'string') dispatch(name, value?.data);
    };
  }

  function scheduleRetry() {
    if (retryTimer || subscriberCount() === 0) return;
    const delay = Math.min(backoffMaxMs, backoffStartMs * 2 ** attempt) * (0.75 + Math.random() * 0.5);
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (subscriberCount() > 0) connect();
    }, delay);
  }

  function disconnect() {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    source?.close();
    source = null;
    // The next connection starts a new session: nothing to catch up on for new subscribers, and
    // the queries of a remounted screen fetch fresh data anyway.
    hasOpened = false;
    lastEventId = '';
    attempt = 0;
  }

  function retain() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    connect();
  }

  function release() {
    if (subscriberCount() > 0 || idleTimer) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (subscriberCount() === 0) disconnect();
    }, idleCloseMs);
  }

  return {
    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      // The map holds every event's handlers; `dispatch` only calls a name's own with its data.
      const stored = handler as AnyEventHandler;
      set.add(stored);
      retain();
      return () => {
        set.delete(stored);
        release();
      };
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      retain();
      return () => {
        reconnectHandlers.delete(handler);
        release();
      };
    },
    isConnected: () => source !== null,
  };
}

/** The app-wide client (one EventSource for the whole app). */
export const realtime = createRealtimeClient('/api/events');

/**
 * Calls `handler` with the data of every `name` event while the component is mounted. The handler
 * may change between renders without resubscribing.
 */
export function useRealtimeEvent<N extends EventName>(
  name: N,
  handler: EventHandler<N>,
  client: RealtimeClient = realtime,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.subscribe(name, (data) => latest.current(data)), [name, client]);
}

/** Calls `handler` after the stream reconnects, so a screen can catch up on missed events. */
export function useRealtimeReconnect(handler: ReconnectHandler, client: RealtimeClient = realtime) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client.onReconnect(() => latest.current()), [client]);
}
