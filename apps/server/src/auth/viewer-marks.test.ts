/**
 * The marks cache's own rules (auth/viewer-marks.ts); the integration tests in
 * modules/destinations/destinations.cache.test.ts hold the triggers that feed it.
 */
import { describe, expect, it } from 'vitest';
import { createViewerMarksCache, type ViewerMarks } from './viewer-marks.js';

const marksOf = (liked: string[], bookmarked: string[] = [], ownsHidden = false): ViewerMarks => ({
  liked: new Set(liked),
  bookmarked: new Set(bookmarked),
  ownsHidden,
  likedItineraries: new Set(),
  ownsUnlistedItinerary: false,
  commentReactions: new Map(),
});

describe('viewer marks in memory', () => {
  it('loads an account once, then answers from memory until its id is notified', async () => {
    const cache = createViewerMarksCache();
    let loads = 0;
    const load = async () => {
      loads += 1;
      return marksOf([`d${loads}`]);
    };
    expect((await cache.get('u1', load))?.liked.has('d1')).toBe(true);
    expect((await cache.get('u1', load))?.liked.has('d1')).toBe(true);
    expect(loads).toBe(1);
    cache.forget('u2,u1');
    expect((await cache.get('u1', load))?.liked.has('d2')).toBe(true);
    expect(loads).toBe(2);
  });

  it("forgets every account on '*' (a bulk write), and only the named ones otherwise", async () => {
    const cache = createViewerMarksCache();
    await cache.get('a', async () => marksOf(['x']));
    await cache.get('b', async () => marksOf(['y']));
    cache.forget('a');
    expect(cache.size).toBe(1);
    cache.forget('*');
    expect(cache.size).toBe(0);
  });

  it('does not keep a load that was running when any account was forgotten', async () => {
    const cache = createViewerMarksCache();
    let release!: () => void;
    const slow = cache.get(
      'u',
      () => new Promise<ViewerMarks>((resolve) => (release = () => resolve(marksOf(['old'])))),
    );
    cache.forget('someone-else');
    release();
    expect((await slow)?.liked.has('old')).toBe(true);
    expect(cache.size).toBe(0);
  });

  it('keeps and serves nothing while notifications cannot arrive, nor what an older connection loaded', async () => {
    let epoch: number | null = 1;
    const cache = createViewerMarksCache({ epoch: () => epoch });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return marksOf([]);
    };
    await cache.get('u', load);
    epoch = null;
    await cache.get('u', load);
    await cache.get('u', load);
    expect(loads).toBe(3);
    expect(cache.size).toBe(0);
    epoch = 2;
    await cache.get('u', load);
    await cache.get('u', load);
    expect(loads).toBe(4);
  });

  it('keeps no account with more marks than its cap, and drops the least recently used past the total', async () => {
    const cache = createViewerMarksCache({ maxPerAccount: 3, maxIds: 4 });
    let asked = 0;
    // The loader is told the cap and answers null past it (the repository reads cap + 1 rows).
    expect(
      await cache.get('heavy', async (limit) => {
        asked = limit;
        return null;
      }),
    ).toBeNull();
    expect(asked).toBe(3);
    await cache.get('a', async () => marksOf(['1', '2']));
    await cache.get('b', async () => marksOf(['3'], ['4']));
    await cache.get('a', async () => marksOf(['never loaded']));
    await cache.get('c', async () => marksOf(['5']));
    // 'b' was the least recently used: it went to make room for 'c'.
    let reloaded = false;
    await cache.get('b', async () => {
      reloaded = true;
      return marksOf([]);
    });
    expect(reloaded).toBe(true);
  });

  it('remembers that an account has too many marks to keep: loaded once, then asked again only once notified', async () => {
    const cache = createViewerMarksCache({ maxPerAccount: 3 });
    let loads = 0;
    const heavy = async () => {
      loads += 1;
      return null;
    };
    expect(await cache.get('heavy', heavy)).toBeNull();
    expect(await cache.get('heavy', heavy)).toBeNull();
    expect(loads).toBe(1);
    // An unlike may bring them under the cap: the account's notification makes the next read load.
    cache.forget('heavy');
    expect((await cache.get('heavy', async () => marksOf(['1'])))?.liked.has('1')).toBe(true);
    expect(loads).toBe(1);
    // Nor is it remembered when a load was running as any account was forgotten.
    cache.forget('heavy');
    let release!: () => void;
    const slow = cache.get('heavy', () => new Promise<null>((resolve) => (release = () => resolve(null))));
    cache.forget('someone-else');
    release();
    expect(await slow).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('an entry lives at most its time to live', async () => {
    let now = 0;
    const cache = createViewerMarksCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return marksOf([]);
    };
    await cache.get('u', load);
    now = 999;
    await cache.get('u', load);
    now = 1000;
    await cache.get('u', load);
    expect(loads).toBe(2);
  });
});
