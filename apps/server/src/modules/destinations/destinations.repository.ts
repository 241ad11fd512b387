/**
 * SQL for destinations, their likes and bookmarks. Every read is ONE statement: the author's
 * display name and avatar come from joins, and the viewer's is_liked / is_bookmarked from
 * correlated EXISTS on the unique (destination_id, user_id) indexes — no per-row queries.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DestinationSort } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import {
  categories,
  destinationBookmarks,
  destinationLikes,
  destinations,
  profiles,
  users,
} from '../../db/schema.js';

/** Where the previous page ended, in the sort's own key (see destinations.cursor.ts). */
export type DestinationKey =
  | { sort: 'latest'; createdAtMicros: number; id: string }
  | { sort: 'rating'; rating: number; createdAtMicros: number; id: string }
  | { sort: 'comments'; commentsCount: number; createdAtMicros: number; id: string }
  | { sort: 'recommended'; score: number; id: string };

export interface BookmarkKey {
  createdAtMicros: number;
  id: string;
}

/** A timestamp as whole microseconds since the epoch: exact, unlike a JS Date. */
const micros = (column: SQL | typeof destinations.createdAt) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`.mapWith(Number);

/** The inverse of `micros`, for a cursor value: an exact ISO literal with six fractional digits. */
export function microsToIso(value: number): string {
  const ms = Math.floor(value / 1000);
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, -1)}${String(value - ms * 1000).padStart(3, '0')}Z`;
}
const fromMicros = (value: number) => sql`${microsToIso(value)}::timestamptz`;

export interface ListFilter {
  viewerId: string | null;
  category?: string | undefined;
  /** Lower-cased search text; matched as a literal substring. */
  q?: string | undefined;
  sort: DestinationSort;
  after?: DestinationKey | undefined;
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

/** Escapes LIKE's wildcards so that user text is matched literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function readColumns(viewerId: string | null) {
  return {
    id: destinations.id,
    userId: destinations.userId,
    title: destinations.title,
    description: destinations.description,
    imageUrl: destinations.imageUrl,
    location: destinations.location,
    lat: destinations.lat,
    lng: destinations.lng,
    category: destinations.category,
    budgetMin: destinations.budgetMin,
    budgetMax: destinations.budgetMax,
    rating: destinations.rating,
    hashtags: destinations.hashtags,
    likesCount: destinations.likesCount,
    commentsCount: destinations.commentsCount,
    bookmarksCount: destinations.bookmarksCount,
    recommendScore: sql<number>`${destinations.recommendScore}`.mapWith(Number),
    createdAt: destinations.createdAt,
    updatedAt: destinations.updatedAt,
    // Full microsecond precision for the cursor (a JS Date keeps only milliseconds).
    createdAtMicros: micros(destinations.createdAt),
    isLiked: viewerId
      ? sql<boolean>`exists (select 1 from ${destinationLikes} where ${destinationLikes.destinationId} = ${destinations.id} and ${destinationLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${destinationBookmarks} where ${destinationBookmarks.destinationId} = ${destinations.id} and ${destinationBookmarks.userId} = ${viewerId})`
      : sql<boolean>`false`,
    authorName: sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.name})`,
    authorAvatar: sql<
      string | null
    >`coalesce(nullif(btrim(${profiles.avatarUrl}), ''), nullif(btrim(${users.image}), ''))`,
  };
}

function keysetCondition(key: DestinationKey): SQL {
  const d = destinations;
  switch (key.sort) {
    case 'latest':
      return sql`(${d.createdAt}, ${d.id}) < (${fromMicros(key.createdAtMicros)}, ${key.id}::uuid)`;
    case 'rating':
      return sql`(${d.rating}, ${d.createdAt}, ${d.id}) < (${key.rating}::int, ${fromMicros(key.createdAtMicros)}, ${key.id}::uuid)`;
    case 'comments':
      return sql`(${d.commentsCount}, ${d.createdAt}, ${d.id}) < (${key.commentsCount}::int, ${fromMicros(key.createdAtMicros)}, ${key.id}::uuid)`;
    case 'recommended':
      return sql`(${d.recommendScore}, ${d.id}) < (${key.score}::double precision, ${key.id}::uuid)`;
  }
}

function orderFor(sort: DestinationSort): SQL[] {
  const d = destinations;
  switch (sort) {
    case 'latest':
      return [desc(d.createdAt), desc(d.id)];
    case 'rating':
      return [desc(d.rating), desc(d.createdAt), desc(d.id)];
    case 'comments':
      return [desc(d.commentsCount), desc(d.createdAt), desc(d.id)];
    case 'recommended':
      return [desc(d.recommendScore), desc(d.id)];
  }
}

export function createDestinationsRepository(db: Db) {
  const select = (viewerId: string | null) =>
    db
      .select(readColumns(viewerId))
      .from(destinations)
      .innerJoin(users, eq(users.id, destinations.userId))
      .leftJoin(profiles, eq(profiles.userId, destinations.userId));

  return {
    /** One page (limit + 1 rows, so the caller can tell whether another page follows). */
    async list(filter: ListFilter) {
      const conditions: SQL[] = [];
      if (filter.category) conditions.push(eq(destinations.category, filter.category));
      if (filter.q)
        conditions.push(sql`${destinations.searchText} like ${likePattern(filter.q)} escape '\\'`);
      if (filter.after) conditions.push(keysetCondition(filter.after));
      return select(filter.viewerId)
        .where(and(...conditions))
        .orderBy(...orderFor(filter.sort))
        .limit(filter.limit + 1);
    },

