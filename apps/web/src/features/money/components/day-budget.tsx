import { useTranslation } from '../../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useFormatters } from '../../../lib/format';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useMoneySummary } from '../api/get-summary';
import { moneyKeys } from '../api/query-keys';

interface DayBudgetProps {
  itineraryId: string;
  dayNumber: number;
  /** The day's budget as the planner holds it now (its plans' costs, edits included). */
  budget: number;
}

/**
 * "예산 32,000원 · 지출 28,500원" for the planner's day header: the budget from the plans on screen,
 * the actual from the money summary (refreshed when the trip's money changes). Until the summary
 * answers, or when it cannot be read, the budget alone.
 */
export function DayBudget({ itineraryId, dayNumber, budget }: DayBudgetProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const queryClient = useQueryClient();
  const summary = useMoneySummary(itineraryId);
  useRealtimeEvent('itinerary.money', (event) => {
    if (event.id === itineraryId)
      void queryClient.invalidateQueries({ queryKey: moneyKeys.summary(itineraryId) });
  });
  const home = summary.data?.home_currency ?? 'KRW';
  const day = summary.data?.days.find((row) => row.day_number === dayNumber);
  const isOver = day !== undefined && day.actual > budget;
  return (
    <span className="text-sm font-normal text-ink-muted tabular-nums" data-testid="day-budget">
      {t('money.dayBudget.budget', { amount: format.money(budget, home) })}
      {day ? (
        <>
          {' · '}
          <span className={isOver ? 'font-semibold text-danger' : undefined}>
            {t('money.dayBudget.actual', { amount: format.money(day.actual, home) })}
          </span>
        </>
      ) : null}
    </span>
  );
}
