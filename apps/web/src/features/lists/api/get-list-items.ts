import { useQuery } from '@tanstack/react-query';
import type { ListItems } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath, listKeys } from './query-keys';

/** GET /api/itineraries/:id/list-items: both lists of the trip (members). */
export const getListItems = (itineraryId: string) => api.get<ListItems>(listItemsPath(itineraryId));

export function useListItems(itineraryId: string) {
  return useQuery({ queryKey: listKeys.items(itineraryId), queryFn: () => getListItems(itineraryId) });
}
