import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { useRecentAudit } from '../api/get-audit';
import { useFormatDateTime } from '../../../lib/format';
import { ErrorBanner } from './admin-page';

const sections = ['users', 'permissions', 'categories', 'reports'] as const;

/** The admin hub: a card per area and the most recent audit entries. */
export function AdminHub() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const audit = useRecentAudit(10);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('admin.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('admin.intro')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sections.map((section) => (
          <Link
            key={section}
            to={`/admin/${section}`}
            className="rounded-2xl border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] transition-colors hover:border-brand"
          >
            <h2 className="text-lg font-bold">{t(`admin.${section}.title`)}</h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`admin.${section}.body`)}</p>
          </Link>
        ))}
      </div>
      <section className="mt-10" aria-labelledby="audit-title">
        <h2 id="audit-title" className="text-xl font-bold">
          {t('admin.audit.title')}
        </h2>
        <div className="mt-4">
          {audit.isPending ? (
            <Spinner label={t('common.loading')} />
          ) : audit.isError ? (
            <ErrorBanner>{t('admin.audit.loadFailed')}</ErrorBanner>
          ) : audit.data.items.length === 0 ? (
            <p className="text-ink-muted">{t('admin.audit.empty')}</p>
          ) : (
            <ol className="divide-y divide-line rounded-2xl border border-line bg-surface-raised">
              {audit.data.items.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
                >
                  <span className="text-xs text-ink-subtle sm:w-40 sm:shrink-0">
                    {formatDateTime(entry.created_at)}
                  </span>
                  <span className="text-sm font-semibold">
                    {t(`admin.audit.actions.${entry.action.replace('.', '_')}`, {
                      defaultValue: entry.action,
                    })}
                  </span>
                  <span className="min-w-0 truncate text-sm text-ink-muted">
                    {entry.target_label ?? entry.target_id}
                  </span>
                  <span className="text-xs text-ink-subtle sm:ml-auto">{entry.actor_email}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
