/**
 * SQL of trip operations (docs/decisions/0029-trip-operations.md): the trip row locked while one
 * operation is applied, its plans as the operations see them, the plan writes, and the log.
 */
import { eq, sql } from 'drizzle-orm';
import type { TripPlanState } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { createPreparedCache } from '../../db/prepared.js';
import { rowsOf } from '../../db/raw-sql.js';
import { itineraries } from '../../db/schema.js';
import { loadTripMembers, tripMembersColumn } from '../itineraries/trip-members.js';

export interface LockedTrip {
  id: string;
  userId: string;
  isPublic: boolean;
  hiddenAt: Date | null;
  opSeq: number;
  title: string;
  startDate: string;
  endDate: string;
  location: string | null;
}

export interface LoggedOpRow {
  seq: number;
  op_id: string;
  user_id: string | null;
  kind: string;
  op: Record<string, unknown>;
  created_at: Date | string;
}

/** What the activity feed says of an operation, recorded when it is applied. */
export interface ActivitySummary {
  plan_id?: string;
  plan_title?: string;
  from_day?: number;
  to_day?: number;
  fields?: string[];
}

export interface ActivityRow extends LoggedOpRow {
  summary: ActivitySummary;
  display_name: string | null;
  avatar_url: string | null;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function createTripOpsRepository(db: Db) {
  const prepared = createPreparedCache();
  return {
    /**
     * Locks the trip for the rest of the transaction (`no key update`: it serializes operations
     * and PUTs of one trip without blocking likes and shares that reference it).
     */
    async lockTrip(id: string): Promise<LockedTrip | null> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select id, user_id, is_public, hidden_at, op_seq, title, start_date::text start_date,
            end_date::text end_date, location
          from itineraries where id = ${id} for no key update`),
      );
      if (!row) return null;
      return {
        id: row.id as string,
        userId: row.user_id as string,
        isPublic: row.is_public as boolean,
        hiddenAt: row.hidden_at === null ? null : new Date(row.hidden_at as string),
        opSeq: Number(row.op_seq),
        title: row.title as string,
        startDate: row.start_date as string,
        endDate: row.end_date as string,
        location: (row.location as string | null) ?? null,
      };
    },

    /**
     * The trip as the permission checks read it, with its members, in one round trip (a prepared
     * statement: every heartbeat, batch, catch-up and activity read starts here).
     */
    async findRef(id: string) {
      const statement = prepared('ref', () =>
        db
          .select({
            userId: itineraries.userId,
            isPublic: itineraries.isPublic,
            hiddenAt: itineraries.hiddenAt,
            opSeq: itineraries.opSeq,
            members: tripMembersColumn(itineraries.id),
          })
          .from(itineraries)
          .where(eq(itineraries.id, sql.placeholder('id'))),
      );
      const [row] = await statement.execute({ id });
      return row ?? null;
    },

    /** Every plan of the trip, as the operations see it (its own columns, not its destination's). */
    async plans(itineraryId: string): Promise<TripPlanState[]> {
      const rows = rowsOf<TripPlanState & { duration: number; cost: number }>(
        await db.execute(sql`
          select p.id, d.day_number, p.sort_key, p.time, p.destination, p.destination_id, p.location,
            p.note, p.duration, p.cost, p.lat, p.lng
          from itinerary_plans p join itinerary_days d on d.id = p.day_id
          where d.itinerary_id = ${itineraryId}`),
      );
      return rows.map((row) => ({ ...row, day_number: Number(row.day_number) }));
    },

    async members(itineraryId: string) {
      return loadTripMembers(db, itineraryId);
    },

    /** The seq an operation id was applied with on this trip, or null. */
    async seqOf(itineraryId: string, opId: string): Promise<number | null> {
      const [row] = rowsOf<{ seq: string }>(
        await db.execute(
          sql`select seq from itinerary_ops where itinerary_id = ${itineraryId} and op_id = ${opId}`,
        ),
      );
      return row ? Number(row.seq) : null;
    },

    /** Whether any trip has a plan with this id (client-chosen ids are global primary keys). */
    async planIdTaken(planId: string): Promise<boolean> {
      return rowsOf(await db.execute(sql`select 1 from itinerary_plans where id = ${planId}`)).length > 0;
    },

    async insertPlan(itineraryId: string, plan: TripPlanState) {
      await db.execute(sql`
        insert into itinerary_plans (id, day_id, position, sort_key, time, destination, destination_id,
          location, note, duration, cost, lat, lng)
        select ${plan.id}, d.id,
          (select count(*) from itinerary_plans x where x.day_id = d.id)::smallint,
          ${plan.sort_key}, ${plan.time}, ${plan.destination}, ${plan.destination_id}, ${plan.location},
          ${plan.note}, ${plan.duration}, ${plan.cost}, ${plan.lat}, ${plan.lng}
        from itinerary_days d where d.itinerary_id = ${itineraryId} and d.day_number = ${plan.day_number}`);
    },

    /** Writes every column of the plan (its day included). */
    async updatePlan(itineraryId: string, plan: TripPlanState) {
      await db.execute(sql`
        update itinerary_plans set
          day_id = (select id from itinerary_days where itinerary_id = ${itineraryId}
            and day_number = ${plan.day_number}),
          sort_key = ${plan.sort_key}, time = ${plan.time}, destination = ${plan.destination},
          destination_id = ${plan.destination_id}, location = ${plan.location}, note = ${plan.note},
          duration = ${plan.duration}, cost = ${plan.cost}, lat = ${plan.lat}, lng = ${plan.lng}
        where id = ${plan.id}`);
    },

    async deletePlan(planId: string) {
      await db.execute(sql`delete from itinerary_plans where id = ${planId}`);
    },

    /** Title, dates and location; then days 1..day count exist (the ones past the end, empty, go). */
    async updateTrip(
      itineraryId: string,
      values: {
        title: string;
        startDate: string;
        endDate: string;
        location: string | null;
        dayCount: number;
      },
    ) {
      await db.execute(sql`
        update itineraries set title = ${values.title}, start_date = ${values.startDate},
          end_date = ${values.endDate}, location = ${values.location}
        where id = ${itineraryId}`);
      await db.execute(
        sql`delete from itinerary_days where itinerary_id = ${itineraryId} and day_number > ${values.dayCount}`,
      );
      await db.execute(sql`
        insert into itinerary_days (itinerary_id, day_number)
        select ${itineraryId}, n from generate_series(1, ${values.dayCount}::int) n
        on conflict (itinerary_id, day_number) do nothing`);
    },

    /** The computed columns after a change: each day's cost, the trip's total and its plan count. */
    async recount(itineraryId: string) {
      await db.execute(sql`
        update itinerary_days d set estimated_cost =
          coalesce((select sum(p.cost) from itinerary_plans p where p.day_id = d.id), 0)
        where d.itinerary_id = ${itineraryId}`);
      await db.execute(sql`
        update itineraries i set updated_at = now(),
          total_cost = coalesce((select sum(d.estimated_cost) from itinerary_days d where d.itinerary_id = i.id), 0),
          destination_count = (select count(*) from itinerary_plans p join itinerary_days d on d.id = p.day_id
            where d.itinerary_id = i.id)
        where i.id = ${itineraryId}`);
    },

    /** Logs an applied operation with the trip's next sequence number, which it returns. */
    async append(
      itineraryId: string,
      entry: {
        opId: string;
        userId: string | null;
        kind: string;
        op: Record<string, unknown>;
        summary: ActivitySummary;
      },
    ): Promise<{ seq: number; createdAt: string }> {
      const [row] = rowsOf<{ op_seq: string }>(
        await db.execute(
          sql`update itineraries set op_seq = op_seq + 1 where id = ${itineraryId} returning op_seq`,
        ),
      );
      const seq = Number(row!.op_seq);
      const [logged] = rowsOf<{ created_at: Date | string }>(
        await db.execute(sql`
          insert into itinerary_ops (itinerary_id, seq, op_id, user_id, kind, op, summary)
          values (${itineraryId}, ${seq}, ${entry.opId}, ${entry.userId}, ${entry.kind},
            ${JSON.stringify(entry.op)}::jsonb, ${JSON.stringify(entry.summary)}::jsonb)
          returning created_at`),
      );
      return { seq, createdAt: iso(logged!.created_at) };
    },

    /** Up to `limit` logged operations after `after`, oldest first (the primary key's order). */
    async opsAfter(itineraryId: string, after: number, limit: number): Promise<LoggedOpRow[]> {
      return rowsOf<LoggedOpRow>(
        await db.execute(sql`
          select seq, op_id, user_id, kind, op, created_at from itinerary_ops
          where itinerary_id = ${itineraryId} and seq > ${after}
          order by seq limit ${limit}`),
      ).map((row) => ({ ...row, seq: Number(row.seq) }));
    },

    /**
     * The activity feed: up to `limit` logged operations before `before` (keyset on seq), newest
     * first, picked from the log through its primary key before their authors are joined.
     */
    async activity(itineraryId: string, before: number | null, limit: number): Promise<ActivityRow[]> {
      return rowsOf<ActivityRow>(
        await db.execute(sql`
          select o.seq, o.op_id, o.user_id, o.kind, o.op, o.summary, o.created_at, u.name display_name,
            u.image avatar_url
          from (select * from itinerary_ops where itinerary_id = ${itineraryId}
                  and (${before}::bigint is null or seq < ${before}::bigint)
                order by seq desc limit ${limit}) o
          left join users u on u.id = o.user_id
          order by o.seq desc`),
      ).map((row) => ({ ...row, seq: Number(row.seq) }));
    },
  };
}

export type TripOpsRepository = ReturnType<typeof createTripOpsRepository>;
export { iso as isoTime };
