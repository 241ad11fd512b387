import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAccepted, MyInviteList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys } from './query-keys';

/** GET /api/me/invites: direct invites waiting for my answer. */
export const getMyInvites = () => api.get<MyInviteList>('/api/me/invites');

export function useMyInvites() {
  return useQuery({ queryKey: memberKeys.myInvites(), queryFn: getMyInvites });
}

/** POST /api/me/invites/:invite_id/accept or /decline. */
export const answerInvite = (inviteId: string, accept: boolean) =>
  api.post<InviteAccepted | null>(
    `/api/me/invites/${encodeURIComponent(inviteId)}/${accept ? 'accept' : 'decline'}`,
  );

export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ inviteId, accept }: { inviteId: string; accept: boolean }) =>
      answerInvite(inviteId, accept),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
