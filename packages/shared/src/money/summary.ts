/**
 * Budget against actuals (docs/API.md "Trip money"): the plans' costs are the budget, the
 * expenses in the home currency the actuals, per day, per category and per person. Integers only.
 */
import { z } from 'zod';
import { allocate } from './allocate.js';
import { currencySchema, expenseCategories, type ExpenseCategory } from './api.js';
import type { MemberAmount } from './split.js';

/** An expense as the summary needs it, already in home minor units (`homeParts`). */
export interface SummaryExpense {
  total: number;
  category: ExpenseCategory;
  spentOn: string;
  /** The day of the plan it is linked to, if any: it counts there whatever its date. */
  planDay: number | null;
  shares: MemberAmount[];
}

export interface SummaryInput {
  /** The trip's first day (YYYY-MM-DD) and how many days it has. */
  startDate: string;
  dayCount: number;
  /** Each day's budget: the sum of its plans' costs. */
  dayBudgets: ReadonlyMap<number, number>;
  expenses: readonly SummaryExpense[];
  /** The trip's owner and members, who share the budget equally. */
  participants: readonly string[];
}

export interface BudgetSummary {
  budget: number;
  actual: number;
  days: { day_number: number | null; date: string | null; budget: number; actual: number }[];
  categories: { category: ExpenseCategory; actual: number }[];
  people: { user_id: string; budget: number; actual: number }[];
}

const dayMs = 86_400_000;
const utcDay = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const dateOf = (start: string, dayNumber: number) =>
  new Date(utcDay(start) + (dayNumber - 1) * dayMs).toISOString().slice(0, 10);

/**
 * Budget and actuals of a trip. An expense linked to a plan counts on the plan's day; one without
 * counts on the day of the trip its `spentOn` falls on, or under "unassigned" (`day_number` null)
 * outside the trip's dates. Per person, the actual is what their shares cost and the budget an
 * equal part of the whole budget (allocated without losing a won, ties by user id).
 */
export function summarizeBudget(input: SummaryInput): BudgetSummary {
  const dayActual = new Map<number | null, number>();
  const categoryActual = new Map<ExpenseCategory, number>();
  const personActual = new Map<string, number>();
  let actual = 0;
  for (const expense of input.expenses) {
    actual += expense.total;
    let day = expense.planDay;
    if (day === null) {
      const offset = Math.round((utcDay(expense.spentOn) - utcDay(input.startDate)) / dayMs) + 1;
      day = offset >= 1 && offset <= input.dayCount ? offset : null;
    }
    dayActual.set(day, (dayActual.get(day) ?? 0) + expense.total);
    categoryActual.set(expense.category, (categoryActual.get(expense.category) ?? 0) + expense.total);
    for (const share of expense.shares)
      personActual.set(share.memberId, (personActual.get(share.memberId) ?? 0) + share.amount);
  }
  const budget = [...input.dayBudgets.values()].reduce((sum, cost) => sum + cost, 0);
  const days: BudgetSummary['days'] = [];
  for (let n = 1; n <= input.dayCount; n += 1)
    days.push({
      day_number: n,
      date: dateOf(input.startDate, n),
      budget: input.dayBudgets.get(n) ?? 0,
      actual: dayActual.get(n) ?? 0,
    });
  if (dayActual.has(null))
    days.push({ day_number: null, date: null, budget: 0, actual: dayActual.get(null)! });
  const people = [...new Set([...input.participants, ...personActual.keys()])].sort();
  const sharers = people.filter((id) => input.participants.includes(id));
  const budgetParts =
    sharers.length > 0
      ? allocate(
          budget,
          sharers.map(() => 1),
        )
      : [];
  const budgetOf = new Map(sharers.map((id, index) => [id, budgetParts[index]!]));
  return {
    budget,
    actual,
    days,
    categories: expenseCategories
      .filter((category) => categoryActual.has(category))
      .map((category) => ({ category, actual: categoryActual.get(category)! })),
    people: people.map((user_id) => ({
      user_id,
      budget: budgetOf.get(user_id) ?? 0,
      actual: personActual.get(user_id) ?? 0,
    })),
  };
}

const amount = z.number().int();

/** GET /api/itineraries/:id/money/summary. */
export const moneySummarySchema = z.object({
  home_currency: currencySchema,
  /** The sum of the plans' costs (entered in the home currency). */
  budget: amount,
  /** The sum of the expenses' home amounts. */
  actual: amount,
  days: z.array(
    z.object({
      /** Null: expenses dated outside the trip and linked to no plan ("unassigned"). */
      day_number: z.number().int().nullable(),
      date: z.string().nullable(),
      budget: amount,
      actual: amount,
    }),
  ),
  categories: z.array(z.object({ category: z.enum(expenseCategories), actual: amount })),
  people: z.array(
    z.object({
      user_id: z.string(),
      /** An equal part of the budget (members only; 0 for someone who has left). */
      budget: amount,
      /** What their shares of the expenses cost. */
      actual: amount,
    }),
  ),
});
export type MoneySummary = z.infer<typeof moneySummarySchema>;
