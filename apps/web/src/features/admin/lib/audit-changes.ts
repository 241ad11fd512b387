import type { AuditEntry } from '@pintrip/shared';

/** One changed field of an audit entry: its name, and its value before and after (absent: null). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields an entry carries for bookkeeping, not as the change itself. */
const bookkeeping = new Set(['id', 'report_id', 'created_at', 'updated_at', 'days']);

/**
 * What an audit entry changed, field by field: for a change (rights, status, visibility, a rename,
 * an admin's edit) the fields whose value differs between `before` and `after`; for a creation or
 * a deletion nothing (the entry's label names the item). Reports are described by their reason
 * (see `reportReasonOf`), not here.
 */
export function auditChanges(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): AuditChange[] {
  if (entry.action.startsWith('report.')) return [];
  const { before, after } = entry;
  if (!isRecord(before) || !isRecord(after)) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !bookkeeping.has(field))
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** The reason of the report a moderation entry decided: its preset code and the reporter's words. */
export function reportReasonOf(entry: Pick<AuditEntry, 'action' | 'before'>): {
  code: string | null;
  text: string | null;
} | null {
  if (!entry.action.startsWith('report.') || !isRecord(entry.before)) return null;
  const code = typeof entry.before.reason_code === 'string' ? entry.before.reason_code : null;
  const text =
    typeof entry.before.reason === 'string' && entry.before.reason.trim() ? entry.before.reason : null;
  return code || text ? { code, text } : null;
}
