import type { Comment } from './comments.js';
import type { DestinationSnapshot } from './destinations.js';

/** Names of the realtime events delivered by GET /api/events. */
export const eventNames = [
  'destination.created',
  'destination.updated',
  'destination.deleted',
  'comment.created',
  'comment.deleted',
] as const;

export type EventName = (typeof eventNames)[number];

/**
 * `destination.created` / `destination.updated`: the id, and the public fields that changed (a
 * whole snapshot after a write, the counts after a like or bookmark). A payload too large for
 * NOTIFY keeps only `id`, so every other field may be absent: a client fetches what it lacks.
 */
type DestinationEventData = { id: string } & Partial<Omit<DestinationSnapshot, 'id'>>;

/** `comment.created` / `comment.deleted`: which comment under which destination, maybe more. */
export type CommentEventData = { id: string; destination_id: string } & Partial<
  Omit<Comment, 'id' | 'destination_id'>
>;

/** The `data` (JSON) of each event, as the server publishes it and the web app reads it. */
export type EventDataMap = {
  'destination.created': DestinationEventData;
  'destination.updated': DestinationEventData;
  'destination.deleted': { id: string };
  'comment.created': CommentEventData;
  'comment.deleted': CommentEventData;
};
