import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/expenses/:expense_id (204, again 204). */
export const deleteExpense = (itineraryId: string, expenseId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/expenses/${encodeURIComponent(expenseId)}`);

export function useDeleteExpense(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => deleteExpense(itineraryId, expenseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
