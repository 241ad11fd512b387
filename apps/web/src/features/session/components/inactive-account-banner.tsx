import { useTranslation } from '../../../i18n';
import { useIsDeactivated } from '../hooks/use-is-deactivated';

/** Tells a deactivated account why nothing it could write is offered (under the header, every page). */
export function InactiveAccountBanner() {
  const { t } = useTranslation();
  const isDeactivated = useIsDeactivated();
  if (!isDeactivated) return null;
  return (
    <div role="status" className="border-b border-line bg-warning-soft" data-testid="inactive-banner">
      <div className="mx-auto max-w-6xl px-4 py-3 text-sm">
        <p className="font-bold text-warning">{t('forms.inactive.title')}</p>
        <p className="mt-0.5 text-ink">{t('forms.inactive.body')}</p>
      </div>
    </div>
  );
}
