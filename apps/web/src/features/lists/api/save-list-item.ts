import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListItem, ListItemInput, ListItems } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath, listKeys } from './query-keys';

/** PUT /api/itineraries/:id/list-items/:item_id: create or replace under the client's id. */
export const saveListItem = (itineraryId: string, itemId: string, input: ListItemInput) =>
  api.put<ListItem>(`${listItemsPath(itineraryId)}/${encodeURIComponent(itemId)}`, input);

/** Puts `item` into the cached lists (replacing the one with its id), keeping the server's order. */
export function withItem(lists: ListItems | undefined, item: ListItem): ListItems | undefined {
  if (!lists) return lists;
  const others = lists.items.filter((entry) => entry.id !== item.id);
  const items = [...others, item].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.position - b.position || a.id.localeCompare(b.id),
  );
  return { items };
}

/**
 * Adds an item under a fresh client id (made once per submission, so a retry or a double click
 * writes the same row) and puts the answer into the cached lists.
 */
export function useSaveListItem(itineraryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ id, input }: { id: string; input: ListItemInput }) => saveListItem(itineraryId, id, input),
    onSuccess: (item) =>
      queryClient.setQueryData<ListItems>(listKeys.items(itineraryId), (lists) => withItem(lists, item)),
  });
}
