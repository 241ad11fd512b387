import type { Expense, ExpenseInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyPath } from './query-keys';

/**
 * PUT /api/itineraries/:id/expenses/:expense_id: the whole expense under the client's id. The same
 * body again changes nothing, so a double click, a retry or the offline queue never adds twice.
 */
export const putExpense = (itineraryId: string, expenseId: string, input: ExpenseInput) =>
  api.put<Expense>(`${moneyPath(itineraryId)}/expenses/${encodeURIComponent(expenseId)}`, input);
