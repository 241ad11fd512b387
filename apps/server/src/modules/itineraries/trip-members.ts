/**
 * A trip's companions as the shared rules read them (`TripMember[]` for `canSee`, `tripRoleOf`,
 * `canEditItinerary`…). Every way out that shows an itinerary — the API, the server-written pages
 * and link previews, the calendar export, the event stream's audience — loads them through here
 * (docs/decisions/0028-trip-members.md).
 */
import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TripMember } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { qualified } from '../../db/author.js';
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
 * The same members as a column of a query on the itineraries (`itineraryId` is its id column): a
 * correlated json_agg over itinerary_members' primary key, so that a read that needs the trip and
 * its members (a permission check) takes them in one round trip.
 */
export function tripMembersColumn(itineraryId: AnyColumn): SQL<TripMember[]> {
  return sql`coalesce((select json_agg(json_build_object('userId', m.user_id, 'role', m.role)
      order by m.created_at, m.user_id) from itinerary_members m where m.itinerary_id = ${qualified(itineraryId)}),
    '[]'::json)`.mapWith(
    (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as TripMember[],
  );
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
