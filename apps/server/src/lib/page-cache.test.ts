import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.js';

describe('page cache', () => {
  it('loads once, then serves the same JSON and ETag until cleared', async () => {
    const cache = createPageCache<{ n: number }>();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.get('k', load);
    const again = await cache.get('k', load);
    expect(loads).toBe(1);
    expect(again).toBe(first);
    expect(first.body).toBe('{"n":1}');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    cache.clear();
    const fresh = await cache.get('k', load);
    expect(fresh.value).toEqual({ n: 2 });
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createPageCache<number>();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(loads).toBe(1);
    expect(new Set(pages.map((p) => p.body))).toEqual(new Set(['1']));
  });

  it('forgets only the entries picked, and keeps no load that was running', async () => {
    const cache = createPageCache<{ n: number }>();
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ n: 1 }));
    const kept = await cache.get('c', async () => ({ n: 0 }));
    cache.forget((key) => key === 'a');
    expect(cache.size).toBe(2);
    expect(await cache.get('c', async () => ({ n: 0 }))).toBe(kept);
    expect((await cache.get('a', async () => ({ n: 3 }))).body).toBe('{"n":3}');
    expect(cache.bytes).toBe(3 * '{"n":1}'.length);

    let release: (value: { n: number }) => void = () => undefined;
    const slow = cache.get('d', () => new Promise((resolve) => (release = resolve)));
    cache.forget(() => false);
    release({ n: 9 });
    expect((await slow).value).toEqual({ n: 9 });
    expect(cache.size).toBe(3);
  });

  it('forgets the entries of the groups named by its index, and keeps no load that was running', async () => {
    let grouped = 0;
    const cache = createPageCache<number>({
      maxEntries: 4,
      group: (key) => {
        grouped += 1;
        return key.split(':')[0]!;
      },
    });
    for (const key of ['ann:1', 'ann:2', 'bo:1', 'cy:1']) await cache.get(key, async () => 1);
    // 'ann:1' is evicted by the fifth entry: its group forgets it too.
    await cache.get('dee:1', async () => 1);
    grouped = 0;
    cache.forgetGroups(['ann', 'nobody']);
    expect(cache.size).toBe(3);
    // Only the keys of the groups named were visited (each dropped key's group read once).
    expect(grouped).toBe(1);
    expect((await cache.get('ann:2', async () => 2)).value).toBe(2);
    expect((await cache.get('bo:1', async () => 2)).value).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get('bo:2', async () => 3);
    cache.forgetGroups(['bo']);
    expect(cache.size).toBe(0);

    let release: (value: number) => void = () => undefined;
    const slow = cache.get('cy:2', () => new Promise((resolve) => (release = resolve)));
    cache.forgetGroups(['ann']);
    release(9);
    expect((await slow).value).toBe(9);
    expect(cache.size).toBe(0);
  });

  it('does not keep a page whose load started before a clear', async () => {
    const cache = createPageCache<string>();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    expect((await slow).value).toBe('stale');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', async () => 'fresh')).value).toBe('fresh');
  });

  it('expires entries after the ttl and evicts the oldest beyond maxEntries', async () => {
    let clock = 0;
    const cache = createPageCache<string>({ ttlMs: 100, maxEntries: 2, now: () => clock });
    await cache.get('a', async () => 'a1');
    clock = 150;
    expect((await cache.get('a', async () => 'a2')).value).toBe('a2');
    await cache.get('b', async () => 'b');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect((await cache.get('a', async () => 'a3')).value).toBe('a3');
  });

  it('makes no round trip: serves under the epoch it loaded in, bypasses memory while there is none', async () => {
    let epoch: number | null = 1;
    const cache = createPageCache<number>({ epoch: () => epoch });
    let loads = 0;
    const load = async () => ++loads;
    expect((await cache.get('k', load)).value).toBe(1);
    expect((await cache.get('k', load)).value).toBe(1);
    // The LISTEN connection is down: clears may be lost, so every read loads and nothing is kept.
    epoch = null;
    expect((await cache.get('k', load)).value).toBe(2);
    expect((await cache.get('k', load)).value).toBe(3);
    expect(cache.size).toBe(0);
    // Back on a new connection: what was loaded before it is not trusted.
    epoch = 2;
    expect((await cache.get('k', load)).value).toBe(4);
    expect((await cache.get('k', load)).value).toBe(4);
    epoch = 3;
    expect((await cache.get('k', load)).value).toBe(5);
  });

  it('keeps at most maxBytes of JSON, evicting the least recently served first', async () => {
    const cache = createPageCache<string>({ maxBytes: 30 });
    const ten = (c: string) => async () => c.repeat(8); // "cccccccc" is 10 bytes of JSON
    await cache.get('a', ten('a'));
    await cache.get('b', ten('b'));
    await cache.get('c', ten('c'));
    expect(cache.bytes).toBe(30);
    await cache.get('a', ten('x')); // a hit: now the most recent
    await cache.get('d', ten('d')); // evicts b, the least recently served
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(30);
    expect((await cache.get('a', ten('y'))).value).toBe('aaaaaaaa');
    expect((await cache.get('b', ten('B'))).value).toBe('BBBBBBBB'); // reloaded, evicts c
    expect((await cache.get('c', ten('C'))).value).toBe('CCCCCCCC');
    // A page larger than the whole budget is answered, never kept.
    expect((await cache.get('big', async () => 'z'.repeat(100))).value).toHaveLength(100);
    expect(cache.bytes).toBeLessThanOrEqual(30);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });

  it('sends the part of a value `serialize` picks, and counts only those bytes', async () => {
    const cache = createPageCache<{ answer: { n: number }; aside: string }>({
      serialize: (value) => JSON.stringify(value.answer),
    });
    const page = await cache.get('k', async () => ({ answer: { n: 1 }, aside: 'x'.repeat(1000) }));
    expect(page.body).toBe('{"n":1}');
    expect(page.value.aside).toHaveLength(1000);
    expect(cache.bytes).toBe(7);
  });
});
