import type { ListItem, ListItemPatch } from '@pintrip/shared';
import { api } from '../../../lib/api-client';
import { listItemsPath } from './query-keys';

/** PATCH /api/itineraries/:id/list-items/:item_id: only the fields sent change. */
export const patchListItem = (itineraryId: string, itemId: string, patch: ListItemPatch) =>
  api.patch<ListItem>(`${listItemsPath(itineraryId)}/${encodeURIComponent(itemId)}`, patch);
