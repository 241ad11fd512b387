/** Administration (docs/API.md "Administration"): users, admin rights, audit log and moderation. */
import { z } from 'zod';
import { idSchema, pageQuerySchema, pageSchema, userIdSchema } from './common.js';
import { categorySchema } from './destinations.js';

// ---------------------------------------------------------------- users

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Substring of email, account name or full name, case-insensitive. */
  q: z.string().max(200).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  profile: z.object({
    full_name: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string().nullable(),
  }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pageSchema(adminUserSchema);

export const userStatusSchema = z.object({ is_active: z.boolean() });
export type UserStatus = z.infer<typeof userStatusSchema>;

// ---------------------------------------------------------------- admin rights

export const adminEntrySchema = z.object({
  user_id: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
  created_at: z.string(),
});
export type AdminEntry = z.infer<typeof adminEntrySchema>;
export const adminListSchema = z.object({ items: z.array(adminEntrySchema) });
export type AdminList = z.infer<typeof adminListSchema>;

export const userSearchQuerySchema = z.object({ email: z.string().max(200).optional() });
export const userSearchResultSchema = z.object({
  items: z.array(z.object({ id: z.string(), email: z.string(), created_at: z.string() })),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const adminCreateSchema = z.object({ user_id: userIdSchema });
export type AdminCreate = z.infer<typeof adminCreateSchema>;

export const adminRightsSchema = z.object({
  user_id: z.string(),
  is_admin: z.boolean(),
  is_super_admin: z.boolean(),
});
export type AdminRights = z.infer<typeof adminRightsSchema>;

export const adminUpdateSchema = z
  .object({ is_admin: z.boolean().optional(), is_super_admin: z.boolean().optional() })
  .strict();
export type AdminUpdate = z.infer<typeof adminUpdateSchema>;

// ---------------------------------------------------------------- audit log

/** Every action the audit log records: the database column, the service calls and the answer use this list. */
export const auditActions = [
  'user.activate',
  'user.deactivate',
  'user.delete',
  'user.two_factor_off',
  'admin.grant',
  'admin.update',
  'category.create',
  'category.update',
  'category.delete',
  'itinerary.visibility',
  'itinerary.delete',
  'destination.update',
  'destination.delete',
  'comment.delete',
  'report.hide',
  'report.dismiss',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  action: z.enum(auditActions),
  target_type: z.string(),
  target_id: z.string(),
  target_label: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);

/**
 * GET /api/admin/audit: keyset pages, newest first, narrowed by action and by who acted (the
 * actor's email as recorded, compared case-insensitively; `cli` for the command line).
 */
export const auditQuerySchema = pageQuerySchema.extend({
  action: z.enum(auditActions).optional(),
  actor: z.string().trim().min(1).max(320).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// ---------------------------------------------------------------- moderation

export const reportTargetTypes = ['destination', 'comment', 'itinerary'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasonMaxLength = 500;

/** The preset reasons of a report; `other` needs words of its own. */
export const reportReasonCodes = ['spam', 'inappropriate', 'misinformation', 'copyright', 'other'] as const;
export type ReportReasonCode = (typeof reportReasonCodes)[number];

/** Whether a report with this reason code must say why in words (no code, or `other`). */
export const reportNeedsReasonText = (code: ReportReasonCode | null | undefined): boolean =>
  !code || code === 'other';

/**
 * POST /api/reports. `reason_code` is one of the preset reasons; the free-text `reason` is required
 * without a code or with `other` (else `reason_required`), optional with another code.
 */
export const reportCreateSchema = z.object({
  target_type: z.enum(reportTargetTypes),
  target_id: z.string().max(100),
  reason: z.string().max(10_000).nullable().optional(),
  reason_code: z.enum(reportReasonCodes).nullable().optional(),
});
export type ReportCreate = z.infer<typeof reportCreateSchema>;

export const reportSchema = z.object({
  id: z.string(),
  target_type: z.enum(reportTargetTypes),
  target_id: z.string(),
  reason: z.string(),
  /** The preset reason the reporter picked; null for a report made before presets. */
  reason_code: z.enum(reportReasonCodes).nullable(),
  status: z.enum(['open', 'hidden', 'dismissed']),
  created_at: z.string(),
  reporter: z.object({ id: z.string(), email: z.string() }),
  /** A short excerpt of the reported item (title or comment text); null when it is gone. */
  target_excerpt: z.string().nullable(),
  target_author_id: z.string().nullable(),
  target_destination_id: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportPageSchema = pageSchema(reportSchema);

export const reportDecisionSchema = z.object({ decision: z.enum(['hide', 'dismiss']) });
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

export const noticeSchema = z.object({
  id: z.string(),
  kind: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  created_at: z.string(),
  /** The item's title (a comment: the start of its text); null when it is gone. */
  target_title: z.string().nullable(),
  /** Where the item is read: a destination itself, a comment's destination; null otherwise. */
  target_destination_id: z.string().nullable(),
  /** The preset reason of the report that hid it; null when none was given. */
  reason_code: z.enum(reportReasonCodes).nullable(),
});
export const noticeListSchema = z.object({ items: z.array(noticeSchema) });
export type Notice = z.infer<typeof noticeSchema>;
/** GET /api/me/notices: optionally only the notices about one item. */
export const noticeQuerySchema = z.object({ target_id: idSchema.optional() });

// ---------------------------------------------------------------- categories (admin)

/** A category with how many destinations use it (GET /api/admin/categories). */
export const categoryUsageSchema = categorySchema.extend({ destination_count: z.number().int() });
export type CategoryUsage = z.infer<typeof categoryUsageSchema>;
export const categoryUsageListSchema = z.object({ items: z.array(categoryUsageSchema) });
export type CategoryUsageList = z.infer<typeof categoryUsageListSchema>;
