/**
 * SQL for itineraries, their days, plans, likes, shares and counted views. Lists pick their page
 * first: the ids of one page come from ORDER BY … LIMIT on the itineraries table through an index
 * (keyset condition included); only then are the authors, the viewer's is_liked and the source of
 * a copy read, for those rows only.
 */
import { and, asc, eq, inArray, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
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
} from '../../db/schema.js';

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
     * Counts a view unless the reader's first key was counted within the last 24 hours; a counted
     * view records the reader's other keys too (a visitor known by address and agent, and by the
     * cookie it was just given). One statement: concurrent views by one key count once (the
     * primary key decides).
     */
    async countView(itineraryId: string, viewerKeys: readonly string[]) {
      const [first, also = null] = viewerKeys;
      if (first === undefined) return false;
      const result = await db.execute(sql`
        with hit as (
          insert into ${itineraryViews} (itinerary_id, viewer_key, counted_at)
          values (${itineraryId}, ${first}, now())
          on conflict (itinerary_id, viewer_key) do update set counted_at = now()
          where ${itineraryViews}.counted_at <= now() - interval '24 hours'
          returning 1
        ), also as (
          insert into ${itineraryViews} (itinerary_id, viewer_key, counted_at)
          select ${itineraryId}::uuid, ${also}::text, now()
          where ${also}::text is not null and exists (select 1 from hit)
          on conflict (itinerary_id, viewer_key) do update set counted_at = now()
        )
        update ${itineraries} set views_count = views_count + 1
        where id = ${itineraryId} and exists (select 1 from hit)
        returning views_count`);
      return rowsOf(result).length > 0;
    },

    async incrementCopyCount(id: string) {
      await db
        .update(i)
        .set({ copyCount: sql`${i.copyCount} + 1` })
        .where(eq(i.id, id));
    },

    /** Up to `limit` other public itineraries, most liked first (itineraries_public_likes_idx). */
    async recommendations(id: string, viewerId: string | null, limit: number) {
      const keyset = itinerarySortKeys.likes;
      return db
        .select(summaryColumns(viewerId))
        .from(i)
        .where(and(sql`${i.isPublic}`, sql`${i.hiddenAt} is null`, ne(i.id, id)))
        .orderBy(...keyset.orderBy())
        .limit(limit);
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
