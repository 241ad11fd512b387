import { useTranslation } from '../../../i18n';

/**
 * The limits of a reservation's files, or, without a connection, that files need one: a
 * reservation waits in the outbox offline, its files do not (they go straight to the server).
 */
export function FilesHint({ canAttach, beforeSave = false }: { canAttach: boolean; beforeSave?: boolean }) {
  const { t } = useTranslation();
  if (!canAttach)
    return (
      <p
        role="status"
        className="rounded-xl bg-warning-soft px-3 py-2 text-sm font-semibold"
        data-testid="booking-files-offline"
      >
        {t('bookings.files.offline')}
      </p>
    );
  return (
    <div className="text-xs text-ink-subtle">
      <p>{t('bookings.files.hint')}</p>
      {beforeSave ? <p>{t('bookings.files.beforeSave')}</p> : null}
    </div>
  );
}
