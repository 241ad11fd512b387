import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Destination, DestinationCreate, DestinationUpdate } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { mergeDestination, prependDestination } from './cache';

/** POST /api/destinations */
export function createDestination(body: DestinationCreate) {
  return api.post<Destination>('/api/destinations', body);
}

/** PATCH /api/destinations/:id */
export function updateDestination(id: string, body: DestinationUpdate) {
  return api.patch<Destination>(`/api/destinations/${encodeURIComponent(id)}`, body);
}

export function useCreateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDestination,
    onSuccess: (destination) => prependDestination(queryClient, destination),
  });
}

export function useUpdateDestination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DestinationUpdate }) => updateDestination(id, body),
    onSuccess: (destination) => mergeDestination(queryClient, destination),
  });
}
