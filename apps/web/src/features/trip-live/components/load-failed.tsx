import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { useErrorMessage } from '../../../lib/error-messages';

/** A list that could not be loaded: why, and a button to try again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p>{errorMessage('tripLive.load', error)}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('tripLive.activity.retry')}
      </Button>
    </div>
  );
}
