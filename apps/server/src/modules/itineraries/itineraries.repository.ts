/**
 * SQL for itineraries, their days, plans, likes, shares and counted views. Lists pick their page
 * first: the ids of one page come from ORDER BY … LIMIT on the itineraries table through an index
 * (keyset condition included); only then are the authors, the viewer's is_liked and the source of
 * a copy read, for those rows only.
 */
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { sortKeysInOrder, type ItineraryScope, type ItinerarySort, type ShareChannel } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { toggleQuery } from '../../db/toggle.js';
import { authorColumn, qualified } from '../../db/author.js';
import { createPreparedCache } from '../../db/prepared.js';
import { rowsOf } from '../../db/raw-sql.js';
import { defineKeyset } from '../../lib/keyset.js';
import { loadTripMembers, tripMembersColumn } from './trip-members.js';
import {
  destinations,
  itineraries,
  itineraryDays,
  itineraryLikes,
  itineraryPlans,
  itineraryShares,
  itineraryViews,
  users,
} from '../../db/schema.js';
import type { FlushedView, PendingView } from './view-counter.js';

/** A plan as findFull's JSON holds it (times as text). */
type PlanJson = Omit<ItineraryPlanRow, 'linkedHiddenAt'> & { linkedHiddenAt: string | null };

/** A json column as the drivers hand it back: parsed, or JSON text on some paths. */
const parseJsonArray = (value: unknown): string[] =>
  value == null ? [] : ((typeof value === 'string' ? JSON.parse(value) : value) as string[]);

const i = itineraries;
const idKey = { column: i.id, type: 'uuid' } as const;
const createdAtKey = { column: i.createdAt, type: 'timestamp' } as const;

/**
 * Each sort of the list, declared once. The indexes in db/schema.ts match: for public rows the
 * partial `itineraries_public_*_idx`, for one owner's rows `itineraries_user_*_idx` (latest and
 * oldest share one index, read in either direction).
 */
export const itinerarySortKeys = {
  latest: defineKeyset('latest', 'desc', [createdAtKey, idKey]),
  oldest: defineKeyset('oldest', 'asc', [createdAtKey, idKey]),
  views: defineKeyset('views', 'desc', [{ column: i.viewsCount, type: 'bigint' }, idKey]),
  likes: defineKeyset('likes', 'desc', [{ column: i.likesCount, type: 'int' }, idKey]),
  shares: defineKeyset('shares', 'desc', [{ column: i.shareCount, type: 'int' }, idKey]),
  copies: defineKeyset('copies', 'desc', [{ column: i.copyCount, type: 'int' }, idKey]),
} satisfies Record<ItinerarySort, unknown>;

export interface ListFilter {
  /** Who is asking: null for a visitor (then only `all` and `public` reach the repository). */
  viewerId: string | null;
  scope: ItineraryScope;
  sort: ItinerarySort;
  cursor?: string | undefined;
  limit: number;
}

/** The columns an itinerary row is written with; counters and dates of creation are the database's. */
export interface ItineraryValues {
  title: string;
  startDate: string;
  endDate: string;
  location: string | null;
  totalCost: number;
  destinationCount: number;
}

export interface PlanValues {
  position: number;
  time: string | null;
  destination: string;
  destinationId: string | null;
  location: string | null;
  note: string | null;
  duration: number;
  cost: number;
  /** A free-text plan's own coordinates (null on a linked plan: it takes its destination's). */
  lat: number | null;
  lng: number | null;
}

export interface DayValues {
  dayNumber: number;
  estimatedCost: number;
  plans: PlanValues[];
}

/** The source of a copy, as summaryColumns reads it. */
export interface CopiedFromRow {
  id: string;
  title: string;
  user_id: string;
  is_public: boolean;
  is_hidden: boolean;
}

