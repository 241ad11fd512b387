import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n';
import { auditActions, type AuditAction } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAdmins } from '../api/get-admins';
import { useAuditLog, type AuditFilter } from '../api/get-audit';
import { AdminPage, ErrorBanner } from './admin-page';
import { AuditEntryRow, auditActionKey } from './audit-entry';

const noFilter: AuditFilter = { action: '', actor: '' };

/** The audit log: every admin action, newest first, narrowed by action and by who acted, a page at a time. */
export function AuditPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [filter, setFilter] = useState<AuditFilter>(noFilter);
  const [actorText, setActorText] = useState('');
  const log = useAuditLog(filter);
  const admins = useAdmins();
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];

  const applyActor = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, actor: actorText.trim() }));
  };
  const byActor = (email: string) => {
    setActorText(email);
    setFilter((current) => ({ ...current, actor: email }));
  };

  return (
    <AdminPage title={t('admin.audit.pageTitle')} intro={t('admin.audit.body')}>
      <form
        onSubmit={applyActor}
        role="search"
        className="grid items-end gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:grid-cols-[1fr_1fr_auto_auto]"
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${ids}-action`} className="text-xs font-semibold text-ink-muted">
            {t('admin.audit.filterAction')}
          </label>
          <select
            id={`${ids}-action`}
            value={filter.action}
            onChange={(event) =>
              setFilter((current) => ({ ...current, action: event.target.value as AuditAction | '' }))
            }
            className={inputClasses(false, 'h-10')}
          >
            <option value="">{t('admin.audit.allActions')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {t(auditActionKey(action))}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${ids}-actor`} className="text-xs font-semibold text-ink-muted">
            {t('admin.audit.filterActor')}
          </label>
          <input
            id={`${ids}-actor`}
            type="search"
            list={`${ids}-actors`}
            value={actorText}
            onChange={(event) => setActorText(event.target.value)}
            placeholder={t('admin.audit.actorPlaceholder')}
            className={inputClasses(false, 'h-10')}
          />
          <datalist id={`${ids}-actors`}>
            {(admins.data?.items ?? []).map((admin) => (
              <option key={admin.user_id} value={admin.email} />
            ))}
          </datalist>
        </div>
        <Button type="submit">{t('admin.audit.apply')}</Button>
        <Button
          variant="outline"
          disabled={!filter.action && !filter.actor}
          onClick={() => {
            setActorText('');
            setFilter(noFilter);
          }}
        >
          {t('admin.audit.clear')}
        </Button>
      </form>

      <div className="mt-6">
        {log.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : log.isError && entries.length === 0 ? (
          <ErrorBanner>{t('admin.audit.loadFailed')}</ErrorBanner>
        ) : entries.length === 0 ? (
          <p className="text-ink-muted">
            {t(filter.action || filter.actor ? 'admin.audit.noMatch' : 'admin.audit.empty')}
          </p>
        ) : (
          <>
            <ol
              className="divide-y divide-line rounded-2xl border border-line bg-surface-raised"
              aria-label={t('admin.audit.pageTitle')}
            >
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} onActor={byActor} />
              ))}
            </ol>
            {log.isFetchNextPageError ? (
              <div className="mt-3">
                <ErrorBanner>{t('admin.audit.loadFailed')}</ErrorBanner>
              </div>
            ) : null}
            {log.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void log.fetchNextPage()}
                  disabled={log.isFetchingNextPage}
                >
                  {log.isFetchingNextPage ? t('common.loading') : t('admin.audit.more')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </AdminPage>
  );
}
