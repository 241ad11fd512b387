import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteAccepted, InvitePreview } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys } from './query-keys';

const invitePath = (token: string) => `/api/invites/${encodeURIComponent(token)}`;

/** GET /api/invites/:token: the trip, its owner and the role a link offers. */
export const getInvite = (token: string) => api.get<InvitePreview>(invitePath(token));

export function useInvite(token: string) {
  return useQuery({ queryKey: memberKeys.invite(token), queryFn: () => getInvite(token), retry: false });
}

/** POST /api/invites/:token/accept. */
export const acceptInvite = (token: string) => api.post<InviteAccepted>(`${invitePath(token)}/accept`);

export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () => acceptInvite(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
