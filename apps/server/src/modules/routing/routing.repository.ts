/** SQL of the travel-time cache (route_cache, migration 0022). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/raw-sql.js';

/** A pair of points rounded to 1e-4°, as integers. */
export interface CacheKey {
  from_lat: number;
  from_lng: number;
  to_lat: number;
  to_lng: number;
}

export interface CachedLeg extends CacheKey {
  duration_s: number;
  distance_m: number;
}

/** How long an answer is read back. */
export const routeCacheDays = 30;

export function createRoutingRepository(db: Db) {
  return {
    /** The fresh cached legs among `keys` (any order). */
    async lookup(
      provider: string,
      mode: string,
      bucket: string,
      keys: readonly CacheKey[],
    ): Promise<CachedLeg[]> {
      if (keys.length === 0) return [];
      const result = await db.execute(sql`
        select c.from_lat, c.from_lng, c.to_lat, c.to_lng, c.duration_s, c.distance_m
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
          as k(from_lat integer, from_lng integer, to_lat integer, to_lng integer)
        join route_cache c
          on c.provider = ${provider} and c.mode = ${mode} and c.bucket = ${bucket}
          and c.from_lat = k.from_lat and c.from_lng = k.from_lng
          and c.to_lat = k.to_lat and c.to_lng = k.to_lng
        where c.created_at > now() - make_interval(days => ${routeCacheDays})`);
      return rowsOf<CachedLeg>(result);
    },

    /** Keeps `legs` (a newer answer replaces an older one). */
    async store(provider: string, mode: string, bucket: string, legs: readonly CachedLeg[]): Promise<void> {
      if (legs.length === 0) return;
      await db.execute(sql`
        insert into route_cache (provider, mode, bucket, from_lat, from_lng, to_lat, to_lng, duration_s, distance_m)
        select distinct on (k.from_lat, k.from_lng, k.to_lat, k.to_lng)
          ${provider}, ${mode}, ${bucket}, k.from_lat, k.from_lng, k.to_lat, k.to_lng, k.duration_s, k.distance_m
        from jsonb_to_recordset(${JSON.stringify(legs)}::jsonb)
          as k(from_lat integer, from_lng integer, to_lat integer, to_lng integer, duration_s integer, distance_m integer)
        on conflict (provider, mode, bucket, from_lat, from_lng, to_lat, to_lng) do update
          set duration_s = excluded.duration_s, distance_m = excluded.distance_m, created_at = now()`);
    },
  };
}
export type RoutingRepository = ReturnType<typeof createRoutingRepository>;
