/**
 * SQL for destinations, their likes and bookmarks. Lists pick their page first: ORDER BY … LIMIT
 * on the base table through its index, keyset condition included; only then are the authors
 * (db/author.ts) and the viewer's is_liked / is_bookmarked (correlated EXISTS on the unique
 * (destination_id, user_id) indexes) read, for those rows only.
 */
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DestinationSort, EventName } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { authorColumn, qualified } from '../../db/author.js';
import { createPreparedCache } from '../../db/prepared.js';
import { likePattern, trigramLength } from '../../db/raw-sql.js';
import { toggleQuery } from '../../db/toggle.js';
import { eventChannel } from '../events/event-bus.js';
import { defineKeyset } from '../../lib/keyset.js';
import {
  categories,
  commentReactions,
  destinationBookmarks,
  destinationLikes,
  destinations,
  itineraries,
  itineraryLikes,
  users,
} from '../../db/schema.js';

const d = destinations;
const createdAtKey = { column: d.createdAt, type: 'timestamp' } as const;
const idKey = { column: d.id, type: 'uuid' } as const;

/** How many rows (in the sort's order, after the cursor) a one- or two-character search looks at. */
export const shortSearchWindow = 5000;

/** Each sort of the destinations list, declared once (the indexes in db/schema.ts match). */
export const destinationSortKeys = {
  latest: defineKeyset('latest', 'desc', [createdAtKey, idKey]),
  rating: defineKeyset('rating', 'desc', [{ column: d.rating, type: 'int' }, createdAtKey, idKey]),
  comments: defineKeyset('comments', 'desc', [{ column: d.commentsCount, type: 'int' }, createdAtKey, idKey]),
  recommended: defineKeyset('recommended', 'desc', [{ column: d.recommendScore, type: 'float' }, idKey]),
} satisfies Record<DestinationSort, unknown>;

/** The viewer's bookmarks, newest bookmark first. */
export const bookmarkKeys = defineKeyset('bookmarks', 'desc', [
  { column: destinationBookmarks.createdAt, type: 'timestamp' },
  { column: destinationBookmarks.id, type: 'uuid' },
]);

/** The author's own pinpoints, newest first (destinations_user_latest_idx). */
export const ownKeys = defineKeyset('own', 'desc', [createdAtKey, idKey]);

export interface ListFilter {
  viewerId: string | null;
  /** Admins see hidden destinations (marked); anyone else only their own. */
  seesHidden?: boolean;
  category?: string | undefined;
  /** Lower-cased search text; matched as a literal substring. */
  q?: string | undefined;
  sort: DestinationSort;
  /** The opaque cursor of the previous page. */
  cursor?: string | undefined;
  limit: number;
}

export interface DestinationValues {
  title: string;
  description: string;
  imageUrl: string;
  location: string;
  lat: number | null;
  lng: number | null;
  category: string;
  budgetMin: number;
  budgetMax: number;
  rating: number;
  hashtags: string[];
}

/** A viewer's id: the value, or a prepared statement's placeholder for it. */
type ViewerId = string | Placeholder;

/** Hidden destinations (moderation) are seen by their author only; admins skip this condition. */
function visibleTo(viewerId: ViewerId | null): SQL {
  return viewerId ? sql`(${d.hiddenAt} is null or ${d.userId} = ${viewerId})` : sql`${d.hiddenAt} is null`;
}

