/** The planner's day header money (issue 23): the live budget beside the day's spending from the summary. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneySummary } from '@pintrip/shared';
import { json, renderInApp } from '../../../../test/render';
import { DayBudget } from './day-budget';

const summary: MoneySummary = {
  home_currency: 'KRW',
  budget: 32000,
  actual: 40000,
  days: [
    { day_number: 1, date: '2025-05-01', budget: 32000, actual: 28500 },
    { day_number: 2, date: '2025-05-02', budget: 0, actual: 11500 },
  ],
  categories: [],
  people: [],
};

describe('DayBudget', () => {
  it('reads "예산 32,000원 · 지출 28,500원", the budget as the planner holds it now', async () => {
    renderInApp(<DayBudget itineraryId="trip-1" dayNumber={1} budget={32000} />, {
      '/api/itineraries/trip-1/money/summary': json(summary),
    });
    expect(await screen.findByText('지출 28,500원')).toBeInTheDocument();
    expect(screen.getByTestId('day-budget')).toHaveTextContent('예산 32,000원 · 지출 28,500원');
  });

  it('marks a day spent over its budget, and shows the budget alone when the summary cannot be read', async () => {
    const over = renderInApp(<DayBudget itineraryId="trip-1" dayNumber={2} budget={5000} />, {
      '/api/itineraries/trip-1/money/summary': json(summary),
    });
    expect(await screen.findByText('지출 11,500원')).toHaveClass('text-danger');
    over.unmount();
    renderInApp(<DayBudget itineraryId="trip-1" dayNumber={1} budget={32000} />, {});
    expect(await screen.findByTestId('day-budget')).toHaveTextContent(/^예산 32,000원$/);
  });
});
