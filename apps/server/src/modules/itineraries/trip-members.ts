/**
 * A trip's companions as the shared rules read them (`TripMember[]` for `canSee`, `tripRoleOf`,
 * `canEditItinerary`…). Every way out that shows an itinerary — the API, the server-written pages
 * and link previews, the calendar export, the event stream's audience — loads them through here
 * (docs/decisions/0028-trip-members.md).
 */
import { asc, eq } from 'drizzle-orm';
import type { TripMember } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { itineraryMembers } from '../../db/schema.js';
import { visibilityOf } from '../../lib/visibility.js';
import type { EventAudience } from '../events/event-bus.js';

/** The members of `itineraryId` (its owner is not one), oldest first; by the primary key. */
export async function loadTripMembers(db: Db, itineraryId: string): Promise<TripMember[]> {
  return db
    .select({ userId: itineraryMembers.userId, role: itineraryMembers.role })
    .from(itineraryMembers)
    .where(eq(itineraryMembers.itineraryId, itineraryId))
    .orderBy(asc(itineraryMembers.createdAt), asc(itineraryMembers.userId));
}

/**
 * Who may receive an event about the itinerary `row`: its visibility with its members, to pass as
 * `publish(name, data, await tripAudience(tx, row))` — the stream then lets its members through
 * as `canSee` does everywhere else.
 */
export async function tripAudience(
  db: Db,
  row: { id: string; userId: string | null; hiddenAt: Date | string | null; isPublic: boolean },
): Promise<EventAudience> {
  return [visibilityOf({ ...row, members: await loadTripMembers(db, row.id) })];
}
