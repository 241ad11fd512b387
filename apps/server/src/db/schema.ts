/**
 * The whole data model of both specification documents. Accounts and sessions follow the shape
 * better-auth expects (its adapter is handed these tables); everything else is Pintrip's own.
 * Rules that must hold whatever the code does (one like per user, rating range, budgets, dates)
 * are constraints here, so that no path around the services can break them.
 */
import { sql } from 'drizzle-orm';
import type {
  AuditAction,
  BookingKind,
  ExpenseCategory,
  ListKind,
  MemberRole,
  RateSource,
  ReportReasonCode,
  SplitKind,
} from '@pintrip/shared';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  jsonb,
  numeric,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A generated column that PostgreSQL computes on every write; never written by the app. */
const tsText = customType<{ data: string }>({ dataType: () => 'text' });

// ---------------------------------------------------------------- accounts (better-auth)

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** Set by better-auth's two-factor plugin once an authenticator code was confirmed. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The admin users search (substring of email or name) stays indexed at any number of users.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Two-factor sign-in (better-auth's twoFactor plugin): the TOTP secret and the backup codes,
 * both encrypted with the auth secret; one row per user, `verified` once a first code matched.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_idx').on(t.userId)],
);

/** Shared by every server instance, so a rate limit holds across a fleet. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// ---------------------------------------------------------------- profiles and admin rights

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    phone: text('phone'),
    /** The phone in E.164 (`+821012345678`), when it is a valid number; null otherwise. */
    phoneE164: text('phone_e164'),
    location: text('location'),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_phone_format', sql`${t.phone} is null or ${t.phone} ~ '^\\+82 [0-9-]+$'`),
    check(
      'profiles_phone_e164_format',
      sql`${t.phoneE164} is null or ${t.phoneE164} ~ '^\\+[1-9][0-9]{6,14}$'`,
    ),
    index('profiles_full_name_trgm_idx').using('gin', sql`lower(${t.fullName}) gin_trgm_ops`),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Super admin implies admin.
    check('admin_users_super_implies_admin', sql`not ${t.isSuperAdmin} or ${t.isAdmin}`),
    index('admin_users_created_idx').on(t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------- destinations

/** A category's names by language code, other than the default language's (its `name`). */
export type CategoryNames = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    /**
     * The name in each other interface language, keyed by language code (`{"en": "Nature"}`); a
     * language without one shows the Korean `name`.
     */
    names: jsonb('names').$type<CategoryNames>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Duplicates are compared trimmed and case-insensitively (409 category_exists).
    uniqueIndex('categories_name_folded_idx').on(sql`lower(btrim(${t.name}))`),
    check('categories_names_object', sql`jsonb_typeof(${t.names}) = 'object'`),
  ],
);

