/**
 * SQL of the administration: users and their rights, the audit log, reports, and the deletion of
 * an account with the recount of every counter it touched. Lists read their page whole from an
 * index (users_created_idx, audit_log_latest_idx, reports_open_idx), then look up what else a row
 * needs by key, one `lateral … limit 1` per lookup, so no table is ever scanned to join a page
 * (docs/decisions/0058).
 */
import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AuditAction, ReportReasonCode } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { createPreparedCache, pageSizeInText } from '../../db/prepared.js';
import { likePattern, rowsOf, trigramLength } from '../../db/raw-sql.js';
import {
  adminUsers,
  auditLog,
  comments,
  destinations,
  itineraries,
  notices,
  profiles,
  reports,
  users,
} from '../../db/schema.js';
import { defineKeyset } from '../../lib/keyset.js';

export const userKeys = defineKeyset('users', 'desc', [
  { column: users.createdAt, type: 'timestamp' },
  { column: users.id, type: 'user_id' },
]);

export const auditKeys = defineKeyset('audit', 'desc', [
  { column: auditLog.createdAt, type: 'timestamp' },
  { column: auditLog.id, type: 'uuid' },
]);

export const reportKeys = defineKeyset('reports', 'desc', [
  { column: reports.createdAt, type: 'timestamp' },
  { column: reports.id, type: 'uuid' },
]);

export interface AuditValues {
  /** Null for the command line (actor_email "cli"). */
  actorId: string | null;
  actorEmail: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

export type ReportTarget = 'destination' | 'comment' | 'itinerary';

/** An account's own columns (users), read first for a page of the admin users list. */
const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  isActive: users.isActive,
};

const userColumns = {
  ...accountColumns,
  isAdmin: sql<boolean>`coalesce(${adminUsers.isAdmin}, false) or coalesce(${adminUsers.isSuperAdmin}, false)`,
  isSuperAdmin: sql<boolean>`coalesce(${adminUsers.isSuperAdmin}, false)`,
  fullName: profiles.fullName,
  phone: profiles.phone,
  location: profiles.location,
};

/** A report's own columns, as the open reports' page reads them and answers them. */
const reportColumns = {
  id: reports.id,
  targetType: reports.targetType,
  targetId: reports.targetId,
  reason: reports.reason,
  reasonCode: reports.reasonCode,
  status: reports.status,
  createdAt: reports.createdAt,
  reporterId: reports.reporterId,
};