function readColumns(viewerId: ViewerId | null) {
  return {
    id: d.id,
    userId: d.userId,
    title: d.title,
    description: d.description,
    imageUrl: d.imageUrl,
    location: d.location,
    lat: d.lat,
    lng: d.lng,
    category: d.category,
    budgetMin: d.budgetMin,
    budgetMax: d.budgetMax,
    rating: d.rating,
    hashtags: d.hashtags,
    likesCount: d.likesCount,
    commentsCount: d.commentsCount,
    bookmarksCount: d.bookmarksCount,
    hiddenAt: d.hiddenAt,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    isLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${destinationLikes} where ${destinationLikes.destinationId} = ${qualified(d.id)} and ${destinationLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${destinationBookmarks} where ${destinationBookmarks.destinationId} = ${qualified(d.id)} and ${destinationBookmarks.userId} = ${viewerId})`
      : sql<boolean>`false`,
    author: authorColumn(d.userId),
  };
}

export function createDestinationsRepository(db: Db) {
  const prepared = createPreparedCache();
  const viewer = sql.placeholder('viewer');
  const pattern = sql.placeholder('pattern');

  /** The list's statement for one shape of filter, with placeholders for its values. */
  const buildList = (shape: {
    sort: DestinationSort;
    signedIn: boolean;
    seesHidden: boolean;
    category: boolean;
    cursor: boolean;
    search: 'none' | 'short' | 'trigram';
  }) => {
    const keyset = destinationSortKeys[shape.sort];
    const viewerId = shape.signedIn ? viewer : null;
    const conditions: SQL[] = [];
    if (!shape.seesHidden) conditions.push(visibleTo(viewerId));
    if (shape.category) conditions.push(eq(d.category, sql.placeholder('category')));
    if (shape.cursor) conditions.push(keyset.afterPlaceholders());
    let page;
    if (shape.search === 'short') {
      // Too short for the trigram index: look for matches among the next `shortSearchWindow`
      // rows of the sort's own index instead of the whole table (docs/decisions/0012).
      const window = db
        .select({ windowId: d.id, windowText: d.searchText })
        .from(d)
        .where(and(...conditions))
        .orderBy(...keyset.orderBy())
        .limit(shortSearchWindow)
        .as('window');
      // The window's rows come out in the index's order, so the first matches are the page.
      page = db
        .select({ pageId: window.windowId })
        .from(window)
        .where(sql`${window.windowText} like ${pattern} escape '\\'`)
        .limit(sql.placeholder('limit'))
        .as('page');
    } else {
      const matches =
        shape.search === 'trigram' ? sql`${d.searchText} like ${pattern} escape '\\'` : undefined;
      page = db
        .select({ pageId: d.id })
        .from(d)
        .where(and(...conditions, matches))
        .orderBy(...keyset.orderBy())
        .limit(sql.placeholder('limit'))
        .as('page');
    }
    return db
      .select({ ...readColumns(viewerId), ...keyset.keyColumns() })
      .from(page)
      .innerJoin(d, eq(d.id, page.pageId))
      .orderBy(...keyset.orderBy());
  };

  return {
    /** One page (limit + 1 rows, so the caller can tell whether another page follows). */
    async list(filter: ListFilter) {
      const search = !filter.q ? 'none' : [...filter.q].length < trigramLength ? 'short' : 'trigram';
      const shape = {
        sort: filter.sort,
        signedIn: filter.viewerId !== null,
        seesHidden: filter.seesHidden === true,
        category: Boolean(filter.category),
        cursor: Boolean(filter.cursor),
        search,
      } as const;
      const statement = prepared(`list:${Object.values(shape).join(':')}`, () => buildList(shape));
      return statement.execute({
        viewer: filter.viewerId,
        category: filter.category,
        pattern: filter.q ? likePattern(filter.q) : undefined,
        limit: filter.limit + 1,
        ...(filter.cursor ? destinationSortKeys[filter.sort].cursorValues(filter.cursor) : {}),
      });
    },

    /** One row as `viewerId` reads it (their like and bookmark); a visitor's: `findManyForVisitor`. */
    async findById(id: string, viewerId: string) {
      const statement = prepared('byId:viewer', () =>
        db
          .select(readColumns(viewer))
          .from(d)
          .where(eq(d.id, sql.placeholder('id'))),
      );
      const [row] = await statement.execute({ id, viewer: viewerId });
      return row ?? null;
    },

    /**
     * The rows of `ids` as a visitor reads them (hidden ones too: the policy decides each read), by
     * id, in one prepared statement whatever their number (db/by-id-batches.ts gathers them).
     */
    async findManyForVisitor(ids: readonly string[]) {
      const statement = prepared('byIds:visitor', () =>
        db
          .select(readColumns(null))
          .from(d)
          .where(sql`${d.id} = any(${sql.placeholder('ids')}::uuid[])`),
      );
      const rows = await statement.execute({ ids });
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * The viewer's overlay on a shared first page, in one query: their like and bookmark on each
     * of `ids` (unique (destination_id, user_id) indexes) and whether they wrote a destination a
     * moderator hid (`destinations_hidden_user_idx`; their page then differs from the shared one).
     */
    async viewerOverlay(userId: string, ids: readonly string[]) {
      // One prepared statement whatever the page's size: the ids travel as one uuid[] parameter,
      // the answer is a single row (the viewer's own users row, found by primary key).
      const statement = prepared('overlay', () =>
        db
          .select({
            liked: sql<string[]>`coalesce((select json_agg(l.destination_id) from ${destinationLikes} l
              where l.user_id = ${sql.placeholder('viewer')} and l.destination_id = any(${sql.placeholder('ids')}::uuid[])), '[]'::json)`,
            bookmarked: sql<
              string[]
            >`coalesce((select json_agg(b.destination_id) from ${destinationBookmarks} b
              where b.user_id = ${sql.placeholder('viewer')} and b.destination_id = any(${sql.placeholder('ids')}::uuid[])), '[]'::json)`,
            ownsHidden: sql<boolean>`exists (select 1 from ${destinations} h
              where h.user_id = ${sql.placeholder('viewer')} and h.hidden_at is not null)`,
          })
          .from(users)
          .where(eq(users.id, sql.placeholder('viewer'))),
      );
      const [row] = await statement.execute({ viewer: userId, ids: [...ids] });
      const liked = new Set(row?.liked ?? []);
      const bookmarked = new Set(row?.bookmarked ?? []);
      const flags = new Map<string, { isLiked: boolean; isBookmarked: boolean }>();
      for (const id of ids) flags.set(id, { isLiked: liked.has(id), isBookmarked: bookmarked.has(id) });
      return { flags, ownsHidden: row?.ownsHidden === true };
    },

    /**
     * Every destination `userId` liked and bookmarked, every itinerary they liked and every
     * comment they reacted to (at most `limit` + 1 of each, so that an account with more than
     * `limit` is seen as such), whether a moderator hid a destination of theirs and whether they
     * own an itinerary others do not see: what auth/viewer-marks.ts keeps in memory. One row by
     * the users primary key.
     */
    async viewerMarks(userId: string, limit: number) {
      const statement = prepared('marks', () =>
        db
          .select({
            liked: sql<string[]>`coalesce((select json_agg(l.destination_id) from (select destination_id
              from ${destinationLikes} where user_id = ${sql.placeholder('viewer')}
              limit ${sql.placeholder('limit')}) l), '[]'::json)`,
            bookmarked: sql<string[]>`coalesce((select json_agg(b.destination_id) from (select destination_id
              from ${destinationBookmarks} where user_id = ${sql.placeholder('viewer')}
              limit ${sql.placeholder('limit')}) b), '[]'::json)`,
            ownsHidden: sql<boolean>`exists (select 1 from ${destinations} h
              where h.user_id = ${sql.placeholder('viewer')} and h.hidden_at is not null)`,
            likedItineraries: sql<
              string[]
            >`coalesce((select json_agg(l.itinerary_id) from (select itinerary_id
              from ${itineraryLikes} where user_id = ${sql.placeholder('viewer')}
              limit ${sql.placeholder('limit')}) l), '[]'::json)`,
            ownsUnlistedItinerary: sql<boolean>`exists (select 1 from ${itineraries} o
              where o.user_id = ${sql.placeholder('viewer')} and not (o.is_public and o.hidden_at is null))`,
            // [comment id, is_like] pairs (comment_reactions_user_idx).
            commentReactions: sql<
              [string, boolean][]
            >`coalesce((select json_agg(json_build_array(r.comment_id, r.is_like)) from (select comment_id, is_like
              from ${commentReactions} where user_id = ${sql.placeholder('viewer')}
              limit ${sql.placeholder('limit')}) r), '[]'::json)`,
          })
          .from(users)
          .where(eq(users.id, sql.placeholder('viewer'))),
      );
      const [row] = await statement.execute({ viewer: userId, limit: limit + 1 });
      const liked = row?.liked ?? [];
      const bookmarked = row?.bookmarked ?? [];
      const likedItineraries = row?.likedItineraries ?? [];
      const reactions = row?.commentReactions ?? [];
      if (liked.length + bookmarked.length + likedItineraries.length + reactions.length > limit) return null;
      return {
        liked: new Set(liked),
        bookmarked: new Set(bookmarked),
        ownsHidden: row?.ownsHidden === true,
        likedItineraries: new Set(likedItineraries),
        ownsUnlistedItinerary: row?.ownsUnlistedItinerary === true,
        commentReactions: new Map(reactions),
      };
    },

    /** Whether `userId` wrote a destination a moderator hid (they still see it in their lists). */
    async ownsHidden(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: d.id })
        .from(d)
        .where(and(eq(d.userId, userId), sql`${d.hiddenAt} is not null`))
        .limit(1);
      return row !== undefined;
    },

    /** The viewer's bookmarks, newest bookmark first, limit + 1 rows. */
    async listBookmarks(userId: string, limit: number, cursor?: string) {
      const b = destinationBookmarks;
      const page = db
        .select({ bookmarkId: b.id, destinationId: b.destinationId })
        .from(b)
        .where(
          and(
            eq(b.userId, userId),
            cursor ? bookmarkKeys.after(cursor) : undefined,
            sql`not exists (select 1 from ${destinations} h where h.id = ${qualified(b.destinationId)}
              and h.hidden_at is not null and h.user_id <> ${userId})`,
          ),
        )
        .orderBy(...bookmarkKeys.orderBy())
        .limit(limit + 1)
        .as('page');
      return db
        .select({ ...readColumns(userId), ...bookmarkKeys.keyColumns() })
        .from(page)
        .innerJoin(b, eq(b.id, page.bookmarkId))
        .innerJoin(d, eq(d.id, page.destinationId))
        .orderBy(...bookmarkKeys.orderBy());
    },

    /**
     * The author's own pinpoints, newest first, hidden ones included (they are the author's to
     * see), limit + 1 rows: one ordered scan of destinations_user_latest_idx.
     */
    async listOwn(userId: string, limit: number, cursor?: string) {
      return db
        .select({ ...readColumns(userId), ...ownKeys.keyColumns() })
        .from(d)
        .where(and(eq(d.userId, userId), cursor ? ownKeys.after(cursor) : undefined))
        .orderBy(...ownKeys.orderBy())
        .limit(limit + 1);
    },

    async categoryExists(name: string) {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
      return row !== undefined;
    },

    async insert(userId: string, values: DestinationValues) {
      const [row] = await db
        .insert(destinations)
        .values({ userId, ...values })
        .returning({ id: destinations.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },

    /**
     * Locks the destination row for the rest of the transaction. `forDelete` takes the stronger
     * lock that a delete needs; otherwise writers of likes, bookmarks and comments (whose foreign
     * keys take a key-share lock) are not blocked.
     */
    async lock(id: string, forDelete = false) {
      const [row] = await db
        .select({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt })
        .from(destinations)
        .where(eq(destinations.id, id))
        .for(forDelete ? 'update' : 'no key update');
      return row ?? null;
    },

    async update(id: string, values: Partial<DestinationValues>) {
      await db
        .update(destinations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(destinations.id, id));
    },

    async delete(id: string) {
      await db.delete(destinations).where(eq(destinations.id, id));
    },

    /**
     * Flips the viewer's like or bookmark and notifies `destination.updated` with both counts, in
     * one statement that commits on its own (db/toggle.ts); null when the destination is missing
     * or hidden from the viewer (`seesHidden`: an admin). Run it on the pool (uow.single).
     */
    async toggleReaction(reaction: Reaction, destinationId: string, viewerId: string, seesHidden: boolean) {
      const statement = prepared('toggle', () =>
        toggleQuery(
          db,
          sql`pintrip_toggle_destination(${sql.placeholder('reaction')}, ${sql.placeholder('id')}::uuid,
            ${sql.placeholder('viewer')}, ${sql.placeholder('admin')}, ${sql.placeholder('channel')}, ${sql.placeholder('event')})`,
          {
            isOn: sql<boolean>`toggled.is_on`,
            likesCount: sql<number>`toggled.likes_count`,
            bookmarksCount: sql<number>`toggled.bookmarks_count`,
          },
        ),
      );
      const [row] = await statement.execute({
        reaction,
        id: destinationId,
        viewer: viewerId,
        admin: seesHidden,
        channel: eventChannel,
        event: 'destination.updated' satisfies EventName,
      });
      return row ?? null;
    },
  };
}

export type Reaction = 'like' | 'bookmark';

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;

export type DestinationRow = NonNullable<Awaited<ReturnType<DestinationsRepository['findById']>>>;
