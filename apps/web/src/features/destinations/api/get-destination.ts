import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Destination } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { findCachedDestination } from './cache';
import { destinationKeys } from './query-keys';

/** GET /api/destinations/:id */
export function getDestination(id: string) {
  return api.get<Destination>(`/api/destinations/${encodeURIComponent(id)}`);
}

/** One destination; while it loads, the copy a cached list holds is shown. */
export function useDestination(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: destinationKeys.detail(id ?? ''),
    queryFn: () => getDestination(id ?? ''),
    enabled: Boolean(id),
    placeholderData: () => (id ? findCachedDestination(queryClient, id) : undefined),
  });
}
