import type { Comment } from './comments.js';
import type { DestinationSnapshot } from './destinations.js';

/** Names of the realtime events delivered by GET /api/events. */
export const eventNames = [
  'destination.created',
  'destination.updated',
  'destination.deleted',
  'comment.created',
  'comment.deleted',
  'comment.updated',
  'itinerary.op',
  'itinerary.presence',
  'itinerary.money',
  'itinerary.lists',
  'itinerary.bookings',
] as const;

export type EventName = (typeof eventNames)[number];

/**
 * `destination.created` / `destination.updated`: the id, and the public fields that changed (a
 * whole snapshot after a write, the counts after a like or bookmark). A payload too large for
 * NOTIFY keeps only `id`, so every other field may be absent: a client fetches what it lacks.
 */
type DestinationEventData = { id: string } & Partial<Omit<DestinationSnapshot, 'id'>>;

/**
 * `comment.created` / `comment.deleted`: which comment under which destination, maybe more;
 * `comment.updated`: a comment's reactions changed (its `likes_count` and `dislikes_count`).
 */
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
  'comment.updated': CommentEventData;
  'itinerary.op': ItineraryOpEventData;
  'itinerary.presence': ItineraryPresenceEventData;
  'itinerary.money': ItineraryMoneyEventData;
  'itinerary.lists': ItineraryListsEventData;
  'itinerary.bookings': ItineraryBookingsEventData;
};

/**
 * `itinerary.money`: trip `id`'s money changed (docs/API.md "Trip money"), sent to its owner and
 * members only (and admins, as every trip event): what changed and by whom, never an amount — a
 * screen refetches the expenses or balances it shows.
 */
export type ItineraryMoneyEventData = {
  id: string;
  kind:
    | 'expense.saved'
    | 'expense.deleted'
    | 'settlement.recorded'
    | 'settlement.undone'
    // 환전 records, the common pool and receipts (docs/decisions/0036).
    | 'exchange.saved'
    | 'exchange.deleted'
    | 'pool.saved'
    | 'pool.deleted'
    | 'receipt.saved'
    | 'receipt.deleted'
    // Rounds of an outing and where members take transfers (docs/decisions/0048).
    | 'outing.saved'
    | 'outing.deleted'
    | 'account.saved'
    | 'account.deleted';
  expense_id?: string;
  outing_id?: string;
  settlement_id?: string;
  exchange_id?: string;
  contribution_id?: string;
  user_id: string;
};

/**
 * `itinerary.lists`: trip `id`'s packing list or to-dos changed (docs/API.md "Trip lists"), sent
 * to its owner and members only: which item (absent when a template added several) and by whom;
 * a screen refetches the lists.
 */
export type ItineraryListsEventData = {
  id: string;
  kind: 'item.saved' | 'item.deleted' | 'template.applied';
  item_id?: string;
  user_id: string;
};

/**
 * `itinerary.bookings`: trip `id`'s reservations changed (docs/API.md "Trip reservations"), sent to
 * its owner and members only: which one and by whom, never its details.
 */
export type ItineraryBookingsEventData = {
  id: string;
  kind: 'booking.saved' | 'booking.deleted';
  booking_id: string;
  user_id: string;
};

/**
 * `itinerary.op`: an operation the server applied to trip `id` (docs/API.md "Editing a trip
 * together"), sent to whoever may see the trip (its members included). A payload too large for
 * NOTIFY keeps only `id`: the client then asks GET /api/itineraries/:id/ops?after=its last seq.
 */
export type ItineraryOpEventData = { id: string } & Partial<{
  seq: number;
  op_id: string;
  user_id: string;
  kind: string;
  op: Record<string, unknown>;
}>;

/** `itinerary.presence`: who is in trip `id`'s planner and which plan they edit (not stored). */
export type ItineraryPresenceEventData = {
  id: string;
  user_id: string;
  name: string;
  avatar: string | null;
  plan_id: string | null;
  at: string;
};
