import { useTranslation } from '../../../i18n';
import { currencyCodes, type CurrencyCode } from '@pintrip/shared';
import { inputClasses } from '../../../components/ui/form-field';
import { useToast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/error-messages';
import { useSetHomeCurrency } from '../api/put-home-currency';

/** The trip's home currency: a choice while the trip has no money, then a fact. */
export function HomeCurrency({
  itineraryId,
  home,
  canChange,
}: {
  itineraryId: string;
  home: CurrencyCode;
  canChange: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const setHome = useSetHomeCurrency(itineraryId);
  if (!canChange) {
    return (
      <p className="text-sm text-ink-muted" data-testid="home-currency">
        {t('money.home.label')}: <span className="font-semibold text-ink">{home}</span>
      </p>
    );
  }
  return (
    <label className="flex items-center gap-2 text-sm text-ink-muted">
      {t('money.home.label')}
      <select
        className={inputClasses(false, 'h-10 w-28')}
        value={home}
        disabled={setHome.isPending}
        onChange={(event) =>
          setHome.mutate(event.target.value as CurrencyCode, {
            onError: (error) => toast.show(errorMessage('money.action', error), 'error', { key: 'money' }),
          })
        }
      >
        {currencyCodes.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
