import { useQueryClient } from '@tanstack/react-query';
import type { ListItem, ListItemInput, ListItemPatch, ListItems } from '@pintrip/shared';
import { keyedStore } from '../../../lib/idb-store';
import { newId } from '../../../lib/new-id';
import { useOutbox, type OutboxEntry } from '../../../lib/outbox';
import { deleteListItem } from '../api/delete-list-item';
import { patchListItem } from '../api/patch-list-item';
import { listKeys } from '../api/query-keys';
import { saveListItem, withItem } from '../api/save-list-item';
import type { ListWrite } from './pending-lists';

const store = keyedStore<OutboxEntry<ListWrite>[]>('pintrip-lists', 'pending-writes');

const sendWrite = (itineraryId: string, write: ListWrite) => {
  if (write.op === 'put') return saveListItem(itineraryId, write.itemId, write.input);
  if (write.op === 'patch') return patchListItem(itineraryId, write.itemId, write.patch);
  return deleteListItem(itineraryId, write.itemId);
};

/** What a write did: reached the server, or waits in the outbox for the connection. */
export type WriteOutcome = 'saved' | 'queued';

export interface ListWrites {
  /** The trip's writes still waiting for a connection, oldest first. */
  pending: readonly OutboxEntry<ListWrite>[];
  /** Adds (or replaces) the item stored under `itemId`, the client's id. */
  put: (itemId: string, input: ListItemInput) => Promise<WriteOutcome>;
  /** Changes some fields, shown at once and put back if the server refuses. */
  patch: (itemId: string, patch: ListItemPatch) => Promise<WriteOutcome>;
  remove: (itemId: string) => Promise<WriteOutcome>;
}

/**
 * The lists' writes through the trip's outbox (lib/outbox.ts, as the money page's expenses): sent
 * at once when online, else kept in IndexedDB and sent in order on reconnect. Each answer lands in
 * the cached lists; `onRefused` hears of a queued write the server refused once back online.
 */
export function useListWrites(itineraryId: string, onRefused: (error: unknown) => void): ListWrites {
  const queryClient = useQueryClient();
  const key = listKeys.items(itineraryId);
  const land = (write: ListWrite, answer: unknown) =>
    queryClient.setQueryData<ListItems>(key, (lists) =>
      write.op === 'delete'
        ? lists && { items: lists.items.filter((item) => item.id !== write.itemId) }
        : withItem(lists, answer as ListItem),
    );
  const outbox = useOutbox<ListWrite>(store, itineraryId, {
    send: (entry) => sendWrite(itineraryId, entry.payload),
    onSent: (answer, entry) => land(entry.payload, answer),
    onRefused,
    onDrained: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const write = async (payload: ListWrite, id: string): Promise<WriteOutcome> => {
    const outcome = await outbox.submit({ id, payload });
    if (outcome.queued) return 'queued';
    land(payload, outcome.answer);
    return 'saved';
  };

  return {
    pending: outbox.pending,
    // Under the item's id: adding the same item again replaces the waiting one.
    put: (itemId, input) => write({ op: 'put', itemId, input }, itemId),
    patch: async (itemId, patch) => {
      // A read on its way may predate this change: cancelled first. Only then is there something to
      // wait for; otherwise the change shows in the same task (a ticked box does not untick for a moment).
      if (queryClient.isFetching({ queryKey: key }) > 0) await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ListItems>(key);
      const current = before?.items.find((item) => item.id === itemId);
      if (current) queryClient.setQueryData<ListItems>(key, withItem(before, { ...current, ...patch }));
      try {
        return await write({ op: 'patch', itemId, patch }, newId());
      } catch (error) {
        if (before) queryClient.setQueryData(key, before);
        throw error;
      }
    },
    remove: (itemId) => write({ op: 'delete', itemId }, newId()),
  };
}