export const destinations = pgTable(
  'destinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    location: text('location').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    // The category is referenced by name (as the spec stores it): renaming a category carries its
    // destinations along, and a category in use cannot be deleted.
    category: text('category')
      .notNull()
      .references(() => categories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    budgetMin: integer('budget_min').notNull(),
    budgetMax: integer('budget_max').notNull(),
    rating: smallint('rating').notNull().default(5),
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likesCount: integer('likes_count').notNull().default(0),
    bookmarksCount: integer('bookmarks_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    searchText: tsText('search_text').generatedAlwaysAs(
      sql`pintrip_search_text(title, location, description, hashtags)`,
    ),
    // The "recommended" order (docs/decisions/0004-recommended-order.md): engagement that halves in
    // weight every two days, as log2(1 + engagement) + age term. Exponential decay makes the order
    // independent of "now", so it can be a stored column with an index and keyset pagination.
    recommendScore: doublePrecision('recommend_score').generatedAlwaysAs(
      sql`pintrip_recommend_score(likes_count, bookmarks_count, comments_count, created_at)`,
    ),
    /** Set when an admin hid it after a report: only its author and admins see it, marked. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('destinations_rating_range', sql`${t.rating} between 1 and 10`),
    check('destinations_budget_min', sql`${t.budgetMin} >= 0`),
    check('destinations_budget_order', sql`${t.budgetMin} <= ${t.budgetMax}`),
    check('destinations_lat', sql`${t.lat} is null or ${t.lat} between -90 and 90`),
    check('destinations_lng', sql`${t.lng} is null or ${t.lng} between -180 and 180`),
    check(
      'destinations_counts',
      sql`${t.likesCount} >= 0 and ${t.bookmarksCount} >= 0 and ${t.commentsCount} >= 0`,
    ),
    index('destinations_latest_idx').on(t.createdAt.desc(), t.id.desc()),
    index('destinations_category_latest_idx').on(t.category, t.createdAt.desc(), t.id.desc()),
    index('destinations_rating_idx').on(t.rating.desc(), t.createdAt.desc(), t.id.desc()),
    index('destinations_comments_idx').on(t.commentsCount.desc(), t.createdAt.desc(), t.id.desc()),
    // The author's own pinpoints, newest first (GET /api/me/destinations), keyset by (created_at, id).
    index('destinations_user_latest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Authors of hidden destinations (a viewer's first page differs from the shared one).
    index('destinations_hidden_user_idx')
      .on(t.userId)
      .where(sql`${t.hiddenAt} is not null`),
    index('destinations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('destinations_recommended_idx').on(t.recommendScore.desc(), t.id.desc()),
    // Imports match places to destinations within ~50 m by a latitude band first (migration 0023).
    index('destinations_lat_idx')
      .on(t.lat)
      .where(sql`${t.lat} is not null`),
  ],
);

export const destinationLikes = pgTable(
  'destination_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('destination_likes_once_idx').on(t.destinationId, t.userId),
    index('destination_likes_user_idx').on(t.userId),
  ],
);

export const destinationBookmarks = pgTable(
  'destination_bookmarks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('destination_bookmarks_once_idx').on(t.destinationId, t.userId),
    index('destination_bookmarks_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

// ---------------------------------------------------------------- comments

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => destinations.id, { onDelete: 'cascade' }),
    // Null once its author's account is deleted: a comment with replies from others stays as a
    // placeholder (is_deleted) so the thread holds; every other comment goes with the account.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    depth: smallint('depth').notNull().default(1),
    content: text('content').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    dislikesCount: integer('dislikes_count').notNull().default(0),
    /** Set when an admin hid it after a report: only its author and admins see it, marked. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('comments_depth_range', sql`${t.depth} between 1 and 6`),
    check('comments_parent_depth', sql`(${t.parentId} is null) = (${t.depth} = 1)`),
    check('comments_content_length', sql`char_length(${t.content}) <= 2000`),
    check('comments_counts', sql`${t.likesCount} >= 0 and ${t.dislikesCount} >= 0`),
    index('comments_destination_idx').on(t.destinationId, t.createdAt, t.id),
    // A destination's threads newest first (the comments list pages by thread).
    index('comments_threads_idx')
      .on(t.destinationId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
  ],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isLike: boolean('is_like').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_reactions_once_idx').on(t.commentId, t.userId),
    index('comment_reactions_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- itineraries

export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    location: text('location'),
    totalCost: bigint('total_cost', { mode: 'number' }).notNull().default(0),
    destinationCount: integer('destination_count').notNull().default(0),
    likesCount: integer('likes_count').notNull().default(0),
    viewsCount: bigint('views_count', { mode: 'number' }).notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    /** How many copies were made of this itinerary (sort=copies); copies survive their source. */
    copyCount: integer('copy_count').notNull().default(0),
    copiedFromId: uuid('copied_from_id').references((): AnyPgColumn => itineraries.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when an admin hid it after a report: public lists, recommendations and counts must leave
     * it out; its owner and admins still see it, marked.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The sequence number of the trip's last logged operation (itinerary_ops; 0 before any). */
    opSeq: bigint('op_seq', { mode: 'number' }).notNull().default(0),
    /** The currency balances are kept in (migration 0018, docs/decisions/0034-trip-money.md). */
    homeCurrency: text('home_currency').notNull().default('KRW'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('itineraries_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('itineraries_total_cost', sql`${t.totalCost} >= 0`),
    check(
      'itineraries_counts',
      sql`${t.destinationCount} >= 0 and ${t.likesCount} >= 0 and ${t.viewsCount} >= 0 and ${t.shareCount} >= 0`,
    ),
    check('itineraries_copy_count', sql`${t.copyCount} >= 0`),
    check('itineraries_home_currency', sql`${t.homeCurrency} ~ '^[A-Z]{3}$'`),
    // Every scope × sort of the list is one index scan: the public ones below, the owner's here
    // (latest and oldest read itineraries_user_latest_idx in either direction).
    index('itineraries_user_views_idx').on(t.userId, t.viewsCount.desc(), t.id.desc()),
    index('itineraries_user_likes_idx').on(t.userId, t.likesCount.desc(), t.id.desc()),
    index('itineraries_user_shares_idx').on(t.userId, t.shareCount.desc(), t.id.desc()),
    index('itineraries_user_copies_idx').on(t.userId, t.copyCount.desc(), t.id.desc()),
    index('itineraries_public_copies_idx')
      .on(t.copyCount.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    // Deleting a source sets its copies' copied_from_id to null: found through this index.
    index('itineraries_copied_from_idx').on(t.copiedFromId),
    index('itineraries_user_latest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('itineraries_public_latest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    index('itineraries_public_views_idx')
      .on(t.viewsCount.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    index('itineraries_public_likes_idx')
      .on(t.likesCount.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    index('itineraries_public_shares_idx')
      .on(t.shareCount.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    // Owners of itineraries others do not see (private or hidden): their `all` list is their own
    // (migration 0025, docs/decisions/0041-itinerary-reads.md).
    index('itineraries_unlisted_user_idx')
      .on(t.userId)
      .where(sql`not (${t.isPublic} and ${t.hiddenAt} is null)`),
  ],
);

export const itineraryDays = pgTable(
  'itinerary_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    dayNumber: smallint('day_number').notNull(),
    estimatedCost: bigint('estimated_cost', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('itinerary_days_number_idx').on(t.itineraryId, t.dayNumber),
    check('itinerary_days_number', sql`${t.dayNumber} >= 1`),
    check('itinerary_days_cost', sql`${t.estimatedCost} >= 0`),
  ],
);

export const itineraryPlans = pgTable(
  'itinerary_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dayId: uuid('day_id')
      .notNull()
      .references(() => itineraryDays.id, { onDelete: 'cascade' }),
    /**
     * Legacy order, kept as written by PUT; the order is `sort_key` (a fractional-indexing key,
     * column collation "C" so PostgreSQL compares it as the package does), then `id`. A row
     * inserted without one ('') is keyed from its position by a trigger (migration 0017).
     */
    position: smallint('position').notNull(),
    sortKey: text('sort_key').notNull().default(''),
    time: text('time'),
    destination: text('destination').notNull(),
    // A plan outlives the destination it points at: it keeps its name and location.
    destinationId: uuid('destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    location: text('location'),
    note: text('note'),
    duration: integer('duration').notNull().default(60),
    cost: integer('cost').notNull().default(0),
    // A free-text plan's own position (a linked plan takes its destination's).
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [
    check('itinerary_plans_lat', sql`${t.lat} is null or ${t.lat} between -90 and 90`),
    check('itinerary_plans_lng', sql`${t.lng} is null or ${t.lng} between -180 and 180`),
    check('itinerary_plans_coordinates', sql`(${t.lat} is null) = (${t.lng} is null)`),
    check('itinerary_plans_time', sql`${t.time} is null or ${t.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('itinerary_plans_duration', sql`${t.duration} >= 1`),
    check('itinerary_plans_cost', sql`${t.cost} >= 0`),
    index('itinerary_plans_day_sort_idx').on(t.dayId, t.sortKey, t.id),
    index('itinerary_plans_destination_idx').on(t.destinationId),
  ],
);

/**
 * A trip's operation log (issue 22, docs/decisions/0029-trip-operations.md): every applied
 * operation with its per-trip sequence number, for catch-up (GET /api/itineraries/:id/ops) and the
 * activity feed; `op_id` (the client's) makes a replay idempotent. Copies carry no log.
 */
export const itineraryOps = pgTable(
  'itinerary_ops',
  {
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    opId: uuid('op_id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    op: jsonb('op').notNull().$type<Record<string, unknown>>(),
    /** What the activity feed shows: the plan's title and its day before and after. */
    summary: jsonb('summary').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itineraryId, t.seq] }),
    uniqueIndex('itinerary_ops_op_idx').on(t.itineraryId, t.opId),
  ],
);

/**
 * A trip's expenses (issue 23, docs/decisions/0034-trip-money.md). The id is the client's, so a
 * replayed write finds its row. Amounts are integer minor units of `currency`; a foreign expense
 * keeps the rate it was entered with (`rate`, home units per one unit, with its date and source).
 * Payers and shares name users by id without a foreign key: money history outlives a membership
 * and an account.
 */
export const tripExpenses = pgTable(
  'trip_expenses',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }),
    rateDate: date('rate_date', { mode: 'string' }),
    rateSource: text('rate_source').$type<RateSource>(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    category: text('category').notNull().$type<ExpenseCategory>(),
    splitKind: text('split_kind').notNull().$type<SplitKind>(),
    planId: uuid('plan_id').references(() => itineraryPlans.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The part paid from the trip's common pool (총무 mode), in `currency` (migration 0019). */
    poolAmount: bigint('pool_amount', { mode: 'number' }).notNull().default(0),
    /** The outing this expense is a round (차수) of, and its number: 1차, 2차… (migration 0028). */
    outingId: uuid('outing_id'),
    roundNumber: smallint('round_number'),
  },
  (t) => [
    check(
      'trip_expenses_round',
      sql`(${t.outingId} is null) = (${t.roundNumber} is null) and (${t.roundNumber} is null or ${t.roundNumber} between 1 and 20)`,
    ),
    index('trip_expenses_outing_idx')
      .on(t.outingId, t.roundNumber)
      .where(sql`${t.outingId} is not null`),
    check('trip_expenses_pool_amount', sql`${t.poolAmount} >= 0 and ${t.poolAmount} <= ${t.amount}`),
    check('trip_expenses_amount', sql`${t.amount} >= 0 and ${t.amount} <= 1000000000000`),
    check('trip_expenses_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'trip_expenses_rate',
      sql`(${t.rate} is null or ${t.rate} > 0) and (${t.rate} is null) = (${t.rateDate} is null) and (${t.rate} is null) = (${t.rateSource} is null)`,
    ),
    check(
      'trip_expenses_rate_source',
      sql`${t.rateSource} is null or ${t.rateSource} in ('manual', 'exchange', 'provider')`,
    ),
    check(
      'trip_expenses_category',
      sql`${t.category} in ('transport', 'lodging', 'food', 'sightseeing', 'shopping', 'other')`,
    ),
    check('trip_expenses_split_kind', sql`${t.splitKind} in ('equal', 'shares', 'exact', 'percent')`),
    // The list: newest day first, keyset on (spent_on, id).
    index('trip_expenses_list_idx').on(t.itineraryId, t.spentOn.desc(), t.id.desc()),
    index('trip_expenses_plan_idx').on(t.planId),
  ],
);

/** Who paid how much of an expense (minor units of its currency; together its amount). */
export const tripExpensePayers = pgTable(
  'trip_expense_payers',
  {
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => tripExpenses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.userId] }),
    check('trip_expense_payers_amount', sql`${t.amount} >= 0`),
  ],
);

/**
 * What each member owes of an expense (minor units of its currency; together its amount), and the
 * weight entered (shares, basis points; null for equal and exact splits).
 */
export const tripExpenseShares = pgTable(
  'trip_expense_shares',
  {
    expenseId: uuid('expense_id')
      .notNull()
      .references(() => tripExpenses.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    weight: integer('weight'),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.userId] }),
    check('trip_expense_shares_amount', sql`${t.amount} >= 0`),
    check('trip_expense_shares_weight', sql`${t.weight} is null or ${t.weight} >= 0`),
  ],
);

/** A settle-up ("민지 → 준호 32,000원"), in the trip's home currency; undoing it sets `undone_at`. */
export const tripSettlements = pgTable(
  'trip_settlements',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').notNull(),
    toUserId: text('to_user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    check('trip_settlements_amount', sql`${t.amount} > 0 and ${t.amount} <= 1000000000000`),
    check('trip_settlements_parties', sql`${t.fromUserId} <> ${t.toUserId}`),
    index('trip_settlements_itinerary_idx').on(t.itineraryId, t.createdAt, t.id),
  ],
);

/**
 * A trip's companions (issue 22, docs/decisions/0028-trip-members.md): editors plan it with its
 * owner, viewers read it; both see it even when it is private. The owner is the itinerary's
 * `user_id` and has no row here. Roles are decided in packages/shared/src/policies.ts.
 */
export const itineraryMembers = pgTable(
  'itinerary_members',
  {
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<MemberRole>(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itineraryId, t.userId] }),
    check('itinerary_members_role', sql`${t.role} in ('editor', 'viewer')`),
    // "Trips shared with me", newest first (keyset).
    index('itinerary_members_user_idx').on(t.userId, t.createdAt.desc(), t.itineraryId.desc()),
  ],
);

/**
 * Invitations to a trip (docs/decisions/0028-trip-members.md). A link invite holds the sha256 of
 * its token (the token itself is shown once, in the answer that creates it) and may be used until
 * it expires or is revoked; a direct invite names its invitee, who sees it on My Page until they
 * accept or decline it (`answered_at`). Either grants `role`.
 */
export const itineraryInvites = pgTable(
  'itinerary_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<MemberRole>(),
    tokenHash: text('token_hash'),
    inviteeId: text('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('itinerary_invites_role', sql`${t.role} in ('editor', 'viewer')`),
    check('itinerary_invites_kind', sql`(${t.tokenHash} is null) <> (${t.inviteeId} is null)`),
    uniqueIndex('itinerary_invites_token_idx').on(t.tokenHash),
    index('itinerary_invites_itinerary_idx').on(t.itineraryId, t.createdAt.desc()),
    index('itinerary_invites_invitee_idx')
      .on(t.inviteeId, t.createdAt.desc())
      .where(sql`${t.inviteeId} is not null`),
  ],
);

export const itineraryLikes = pgTable(
  'itinerary_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('itinerary_likes_once_idx').on(t.itineraryId, t.userId),
    index('itinerary_likes_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** One row per share channel: the spec's share counter, kept per channel. */
export const itineraryShares = pgTable(
  'itinerary_shares',
  {
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itineraryId, t.channel] }),
    check('itinerary_shares_channel', sql`${t.channel} in ('link', 'facebook', 'x', 'native', 'kakao')`),
  ],
);

/**
 * When each viewer's view of an itinerary was last counted: views count once per viewer (a user id
 * `u:<id>`, or an anonymous visitor cookie `v:<uuid>`) per itinerary per 24 hours.
 */
export const itineraryViews = pgTable(
  'itinerary_views',
  {
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itineraryId, t.viewerKey] })],
);

// ---------------------------------------------------------------- administration

/**
 * Every admin action, written in the same transaction as the action: who (kept as an email too,
 * so the entry outlives the account), what, on whom, when, and the state before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_latest_idx').on(t.createdAt.desc(), t.id.desc()),
    // The audit log narrowed by action or by actor, newest first (GET /api/admin/audit?action=…&actor=…).
    index('audit_log_action_idx').on(t.action, t.createdAt.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(sql`lower(${t.actorEmail})`, t.createdAt.desc(), t.id.desc()),
  ],
);

/** A user's report of a destination, comment or itinerary: once per user and item. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    /** The preset reason (packages/shared reportReasonCodes); null for reports made before presets. */
    reasonCode: text('reason_code').$type<ReportReasonCode>(),
    status: text('status').notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_target_type', sql`${t.targetType} in ('destination', 'comment', 'itinerary')`),
    check('reports_status', sql`${t.status} in ('open', 'hidden', 'dismissed')`),
    check(
      'reports_reason_code',
      sql`${t.reasonCode} is null or ${t.reasonCode} in ('spam', 'inappropriate', 'misinformation', 'copyright', 'other')`,
    ),
    // Words are needed without a preset reason or with "other".
    check(
      'reports_reason_length',
      sql`char_length(${t.reason}) <= 500 and (char_length(${t.reason}) >= 1 or coalesce(${t.reasonCode}, 'other') <> 'other')`,
    ),
    uniqueIndex('reports_once_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_open_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** What a user is told: today, that an admin hid one of their items. */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The preset reason of the report whose decision hid the item. */
    reasonCode: text('reason_code').$type<ReportReasonCode>(),
    createdAt: createdAt(),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * Values every instance must agree on and none may invent alone; today the generated session
 * signing secret (auth/secret.ts), when AUTH_SECRET is not given and the database is shared.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Addresses that asked to be told when a coming feature opens (today: the guides). One row per
 * address and topic; the token is the address's unsubscribe link (docs/API.md "News").
 */
export const newsSubscriptions = pgTable(
  'news_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    language: text('language').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('news_subscriptions_topic', sql`${t.topic} in ('guides')`),
    uniqueIndex('news_subscriptions_email_topic_idx').on(sql`lower(${t.email})`, t.topic),
    uniqueIndex('news_subscriptions_token_idx').on(t.token),
  ],
);

/**
 * Travel times a routing provider answered (issue 24, migration 0022): one row per provider, mode,
 * departure bucket ('any' when the provider ignores time) and pair of points rounded to 1e-4°
 * (about 11 m), stored as integers. Read back for 30 days, so a day computed once is there when
 * the provider is not (offline, timeout, budget spent).
 */
export const routeCache = pgTable(
  'route_cache',
  {
    provider: text('provider').notNull(),
    mode: text('mode').notNull(),
    bucket: text('bucket').notNull(),
    fromLat: integer('from_lat').notNull(),
    fromLng: integer('from_lng').notNull(),
    toLat: integer('to_lat').notNull(),
    toLng: integer('to_lng').notNull(),
    durationS: integer('duration_s').notNull(),
    distanceM: integer('distance_m').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'route_cache_pk',
      columns: [t.provider, t.mode, t.bucket, t.fromLat, t.fromLng, t.toLat, t.toLng],
    }),
    check('route_cache_mode', sql`${t.mode} in ('walk', 'transit', 'car')`),
    check('route_cache_measures', sql`${t.durationS} >= 0 and ${t.distanceM} >= 0`),
  ],
);

/**
 * A traveller's 환전 on a trip (migration 0019): `given_amount` of the home currency bought
 * `received_amount` of another; their weighted average is the "from my 환전" rate of an expense.
 */
export const tripExchanges = pgTable(
  'trip_exchanges',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    givenAmount: bigint('given_amount', { mode: 'number' }).notNull(),
    givenCurrency: text('given_currency').notNull(),
    receivedAmount: bigint('received_amount', { mode: 'number' }).notNull(),
    receivedCurrency: text('received_currency').notNull(),
    exchangedOn: date('exchanged_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trip_exchanges_given_amount', sql`${t.givenAmount} > 0 and ${t.givenAmount} <= 1000000000000`),
    check(
      'trip_exchanges_received_amount',
      sql`${t.receivedAmount} > 0 and ${t.receivedAmount} <= 1000000000000`,
    ),
    check(
      'trip_exchanges_currencies',
      sql`${t.givenCurrency} ~ '^[A-Z]{3}$' and ${t.receivedCurrency} ~ '^[A-Z]{3}$' and ${t.givenCurrency} <> ${t.receivedCurrency}`,
    ),
    index('trip_exchanges_list_idx').on(t.itineraryId, t.exchangedOn.desc(), t.id.desc()),
    index('trip_exchanges_currency_idx').on(t.itineraryId, t.receivedCurrency),
  ],
);

/**
 * Where a member takes a transfer on one trip (send links, docs/decisions/0048): a bank and account
 * number, and/or their own KakaoPay send link (https://qr.kakaopay.com/…). Shown to the trip's
 * members only; kept per trip, not on the profile, so it never leaves the trip it was given to.
 */
export const tripPaymentAccounts = pgTable(
  'trip_payment_accounts',
  {
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bank: text('bank'),
    accountNumber: text('account_number'),
    kakaopayUrl: text('kakaopay_url'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.itineraryId, t.userId] }),
    check('trip_payment_accounts_bank', sql`(${t.bank} is null) = (${t.accountNumber} is null)`),
    check(
      'trip_payment_accounts_account_number',
      sql`${t.accountNumber} is null or ${t.accountNumber} ~ '^[0-9]+(-[0-9]+)*$' and char_length(${t.accountNumber}) <= 30`,
    ),
    check(
      'trip_payment_accounts_kakaopay_url',
      sql`${t.kakaopayUrl} is null or ${t.kakaopayUrl} ~ '^https://qr\\.kakaopay\\.com/' and char_length(${t.kakaopayUrl}) <= 200`,
    ),
    check(
      'trip_payment_accounts_something',
      sql`${t.accountNumber} is not null or ${t.kakaopayUrl} is not null`,
    ),
  ],
);

/** Money paid into a trip's common pool (총무 mode), in its home currency (migration 0019). */
export const tripPoolContributions = pgTable(
  'trip_pool_contributions',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    contributedOn: date('contributed_on', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('trip_pool_contributions_amount', sql`${t.amount} > 0 and ${t.amount} <= 1000000000000`),
    index('trip_pool_contributions_itinerary_idx').on(t.itineraryId, t.contributedOn, t.id),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A trip's packing list and to-dos (issue 23, docs/decisions/0037-trip-lists.md): one row an item,
 * under the client's id; `position` orders the items of one list.
 */
export const tripListItems = pgTable(
  'trip_list_items',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<ListKind>(),
    text: text('text').notNull(),
    category: text('category'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    isChecked: boolean('is_checked').notNull().default(false),
    position: integer('position').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trip_list_items_kind', sql`${t.kind} in ('packing', 'todo')`),
    check('trip_list_items_text', sql`char_length(${t.text}) between 1 and 200`),
    check('trip_list_items_category', sql`${t.category} is null or char_length(${t.category}) <= 40`),
    check('trip_list_items_position', sql`${t.position} >= 0`),
    index('trip_list_items_list_idx').on(t.itineraryId, t.kind, t.position, t.id),
    index('trip_list_items_assignee_idx').on(t.assigneeId),
  ],
);

/** A user's own list template: the items (kind, text, category) saved from one of their trips. */
export const listTemplates = pgTable(
  'list_templates',
  {
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    items: jsonb('items').notNull().$type<{ kind: ListKind; text: string; category: string | null }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('list_templates_name', sql`char_length(${t.name}) between 1 and 60`),
    check('list_templates_items', sql`jsonb_typeof(${t.items}) = 'array'`),
    index('list_templates_user_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * A trip's reservations (issue 23, docs/decisions/0037-trip-lists.md): flights, trains, stays…
 * under the client's id; each time is an instant with the IANA zone it is shown in.
 */
export const tripBookings = pgTable(
  'trip_bookings',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<BookingKind>(),
    title: text('title').notNull(),
    confirmation: text('confirmation'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    startZone: text('start_zone'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endZone: text('end_zone'),
    placeName: text('place_name'),
    address: text('address'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    cost: bigint('cost', { mode: 'number' }),
    currency: text('currency'),
    expenseId: uuid('expense_id').references(() => tripExpenses.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'trip_bookings_kind',
      sql`${t.kind} in ('flight', 'train', 'bus', 'lodging', 'car', 'restaurant', 'activity', 'other')`,
    ),
    check('trip_bookings_title', sql`char_length(${t.title}) between 1 and 100`),
    check('trip_bookings_start', sql`(${t.startsAt} is null) = (${t.startZone} is null)`),
    check('trip_bookings_end', sql`(${t.endsAt} is null) = (${t.endZone} is null)`),
    check(
      'trip_bookings_order',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} >= ${t.startsAt}`,
    ),
    check(
      'trip_bookings_point',
      sql`(${t.lat} is null) = (${t.lng} is null) and (${t.lat} is null or (${t.lat} between -90 and 90 and ${t.lng} between -180 and 180))`,
    ),
    check(
      'trip_bookings_cost',
      sql`(${t.cost} is null) = (${t.currency} is null) and (${t.cost} is null or (${t.cost} >= 0 and ${t.cost} <= 1000000000000)) and (${t.currency} is null or ${t.currency} ~ '^[A-Z]{3}$')`,
    ),
    index('trip_bookings_list_idx').on(t.itineraryId, t.startsAt, t.id),
    index('trip_bookings_expense_idx').on(t.expenseId),
  ],
);

/**
 * A trip's private files (migration 0027, docs/decisions/0044-private-trip-files.md): an expense's
 * receipt (one, `expense_id`) or a reservation's attachment (up to five, `booking_id`), kept in the
 * database and never under the public /uploads prefix; only the trip's members read them. A picture
 * is re-encoded as WebP (with its size), a PDF kept as sent once it parsed. Each goes with its
 * expense, reservation or trip.
 */
export const tripFiles = pgTable(
  'trip_files',
  {
    id: uuid('id').primaryKey(),
    itineraryId: uuid('itinerary_id')
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    expenseId: uuid('expense_id')
      .unique('trip_files_expense_id_unique')
      .references(() => tripExpenses.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => tripBookings.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('trip_files_owner', sql`num_nonnulls(${t.expenseId}, ${t.bookingId}) = 1`),
    check('trip_files_content_type', sql`${t.contentType} in ('image/webp', 'application/pdf')`),
    check('trip_files_size', sql`octet_length(${t.bytes}) between 1 and 10485760`),
    check(
      'trip_files_picture_size',
      sql`(${t.contentType} = 'image/webp') = (${t.width} is not null and ${t.height} is not null)`,
    ),
    check('trip_files_name', sql`${t.fileName} is null or char_length(${t.fileName}) between 1 and 120`),
    index('trip_files_itinerary_idx').on(t.itineraryId),
    index('trip_files_booking_idx').on(t.bookingId, t.createdAt, t.id),
  ],
);

// ---------------------------------------------------------------- places in and out (issue 24)

/**
 * Calendar subscriptions (migration 0023): a secret feed of one trip (`itinerary_id`) or of all a
 * user's trips (null). The token is derived from the row's id and the app secret, so the owner can
 * be shown it again; only its SHA-256 is stored and looked up. Revoking deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itineraryId: uuid('itinerary_id').references(() => itineraries.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_idx').on(t.tokenHash),
    uniqueIndex('calendar_feeds_trip_idx')
      .on(t.userId, t.itineraryId)
      .where(sql`${t.itineraryId} is not null`),
    uniqueIndex('calendar_feeds_user_idx')
      .on(t.userId)
      .where(sql`${t.itineraryId} is null`),
    index('calendar_feeds_itinerary_idx')
      .on(t.itineraryId)
      .where(sql`${t.itineraryId} is not null`),
  ],
);
