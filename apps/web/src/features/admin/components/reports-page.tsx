import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import type { Report } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useDecideReport, useOpenReports } from '../api/reports';
import { useErrorMessage } from '../../../lib/error-messages';
import { useFormatDateTime } from '../../../lib/format';
import { AdminPage, Badge, ErrorBanner } from './admin-page';

/** Where a reported item is shown. */
function linkOf(report: Report): string | null {
  if (report.target_type === 'itinerary') return `/itineraries/${report.target_id}`;
  const destinationId =
    report.target_type === 'destination' ? report.target_id : report.target_destination_id;
  return destinationId ? `/destinations/${destinationId}` : null;
}

/** The open reports queue: hide the item or dismiss the report. */
export function ReportsPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatDateTime = useFormatDateTime();
  const toast = useToast();
  const reports = useOpenReports();
  const decide = useDecideReport();
  const onDecide = (report: Report, decision: 'hide' | 'dismiss') =>
    decide.mutate(
      { id: report.id, decision },
      {
        onSuccess: () =>
          toast.show(t(decision === 'hide' ? 'admin.reports.hidden' : 'admin.reports.dismissed'), 'success'),
        onError: (error) => toast.show(errorMessage('admin.reportDecide', error), 'error'),
      },
    );
  return (
    <AdminPage title={t('admin.reports.title')} intro={t('admin.reports.body')}>
      {reports.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : reports.isError ? (
        <ErrorBanner>{t('admin.reports.loadFailed')}</ErrorBanner>
      ) : reports.data.items.length === 0 ? (
        <p className="text-ink-muted">{t('admin.reports.empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {reports.data.items.map((report) => {
            const href = linkOf(report);
            return (
              <li
                key={report.id}
                className="rounded-2xl border border-line bg-surface-raised p-4"
                data-testid="report-row"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="accent">{t(`admin.reports.type.${report.target_type}`)}</Badge>
                  <span
                    className="min-w-0 font-semibold break-words"
                    data-user-content={report.target_excerpt ? '' : undefined}
                  >
                    {report.target_excerpt ?? t('admin.reports.gone')}
                  </span>
                  {href ? (
                    <Link to={href} className="text-sm font-semibold text-brand hover:underline">
                      {t('admin.reports.open')}
                    </Link>
                  ) : null}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-ink-subtle">{t('admin.reports.reason')}</dt>
                  <dd className="break-words" data-testid="report-reason">
                    {report.reason_code ? (
                      <Badge tone="danger">{t(`moderation.reasons.${report.reason_code}`)}</Badge>
                    ) : null}
                    {report.reason ? (
                      <span className={report.reason_code ? 'ml-2' : undefined} data-user-content>
                        {report.reason}
                      </span>
                    ) : null}
                  </dd>
                  <dt className="text-ink-subtle">{t('admin.reports.reporter')}</dt>
                  <dd className="break-all">{report.reporter.email}</dd>
                  <dt className="text-ink-subtle">{t('admin.reports.reportedAt')}</dt>
                  <dd>{formatDateTime(report.created_at)}</dd>
                </dl>
                <div className="mt-3 flex gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={decide.isPending}
                    onClick={() => onDecide(report, 'hide')}
                  >
                    {t('admin.reports.hide')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    onClick={() => onDecide(report, 'dismiss')}
                  >
                    {t('admin.reports.dismiss')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
