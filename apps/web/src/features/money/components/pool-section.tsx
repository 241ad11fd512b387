import { useTranslation } from '../../../i18n';
import type { Pool, PoolContribution } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { PlusIcon, TrashIcon } from '../../../components/ui/icons';
import { useFormatters } from '../../../lib/format';

interface PoolSectionProps {
  pool: Pool;
  nameOf: (userId: string) => string;
  canWrite: boolean;
  onAdd: () => void;
  onDelete: (contribution: PoolContribution) => void;
}

/**
 * The common pool (총무): what was paid in, what expenses took from it, the remainder, and each
 * member's part of the remainder returned in proportion to what they put in (a top-up below zero).
 */
export function PoolSection({ pool, nameOf, canWrite, onAdd, onDelete }: PoolSectionProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, pool.home_currency);
  const isEmpty = pool.contributions.length === 0 && pool.spent === 0;
  return (
    <section aria-labelledby="money-pool" className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="money-pool" className="text-lg font-bold">
          {t('money.pool.title')}
        </h2>
        {canWrite ? (
          <Button size="sm" variant="outline" className="print:hidden" onClick={onAdd}>
            <PlusIcon />
            {t('money.pool.add')}
          </Button>
        ) : null}
      </div>
      {isEmpty ? (
        <p className="rounded-2xl bg-surface-muted p-4 text-center text-sm text-ink-muted">
          {t('money.pool.empty')}
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-2 text-center" data-testid="pool-totals">
            {(
              [
                ['contributed', pool.contributed],
                ['spent', pool.spent],
                ['remainder', pool.remainder],
              ] as const
            ).map(([key, amount]) => (
              <div key={key} className="rounded-xl bg-surface-muted px-2 py-2">
                <dt className="text-xs text-ink-muted">{t(`money.pool.${key}`)}</dt>
                <dd className="text-sm font-bold whitespace-nowrap tabular-nums" data-testid={`pool-${key}`}>
                  {money(amount)}
                </dd>
              </div>
            ))}
          </dl>
          {pool.contributions.length > 0 ? (
            <ul
              className="flex flex-col divide-y divide-line"
              data-testid="pool-contributions"
              aria-label={t('money.pool.contributions')}
            >
              {pool.contributions.map((contribution) => (
                <li
                  key={contribution.id}
                  className="flex items-center justify-between gap-2 py-1.5"
                  data-testid="pool-contribution"
                >
                  <span className="min-w-0 truncate text-sm">
                    <span data-user-content>{nameOf(contribution.user_id)}</span>{' '}
                    <span className="text-ink-subtle">{format.calendarDay(contribution.contributed_on)}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-1">
                    <span className="font-semibold tabular-nums">{money(contribution.amount)}</span>
                    {canWrite ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="print:hidden"
                        aria-label={t('money.pool.delete', {
                          name: nameOf(contribution.user_id),
                          amount: money(contribution.amount),
                        })}
                        onClick={() => onDelete(contribution)}
                      >
                        <TrashIcon />
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {pool.returns.some((entry) => entry.amount !== 0) ? (
            <div>
              <h3 className="text-sm font-semibold">
                {t(pool.remainder < 0 ? 'money.pool.topUps' : 'money.pool.returns')}
              </h3>
              <ul className="mt-1 flex flex-col gap-1" data-testid="pool-returns">
                {pool.returns
                  .filter((entry) => entry.amount !== 0)
                  .map((entry) => (
                    <li
                      key={entry.user_id}
                      className="flex justify-between gap-2 text-sm"
                      data-testid="pool-return"
                    >
                      <span className="truncate" data-user-content>
                        {nameOf(entry.user_id)}
                      </span>
                      <span className="font-semibold tabular-nums">{money(Math.abs(entry.amount))}</span>
                    </li>
                  ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
