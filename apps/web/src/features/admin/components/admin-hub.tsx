import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Spinner } from '../../../components/ui/spinner';
import { useRecentAudit } from '../api/get-audit';
import { ErrorBanner } from './admin-page';
import { AuditEntryRow } from './audit-entry';

const sections = ['users', 'permissions', 'categories', 'reports', 'audit'] as const;

/** The admin hub: a card per area and the most recent audit entries. */
export function AdminHub() {
  const { t } = useTranslation();
  const audit = useRecentAudit(10);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t('admin.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('admin.intro')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {sections.map((section) => (
          <Link
            key={section}
            to={`/admin/${section}`}
            className="rounded-2xl border border-line bg-surface-raised p-5 shadow-[var(--shadow-card)] transition-colors hover:border-brand"
          >
            <h2 className="text-lg font-bold">
              {t(section === 'audit' ? 'admin.audit.pageTitle' : `admin.${section}.title`)}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t(`admin.${section}.body`)}</p>
          </Link>
        ))}
      </div>
      <section className="mt-10" aria-labelledby="audit-title">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="audit-title" className="text-xl font-bold">
            {t('admin.audit.title')}
          </h2>
          <Link to="/admin/audit" className="text-sm font-semibold text-brand hover:underline">
            {t('admin.audit.all')}
          </Link>
        </div>
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
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
