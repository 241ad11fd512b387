/**
 * The rules of a trip's companions (issue 22, docs/decisions/0028-trip-members.md): the owner
 * invites (a link that grants a role until it expires or is revoked, or a direct invite to a user
 * found by name), changes roles and removes members; a member leaves; an invitee accepts or
 * declines. Who may do what is in policies.ts (`canManageMembers`, `canLeaveTrip`, `canSee`).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  canLeaveTrip,
  canManageMembers,
  isAdmin,
  memberLimits,
  tripRoleOf,
  type InviteAccepted,
  type InviteCreated,
  type InviteList,
  type InvitePreview,
  type MemberList,
  type MemberRole,
  type MemberSearchResult,
  type MyInviteList,
  type PageQuery,
  type SharedItineraryPage,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { toAuthor } from '../../db/author.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { canSeeRow } from '../../lib/visibility.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import { toSummary } from '../itineraries/itineraries.service.js';
import { sharedKeyset } from './members.repository.js';

type Work = Repositories;

const missingTrip = () => notFound('itinerary');
const missingInvite = () => notFound('invite');
const expired = () => new AppError('invite_expired', 'This invite has expired or was revoked.');
const full = () => new AppError('conflict', `A trip has at most ${memberLimits.membersPerTrip} members.`);

/** The sha256 a link token is stored as: the token itself is never stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const roleRank: Record<MemberRole, number> = { viewer: 0, editor: 1 };

export interface MembersServiceOptions {
  /** The address users reach (config.publicUrl): an invite link points there. */
  publicUrl: string;
}