    async findById(id: string, viewerId: string | null) {
      const [row] = await select(viewerId).where(eq(destinations.id, id));
      return row ?? null;
    },

    /** The viewer's bookmarks, newest bookmark first, limit + 1 rows. */
    async listBookmarks(userId: string, limit: number, after?: BookmarkKey) {
      const b = destinationBookmarks;
      return db
        .select({
          ...readColumns(userId),
          bookmarkId: b.id,
          bookmarkCreatedAtMicros: micros(sql`${b.createdAt}`),
        })
        .from(b)
        .innerJoin(destinations, eq(destinations.id, b.destinationId))
        .innerJoin(users, eq(users.id, destinations.userId))
        .leftJoin(profiles, eq(profiles.userId, destinations.userId))
        .where(
          and(
            eq(b.userId, userId),
            after
              ? sql`(${b.createdAt}, ${b.id}) < (${fromMicros(after.createdAtMicros)}, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(b.createdAt), desc(b.id))
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
        .select({ id: destinations.id, userId: destinations.userId })
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
     * Flips the user's like or bookmark and sets its counter (likes_count or bookmarks_count) from
     * the rows themselves, in one statement. Call inside a transaction that holds lock(id):
     * concurrent toggles then run one after the other, each seeing the previous one's row, so the
     * count always equals the number of rows.
     */
    async toggleReaction(reaction: Reaction, destinationId: string, userId: string) {
      const { rows, counter } = reactionTables[reaction];
      const result = await db.execute(sql`
        with removed as (
          delete from ${rows}
          where destination_id = ${destinationId} and user_id = ${userId}
          returning 1
        ), added as (
          insert into ${rows} (destination_id, user_id)
          select ${destinationId}::uuid, ${userId} where not exists (select 1 from removed)
          on conflict do nothing
          returning 1
        )
        update ${destinations}
        set ${sql.identifier(counter)} = (select count(*) from ${rows} where destination_id = ${destinationId})
          + (select count(*) from added) - (select count(*) from removed)
        where id = ${destinationId}
        returning exists (select 1 from added) as is_on, likes_count, bookmarks_count`);
      return toggleResult(result);
    },
  };
}

export type Reaction = 'like' | 'bookmark';

/** Each reaction's rows and the counter on destinations that mirrors them. */
const reactionTables = {
  like: { rows: destinationLikes, counter: 'likes_count' },
  bookmark: { rows: destinationBookmarks, counter: 'bookmarks_count' },
} as const;

interface ToggleRow {
  is_on: boolean;
  likes_count: number | string;
  bookmarks_count: number | string;
}

/** Both drivers (pg and PGlite) answer `execute` with `{ rows }`. */
function toggleResult(result: unknown) {
  const row = (result as { rows: ToggleRow[] }).rows[0];
  if (!row) return null;
  return {
    isOn: row.is_on,
    likesCount: Number(row.likes_count),
    bookmarksCount: Number(row.bookmarks_count),
  };
}

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;

export type DestinationRow = NonNullable<Awaited<ReturnType<DestinationsRepository['findById']>>>;

/** The repository plus transactions: `transaction` hands `fn` a repository bound to the transaction. */
export interface DestinationsStore {
  repo: DestinationsRepository;
  transaction<T>(fn: (repo: DestinationsRepository, tx: Db) => Promise<T>): Promise<T>;
}

export function createDestinationsStore(db: Db): DestinationsStore {
  return {
    repo: createDestinationsRepository(db),
    transaction: (fn) =>
      db.transaction((tx) => {
        const bound = tx as unknown as Db;
        return fn(createDestinationsRepository(bound), bound);
      }),
  };
}
