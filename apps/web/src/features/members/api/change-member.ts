import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberList, MemberRole } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys, tripPath } from './query-keys';

/** PATCH /api/itineraries/:id/members/:user_id (owner). */
export const setMemberRole = (itineraryId: string, userId: string, role: MemberRole) =>
  api.patch<MemberList>(`${tripPath(itineraryId)}/members/${encodeURIComponent(userId)}`, { role });

/** DELETE /api/itineraries/:id/members/:user_id: the owner removes a member, a member leaves. */
export const removeMember = (itineraryId: string, userId: string) =>
  api.delete<null>(`${tripPath(itineraryId)}/members/${encodeURIComponent(userId)}`);

export function useSetMemberRole(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      setMemberRole(itineraryId, userId, role),
    onSuccess: (list) => queryClient.setQueryData(memberKeys.members(itineraryId), list),
  });
}

export function useRemoveMember(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (userId: string) => removeMember(itineraryId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.members(itineraryId) }),
  });
}
