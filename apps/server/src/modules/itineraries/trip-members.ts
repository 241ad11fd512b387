/**
 * A trip's companions as the trip rules read them (policies.ts: tripRoleOf, canEditItinerary,
 * canSee through `Visibility.members`). The one loader every door uses; the owner has no row.
 */
import { sql } from 'drizzle-orm';
import type { MemberRole, TripMember } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-sql.js';

export async function loadTripMembers(db: Pick<Db, 'execute'>, itineraryId: string): Promise<TripMember[]> {
  const result = await db.execute(
    sql`select user_id, role from itinerary_members where itinerary_id = ${itineraryId}`,
  );
  return rowsOf<{ user_id: string; role: MemberRole }>(result).map((row) => ({
    userId: row.user_id,
    role: row.role,
  }));
}
