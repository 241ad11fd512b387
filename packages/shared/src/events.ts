/** Names of the realtime events delivered by GET /api/events. */
export const eventNames = [
  'destination.created',
  'destination.updated',
  'destination.deleted',
  'comment.created',
  'comment.deleted',
] as const;

export type EventName = (typeof eventNames)[number];

export interface RealtimeEvent {
  name: EventName;
  data: { id: string; destination_id?: string };
}

/** `data` of each event: always `id`; comment events also carry `destination_id`. */
export interface EventDataMap {
  'destination.created': { id: string; [field: string]: unknown };
  'destination.updated': { id: string; [field: string]: unknown };
  'destination.deleted': { id: string };
  'comment.created': { id: string; destination_id: string; [field: string]: unknown };
  'comment.deleted': { id: string; destination_id: string; [field: string]: unknown };
}

/** One message of the event stream as a client parses it (`id:` line, `event:` line, JSON `data:`). */
export interface StreamEvent<N extends EventName = EventName> {
  /** Monotonic per server process; sent back as Last-Event-ID on reconnect. */
  id: number;
  name: N;
  data: EventDataMap[N];
}
