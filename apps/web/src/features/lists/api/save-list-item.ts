import type { ListItem, ListItemInput, ListItems } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath } from './query-keys';

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
