import { afterEach, describe, expect, it } from 'vitest';
import {
  readRecentDestinations,
  recentDestinationsKey,
  recentDestinationsMax,
  rememberRecentDestination,
} from './use-recent-destinations';

const destination = (n: number) => ({
  id: `d-${n}`,
  title: `여행지 ${n}`,
  location: '부산',
  image_url: `/img/${n}.jpg`,
  lat: 35.1,
  lng: 129.1,
  budget_min: 10_000,
});

afterEach(() => localStorage.clear());

describe('recently viewed destinations', () => {
  it('keeps the newest first, each once, at most recentDestinationsMax', () => {
    for (let n = 0; n < recentDestinationsMax + 3; n += 1) rememberRecentDestination(destination(n));
    rememberRecentDestination(destination(5));
    const ids = readRecentDestinations().map((item) => item.id);
    expect(ids).toHaveLength(recentDestinationsMax);
    expect(ids[0]).toBe('d-5');
    expect(ids.filter((id) => id === 'd-5')).toHaveLength(1);
    expect(ids).not.toContain('d-0');
  });

  it('reads a broken or foreign stored value as none, and skips entries without an id', () => {
    localStorage.setItem(recentDestinationsKey, '{not json');
    expect(readRecentDestinations()).toEqual([]);
    localStorage.setItem(
      recentDestinationsKey,
      JSON.stringify([{ title: 'x' }, { id: 'd-1', title: '해운대' }]),
    );
    expect(readRecentDestinations()).toEqual([
      { id: 'd-1', title: '해운대', location: null, image_url: null, lat: null, lng: null, budget_min: 0 },
    ]);
  });
});
