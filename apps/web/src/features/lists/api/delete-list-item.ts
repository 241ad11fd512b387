import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListItems } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath, listKeys } from './query-keys';

/** DELETE /api/itineraries/:id/list-items/:item_id (204, also when already gone). */
export const deleteListItem = (itineraryId: string, itemId: string) =>
  api.delete<null>(`${listItemsPath(itineraryId)}/${encodeURIComponent(itemId)}`);

export function useDeleteListItem(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (itemId: string) => deleteListItem(itineraryId, itemId),
    onSuccess: (_answer, itemId) =>
      queryClient.setQueryData<ListItems>(listKeys.items(itineraryId), (lists) =>
        lists ? { items: lists.items.filter((item) => item.id !== itemId) } : lists,
      ),
  });
}
