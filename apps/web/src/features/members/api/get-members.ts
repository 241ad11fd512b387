import { useQuery } from '@tanstack/react-query';
import type { MemberList } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { memberKeys, tripPath } from './query-keys';

/** GET /api/itineraries/:id/members (owner, members, admins). */
export const getMembers = (itineraryId: string) => api.get<MemberList>(`${tripPath(itineraryId)}/members`);

export function useMembers(itineraryId: string, enabled = true) {
  return useQuery({
    queryKey: memberKeys.members(itineraryId),
    queryFn: () => getMembers(itineraryId),
    enabled,
  });
}
