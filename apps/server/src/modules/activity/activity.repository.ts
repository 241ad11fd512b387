import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-sql.js';

export interface StatsRow {
  destinations_count: number;
  itineraries_count: number;
  likes_received: number;
}

export function createActivityRepository(db: Db) {
  return {
    /**
     * The user's pinpoints and itineraries, and the likes on them, in one statement: two
     * aggregates over the user's own rows (destinations_user_latest_idx, itineraries_user_latest_idx).
     */
    async stats(userId: string): Promise<StatsRow> {
      const result = await db.execute(sql`
        select d.n as destinations_count, i.n as itineraries_count, (d.likes + i.likes) as likes_received
        from (select count(*)::int as n, coalesce(sum(likes_count), 0)::int as likes
                from destinations where user_id = ${userId}) d,
             (select count(*)::int as n, coalesce(sum(likes_count), 0)::int as likes
                from itineraries where user_id = ${userId}) i`);
      const [row] = rowsOf<StatsRow>(result);
      return row ?? { destinations_count: 0, itineraries_count: 0, likes_received: 0 };
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
