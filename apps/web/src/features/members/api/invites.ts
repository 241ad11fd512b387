import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteCreate, InviteCreated, InviteList, MemberSearchResult } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys, tripPath } from './query-keys';

/** GET /api/itineraries/:id/invites (owner): the open invites, never a token. */
export const getInvites = (itineraryId: string) => api.get<InviteList>(`${tripPath(itineraryId)}/invites`);

export function useInvites(itineraryId: string, enabled: boolean) {
  return useQuery({
    queryKey: memberKeys.invites(itineraryId),
    queryFn: () => getInvites(itineraryId),
    enabled,
  });
}

/** POST /api/itineraries/:id/invites (owner): a link (its token answered once) or a direct invite. */
export const createInvite = (itineraryId: string, body: InviteCreate) =>
  api.post<InviteCreated>(`${tripPath(itineraryId)}/invites`, body);

export function useCreateInvite(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: InviteCreate) => createInvite(itineraryId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invites(itineraryId) }),
  });
}

/** DELETE /api/itineraries/:id/invites/:invite_id (owner). */
export const revokeInvite = (itineraryId: string, inviteId: string) =>
  api.delete<null>(`${tripPath(itineraryId)}/invites/${encodeURIComponent(inviteId)}`);

export function useRevokeInvite(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (inviteId: string) => revokeInvite(itineraryId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invites(itineraryId) }),
  });
}

/** GET /api/itineraries/:id/member-search?name= (owner): up to 5 active accounts, no emails. */
export const searchInvitees = (itineraryId: string, name: string) =>
  api.get<MemberSearchResult>(`${tripPath(itineraryId)}/member-search?name=${encodeURIComponent(name)}`);

export function useSearchInvitees(itineraryId: string, name: string) {
  return useQuery({
    queryKey: memberKeys.search(itineraryId, name),
    queryFn: () => searchInvitees(itineraryId, name),
    enabled: name.trim().length > 0,
  });
}
