import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoolContribution, PoolContributionInput } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { moneyKeys, moneyPath } from './query-keys';

/** PUT /api/itineraries/:id/pool/contributions/:contribution_id: money paid into the pool, under the client's id. */
export const putContribution = (itineraryId: string, contributionId: string, input: PoolContributionInput) =>
  api.put<PoolContribution>(
    `${moneyPath(itineraryId)}/pool/contributions/${encodeURIComponent(contributionId)}`,
    input,
  );

export function useSaveContribution(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PoolContributionInput }) =>
      putContribution(itineraryId, id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(itineraryId) }),
  });
}
