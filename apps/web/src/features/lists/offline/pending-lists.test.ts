/** The lists as the waiting writes will leave them: added last, patched, deleted, in order. */
import { describe, expect, it } from 'vitest';
import type { ListItem } from '@pintrip/shared';
import type { OutboxEntry } from '../../../lib/outbox';
import { withPending, type ListWrite } from './pending-lists';

const item = (id: string, text: string, position: number, kind: ListItem['kind'] = 'packing'): ListItem => ({
  id,
  itinerary_id: 'trip-1',
  kind,
  text,
  category: null,
  assignee_id: null,
  is_checked: false,
  position,
  created_by: 'me-1',
  created_at: '2026-11-24T09:00:00Z',
  updated_at: '2026-11-24T09:00:00Z',
});
const entry = (id: string, payload: ListWrite): OutboxEntry<ListWrite> => ({ id, payload });
const context = { itineraryId: 'trip-1', meId: 'me-1' };

describe('withPending', () => {
  it('puts an item added offline last in its own list, applies a later tick, and marks both', () => {
    const lists = { items: [item('a', '여권', 0), item('b', '텐트', 3), item('t', '환전', 0, 'todo')] };
    const { items, pendingIds } = withPending(
      lists,
      [
        entry('n', { op: 'put', itemId: 'n', input: { kind: 'packing', text: '우산' } }),
        entry('p1', { op: 'patch', itemId: 'n', patch: { is_checked: true } }),
        entry('p2', { op: 'patch', itemId: 'a', patch: { text: '여권 사본' } }),
      ],
      context,
    );
    expect(items.map((entry) => [entry.id, entry.text, entry.position, entry.is_checked])).toEqual([
      ['a', '여권 사본', 0, false],
      ['b', '텐트', 3, false],
      ['n', '우산', 4, true],
      ['t', '환전', 0, false],
    ]);
    expect(items.find((entry) => entry.id === 'n')?.created_by).toBe('me-1');
    expect([...pendingIds].sort()).toEqual(['a', 'n']);
  });

  it('drops a deleted item (and its mark), and ignores a patch of an item gone meanwhile', () => {
    const lists = { items: [item('a', '여권', 0), item('b', '텐트', 1)] };
    const { items, pendingIds } = withPending(
      lists,
      [
        entry('p1', { op: 'patch', itemId: 'a', patch: { is_checked: true } }),
        entry('d1', { op: 'delete', itemId: 'a' }),
        entry('p2', { op: 'patch', itemId: 'gone', patch: { is_checked: true } }),
      ],
      context,
    );
    expect(items.map((entry) => entry.id)).toEqual(['b']);
    expect(pendingIds.size).toBe(0);
  });

  it('leaves the lists as they are with nothing waiting', () => {
    const lists = { items: [item('a', '여권', 0)] };
    expect(withPending(lists, [], context)).toEqual({ items: lists.items, pendingIds: new Set() });
  });
});