export function summaryColumns(viewerId: string | Placeholder | null) {
  return {
    id: i.id,
    userId: i.userId,
    title: i.title,
    isPublic: i.isPublic,
    hiddenAt: i.hiddenAt,
    likesCount: i.likesCount,
    viewsCount: i.viewsCount,
    shareCount: i.shareCount,
    copyCount: i.copyCount,
    startDate: i.startDate,
    endDate: i.endDate,
    destinationCount: i.destinationCount,
    totalCost: i.totalCost,
    location: i.location,
    opSeq: i.opSeq,
    createdAt: i.createdAt,
    updatedAt: i.updatedAt,
    isLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${itineraryLikes} where ${itineraryLikes.itineraryId} = ${qualified(i.id)} and ${itineraryLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    // The source of a copy while it exists, with what the visibility rule needs: the service
    // shows it only to those who may see the source (itineraries.service.ts, toSummary).
    copiedFrom: sql<CopiedFromRow | string | null>`(select json_build_object('id', s.id, 'title', s.title,
        'user_id', s.user_id, 'is_public', s.is_public, 'is_hidden', s.hidden_at is not null)
      from itineraries s where s.id = ${qualified(i.copiedFromId)})`,
    author: authorColumn(i.userId),
  };
}

export function createItinerariesRepository(db: Db) {
  const prepared = createPreparedCache();
  const viewer = sql.placeholder('viewer');
  const take = sql.placeholder('limit');

  /** The ids of one page of `scope`, limit + 1 of them, each branch an ordered index scan. */
  function pageIds(shape: {
    scope: ItineraryScope;
    sort: ItinerarySort;
    signedIn: boolean;
    cursor: boolean;
  }) {
    const keyset = itinerarySortKeys[shape.sort];
    const after = shape.cursor ? keyset.afterPlaceholders() : undefined;
    const branch = (where: SQL | undefined) =>
      db
        .select({ pageId: i.id })
        .from(i)
        .where(and(where, after))
        .orderBy(...keyset.orderBy())
        .limit(take);
    // What everyone may see: public and not hidden by a moderator.
    const listed = sql`${i.isPublic} and ${i.hiddenAt} is null`;
    switch (shape.scope) {
      case 'public':
        return branch(listed);
      case 'mine':
        return branch(eq(i.userId, viewer));
      case 'liked':
        // The viewer's likes (itinerary_likes_user_idx), still visible to them, sorted by the
        // itinerary's own key: a sort over that one user's likes only.
        return db
          .select({ pageId: i.id })
          .from(itineraryLikes)
          .innerJoin(i, eq(i.id, itineraryLikes.itineraryId))
          .where(and(eq(itineraryLikes.userId, viewer), sql`((${listed}) or ${i.userId} = ${viewer})`, after))
          .orderBy(...keyset.orderBy())
          .limit(take);
      case 'all':
        if (!shape.signedIn) return branch(listed);
        // Listed ∪ the viewer's own others (private or hidden): two ordered, limited index scans.
        return branch(listed).unionAll(branch(and(eq(i.userId, viewer), sql`not (${listed})`)));
    }
  }

  return {
    /**
     * One page (limit + 1 rows, so the caller can tell whether another page follows), by a
     * prepared statement per shape of filter (db/prepared.ts).
     */
    async list(filter: ListFilter) {
      const shape = {
        scope: filter.scope,
        sort: filter.sort,
        // `mine` and `liked` need a viewer; a visitor never reaches them (the service answers 401).
        signedIn: filter.viewerId !== null,
        cursor: Boolean(filter.cursor),
      } as const;
      const statement = prepared(`list:${Object.values(shape).join(':')}`, () => {
        const keyset = itinerarySortKeys[shape.sort];
        const page = pageIds(shape).as('page');
        return db
          .select({ ...summaryColumns(shape.signedIn ? viewer : null), ...keyset.keyColumns() })
          .from(page)
          .innerJoin(i, eq(i.id, page.pageId))
          .orderBy(...keyset.orderBy())
          .limit(take);
      });
      return statement.execute({
        viewer: filter.viewerId ?? '',
        limit: filter.limit + 1,
        ...(filter.cursor ? itinerarySortKeys[filter.sort].cursorValues(filter.cursor) : {}),
      });
    },

    async findById(id: string, viewerId: string | null) {
      const statement = prepared(`byId:${viewerId === null ? 'visitor' : 'viewer'}`, () =>
        db
          .select(summaryColumns(viewerId === null ? null : viewer))
          .from(i)
          .where(eq(i.id, sql.placeholder('id'))),
      );
      const [row] = await statement.execute({ id, viewer: viewerId });
      return row ?? null;
    },

    /**
     * The itineraries of `ids` as a visitor reads them, each with its members, its days and their
     * plans (as JSON), by id, in one prepared statement whatever their number: what the detail keeps
     * in memory (itineraries.service.ts; db/by-id-batches.ts gathers the ids).
     */
    async findFullMany(ids: readonly string[]) {
      const statement = prepared('full', () =>
        db
          .select({
            ...summaryColumns(null),
            members: tripMembersColumn(i.id),
            days: sql<string | ItineraryDayRow[]>`coalesce((select json_agg(json_build_object(
                'id', d.id, 'dayNumber', d.day_number, 'estimatedCost', d.estimated_cost) order by d.day_number)
              from ${itineraryDays} d where d.itinerary_id = ${qualified(i.id)}), '[]'::json)`,
            plans: sql<string | PlanJson[]>`coalesce((select json_agg(json_build_object(
                'id', p.id, 'dayId', p.day_id, 'position', p.position, 'sortKey', p.sort_key, 'time', p.time,
                'destination', p.destination, 'destinationId', p.destination_id, 'location', p.location,
                'note', p.note, 'duration', p.duration, 'cost', p.cost, 'imageUrl', ld.image_url,
                'lat', ld.lat, 'lng', ld.lng, 'ownLat', p.lat, 'ownLng', p.lng,
                'linkedUserId', ld.user_id, 'linkedHiddenAt', ld.hidden_at)
                order by d.day_number, p.sort_key, p.id)
              from ${itineraryPlans} p join ${itineraryDays} d on d.id = p.day_id
              left join ${destinations} ld on ld.id = p.destination_id
              where d.itinerary_id = ${qualified(i.id)}), '[]'::json)`,
          })
          .from(i)
          .where(sql`${i.id} = any(${sql.placeholder('ids')}::uuid[])`),
      );
      const parse = <T>(value: string | T): T =>
        typeof value === 'string' ? (JSON.parse(value) as T) : value;
      const rows = await statement.execute({ ids });
      return new Map(
        rows.map(({ days, plans, members, ...summary }) => [
          summary.id,
          {
            summary,
            members,
            days: parse(days),
            plans: parse(plans).map((plan): ItineraryPlanRow => ({
              ...plan,
              linkedHiddenAt: plan.linkedHiddenAt === null ? null : new Date(plan.linkedHiddenAt),
            })),
          },
        ]),
      );
    },

    /** The trip's companions, as the shared rules read them (trip-members.ts). */
    members(id: string) {
      return loadTripMembers(db, id);
    },

    /** Owner, visibility and members: what a permission check needs, in one round trip. */
    async findRef(id: string) {
      const statement = prepared('ref', () =>
        db
          .select({
            id: i.id,
            userId: i.userId,
            isPublic: i.isPublic,
            hiddenAt: i.hiddenAt,
            // updated_at to the microsecond: the version a cached calendar file belongs to.
            version: sql<string>`${i.updatedAt}::text`,
            members: tripMembersColumn(i.id),
          })
          .from(i)
          .where(eq(i.id, sql.placeholder('id'))),
      );
      const [row] = await statement.execute({ id });
      return row ?? null;
    },

    /**
     * Locks the itinerary row for the rest of the transaction. `strength` 'update' is what a
     * delete or a rewrite of its days needs; 'no key update' serializes counter changes without
     * blocking the foreign keys of likes and shares.
     */
    async lock(id: string, strength: 'update' | 'no key update' = 'no key update') {
      const [row] = await db
        .select({
          id: i.id,
          userId: i.userId,
          isPublic: i.isPublic,
          hiddenAt: i.hiddenAt,
          shareCount: i.shareCount,
        })
        .from(i)
        .where(eq(i.id, id))
        .for(strength);
      return row ?? null;
    },

    async days(itineraryId: string) {
      const statement = prepared('days', () =>
        db
          .select({
            id: itineraryDays.id,
            dayNumber: itineraryDays.dayNumber,
            estimatedCost: itineraryDays.estimatedCost,
          })
          .from(itineraryDays)
          .where(eq(itineraryDays.itineraryId, sql.placeholder('id')))
          .orderBy(asc(itineraryDays.dayNumber)),
      );
      return statement.execute({ id: itineraryId });
    },

    /**
     * The plans of every day, in order; image and coordinates come from the linked destination
     * (`ownLat`/`ownLng`: a free-text plan's own).
     */
    async plans(itineraryId: string) {
      const p = itineraryPlans;
      const statement = prepared('plans', () =>
        db
          .select({
            id: p.id,
            dayId: p.dayId,
            position: p.position,
            sortKey: p.sortKey,
            time: p.time,
            destination: p.destination,
            destinationId: p.destinationId,
            location: p.location,
            note: p.note,
            duration: p.duration,
            cost: p.cost,
            imageUrl: destinations.imageUrl,
            lat: destinations.lat,
            lng: destinations.lng,
            ownLat: p.lat,
            ownLng: p.lng,
            // Whose the linked destination is and whether a moderator hid it: the service withholds
            // what comes from it from whoever may not see it.
            linkedUserId: destinations.userId,
            linkedHiddenAt: destinations.hiddenAt,
          })
          .from(p)
          .innerJoin(itineraryDays, eq(itineraryDays.id, p.dayId))
          .leftJoin(destinations, eq(destinations.id, p.destinationId))
          .where(eq(itineraryDays.itineraryId, sql.placeholder('id')))
          .orderBy(asc(itineraryDays.dayNumber), asc(p.sortKey), asc(p.id)),
      );
      return statement.execute({ id: itineraryId });
    },

    /**
     * The destinations among `ids` that exist (with their author and moderation state), locked
     * against deletion (key share) until the transaction ends, so the plans inserted next cannot
     * point at a destination deleted meanwhile.
     */
    async lockExistingDestinations(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt })
        .from(destinations)
        .where(inArray(destinations.id, ids))
        .for('key share');
    },

    async insert(
      userId: string,
      values: ItineraryValues & { isPublic?: boolean; copiedFromId?: string | null },
    ) {
      const [row] = await db
        .insert(i)
        .values({ userId, ...values })
        .returning({ id: i.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    async update(id: string, values: ItineraryValues) {
      await db
        .update(i)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(i.id, id));
    },

    /**
     * Writes the days (1..n) and their plans of an itinerary that has none; each day's plans get
     * fractional keys in array order.
     */
    async insertDays(itineraryId: string, days: DayValues[]) {
      if (days.length === 0) return;
      const rows = await db
        .insert(itineraryDays)
        .values(days.map((d) => ({ itineraryId, dayNumber: d.dayNumber, estimatedCost: d.estimatedCost })))
        .returning({ id: itineraryDays.id, dayNumber: itineraryDays.dayNumber });
      const idOf = new Map(rows.map((r) => [r.dayNumber, r.id]));
      const plans = days.flatMap((d) => {
        const keys = sortKeysInOrder(d.plans.length);
        return d.plans.map((p, index) => ({ ...p, sortKey: keys[index]!, dayId: idOf.get(d.dayNumber)! }));
      });
      if (plans.length > 0) await db.insert(itineraryPlans).values(plans);
    },

    /** Removes every day (and, by cascade, every plan). */
    async deleteDays(itineraryId: string) {
      await db.delete(itineraryDays).where(eq(itineraryDays.itineraryId, itineraryId));
    },

    async delete(id: string) {
      await db.delete(i).where(eq(i.id, id));
    },

    async setVisibility(id: string, isPublic: boolean) {
      await db.update(i).set({ isPublic }).where(eq(i.id, id));
    },

    /**
     * Flips the viewer's like and sets likes_count from the rows, in one statement that commits on
     * its own (db/toggle.ts); null when the itinerary is missing or the viewer may not see it
     * (hidden or private: its owner, admins — `seesHidden` — and its trip's members). Run it on the
     * pool (uow.single).
     */
    async toggleLike(itineraryId: string, viewerId: string, seesHidden: boolean) {
      const statement = prepared('toggleLike', () =>
        toggleQuery(
          db,
          sql`pintrip_toggle_itinerary_like(${sql.placeholder('id')}::uuid, ${sql.placeholder('viewer')}, ${sql.placeholder('admin')})`,
          { isOn: sql<boolean>`toggled.is_on`, likesCount: sql<number>`toggled.likes_count` },
        ),
      );
      const [row] = await statement.execute({ id: itineraryId, viewer: viewerId, admin: seesHidden });
      return row ?? null;
    },

    /** Counts one share on `channel`; returns the itinerary's share_count. Call under lock(id). */
    async share(itineraryId: string, channel: ShareChannel) {
      await db
        .insert(itineraryShares)
        .values({ itineraryId, channel, count: 1 })
        .onConflictDoUpdate({
          target: [itineraryShares.itineraryId, itineraryShares.channel],
          set: { count: sql`${itineraryShares.count} + 1` },
        });
      const [row] = await db
        .update(i)
        .set({ shareCount: sql`${i.shareCount} + 1` })
        .where(eq(i.id, itineraryId))
        .returning({ shareCount: i.shareCount });
      return row?.shareCount ?? 0;
    },

    /**
     * Writes a batch of views (view-counter.ts) in one statement. Each reader's first key counts
     * unless it was counted within the last 24 hours; a counted view records the reader's other
     * key too (a visitor known by address and agent, and by the cookie it was just given), and
     * adds to its itinerary's views_count. Concurrent batches of two instances count a key once
     * (the primary key decides). Answers, for every key, how long until it may count again (null
     * when another writer's row is not yet visible), and leaves out deleted itineraries.
     */
    async flushViews(batch: readonly PendingView[]): Promise<FlushedView[]> {
      if (batch.length === 0) return [];
      const input = JSON.stringify(
        batch.map((view) => ({
          itinerary_id: view.itineraryId,
          viewer_key: view.viewerKey,
          also_key: view.alsoKey,
        })),
      );
      const result = await db.execute(sql`
        with input as (
          select t.itinerary_id, t.viewer_key, t.also_key
          from json_to_recordset(${input}::json) as t(itinerary_id uuid, viewer_key text, also_key text)
          where exists (select 1 from ${itineraries} where ${itineraries.id} = t.itinerary_id)
        ), hit as (
          insert into ${itineraryViews} (itinerary_id, viewer_key, counted_at)
          select itinerary_id, viewer_key, now() from input
          on conflict (itinerary_id, viewer_key) do update set counted_at = now()
          where ${itineraryViews}.counted_at <= now() - interval '24 hours'
          returning itinerary_id, viewer_key
        ), also as (
          insert into ${itineraryViews} (itinerary_id, viewer_key, counted_at)
          select input.itinerary_id, input.also_key, now()
          from input join hit on hit.itinerary_id = input.itinerary_id and hit.viewer_key = input.viewer_key
          where input.also_key is not null
          on conflict (itinerary_id, viewer_key) do update set counted_at = now()
        ), counted as (
          update ${itineraries} set views_count = views_count + hits.n
          from (select itinerary_id, count(*) as n from hit group by itinerary_id) hits
          where ${itineraries.id} = hits.itinerary_id
          returning ${itineraries.id} as itinerary_id, ${itineraries.viewsCount} as views_count
        )
        select input.itinerary_id as "itineraryId", input.viewer_key as "viewerKey",
          hit.viewer_key is not null as counted,
          -- A key this statement did not count and cannot see was counted by another instance's
          -- batch that committed meanwhile (the conflict waited for it): just now, a day to go.
          case when hit.viewer_key is not null or v.counted_at is null then 86400000
            else extract(epoch from (v.counted_at + interval '24 hours' - now())) * 1000 end as "remainingMs",
          counted.views_count as "viewsCount"
        from input
        left join hit on hit.itinerary_id = input.itinerary_id and hit.viewer_key = input.viewer_key
        left join counted on counted.itinerary_id = input.itinerary_id
        left join ${itineraryViews} v on v.itinerary_id = input.itinerary_id and v.viewer_key = input.viewer_key`);
      return rowsOf<{
        itineraryId: string;
        viewerKey: string;
        counted: boolean;
        remainingMs: string | number | null;
        viewsCount: string | number | null;
      }>(result).map((row) => ({
        itineraryId: row.itineraryId,
        viewerKey: row.viewerKey,
        counted: row.counted,
        remainingMs: row.remainingMs === null ? null : Number(row.remainingMs),
        viewsCount: row.viewsCount === null ? null : Number(row.viewsCount),
      }));
    },

    /**
     * What differs for one signed-in reader on a shared page (itineraries.service.ts): which of
     * `ids` they liked, and whether they own an itinerary others do not see (private or hidden),
     * which makes their `all` list their own. One prepared statement whatever the page's size (the
     * ids as one uuid[] parameter), one row (the reader's users row, by primary key).
     */
    async viewerOverlay(userId: string, ids: readonly string[]) {
      const statement = prepared('overlay', () =>
        db
          .select({
            liked: sql<string[]>`coalesce((select json_agg(l.itinerary_id) from ${itineraryLikes} l
              where l.user_id = ${viewer} and l.itinerary_id = any(${sql.placeholder('ids')}::uuid[])), '[]'::json)`,
            ownsUnlisted: sql<boolean>`exists (select 1 from ${itineraries} o
              where o.user_id = ${viewer} and not (o.is_public and o.hidden_at is null))`,
          })
          .from(users)
          .where(eq(users.id, viewer)),
      );
      const [row] = await statement.execute({ viewer: userId, ids: [...ids] });
      const liked = parseJsonArray(row?.liked);
      return { liked: new Set(liked), ownsUnlisted: row?.ownsUnlisted === true };
    },

    async incrementCopyCount(id: string) {
      await db
        .update(i)
        .set({ copyCount: sql`${i.copyCount} + 1` })
        .where(eq(i.id, id));
    },

    /**
     * The `limit` most liked itineraries everyone sees (public, not hidden), as a visitor reads
     * them (itineraries_public_likes_idx). The recommendations of any itinerary are these without
     * itself: one list, kept in memory, serves every itinerary's (itineraries.service.ts).
     */
    async mostLiked(limit: number) {
      const keyset = itinerarySortKeys.likes;
      const statement = prepared('mostLiked', () =>
        db
          .select(summaryColumns(null))
          .from(i)
          .where(and(sql`${i.isPublic}`, sql`${i.hiddenAt} is null`))
          .orderBy(...keyset.orderBy())
          .limit(take),
      );
      return statement.execute({ limit });
    },

    /**
     * The image of the first plan (by day, then position) linked to a destination that has one
     * and that everyone may see: a link preview is read by anyone, so a hidden destination's image
     * never becomes og:image.
     */
    async firstDestinationImage(itineraryId: string) {
      const [row] = await db
        .select({ imageUrl: destinations.imageUrl })
        .from(itineraryPlans)
        .innerJoin(itineraryDays, eq(itineraryDays.id, itineraryPlans.dayId))
        .innerJoin(destinations, eq(destinations.id, itineraryPlans.destinationId))
        .where(
          and(
            eq(itineraryDays.itineraryId, itineraryId),
            sql`${destinations.imageUrl} <> ''`,
            sql`${destinations.hiddenAt} is null`,
          ),
        )
        .orderBy(asc(itineraryDays.dayNumber), asc(itineraryPlans.sortKey), asc(itineraryPlans.id))
        .limit(1);
      return row?.imageUrl ?? null;
    },
  };
}

export type ItinerariesRepository = ReturnType<typeof createItinerariesRepository>;
export type ItinerarySummaryRow = NonNullable<Awaited<ReturnType<ItinerariesRepository['findById']>>>;
export type ItineraryDayRow = Awaited<ReturnType<ItinerariesRepository['days']>>[number];
export type ItineraryPlanRow = Awaited<ReturnType<ItinerariesRepository['plans']>>[number];
