import type { AuditEntry } from '@pintrip/shared';
import { useTranslation } from '../../../i18n';
import { useFormatDateTime } from '../../../lib/format';
import { auditChanges, reportReasonOf, type AuditChange } from '../lib/audit-changes';

/** The i18n key of an audit action's label (`admin.update` → `admin.audit.actions.admin_update`). */
export const auditActionKey = (action: string) => `admin.audit.actions.${action.replace('.', '_')}`;

/** Fields whose values read as words of their own rather than on/off. */
const booleanWords: Record<string, [string, string]> = {
  is_active: ['admin.users.active', 'admin.users.inactive'],
  is_public: ['admin.audit.values.public', 'admin.audit.values.private'],
};

function ChangeLine({ change }: { change: AuditChange }) {
  const { t } = useTranslation();
  const value = (v: unknown): string => {
    if (v === null || v === '') return t('admin.audit.values.none');
    if (typeof v === 'boolean') {
      const [on, off] = booleanWords[change.field] ?? ['admin.permissions.on', 'admin.permissions.off'];
      return t(v ? on : off);
    }
    const text = typeof v === 'string' ? v : JSON.stringify(v);
    return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  };
  // A written value (a name, a title) is what someone typed: marked as user content, in any language.
  const written = (v: unknown, key: number) =>
    typeof v === 'string' && v !== '' ? (
      <span key={key} data-user-content>
        {value(v)}
      </span>
    ) : (
      <span key={key}>{value(v)}</span>
    );
  // The text as the language words it, with `<old></old>` and `<new></new>` left empty and cut
  // out: the values go in as elements of their own, never through the text.
  const pieces = t('admin.audit.change', {
    field: t(`admin.audit.fields.${change.field}`, { defaultValue: change.field }),
    before: '',
    after: '',
  }).split(/<(old|new)><\/\1>/);
  return (
    <li>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? piece : written(piece === 'old' ? change.before : change.after, index),
      )}
    </li>
  );
}

/** One audit entry: when, what, on whom, by whom, and what changed (which right, from what to what). */
export function AuditEntryRow({
  entry,
  onActor,
}: {
  entry: AuditEntry;
  /** Narrow the log to this entry's actor (the audit page); absent on the hub. */
  onActor?: (email: string) => void;
}) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const changes = auditChanges(entry);
  const reason = reportReasonOf(entry);
  return (
    <li className="flex flex-col gap-1 px-4 py-3" data-testid="audit-entry">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <span className="text-xs text-ink-subtle sm:w-40 sm:shrink-0">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </span>
        <span className="text-sm font-semibold">
          {t(auditActionKey(entry.action), { defaultValue: entry.action })}
        </span>
        <span className="min-w-0 truncate text-sm text-ink-muted" data-user-content>
          {entry.target_label ?? entry.target_id}
        </span>
        {onActor ? (
          <button
            type="button"
            onClick={() => onActor(entry.actor_email)}
            className="text-left text-xs text-ink-subtle underline-offset-2 hover:text-brand hover:underline sm:ml-auto"
            aria-label={t('admin.audit.byActor', { email: entry.actor_email })}
          >
            {entry.actor_email}
          </button>
        ) : (
          <span className="text-xs text-ink-subtle sm:ml-auto">{entry.actor_email}</span>
        )}
      </div>
      {changes.length > 0 || reason ? (
        <ul className="text-sm text-ink sm:pl-44" data-testid="audit-detail">
          {changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
          {reason ? (
            <li>
              {t('admin.audit.reason', { reason: reason.code ? t(`moderation.reasons.${reason.code}`) : '' })}
              {reason.text ? (
                <>
                  {reason.code ? ' · ' : null}
                  <span data-user-content>{reason.text}</span>
                </>
              ) : null}
            </li>
          ) : null}
        </ul>
      ) : null}
    </li>
  );
}
