/**
 * Counters in fixed windows, kept in PostgreSQL so that every instance sharing the database counts
 * together. They live in better-auth's `rate_limits` table (key, count, last_request in ms) under
 * keys of their own (`pintrip:…`; better-auth's keys start with an address); `last_request` holds
 * the start of the key's current window here. A window opens at a key's first hit and lasts
 * `windowMs`; the hit after it opens the next one.
 */
import { and, like, lt, sql } from 'drizzle-orm';
import { isConstraintViolation } from '../lib/pg-errors.js';
import type { Db } from './client.js';
import { rateLimits } from './schema.js';

/** The database clock in ms: the same for every instance. */
const nowMs = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export const rateCounterPrefix = 'pintrip:';

export interface RateHit {
  key: string;
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Milliseconds until the window closes. */
  resetsInMs: number;
}

export function createRateCounters(db: Db) {
  /** One atomic upsert of a hit on each of `sorted`. */
  const upsert = async (sorted: string[], windowMs: number): Promise<RateHit[]> => {
    const expired = sql`${rateLimits.lastRequest} <= ${nowMs} - ${windowMs}`;
    const rows = await db
      .insert(rateLimits)
      .values(sorted.map((key) => ({ id: key, key, count: 1, lastRequest: sql`${nowMs}` })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: sql`case when ${expired} then ${nowMs} else ${rateLimits.lastRequest} end`,
        },
      })
      .returning({
        key: rateLimits.key,
        count: rateLimits.count,
        resetsInMs: sql<string>`${rateLimits.lastRequest} + ${windowMs} - ${nowMs}`,
      });
    return rows.map((row) => ({ key: row.key, count: row.count, resetsInMs: Number(row.resetsInMs) }));
  };

  return {
    /**
     * Counts one hit on each key, in one statement (one atomic upsert, whatever runs beside it).
     * Keys are written in sorted order, so two statements never wait for each other's rows in a
     * cycle.
     */
    async hit(keys: readonly string[], windowMs: number): Promise<RateHit[]> {
      if (keys.length === 0) return [];
      const sorted = [...new Set(keys)].sort();
      // A key's row has two unique indexes (better-auth's id, and key). Two first hits at once
      // both find no row, and the one that inserts second collides on the id, which ON CONFLICT
      // (key) does not cover: it runs again and then finds the row the other one committed.
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await upsert(sorted, windowMs);
        } catch (error) {
          if (attempt >= 3 || !isConstraintViolation(error, 'unique')) throw error;
        }
      }
    },

    /** True for the first hit on `key` in its window, false for the ones after it. */
    async first(key: string, windowMs: number): Promise<boolean> {
      const [hit] = await this.hit([key], windowMs);
      return hit?.count === 1;
    },

    /** Removes our keys whose window closed more than `olderThanMs` ago. */
    async prune(olderThanMs: number) {
      await db
        .delete(rateLimits)
        .where(
          and(
            like(rateLimits.key, `${rateCounterPrefix}%`),
            lt(rateLimits.lastRequest, sql`${nowMs} - ${olderThanMs}`),
          ),
        );
    },
  };
}
export type RateCounters = ReturnType<typeof createRateCounters>;
