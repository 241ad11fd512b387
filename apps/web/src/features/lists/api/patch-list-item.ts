import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListItem, ListItemPatch, ListItems } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath, listKeys } from './query-keys';
import { withItem } from './save-list-item';

/** PATCH /api/itineraries/:id/list-items/:item_id: only the fields sent change. */
export const patchListItem = (itineraryId: string, itemId: string, patch: ListItemPatch) =>
  api.patch<ListItem>(`${listItemsPath(itineraryId)}/${encodeURIComponent(itemId)}`, patch);

/**
 * Changes some fields of an item, shown at once (a ticked box does not wait for the server) and
 * put back as it was when the server refuses.
 */
export function usePatchListItem(itineraryId: string) {
  const queryClient = useQueryClient();
  const key = listKeys.items(itineraryId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, patch }: { id: string; patch: ListItemPatch }) =>
      patchListItem(itineraryId, id, patch),
    onMutate: async ({ id, patch }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListItems>(key);
      const current = before?.items.find((item) => item.id === id);
      if (current) queryClient.setQueryData<ListItems>(key, withItem(before, { ...current, ...patch }));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (item) => queryClient.setQueryData<ListItems>(key, (lists) => withItem(lists, item)),
  });
}
