import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { receiptPath } from './get-receipt';
import { moneyKeys } from './query-keys';

/** DELETE …/expenses/:expense_id/receipt (204, again 204). */
export const deleteReceipt = (itineraryId: string, expenseId: string) =>
  api.delete<void>(receiptPath(itineraryId, expenseId));

export function useRemoveReceipt(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => deleteReceipt(itineraryId, expenseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.expenses(itineraryId) }),
  });
}
