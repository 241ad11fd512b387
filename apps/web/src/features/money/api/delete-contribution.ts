import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** DELETE /api/itineraries/:id/pool/contributions/:contribution_id (204, again 204). */
export const deleteContribution = (itineraryId: string, contributionId: string) =>
  api.delete<void>(`${moneyPath(itineraryId)}/pool/contributions/${encodeURIComponent(contributionId)}`);

export function useDeleteContribution(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contributionId: string) => deleteContribution(itineraryId, contributionId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
