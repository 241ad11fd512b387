import { useTranslation } from '../../../i18n';
import type { Exchange } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { EditIcon, PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useFormatters } from '../../../lib/format';

interface ExchangesSectionProps {
  exchanges: readonly Exchange[];
  nameOf: (userId: string) => string;
  canWrite: boolean;
  hasMore: boolean;
  onMore: () => void;
  onAdd: () => void;
  onEdit: (exchange: Exchange) => void;
  onDelete: (exchange: Exchange) => void;
}

/**
 * The trip's 환전 records: who gave how much for how much, and the rate it made (per 100 yen or
 * dong as Korean banks quote it). The expense form averages them into "내 환전 평균 환율".
 */
export function ExchangesSection({
  exchanges,
  nameOf,
  canWrite,
  hasMore,
  onMore,
  onAdd,
  onEdit,
  onDelete,
}: ExchangesSectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="money-exchanges" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="money-exchanges" className="text-lg font-bold">
          {t('money.exchanges.title')}
        </h2>
        {canWrite ? (
          <Button size="sm" variant="outline" className="print:hidden" onClick={onAdd}>
            <PlusIcon />
            {t('money.exchanges.add')}
          </Button>
        ) : null}
      </div>
      {exchanges.length === 0 ? (
        <p className="rounded-2xl bg-surface-muted p-4 text-center text-sm text-ink-muted">
          {t('money.exchanges.empty')}
        </p>
      ) : (
        <ul
          className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface"
          data-testid="exchanges"
        >
          {exchanges.map((exchange) => (
            <li
              key={exchange.id}
              className="flex items-center justify-between gap-2 px-4 py-3"
              data-testid="exchange-row"
            >
              <div className="min-w-0">
                <p className="truncate text-sm text-ink-muted">
                  <span data-user-content>{nameOf(exchange.user_id)}</span> ·{' '}
                  {format.calendarDay(exchange.exchanged_on)}
                </p>
                <p className="font-semibold tabular-nums">
                  {t('money.exchanges.text', {
                    given: format.money(exchange.given_amount, exchange.given_currency),
                    received: format.money(exchange.received_amount, exchange.received_currency),
                  })}
                </p>
                {exchange.rate ? (
                  <p className="text-xs text-ink-subtle tabular-nums" data-testid="exchange-rate">
                    {format.exchangeRate(exchange.rate, exchange.received_currency, exchange.given_currency)}
                  </p>
                ) : null}
              </div>
              {canWrite ? (
                <span className="flex shrink-0 print:hidden">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('money.exchanges.edit', { name: nameOf(exchange.user_id) })}
                    onClick={() => onEdit(exchange)}
                  >
                    <EditIcon />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('money.exchanges.delete', { name: nameOf(exchange.user_id) })}
                    onClick={() => onDelete(exchange)}
                  >
                    <TrashIcon />
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {hasMore ? (
        <Button variant="outline" size="sm" className="self-center print:hidden" onClick={onMore}>
          {t('money.list.more')}
        </Button>
      ) : null}
    </section>
  );
}