export function createAdminRepository(db: Db) {
  const prepared = createPreparedCache();

  /**
   * The ids of one page of users matching `pattern`, newest first, after `after` (see usersList):
   * each arm takes its matches with their sort keys through its trigram index (email, name, full
   * name; a full name's account is read by its key), and only that union is ordered and cut —
   * asking `users.id in (matches)` instead made the planner hash-join a scan of every user. The
   * union is named `users` so that the keyset's order and cursor condition (written on users'
   * columns) apply to it unchanged.
   */
  const searchPage = (pattern: string | Placeholder, after: SQL | undefined, limit: number | Placeholder) => {
    const source = sql`(select u.id, u.created_at from users u where lower(u.email) like ${pattern} escape '\\'
            union select u.id, u.created_at from users u where lower(u.name) like ${pattern} escape '\\'
            union select p.user_id, (select u.created_at from users u where u.id = p.user_id) from profiles p
              where lower(p.full_name) like ${pattern} escape '\\') as users`;
    return db
      .select({ pageId: sql<string>`${users.id}`.as('page_id') })
      .from(source)
      .where(after)
      .orderBy(...userKeys.orderBy())
      .limit(limit)
      .as('page');
  };

  /**
   * An account's rights and profile, read by key for each user of a page (`lateral … limit 1`):
   * as plain joins, a small table made the planner hash a scan of every profile (or of every
   * user) to join a page of 21 — on the embedded database, where there are 1,000 users, every
   * page paid for a scan (decision 0058).
   */
  const rightsOfUser = db
    .select({ isAdmin: adminUsers.isAdmin, isSuperAdmin: adminUsers.isSuperAdmin })
    .from(adminUsers)
    .where(eq(adminUsers.userId, users.id))
    .limit(pageSizeInText(1))
    .as('admin_users');
  const profileOfUser = db
    .select({ fullName: profiles.fullName, phone: profiles.phone, location: profiles.location })
    .from(profiles)
    .where(eq(profiles.userId, users.id))
    .limit(pageSizeInText(1))
    .as('profiles');

  /**
   * Users newest first, after `after`, matching `pattern` (see listUsers); limit + 1 rows. Without
   * a search the page is read whole from users_created_idx; with one, its ids come from searchPage
   * and each account is read by its key. Either is named `users`, so userColumns apply to it.
   */
  const usersList = (
    pattern: string | Placeholder | undefined,
    after: SQL | undefined,
    limit: number | Placeholder,
  ) => {
    const accounts = (where: SQL | undefined, limitTo: number | Placeholder, order: boolean) => {
      const query = db.select(accountColumns).from(users).where(where).$dynamic();
      return (order ? query.orderBy(...userKeys.orderBy()) : query).limit(limitTo).as('users');
    };
    const select = db.select({ ...userColumns, ...userKeys.keyColumns() });
    const page =
      pattern === undefined
        ? select.from(accounts(after, limit, true)).$dynamic()
        : (() => {
            const ids = searchPage(pattern, after, limit);
            return select
              .from(ids)
              .innerJoinLateral(accounts(eq(users.id, ids.pageId), pageSizeInText(1), false), sql`true`)
              .$dynamic();
          })();
    return page
      .leftJoinLateral(rightsOfUser, sql`true`)
      .leftJoinLateral(profileOfUser, sql`true`)
      .orderBy(...userKeys.orderBy());
  };

  return {
    /**
     * One page of users, newest first (limit + 1 rows). `q` is a lower-cased substring of the
     * email, the account name or the full name: each arm is served by its trigram index, the
     * union of ids is then ordered and cut.
     */
    listUsers(filter: { q?: string | undefined; limit: number; cursor?: string | undefined }) {
      return usersList(
        filter.q ? likePattern(filter.q) : undefined,
        filter.cursor ? userKeys.after(filter.cursor) : undefined,
        filter.limit + 1,
      );
    },

    /**
     * `listUsers` run as a prepared statement (docs/decisions/0025): one statement per shape
     * (search or not, cursor or not) and page size, the values as parameters. Without a search
     * the page size is in the text, so PostgreSQL reuses a generic plan instead of planning each
     * page (decision 0057). A search keeps it bound: then no generic plan is ever cheaper, and
     * each run is planned for its own term (a common one and a rare one want different plans).
     */
    async findUsers(filter: { q?: string | undefined; limit: number; cursor?: string | undefined }) {
      const pageSize = filter.q ? 'bound' : filter.limit + 1;
      const statement = prepared(
        `users:${filter.q ? 'q' : ''}:${filter.cursor ? 'after' : ''}:${pageSize}`,
        () =>
          usersList(
            filter.q ? sql.placeholder('pattern') : undefined,
            filter.cursor ? userKeys.afterPlaceholders() : undefined,
            pageSize === 'bound' ? sql.placeholder('limit') : pageSizeInText(pageSize),
          ),
      );
      return statement.execute({
        pattern: filter.q ? likePattern(filter.q) : undefined,
        limit: filter.limit + 1,
        ...(filter.cursor ? userKeys.cursorValues(filter.cursor) : {}),
      });
    },

    /** A user with their rights; `lock` takes the row for the rest of the transaction. */
    async findUser(id: string, lock = false) {
      const query = db
        .select(userColumns)
        .from(users)
        .leftJoin(adminUsers, eq(adminUsers.userId, users.id))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, id));
      const [row] = lock ? await query.for('update', { of: users }) : await query;
      return row ?? null;
    },

    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row ?? null;
    },

    async setActive(id: string, isActive: boolean) {
      await db
        .update(users)
        .set({ isActive, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    /** Every admin record with the account's email, newest first. */
    async listAdmins() {
      return db
        .select({
          userId: adminUsers.userId,
          email: users.email,
          isAdmin: adminUsers.isAdmin,
          isSuperAdmin: adminUsers.isSuperAdmin,
          createdAt: adminUsers.createdAt,
        })
        .from(adminUsers)
        .innerJoin(users, eq(users.id, adminUsers.userId))
        .orderBy(desc(adminUsers.createdAt), desc(adminUsers.userId));
    },

    /**
     * Case-insensitive contains on email, at most `limit`, by email; prepared per shape. A term the
     * trigram index can serve takes its matches from it first and sorts only those (`offset 0`
     * keeps the planner from flattening the subquery into a walk of users_email_lower_idx in
     * order that filters away most of it for a common term); a shorter one walks that order and
     * stops at `limit` matches.
     */
    async searchByEmail(text: string, limit: number) {
      const indexed = [...text].length >= trigramLength;
      const statement = prepared(`userSearch:${indexed ? 'trigram' : 'short'}`, () => {
        const match = sql`lower(${users.email}) like ${sql.placeholder('pattern')} escape '\\'`;
        if (!indexed) {
          return db
            .select({ id: users.id, email: users.email, createdAt: users.createdAt })
            .from(users)
            .where(match)
            .orderBy(sql`lower(${users.email})`)
            .limit(sql.placeholder('limit'));
        }
        const matches = sql`(select ${users.id} as id, ${users.email} as email, ${users.createdAt} as created_at
          from ${users} where ${match} offset 0) as matches`;
        return db
          .select({
            id: sql<string>`matches.id`,
            email: sql<string>`matches.email`,
            createdAt: sql<Date>`matches.created_at`.mapWith(users.createdAt),
          })
          .from(matches)
          .orderBy(sql`lower(matches.email)`)
          .limit(sql.placeholder('limit'));
      });
      return statement.execute({ pattern: likePattern(text.toLowerCase()), limit });
    },

    async deleteAdminRecord(userId: string) {
      await db.delete(adminUsers).where(eq(adminUsers.userId, userId));
    },

    async insertAdmin(userId: string, values: { isAdmin: boolean; isSuperAdmin: boolean }) {
      const rows = await db
        .insert(adminUsers)
        .values({ userId, ...values })
        .onConflictDoNothing()
        .returning({ userId: adminUsers.userId });
      return rows.length > 0;
    },

    async setRights(userId: string, values: { isAdmin: boolean; isSuperAdmin: boolean }) {
      await db
        .insert(adminUsers)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: adminUsers.userId, set: { ...values, updatedAt: sql`now()` } });
    },

    /**
     * The super admins still able to act (active accounts), locking their records so that two
     * concurrent demotions cannot both see "another one remains".
     */
    async lockActiveSuperAdmins(): Promise<string[]> {
      const rows = await db
        .select({ userId: adminUsers.userId })
        .from(adminUsers)
        .innerJoin(users, eq(users.id, adminUsers.userId))
        .where(and(eq(adminUsers.isSuperAdmin, true), eq(users.isActive, true)))
        // One order for every caller: two demotions locking the same rows cannot deadlock.
        .orderBy(adminUsers.userId)
        .for('update', { of: adminUsers });
      return rows.map((r) => r.userId);
    },

    // ------------------------------------------------------------ deleting an account

    /**
     * Removes the account and everything it owns, then recounts every counter the removal touched.
     * Run inside one transaction. Comments of the user that others replied to stay as placeholders
     * (the comments module's rule: no content, no reactions, is_deleted), with no author.
     * Returns the user's own destinations (gone now) and the others' it changed (counters, threads),
     * with what the visibility rule needs.
     */
    async deleteUserCascade(userId: string) {
      const owned = await db
        .select({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt })
        .from(destinations)
        .where(eq(destinations.userId, userId));
      // What the account touched on others' content, read before it goes.
      const touchedDestinations = rowsOf<{ id: string }>(
        await db.execute(sql`
          select destination_id as id from destination_likes where user_id = ${userId}
          union select destination_id from destination_bookmarks where user_id = ${userId}
          union select destination_id from comments where user_id = ${userId}`),
      ).map((r) => r.id);
      const touchedComments = rowsOf<{ id: string }>(
        await db.execute(sql`select comment_id as id from comment_reactions where user_id = ${userId}`),
      ).map((r) => r.id);
      const touchedItineraries = rowsOf<{ id: string }>(
        await db.execute(sql`select itinerary_id as id from itinerary_likes where user_id = ${userId}`),
      ).map((r) => r.id);

      // Lock the destinations whose counters change, in id order (as the other writers lock them).
      if (touchedDestinations.length > 0) {
        await db
          .select({ id: destinations.id })
          .from(destinations)
          .where(inArray(destinations.id, touchedDestinations))
          .orderBy(destinations.id)
          .for('no key update');
      }

      // The user's comments without replies go, leaves first, until none is left without replies.
      for (;;) {
        const removed = await db.execute(sql`
          delete from comments c where c.user_id = ${userId}
            and not exists (select 1 from comments r where r.parent_id = c.id)
          returning c.id`);
        if (rowsOf(removed).length === 0) break;
      }
      // The rest have replies from others: placeholders.
      await db.execute(sql`
        delete from comment_reactions where comment_id in (select id from comments where user_id = ${userId})`);
      await db
        .update(comments)
        .set({ isDeleted: true, content: '', likesCount: 0, dislikesCount: 0, updatedAt: sql`now()` })
        .where(eq(comments.userId, userId));
      // Placeholders of others left without replies go too, as when a reply is deleted.
      if (touchedDestinations.length > 0) {
        for (;;) {
          const removed = await db.execute(sql`
            delete from comments c where c.is_deleted
              and c.destination_id in ${touchedDestinations}
              and not exists (select 1 from comments r where r.parent_id = c.id)
            returning c.id`);
          if (rowsOf(removed).length === 0) break;
        }
      }

      // The account: sessions, accounts, profile, rights, likes, bookmarks, reactions, reports,
      // destinations (with their likes, bookmarks and comments) and itineraries follow by cascade.
      await db.delete(users).where(eq(users.id, userId));

      if (touchedDestinations.length > 0) {
        await db.execute(sql`
          update destinations d set
            likes_count = (select count(*) from destination_likes l where l.destination_id = d.id),
            bookmarks_count = (select count(*) from destination_bookmarks b where b.destination_id = d.id),
            comments_count = (select count(*) from comments c
              where c.destination_id = d.id and not c.is_deleted and c.hidden_at is null)
          where d.id in ${touchedDestinations}`);
      }
      if (touchedComments.length > 0) {
        await db.execute(sql`
          update comments c set
            likes_count = (select count(*) from comment_reactions r where r.comment_id = c.id and r.is_like),
            dislikes_count = (select count(*) from comment_reactions r where r.comment_id = c.id and not r.is_like)
          where c.id in ${touchedComments}`);
      }
      if (touchedItineraries.length > 0) {
        await db.execute(sql`
          update itineraries i set
            likes_count = (select count(*) from itinerary_likes l where l.itinerary_id = i.id)
          where i.id in ${touchedItineraries}`);
      }
      // Others' destinations whose counters or threads the removal changed: announced, so that
      // every instance drops what it kept of them and open pages update.
      const changed =
        touchedDestinations.length > 0
          ? await db
              .select({ id: destinations.id, userId: destinations.userId, hiddenAt: destinations.hiddenAt })
              .from(destinations)
              .where(inArray(destinations.id, touchedDestinations))
          : [];
      return { destinations: owned, changed };
    },

    // ------------------------------------------------------------ audit log

    async insertAudit(values: AuditValues) {
      await db.insert(auditLog).values({
        actorId: values.actorId,
        actorEmail: values.actorEmail,
        action: values.action,
        targetType: values.targetType,
        targetId: values.targetId,
        targetLabel: values.targetLabel ?? null,
        before: values.before ?? null,
        after: values.after ?? null,
      });
    },

    /**
     * One page of the audit log, newest first (limit + 1 rows), narrowed by action and by the
     * actor's email (case-insensitive): each filter has its index (audit_log_action_idx,
     * audit_log_actor_idx) ordered like the page.
     */
    async listAudit(filter: {
      limit: number;
      cursor?: string | undefined;
      action?: AuditAction | undefined;
      actor?: string | undefined;
    }) {
      const { limit, cursor } = filter;
      // One prepared statement per shape (which filters, cursor or not) and page size, the values
      // as parameters (the page size in the text: decision 0057).
      const shape = `audit:${filter.action ? 'action' : ''}:${filter.actor ? 'actor' : ''}:${cursor ? 'after' : ''}:${limit + 1}`;
      // The page is read whole from the index of its filter, in its order: no join back to the log.
      const statement = prepared(shape, () =>
        db
          .select({
            id: auditLog.id,
            actorId: auditLog.actorId,
            actorEmail: auditLog.actorEmail,
            action: auditLog.action,
            targetType: auditLog.targetType,
            targetId: auditLog.targetId,
            targetLabel: auditLog.targetLabel,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
            ...auditKeys.keyColumns(),
          })
          .from(auditLog)
          .where(
            and(
              filter.action ? eq(auditLog.action, sql.placeholder('action')) : undefined,
              filter.actor ? sql`lower(${auditLog.actorEmail}) = ${sql.placeholder('actor')}` : undefined,
              cursor ? auditKeys.afterPlaceholders() : undefined,
            ),
          )
          .orderBy(...auditKeys.orderBy())
          .limit(pageSizeInText(limit + 1)),
      );
      return statement.execute({
        action: filter.action,
        actor: filter.actor?.toLowerCase(),
        ...(cursor ? auditKeys.cursorValues(cursor) : {}),
      });
    },

    // ------------------------------------------------------------ moderation

    /** The reported item's author, excerpt and visibility; null when it does not exist. */
    async findTarget(type: ReportTarget, id: string) {
      const result = await db.execute(
        type === 'destination'
          ? sql`select user_id, title as excerpt, hidden_at, id as destination_id, false as is_deleted, true as is_public,
                  user_id as destination_user_id, hidden_at as destination_hidden_at
                from destinations where id = ${id}`
          : type === 'comment'
            ? sql`select c.user_id, left(c.content, 200) as excerpt, c.hidden_at, c.destination_id, c.is_deleted,
                    true as is_public, d.user_id as destination_user_id, d.hidden_at as destination_hidden_at
                  from comments c join destinations d on d.id = c.destination_id where c.id = ${id}`
            : sql`select user_id, title as excerpt, hidden_at, null::uuid as destination_id, false as is_deleted, is_public,
                    null::text as destination_user_id, null::timestamptz as destination_hidden_at
                  from itineraries where id = ${id}`,
      );
      const [row] = rowsOf<{
        user_id: string | null;
        excerpt: string;
        hidden_at: unknown;
        destination_id: string | null;
        is_deleted: boolean;
        is_public: boolean;
        destination_user_id: string | null;
        destination_hidden_at: unknown;
      }>(result);
      if (!row) return null;
      return {
        userId: row.user_id,
        excerpt: row.excerpt,
        isHidden: row.hidden_at !== null,
        destinationId: row.destination_id,
        isDeleted: row.is_deleted,
        isPublic: row.is_public,
        /** The destination a comment is under (a destination: itself); null for an itinerary. */
        destination: row.destination_id
          ? { userId: row.destination_user_id, isHidden: row.destination_hidden_at !== null }
          : null,
      };
    },

    /** Inserts the report; false when this user already reported this item. */
    async insertReport(values: {
      reporterId: string;
      targetType: ReportTarget;
      targetId: string;
      reason: string;
      reasonCode: ReportReasonCode | null;
    }) {
      const rows = await db
        .insert(reports)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return rows[0]?.id ?? null;
    },

    /**
     * Open reports, newest first, limit + 1 rows, each with its item's excerpt, author and
     * destination (as findTarget reads them; null when the item is gone), read for the page's rows
     * only (by key): one prepared statement per shape (cursor or not) and page size. The status, the
     * target types and the page size are written in the text: with `status = $1` no generic plan
     * could use the partial reports_open_idx, and every page was planned anew (decision 0057).
     */
    async listOpenReports(limit: number, cursor?: string) {
      const statement = prepared(`openReports:${cursor ? 'after' : ''}:${limit + 1}`, () => {
        // The page's reports read whole from reports_open_idx, named `reports` for what follows
        // (joining the page back to reports made the planner hash a scan of every report).
        const page = db
          .select(reportColumns)
          .from(reports)
          .where(and(sql`${reports.status} = 'open'`, cursor ? reportKeys.afterPlaceholders() : undefined))
          .orderBy(...reportKeys.orderBy())
          .limit(pageSizeInText(limit + 1))
          .as('reports');
        // The reporter and the item, each read by its key (`lateral … limit 1`): as plain joins, the
        // planner hashed a scan of every user or itinerary to join a page of 21 (decision 0058).
        const one = pageSizeInText(1);
        const reporter = db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, reports.reporterId))
          .limit(one)
          .as('reporter');
        const td = db
          .select({ id: destinations.id, title: destinations.title, userId: destinations.userId })
          .from(destinations)
          .where(and(sql`${reports.targetType} = 'destination'`, eq(destinations.id, reports.targetId)))
          .limit(one)
          .as('target_destination');
        const tc = db
          .select({
            excerpt: sql<string>`left(${comments.content}, 200)`.as('excerpt'),
            userId: comments.userId,
            destinationId: comments.destinationId,
          })
          .from(comments)
          .where(and(sql`${reports.targetType} = 'comment'`, eq(comments.id, reports.targetId)))
          .limit(one)
          .as('target_comment');
        const ti = db
          .select({ title: itineraries.title, userId: itineraries.userId })
          .from(itineraries)
          .where(and(sql`${reports.targetType} = 'itinerary'`, eq(itineraries.id, reports.targetId)))
          .limit(one)
          .as('target_itinerary');
        return db
          .select({
            ...reportColumns,
            reporterEmail: reporter.email,
            targetExcerpt: sql<string | null>`coalesce(${td.title}, ${tc.excerpt}, ${ti.title})`,
            targetAuthorId: sql<string | null>`coalesce(${td.userId}, ${tc.userId}, ${ti.userId})`,
            targetDestinationId: sql<string | null>`coalesce(${td.id}, ${tc.destinationId})`,
            ...reportKeys.keyColumns(),
          })
          .from(page)
          .innerJoinLateral(reporter, sql`true`)
          .leftJoinLateral(td, sql`true`)
          .leftJoinLateral(tc, sql`true`)
          .leftJoinLateral(ti, sql`true`)
          .orderBy(...reportKeys.orderBy());
      });
      return statement.execute(cursor ? reportKeys.cursorValues(cursor) : {});
    },

    async lockReport(id: string) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
      return row ?? null;
    },

    /** Closes every open report of the item with `status`; returns how many. */
    async resolveReports(
      targetType: string,
      targetId: string,
      status: 'hidden' | 'dismissed',
      resolvedBy: string,
      onlyId?: string,
    ) {
      const rows = await db
        .update(reports)
        .set({ status, resolvedBy, resolvedAt: sql`now()` })
        .where(
          and(
            eq(reports.targetType, targetType),
            eq(reports.targetId, targetId),
            eq(reports.status, 'open'),
            onlyId ? eq(reports.id, onlyId) : undefined,
          ),
        )
        .returning({ id: reports.id });
      return rows.length;
    },

    /**
     * Hides the item; a hidden comment no longer counts in its destination's comments_count.
     * Returns false when it was already hidden.
     */
    async hideTarget(type: ReportTarget, id: string): Promise<boolean> {
      if (type === 'destination') {
        const rows = await db
          .update(destinations)
          .set({ hiddenAt: sql`now()` })
          .where(and(eq(destinations.id, id), sql`${destinations.hiddenAt} is null`))
          .returning({ id: destinations.id });
        return rows.length > 0;
      }
      if (type === 'itinerary') {
        const rows = await db
          .update(itineraries)
          .set({ hiddenAt: sql`now()` })
          .where(and(eq(itineraries.id, id), sql`${itineraries.hiddenAt} is null`))
          .returning({ id: itineraries.id });
        return rows.length > 0;
      }
      const [comment] = await db
        .select({ destinationId: comments.destinationId })
        .from(comments)
        .where(eq(comments.id, id));
      if (!comment) return false;
      // Destination first, then comment: the comments module's lock order.
      await db
        .select({ id: destinations.id })
        .from(destinations)
        .where(eq(destinations.id, comment.destinationId))
        .for('no key update');
      const rows = await db
        .update(comments)
        .set({ hiddenAt: sql`now()` })
        .where(and(eq(comments.id, id), sql`${comments.hiddenAt} is null`))
        .returning({ isDeleted: comments.isDeleted });
      const hidden = rows[0];
      if (!hidden) return false;
      if (!hidden.isDeleted) {
        await db
          .update(destinations)
          .set({ commentsCount: sql`greatest(${destinations.commentsCount} - 1, 0)` })
          .where(eq(destinations.id, comment.destinationId));
      }
      return true;
    },

    async insertNotice(values: {
      userId: string;
      kind: string;
      targetType: string;
      targetId: string;
      reasonCode: ReportReasonCode | null;
    }) {
      await db.insert(notices).values(values);
    },

    /**
     * The user's latest notices (or those about one item), each with its item's title and the
     * destination it is read on (a comment's); both null when the item is gone.
     */
    async listNotices(userId: string, limit: number, targetId?: string) {
      const page = db
        .select()
        .from(notices)
        .where(and(eq(notices.userId, userId), targetId ? eq(notices.targetId, targetId) : undefined))
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(limit)
        .as('page');
      return db
        .select({
          id: page.id,
          kind: page.kind,
          targetType: page.targetType,
          targetId: page.targetId,
          reasonCode: page.reasonCode,
          createdAt: page.createdAt,
          // Columns of "page" spelled out: drizzle writes them unqualified inside the subqueries.
          title: sql<string | null>`case page.target_type
            when 'destination' then (select d.title from destinations d where d.id = page.target_id)
            when 'itinerary' then (select i.title from itineraries i where i.id = page.target_id)
            when 'comment' then (select left(c.content, 80) from comments c
              where c.id = page.target_id and not c.is_deleted) end`,
          destinationId: sql<string | null>`case page.target_type
            when 'destination' then (select d.id from destinations d where d.id = page.target_id)
            when 'comment' then (select c.destination_id from comments c
              where c.id = page.target_id and not c.is_deleted) end`,
        })
        .from(page)
        .orderBy(desc(page.createdAt), desc(page.id));
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
