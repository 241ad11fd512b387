/**
 * An admin changing or deleting someone else's destination, comment or itinerary acts as an admin:
 * the change goes on the audit log, in the transaction that makes it, like every other admin
 * action. An owner's own edits are not admin actions and are not logged.
 */
import { isAdmin, isOwner, type AuditAction, type Owned } from '@pintrip/shared';
import type { Viewer } from '../../auth/viewer.js';
import type { Repositories } from '../../repositories.js';

export interface AdminEdit {
  action: AuditAction;
  targetType: 'destination' | 'comment' | 'itinerary';
  targetId: string;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Logs `edit` when `viewer` is an admin acting on an item `owned` by someone else. */
export async function auditAdminEdit(
  viewer: Viewer,
  admin: Repositories['admin'],
  owned: Owned,
  edit: AdminEdit,
): Promise<void> {
  if (isOwner(viewer, owned) || !isAdmin(viewer)) return;
  await admin.insertAudit({ actorId: viewer.id, actorEmail: viewer.email, ...edit });
}
