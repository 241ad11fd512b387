import { useTranslation } from '../../i18n';
import { Spinner } from './spinner';

/** What an open dialog shows while its code downloads (lazy-dialog.ts). */
export function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-overlay" data-testid="dialog-loading">
      <Spinner className="rounded-full bg-surface-raised px-4 py-2" label={t('common.loading')} />
    </div>
  );
}
