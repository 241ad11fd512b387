import { useTranslation } from '../../../i18n';
import type { MoneySummary } from '@pintrip/shared';
import { cn } from '../../../components/ui/cn';
import { useFormatters } from '../../../lib/format';

interface BudgetRow {
  key: string;
  label: string;
  /** Null where there is no budget to compare with (categories: plans have none). */
  budget: number | null;
  actual: number;
}

/** How much of the bar the actual fills: a share of the larger of budget and actual, for the eye only. */
const fill = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.round((part * 100) / whole)) : 0;

/**
 * Budget against actual (GET …/money/summary): the plans' costs are the budget, the expenses the
 * actuals — for the trip, per day, per category (actuals only) and per person, as rows with a bar
 * that read on a phone as well as a table would.
 */
export function BudgetSummary({
  summary,
  nameOf,
}: {
  summary: MoneySummary;
  nameOf: (userId: string) => string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (amount: number) => format.money(amount, summary.home_currency);
  const days: BudgetRow[] = summary.days.map((day) => ({
    key: String(day.day_number ?? 'none'),
    label:
      day.day_number === null || day.date === null
        ? t('money.summary.unassigned')
        : `${format.dayNumber(day.day_number)} · ${format.calendarDay(day.date)}`,
    budget: day.budget,
    actual: day.actual,
  }));
  const categories: BudgetRow[] = summary.categories.map((row) => ({
    key: row.category,
    label: t(`money.categories.${row.category}`),
    budget: null,
    actual: row.actual,
  }));
  const people: BudgetRow[] = summary.people.map((row) => ({
    key: row.user_id,
    label: nameOf(row.user_id),
    budget: row.budget,
    actual: row.actual,
  }));
  const largestCategory = Math.max(0, ...categories.map((row) => row.actual));

  const rows = (title: string, testId: string, items: BudgetRow[]) => {
    if (items.length === 0) return null;
    return (
      <div>
        <h3 className="mb-1 text-sm font-semibold text-ink-muted">{title}</h3>
        <ul className="flex flex-col gap-2" data-testid={testId}>
          {items.map((row) => {
            const isOver = row.budget !== null && row.actual > row.budget;
            const whole = row.budget === null ? largestCategory : Math.max(row.budget, row.actual);
            return (
              <li key={row.key} data-testid="summary-row">
                <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                  <span
                    className="min-w-0 truncate font-medium"
                    data-user-content={testId === 'summary-people' || undefined}
                  >
                    {row.label}
                  </span>
                  <span className="tabular-nums">
                    {row.budget === null
                      ? money(row.actual)
                      : t('money.summary.pair', { budget: money(row.budget), actual: money(row.actual) })}
                  </span>
                </div>
                <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
                  <div
                    className={cn('h-full rounded-full', isOver ? 'bg-danger' : 'bg-brand')}
                    style={{ width: `${fill(row.actual, whole)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  const left = summary.budget - summary.actual;
  return (
    <section aria-labelledby="money-summary" className="flex flex-col gap-4" data-testid="budget-summary">
      <h2 id="money-summary" className="text-lg font-bold">
        {t('money.summary.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(
          [
            ['budget', summary.budget],
            ['actual', summary.actual],
            [left < 0 ? 'over' : 'left', Math.abs(left)],
          ] as const
        ).map(([key, amount]) => (
          <div
            key={key}
            className={cn('rounded-xl px-2 py-2', key === 'over' ? 'bg-danger-soft' : 'bg-surface-muted')}
          >
            <dt className="text-xs text-ink-muted">{t(`money.summary.${key}`)}</dt>
            <dd className="text-sm font-bold whitespace-nowrap tabular-nums" data-testid={`summary-${key}`}>
              {money(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {rows(t('money.summary.byDay'), 'summary-days', days)}
      {rows(t('money.summary.byCategory'), 'summary-categories', categories)}
      {rows(t('money.summary.byPerson'), 'summary-people', people)}
      <p className="text-xs text-ink-subtle">{t('money.summary.hint')}</p>
    </section>
  );
}
