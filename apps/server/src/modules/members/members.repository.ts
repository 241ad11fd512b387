/**
 * SQL for a trip's members and its invites (migrations 0015 and 0016). The shared-trips list walks
 * itinerary_members_user_idx in order and joins each membership's trip by its primary key.
 */
import { and, asc, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm';
import type { MemberRole } from '@pintrip/shared';
import type { Db } from '../../db/client.js';
import { authorColumn, toAuthor } from '../../db/author.js';
import { likePattern } from '../../db/raw-sql.js';
import { defineKeyset } from '../../lib/keyset.js';
import { itineraries, itineraryInvites, itineraryMembers, profiles, users } from '../../db/schema.js';
import { summaryColumns } from '../itineraries/itineraries.repository.js';

const m = itineraryMembers;
const inv = itineraryInvites;

/** "Trips shared with me": newest membership first (itinerary_members_user_idx). */
export const sharedKeyset = defineKeyset('shared', 'desc', [
  { column: m.createdAt, type: 'timestamp' },
  { column: m.itineraryId, type: 'uuid' },
]);

export function createMembersRepository(db: Db) {
  return {
    /** The members with their author projection, oldest first. */
    async list(itineraryId: string) {
      return db
        .select({ userId: m.userId, role: m.role, createdAt: m.createdAt, user: authorColumn(m.userId) })
        .from(m)
        .where(eq(m.itineraryId, itineraryId))
        .orderBy(asc(m.createdAt), asc(m.userId));
    },

    async count(itineraryId: string) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(m)
        .where(eq(m.itineraryId, itineraryId));
      return row?.count ?? 0;
    },

    async insert(values: {
      itineraryId: string;
      userId: string;
      role: MemberRole;
      invitedBy: string | null;
    }) {
      await db.insert(m).values(values);
    },

    async setRole(itineraryId: string, userId: string, role: MemberRole) {
      const rows = await db
        .update(m)
        .set({ role })
        .where(and(eq(m.itineraryId, itineraryId), eq(m.userId, userId)))
        .returning({ userId: m.userId });
      return rows.length > 0;
    },

    async remove(itineraryId: string, userId: string) {
      const rows = await db
        .delete(m)
        .where(and(eq(m.itineraryId, itineraryId), eq(m.userId, userId)))
        .returning({ userId: m.userId });
      return rows.length > 0;
    },

    /** The trip's open invites (not revoked, not expired, a direct one not answered), newest first. */
    async openInvites(itineraryId: string) {
      return db
        .select({
          id: inv.id,
          role: inv.role,
          inviteeId: inv.inviteeId,
          createdAt: inv.createdAt,
          expiresAt: inv.expiresAt,
          invitee: authorColumn(inv.inviteeId),
        })
        .from(inv)
        .where(
          and(
            eq(inv.itineraryId, itineraryId),
            isNull(inv.revokedAt),
            isNull(inv.answeredAt),
            gt(inv.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(inv.createdAt), desc(inv.id));
    },

    async insertInvite(values: {
      itineraryId: string;
      role: MemberRole;
      tokenHash: string | null;
      inviteeId: string | null;
      createdBy: string;
      days: number;
    }) {
      const { days, ...rest } = values;
      const [row] = await db
        .insert(inv)
        .values({ ...rest, expiresAt: sql`now() + make_interval(days => ${days}::int)` })
        .returning({ id: inv.id, createdAt: inv.createdAt, expiresAt: inv.expiresAt });
      return row!;
    },

    /** An invite with its expiry state, by id or by token hash, locked for an answer when asked. */
    async findInvite(where: { id: string } | { tokenHash: string }, lock = false) {
      const query = db
        .select({
          id: inv.id,
          itineraryId: inv.itineraryId,
          role: inv.role,
          inviteeId: inv.inviteeId,
          tokenHash: inv.tokenHash,
          createdBy: inv.createdBy,
          createdAt: inv.createdAt,
          expiresAt: inv.expiresAt,
          revokedAt: inv.revokedAt,
          answeredAt: inv.answeredAt,
          isExpired: sql<boolean>`${inv.expiresAt} <= now()`,
        })
        .from(inv)
        .where('id' in where ? eq(inv.id, where.id) : eq(inv.tokenHash, where.tokenHash));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** An open direct invite of `inviteeId` to the trip, if any. */
    async openDirectInvite(itineraryId: string, inviteeId: string) {
      const [row] = await db
        .select({ id: inv.id })
        .from(inv)
        .where(
          and(
            eq(inv.itineraryId, itineraryId),
            eq(inv.inviteeId, inviteeId),
            isNull(inv.revokedAt),
            isNull(inv.answeredAt),
            gt(inv.expiresAt, sql`now()`),
          ),
        );
      return row ?? null;
    },

    async revokeInvite(id: string) {
      await db
        .update(inv)
        .set({ revokedAt: sql`now()` })
        .where(eq(inv.id, id));
    },

    async answerInvite(id: string) {
      await db
        .update(inv)
        .set({ answeredAt: sql`now()` })
        .where(eq(inv.id, id));
    },

    /** Direct invites waiting for `userId`'s answer, newest first (itinerary_invites_invitee_idx). */
    async myInvites(userId: string) {
      return db
        .select({
          id: inv.id,
          role: inv.role,
          createdAt: inv.createdAt,
          expiresAt: inv.expiresAt,
          itineraryId: itineraries.id,
          title: itineraries.title,
          ownerId: itineraries.userId,
          owner: authorColumn(itineraries.userId),
        })
        .from(inv)
        .innerJoin(itineraries, eq(itineraries.id, inv.itineraryId))
        .where(
          and(
            eq(inv.inviteeId, userId),
            isNull(inv.revokedAt),
            isNull(inv.answeredAt),
            gt(inv.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(inv.createdAt), desc(inv.id))
        .limit(50);
    },

    /**
     * Active accounts whose display name (the profile's full name, else the account's name)
     * contains `text`, except `excluded` (the owner and the members); never their emails.
     */
    async searchUsers(text: string, excluded: string[], limit: number) {
      const name = sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), ${users.name})`;
      return db
        .select({ id: users.id, author: authorColumn(users.id) })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(
            eq(users.isActive, true),
            sql`${name} ilike ${likePattern(text)} escape '\\'`,
            excluded.length > 0 ? notInArray(users.id, excluded) : undefined,
          ),
        )
        .orderBy(sql`length(${name})`, asc(users.id))
        .limit(limit);
    },

    /** The author projection of one account. */
    async authorOf(userId: string) {
      const [row] = await db
        .select({ author: authorColumn(users.id) })
        .from(users)
        .where(eq(users.id, userId));
      return row ? toAuthor(userId, row.author) : null;
    },

    /** Whether `userId` names an active account. */
    async isActiveUser(userId: string) {
      const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, userId));
      return row?.isActive === true;
    },

    /**
     * One page of the trips `userId` is a member of (limit + 1 rows), newest membership first: an
     * ordered scan of itinerary_members_user_idx joined to each trip by its primary key, with the
     * itineraries repository's summary columns (read for the rows of the page only).
     */
    async shared(userId: string, cursor: string | undefined, limit: number) {
      return db
        .select({
          role: m.role,
          joinedAt: m.createdAt,
          ...sharedKeyset.keyColumns(),
          row: summaryColumns(userId),
        })
        .from(m)
        .innerJoin(itineraries, eq(itineraries.id, m.itineraryId))
        .where(and(eq(m.userId, userId), cursor ? sharedKeyset.after(cursor) : undefined))
        .orderBy(...sharedKeyset.orderBy())
        .limit(limit + 1);
    },
  };
}
