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
