/**
 * The rules of the administration (docs/API.md "Administration", spec 2 §4 and §6). Super admin implies
 * admin; only a super admin grants super admin or touches a super admin; nobody acts on themselves;
 * the last active super admin stays. Every change is audited in the transaction that makes it.
 */
import {
  canSee,
  isSuperAdmin,
  limits,
  reportNeedsReasonText,
  reportReasonMaxLength,
  type AdminEntry,
  type AdminList,
  type AdminRights,
  type AdminUpdate,
  type AdminUser,
  type AdminUserListQuery,
  type AuditEntry,
  type AuditQuery,
  type Notice,
  type Page,
  type Report,
  type ReportCreate,
  type UserSearchResult,
  type UserStatus,
} from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { visibilityOf } from '../../lib/visibility.js';
import type { AppUnitOfWork, Repositories } from '../../repositories.js';
import { auditKeys, reportKeys, userKeys, type ReportTarget } from './admin.repository.js';
import type { AdminReads } from './admin-reads.js';

type UserRow = NonNullable<Awaited<ReturnType<Repositories['admin']['findUser']>>>;

function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin ? row.lastLogin.toISOString() : null,
    is_active: row.isActive,
    is_admin: Boolean(row.isAdmin),
    is_super_admin: Boolean(row.isSuperAdmin),
    profile: { full_name: row.fullName, phone: row.phone, location: row.location },
  };
}

const superAdminRequired = () =>
  new AppError('super_admin_required', 'Only a super administrator may do this to a super administrator.');
const lastSuperAdmin = () =>
  new AppError('last_super_admin', 'The last super administrator cannot lose that right or be removed.');
const notOnYourself = () => forbidden('Administrators cannot do this to their own account.');

/**
 * `reads`: the lists' pages kept in memory, dropped on every instance when they change
 * (admin-reads.ts; the app's is fed by its LISTEN connection).
 */
