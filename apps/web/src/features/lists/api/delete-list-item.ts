import { api } from '../../../lib/api-client';
import { listItemsPath } from './query-keys';

/** DELETE /api/itineraries/:id/list-items/:item_id (204, also when already gone). */
export const deleteListItem = (itineraryId: string, itemId: string) =>
  api.delete<null>(`${listItemsPath(itineraryId)}/${encodeURIComponent(itemId)}`);
