import { describe, expect, it } from 'vitest';
import { createFencedStore } from './fenced-store.js';

describe('the fence every in-process cache keeps (fenced store)', () => {
  it('keeps a load only if no invalidation came and the epoch held since its ticket', () => {
    let epoch: number | null = 1;
    const store = createFencedStore<string, string>({ epoch: () => epoch });
    const until = Date.now() + 60_000;

    const before = store.ticket();
    store.invalidate();
    expect(store.keep(before, 'a', 'old rows', { until })).toBe(false);

    const moved = store.ticket();
    epoch = 2;
    expect(store.keep(moved, 'a', 'rows of a lost connection', { until })).toBe(false);

    expect(store.keep(store.ticket(), 'a', 'fresh', { until })).toBe(true);
    expect(store.hit('a')).toBe('fresh');
    epoch = 3;
    expect(store.hit('a')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('keeps and serves nothing while notifications cannot arrive', () => {
    let epoch: number | null = 0;
    const store = createFencedStore<string, string>({ epoch: () => epoch });
    store.keep(store.ticket(), 'a', 'x', { until: Date.now() + 60_000 });
    epoch = null;
    const ticket = store.ticket();
    expect(store.size).toBe(0);
    expect(store.keep(ticket, 'b', 'y', { until: Date.now() + 60_000 })).toBe(false);
  });

  it('expires entries, and evicts the least recently used by count and by weight', () => {
    let clock = 0;
    const dropped: string[] = [];
    const store = createFencedStore<string, number>({
      maxEntries: 3,
      maxWeight: 10,
      now: () => clock,
      onDrop: (key) => dropped.push(key),
    });
    const keep = (key: string, weight: number) =>
      store.keep(store.ticket(), key, weight, { until: 100, weight });
    keep('a', 2);
    keep('b', 2);
    keep('c', 2);
    store.hit('a');
    keep('d', 2); // four entries: b, the least recently used, goes
    expect([...store.entries()].map(([key]) => key)).toEqual(['c', 'a', 'd']);
    keep('e', 7); // 6 + 7 > 10: c and a go
    expect([...store.entries()].map(([key]) => key)).toEqual(['d', 'e']);
    expect(store.weight).toBe(9);
    expect(keep('huge', 11)).toBe(false);
    expect(store.weight).toBe(9);
    clock = 100;
    expect(store.hit('d')).toBeUndefined();
    expect(dropped).toEqual(['b', 'c', 'a', 'd']);
  });
});