export function createAdminService(uow: AppUnitOfWork, reads: AdminReads) {
  const actor = (viewer: Viewer) => ({ actorId: viewer.id, actorEmail: viewer.email });

  /** Throws last_super_admin unless an active super admin other than `userId` remains. */
  async function keepOneSuperAdmin(admin: Repositories['admin'], userId: string) {
    const remaining = (await admin.lockActiveSuperAdmins()).filter((id) => id !== userId);
    if (remaining.length === 0) throw lastSuperAdmin();
  }

  /** One page of the open reports, read from the database (listOpenReports keeps it). */
  async function loadOpenReports(limit: number, cursor?: string): Promise<Page<Report>> {
    const rows = await uow.read.admin.listOpenReports(limit, cursor);
    const page = reportKeys.page(rows, limit, (row) => row);
    const items = page.items.map((row): Report => ({
      id: row.id,
      target_type: row.targetType as ReportTarget,
      target_id: row.targetId,
      reason: row.reason,
      reason_code: row.reasonCode,
      status: row.status as Report['status'],
      created_at: row.createdAt.toISOString(),
      reporter: { id: row.reporterId, email: row.reporterEmail },
      target_excerpt: row.targetExcerpt,
      target_author_id: row.targetAuthorId,
      target_destination_id: row.targetDestinationId,
    }));
    return { items, next_cursor: page.next_cursor };
  }

  return {
    async listUsers(query: AdminUserListQuery): Promise<Page<AdminUser>> {
      const q = query.q?.trim().toLowerCase() || undefined;
      return reads.read('users', ['page', q, query.limit, query.cursor], async () => {
        const rows = await uow.read.admin.findUsers({ q, limit: query.limit, cursor: query.cursor });
        return userKeys.page(rows, query.limit, toAdminUser);
      });
    },

    async toggleStatus(viewer: Viewer, userId: string): Promise<UserStatus> {
      return uow.transaction(async ({ admin }) => {
        const target = await admin.findUser(userId, true);
        if (!target) throw notFound('user');
        if (target.id === viewer.id) throw notOnYourself();
        if (target.isSuperAdmin && !isSuperAdmin(viewer)) throw superAdminRequired();
        const isActive = !target.isActive;
        if (!isActive && target.isSuperAdmin) await keepOneSuperAdmin(admin, target.id);
        await admin.setActive(target.id, isActive);
        await admin.insertAudit({
          ...actor(viewer),
          action: isActive ? 'user.activate' : 'user.deactivate',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.email,
          before: { is_active: target.isActive },
          after: { is_active: isActive },
        });
        return { is_active: isActive };
      });
    },

    /** Super admin only (declared on the route): the account and everything it owns. */
    async deleteUser(viewer: Viewer, userId: string): Promise<void> {
      await uow.transaction(async ({ admin, publish }) => {
        const target = await admin.findUser(userId, true);
        if (!target) throw notFound('user');
        if (target.id === viewer.id) throw notOnYourself();
        if (target.isSuperAdmin) await keepOneSuperAdmin(admin, target.id);
        await admin.insertAudit({
          ...actor(viewer),
          action: 'user.delete',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.email,
          before: toAdminUser(target),
        });
        const { destinations, changed } = await admin.deleteUserCascade(target.id);
        // A hidden one's deletion (or change) is news only to those who could see it.
        for (const row of destinations) {
          await publish('destination.deleted', { id: row.id }, [visibilityOf(row)]);
        }
        // Its likes, bookmarks and comments left others' destinations: their counts and threads
        // changed (and every instance drops the pages it kept of them on this news).
        for (const row of changed) {
          await publish('destination.updated', { id: row.id }, [visibilityOf(row)]);
        }
      });
    },

    async listAdmins(): Promise<AdminList> {
      const rows = await uow.read.admin.listAdmins();
      return {
        items: rows.map((row): AdminEntry => ({
          user_id: row.userId,
          email: row.email,
          is_admin: row.isAdmin || row.isSuperAdmin,
          is_super_admin: row.isSuperAdmin,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async searchUsers(email: string | undefined): Promise<UserSearchResult> {
      const text = email?.trim();
      if (!text) throw new AppError('email_required', 'Type part of an email.', { email: 'email_required' });
      // Kept with the users list (0062): the users trigger drops both on any change to an email.
      const key = ['email', text.toLowerCase(), limits.adminUserSearchCount];
      return reads.read('users', key, async () => {
        const rows = await uow.read.admin.searchByEmail(text, limits.adminUserSearchCount);
        return {
          items: rows.map((row) => ({
            id: row.id,
            email: row.email,
            created_at: row.createdAt.toISOString(),
          })),
        };
      });
    },

    /** Adds an admin record (admin, not super admin); 409 conflict when they already are one. */
    async grantAdmin(viewer: Viewer, userId: string): Promise<AdminRights> {
      return uow.transaction(async ({ admin }) => {
        const target = await admin.findUser(userId, true);
        if (!target) throw notFound('user');
        if (target.id === viewer.id) throw notOnYourself();
        if (target.isAdmin) throw new AppError('conflict', 'This user is already an administrator.');
        await admin.setRights(target.id, { isAdmin: true, isSuperAdmin: false });
        await admin.insertAudit({
          ...actor(viewer),
          action: 'admin.grant',
          targetType: 'user',
          targetId: target.id,
          targetLabel: target.email,
          before: { is_admin: false, is_super_admin: false },
          after: { is_admin: true, is_super_admin: false },
        });
        return { user_id: target.id, is_admin: true, is_super_admin: false };
      });
    },

    /**
     * Flips rights. Turning on super admin turns on admin, and a super admin stays admin. Changing a
     * super admin's rights or granting super admin needs a super admin; the last super admin stays.
     */
    async updateRights(viewer: Viewer, userId: string, input: AdminUpdate): Promise<AdminRights> {
      if (input.is_admin === undefined && input.is_super_admin === undefined) {
        throw new AppError('validation_failed', 'Send is_admin or is_super_admin.', { body: 'required' });
      }
      return uow.transaction(async ({ admin }) => {
        const target = await admin.findUser(userId, true);
        if (!target) throw notFound('user');
        const before = { is_admin: Boolean(target.isAdmin), is_super_admin: Boolean(target.isSuperAdmin) };
        const isSuper = input.is_super_admin ?? before.is_super_admin;
        const after = { is_admin: isSuper || (input.is_admin ?? before.is_admin), is_super_admin: isSuper };
        if ((before.is_super_admin || after.is_super_admin) && !isSuperAdmin(viewer))
          throw superAdminRequired();
        if (before.is_super_admin && !after.is_super_admin) await keepOneSuperAdmin(admin, target.id);
        if (target.id === viewer.id) throw notOnYourself();
        if (after.is_admin) {
          await admin.setRights(target.id, { isAdmin: after.is_admin, isSuperAdmin: after.is_super_admin });
        } else {
          // Without either right the record goes: the user is no longer listed as an admin, and a
          // later grant starts a new record (its date is the new one).
          await admin.deleteAdminRecord(target.id);
        }
        if (before.is_admin !== after.is_admin || before.is_super_admin !== after.is_super_admin) {
          await admin.insertAudit({
            ...actor(viewer),
            action: 'admin.update',
            targetType: 'user',
            targetId: target.id,
            targetLabel: target.email,
            before,
            after,
          });
        }
        return { user_id: target.id, ...after };
      });
    },

    async listAudit(query: AuditQuery): Promise<Page<AuditEntry>> {
      const key = [query.limit, query.cursor, query.action, query.actor?.toLowerCase()];
      return reads.read('audit', key, async () => {
        const rows = await uow.read.admin.listAudit(query);
        return auditKeys.page(rows, query.limit, (row): AuditEntry => ({
          id: row.id,
          actor_id: row.actorId,
          actor_email: row.actorEmail,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          target_label: row.targetLabel,
          before: row.before,
          after: row.after,
          created_at: row.createdAt.toISOString(),
        }));
      });
    },

    // ------------------------------------------------------------ moderation

    /** Any signed-in user reports something they can see, once per item. */
    async report(viewer: Viewer, input: ReportCreate): Promise<{ id: string }> {
      const reason = input.reason?.trim() ?? '';
      const reasonCode = input.reason_code ?? null;
      if (!reason && reportNeedsReasonText(reasonCode)) {
        throw new AppError('reason_required', 'Say why.', { reason: 'reason_required' });
      }
      if (reason.length > reportReasonMaxLength) {
        throw new AppError('validation_failed', 'The reason is too long.', { reason: 'too_long' });
      }
      const { target_type: targetType, target_id: targetId } = input;
      const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (!idPattern.test(targetId)) throw notFound(targetType);
      return uow.transaction(async ({ admin }) => {
        const target = await admin.findTarget(targetType, targetId);
        // Only what the reporter may see: not someone else's hidden or private item, nor a comment
        // under a hidden destination.
        const mayView =
          target &&
          !target.isDeleted &&
          canSee(viewer, target) &&
          (!target.destination || canSee(viewer, target.destination));
        if (!mayView) throw notFound(targetType);
        const id = await admin.insertReport({
          reporterId: viewer.id,
          targetType,
          targetId,
          reason,
          reasonCode,
        });
        if (!id) throw new AppError('already_reported', 'You already reported this.');
        return { id };
      });
    },

    async listOpenReports(limit: number, cursor?: string): Promise<Page<Report>> {
      return reads.read('reports', [limit, cursor], async () => loadOpenReports(limit, cursor));
    },

    /** Hide the item (every open report of it closes; its author is told) or dismiss the report. */
    async decide(
      viewer: Viewer,
      reportId: string,
      decision: 'hide' | 'dismiss',
    ): Promise<{ status: string }> {
      return uow.transaction(async ({ admin, publish }) => {
        const report = await admin.lockReport(reportId);
        if (!report) throw notFound('report');
        if (report.status !== 'open') throw new AppError('conflict', 'This report was already decided.');
        const type = report.targetType as ReportTarget;
        const target = await admin.findTarget(type, report.targetId);
        const base = {
          ...actor(viewer),
          targetType: type,
          targetId: report.targetId,
          targetLabel: target?.excerpt ?? null,
        };
        if (decision === 'dismiss' || !target) {
          await admin.resolveReports(type, report.targetId, 'dismissed', viewer.id, report.id);
          await admin.insertAudit({
            ...base,
            action: 'report.dismiss',
            before: {
              report_id: report.id,
              status: 'open',
              reason: report.reason,
              reason_code: report.reasonCode,
            },
            after: { report_id: report.id, status: 'dismissed' },
          });
          return { status: 'dismissed' };
        }
        const wasHidden = !(await admin.hideTarget(type, report.targetId));
        await admin.resolveReports(type, report.targetId, 'hidden', viewer.id);
        if (!wasHidden && target.destinationId && target.destination) {
          // What others may read changed: every instance drops its cached pages and calendar files
          // on this event, and only who may still see the destination is told to refetch it (a
          // hidden one: its author and admins).
          const destination =
            type === 'destination' ? { ...target.destination, isHidden: true } : target.destination;
          await publish('destination.updated', { id: target.destinationId }, [destination]);
        }
        if (target.userId && !wasHidden) {
          await admin.insertNotice({
            userId: target.userId,
            kind: 'item_hidden',
            targetType: type,
            targetId: report.targetId,
            reasonCode: report.reasonCode,
          });
        }
        await admin.insertAudit({
          ...base,
          action: 'report.hide',
          before: {
            report_id: report.id,
            hidden: target.isHidden,
            reason: report.reason,
            reason_code: report.reasonCode,
          },
          after: { report_id: report.id, hidden: true },
        });
        return { status: 'hidden' };
      });
    },

    /** The user's latest notices, or those about one item of theirs (`targetId`). */
    async listNotices(viewer: Viewer, targetId?: string): Promise<{ items: Notice[] }> {
      const rows = await uow.read.admin.listNotices(viewer.id, 20, targetId);
      return {
        items: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          target_type: row.targetType,
          target_id: row.targetId,
          created_at: new Date(row.createdAt).toISOString(),
          target_title: row.title,
          target_destination_id: row.destinationId,
          reason_code: row.reasonCode,
        })),
      };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