export function createMembersService(uow: AppUnitOfWork, options: MembersServiceOptions) {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  /**
   * The trip with its members, if `viewer` may see it (404 otherwise, as everywhere); `lock`
   * serializes the writes of one trip's members (the cap, a role change, an answer).
   */
  const tripFor = async (viewer: Viewer | null, work: Work, id: string, lock = false) => {
    const row = lock ? await work.itineraries.lock(id) : await work.itineraries.findRef(id);
    if (!row) throw missingTrip();
    // findRef reads the members with the row; a locked row has them read under its lock.
    const trip = { ...row, members: 'members' in row ? row.members : await work.itineraries.members(id) };
    if (!canSeeRow(viewer, trip)) throw missingTrip();
    return trip;
  };

  /** The trip as its owner manages it: 404 to those who may not see it, 403 to the others. */
  const managed = async (viewer: Viewer, work: Work, id: string, lock = false) => {
    const trip = await tripFor(viewer, work, id, lock);
    if (!canManageMembers(viewer, trip)) throw forbidden('only the owner manages members');
    return trip;
  };

  /** Adds `viewer` with `role`, or keeps the higher of their roles when they already are one. */
  const join = async (
    viewer: Viewer,
    work: Work,
    trip: Awaited<ReturnType<typeof tripFor>>,
    role: MemberRole,
    invitedBy: string | null,
  ): Promise<InviteAccepted> => {
    const current = tripRoleOf(viewer, trip);
    if (current === 'owner') throw new AppError('conflict', 'This trip is already yours.');
    if (current === 'editor' || current === 'viewer') {
      const kept = roleRank[role] > roleRank[current] ? role : current;
      if (kept !== current) await work.members.setRole(trip.id, viewer.id, kept);
      return { itinerary_id: trip.id, role: kept };
    }
    if (trip.members.length >= memberLimits.membersPerTrip) throw full();
    await work.members.insert({ itineraryId: trip.id, userId: viewer.id, role, invitedBy });
    return { itinerary_id: trip.id, role };
  };

  /** An invite that may still be answered: 404 unknown, 410 expired, revoked or answered. */
  const openInvite = <T extends { revokedAt: Date | null; answeredAt: Date | null; isExpired: boolean }>(
    invite: T | null,
  ): T => {
    if (!invite) throw missingInvite();
    if (invite.revokedAt || invite.answeredAt || invite.isExpired) throw expired();
    return invite;
  };

  return {
    async list(viewer: Viewer | null, id: string): Promise<MemberList> {
      const work = uow.read;
      const trip = await tripFor(viewer, work, id);
      const role = tripRoleOf(viewer, trip);
      // The companions of a trip are its members' business (and moderators'), not every reader's.
      if (role === null && !isAdmin(viewer))
        throw forbidden('only the trip and its members see who plans it');
      const [rows, owner] = await Promise.all([work.members.list(id), work.members.authorOf(trip.userId)]);
      if (!owner) throw missingTrip();
      return {
        owner,
        items: rows.map((row) => ({
          user: toAuthor(row.userId, row.user),
          role: row.role,
          joined_at: row.createdAt.toISOString(),
        })),
        my_role: role,
      };
    },

    async setRole(viewer: Viewer, id: string, userId: string, role: MemberRole): Promise<MemberList> {
      await uow.transaction(async (work) => {
        await managed(viewer, work, id, true);
        if (!(await work.members.setRole(id, userId, role))) throw notFound('member');
      });
      return this.list(viewer, id);
    },

    /** The owner removes a member; a member removes themselves (leaves). */
    async remove(viewer: Viewer, id: string, userId: string): Promise<void> {
      await uow.transaction(async (work) => {
        const trip = await tripFor(viewer, work, id, true);
        const leaving = userId === viewer.id;
        if (leaving ? !canLeaveTrip(viewer, trip) : !canManageMembers(viewer, trip)) {
          throw forbidden(leaving ? 'only a member leaves a trip' : 'only the owner removes members');
        }
        if (!(await work.members.remove(id, userId))) throw notFound('member');
      });
    },

    async invites(viewer: Viewer, id: string): Promise<InviteList> {
      await managed(viewer, uow.read, id);
      const rows = await uow.read.members.openInvites(id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.inviteeId ? 'direct' : 'link',
          role: row.role,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          invitee: row.inviteeId ? toAuthor(row.inviteeId, row.invitee) : null,
        })),
      };
    },

    /**
     * A link invite (its token answered this once), or with `userId` a direct invite to an active
     * account that is not the owner nor a member and has no open invite to the trip yet.
     */
    async createInvite(
      viewer: Viewer,
      id: string,
      input: { role: MemberRole; expires_in_days: number; user_id?: string | undefined },
    ): Promise<InviteCreated> {
      return uow.transaction(async (work) => {
        const trip = await managed(viewer, work, id, true);
        const inviteeId = input.user_id ?? null;
        if (inviteeId !== null) {
          if (!(await work.members.isActiveUser(inviteeId))) {
            throw new AppError('validation_failed', 'No active account has this id.', { user_id: 'unknown' });
          }
          if (tripRoleOf({ ...viewer, id: inviteeId }, trip) !== null) {
            throw new AppError('conflict', 'This user is already on the trip.');
          }
          if (await work.members.openDirectInvite(id, inviteeId)) {
            throw new AppError('conflict', 'This user already has an open invite to the trip.');
          }
        }
        if (trip.members.length >= memberLimits.membersPerTrip) throw full();
        const token = inviteeId === null ? randomBytes(32).toString('base64url') : null;
        const row = await work.members.insertInvite({
          itineraryId: id,
          role: input.role,
          tokenHash: token === null ? null : hashToken(token),
          inviteeId,
          createdBy: viewer.id,
          days: input.expires_in_days,
        });
        const invitee = inviteeId === null ? null : await work.members.authorOf(inviteeId);
        return {
          id: row.id,
          kind: inviteeId === null ? 'link' : 'direct',
          role: input.role,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          invitee,
          token,
          url: token === null ? null : `${publicUrl}/invites/${token}`,
        };
      });
    },

    async revokeInvite(viewer: Viewer, id: string, inviteId: string): Promise<void> {
      await uow.transaction(async (work) => {
        await managed(viewer, work, id, true);
        const invite = await work.members.findInvite({ id: inviteId }, true);
        if (!invite || invite.itineraryId !== id) throw missingInvite();
        if (!invite.revokedAt) await work.members.revokeInvite(inviteId);
      });
    },

    /** Up to 5 active accounts by display name, for the owner's direct invite (no emails). */
    async search(viewer: Viewer, id: string, name: string): Promise<MemberSearchResult> {
      const trip = await managed(viewer, uow.read, id);
      const excluded = [trip.userId, ...trip.members.map((member) => member.userId)];
      const rows = await uow.read.members.searchUsers(name, excluded, memberLimits.searchResults);
      return { items: rows.map((row) => toAuthor(row.id, row.author)) };
    },

    /** What the accept page shows: anyone holding the link may read it, signed in or not. */
    async preview(viewer: Viewer | null, token: string): Promise<InvitePreview> {
      const invite = openInvite(await uow.read.members.findInvite({ tokenHash: hashToken(token) }));
      const row = await uow.read.itineraries.findById(invite.itineraryId, null);
      if (!row) throw missingInvite();
      const members = await uow.read.itineraries.members(invite.itineraryId);
      return {
        itinerary: { id: row.id, title: row.title },
        owner: toAuthor(row.userId, row.author),
        role: invite.role,
        expires_at: invite.expiresAt.toISOString(),
        my_role: tripRoleOf(viewer, { userId: row.userId, members }),
      };
    },

    /** Joins the trip of a link invite (it stays usable by others until it expires or is revoked). */
    async acceptLink(viewer: Viewer, token: string): Promise<InviteAccepted> {
      return uow.transaction(async (work) => {
        const found = await work.members.findInvite({ tokenHash: hashToken(token) });
        if (!found) throw missingInvite();
        // The trip first, then the invite: the order every member write locks them in.
        const row = await work.itineraries.lock(found.itineraryId);
        if (!row) throw missingInvite();
        const trip = { ...row, members: await work.itineraries.members(row.id) };
        const invite = openInvite(await work.members.findInvite({ id: found.id }, true));
        return join(viewer, work, trip, invite.role, invite.createdBy);
      });
    },

    async myInvites(viewer: Viewer): Promise<MyInviteList> {
      const rows = await uow.read.members.myInvites(viewer.id);
      return {
        items: rows.map((row) => ({
          id: row.id,
          role: row.role,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          itinerary: { id: row.itineraryId, title: row.title },
          owner: toAuthor(row.ownerId, row.owner),
        })),
      };
    },

    /** The invitee accepts (joins with the invite's role) or declines a direct invite. */
    async answer(viewer: Viewer, inviteId: string, accept: boolean): Promise<InviteAccepted | null> {
      return uow.transaction(async (work) => {
        const found = await work.members.findInvite({ id: inviteId });
        if (!found || found.inviteeId !== viewer.id) throw missingInvite();
        const row = await work.itineraries.lock(found.itineraryId);
        if (!row) throw missingInvite();
        const invite = openInvite(await work.members.findInvite({ id: inviteId }, true));
        await work.members.answerInvite(inviteId);
        if (!accept) return null;
        const trip = { ...row, members: await work.itineraries.members(row.id) };
        return join(viewer, work, trip, invite.role, invite.createdBy);
      });
    },

    async shared(viewer: Viewer, query: PageQuery): Promise<SharedItineraryPage> {
      const rows = await uow.read.members.shared(viewer.id, query.cursor, query.limit);
      return sharedKeyset.page(rows, query.limit, (entry) => ({
        ...toSummary(viewer, entry.row),
        my_role: entry.role,
        joined_at: entry.joinedAt.toISOString(),
      }));
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
