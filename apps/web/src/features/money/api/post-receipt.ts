import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Receipt } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { receiptPath } from './get-receipt';
import { moneyKeys } from './query-keys';

/** POST …/expenses/:expense_id/receipt (multipart `file`): re-encoded by the server, replacing any. */
export function postReceipt(itineraryId: string, expenseId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<Receipt>(receiptPath(itineraryId, expenseId), form);
}

export function useAttachReceipt(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, file }: { expenseId: string; file: File }) =>
      postReceipt(itineraryId, expenseId, file),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.expenses(itineraryId) }),
  });
}
