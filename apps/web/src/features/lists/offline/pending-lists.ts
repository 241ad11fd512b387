import type { ListItem, ListItemInput, ListItemPatch, ListItems } from '@pintrip/shared';
import type { OutboxEntry } from '../../../lib/outbox';
import { withItem } from '../api/save-list-item';

/**
 * A write of the lists waiting in the trip's outbox. Each is safe to send twice: a PUT stores the
 * item under the client's id, a PATCH sets the values it carries, a DELETE of a gone item is 204.
 */
export type ListWrite =
  | { op: 'put'; itemId: string; input: ListItemInput }
  | { op: 'patch'; itemId: string; patch: ListItemPatch }
  | { op: 'delete'; itemId: string };

/**
 * The lists as this member will see them once the waiting writes arrive: the server's items with
 * each write applied in order (an item added offline shows last in its list, a tick shows ticked,
 * a deleted one is gone), and the ids of the items a write still waits for.
 */
export function withPending(
  lists: ListItems,
  pending: readonly OutboxEntry<ListWrite>[],
  context: { itineraryId: string; meId: string | null },
): { items: ListItem[]; pendingIds: ReadonlySet<string> } {
  let items: ListItem[] = lists.items;
  const pendingIds = new Set<string>();
  for (const { payload: write } of pending) {
    const current = items.find((item) => item.id === write.itemId);
    if (write.op === 'delete') {
      items = items.filter((item) => item.id !== write.itemId);
      pendingIds.delete(write.itemId);
      continue;
    }
    let next: ListItem | undefined;
    if (write.op === 'patch') {
      if (!current) continue;
      next = { ...current, ...write.patch };
    } else {
      const { input } = write;
      const last = Math.max(
        -1,
        ...items.filter((item) => item.kind === input.kind).map((item) => item.position),
      );
      next = {
        id: write.itemId,
        itinerary_id: context.itineraryId,
        created_by: context.meId,
        created_at: current?.created_at ?? '',
        updated_at: current?.updated_at ?? '',
        kind: input.kind,
        text: input.text,
        category: input.category ?? null,
        assignee_id: input.assignee_id ?? null,
        is_checked: input.is_checked ?? false,
        position: input.position ?? (current?.kind === input.kind ? current.position : last + 1),
      };
    }
    items = withItem({ items }, next)!.items;
    pendingIds.add(write.itemId);
  }
  return { items, pendingIds };
}
