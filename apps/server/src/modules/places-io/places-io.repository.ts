/**
 * SQL of places in and out: destinations near imported places (a latitude band on
 * destinations_lat_idx, then the longitude and the exact distance in the service) and calendar
 * feeds (migration 0023).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-sql.js';

export interface NearbyDestination {
  i: number;
  id: string;
  title: string;
  lat: number;
  lng: number;
  user_id: string;
  hidden_at: Date | string | null;
}

export interface FeedRow {
  id: string;
  user_id: string;
  itinerary_id: string | null;
  created_at: Date | string;
}

/** How many trips a user's feed holds at most: the latest starting first. */
export const userFeedTripsMax = 200;

export function createPlacesIoRepository(db: Db) {
  return {
    /**
     * Destinations within a box of ±`degLat` / ±`degLng` around each point (`i` is the point's
     * index). One query for all points, each a range scan of destinations_lat_idx.
     */
    async destinationsNear(points: { lat: number; lng: number }[], degLat: number, degLng: number) {
      if (points.length === 0) return [];
      const values = sql.join(
        points.map((p, i) => sql`(${i}::int, ${p.lat}::float8, ${p.lng}::float8)`),
        sql`, `,
      );
      return rowsOf<NearbyDestination>(
        await db.execute(sql`
          select p.i, d.id, d.title, d.lat, d.lng, d.user_id, d.hidden_at
          from (values ${values}) as p(i, lat, lng)
          join destinations d
            on d.lat between p.lat - ${degLat}::float8 and p.lat + ${degLat}::float8
           and d.lng between p.lng - ${degLng}::float8 and p.lng + ${degLng}::float8
          order by p.i, d.created_at, d.id`),
      );
    },

    async findFeed(userId: string, itineraryId: string | null): Promise<FeedRow | null> {
      const [row] = rowsOf<FeedRow>(
        await db.execute(sql`
          select id, user_id, itinerary_id, created_at from calendar_feeds
          where user_id = ${userId}
            and ${itineraryId === null ? sql`itinerary_id is null` : sql`itinerary_id = ${itineraryId}`}`),
      );
      return row ?? null;
    },

    /** Inserts a feed with `id` unless the user already has one for it; answers the row kept. */
    async insertFeed(values: { id: string; userId: string; itineraryId: string | null; tokenHash: string }) {
      const [row] = rowsOf<FeedRow>(
        await db.execute(sql`
          insert into calendar_feeds (id, user_id, itinerary_id, token_hash)
          values (${values.id}, ${values.userId}, ${values.itineraryId}, ${values.tokenHash})
          on conflict do nothing
          returning id, user_id, itinerary_id, created_at`),
      );
      return row ?? null;
    },

    async deleteFeed(userId: string, itineraryId: string | null): Promise<boolean> {
      const rows = rowsOf(
        await db.execute(sql`
          delete from calendar_feeds
          where user_id = ${userId}
            and ${itineraryId === null ? sql`itinerary_id is null` : sql`itinerary_id = ${itineraryId}`}
          returning id`),
      );
      return rows.length > 0;
    },

    async feedByTokenHash(tokenHash: string): Promise<FeedRow | null> {
      const [row] = rowsOf<FeedRow>(
        await db.execute(sql`
          select id, user_id, itinerary_id, created_at from calendar_feeds where token_hash = ${tokenHash}`),
      );
      return row ?? null;
    },

    /** The account a feed speaks for, as the policies read it. */
    async actorOf(userId: string) {
      const [row] = rowsOf<{
        id: string;
        is_active: boolean;
        is_admin: boolean | null;
        is_super_admin: boolean | null;
      }>(
        await db.execute(sql`
          select u.id, u.is_active, a.is_admin, a.is_super_admin
          from users u left join admin_users a on a.user_id = u.id
          where u.id = ${userId}`),
      );
      return row
        ? {
            id: row.id,
            isActive: row.is_active,
            isAdmin: Boolean(row.is_admin),
            isSuperAdmin: Boolean(row.is_super_admin),
          }
        : null;
    },

    /** The trips a user owns or is a member of, latest start first. */
    async tripsOf(userId: string): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          select i.id from itineraries i
          where i.user_id = ${userId}
             or exists (select 1 from itinerary_members m where m.itinerary_id = i.id and m.user_id = ${userId})
          order by i.start_date desc, i.id
          limit ${userFeedTripsMax}`),
      );
      return rows.map((row) => row.id);
    },
  };
}

export type PlacesIoRepository = ReturnType<typeof createPlacesIoRepository>;
