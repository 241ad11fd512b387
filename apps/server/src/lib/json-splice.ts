/**
 * A signed-in reader's own values spliced into a cached page's JSON, instead of serializing its
 * items again (docs/decisions/0024, 0042). Every item of a shared page carries the same text where
 * a reader's values go (`"is_liked":false,"is_bookmarked":false`, `"user_like":null`); that text
 * with unescaped quotes can only be the item's own keys (a string value's quotes are escaped), so
 * splitting the JSON there gives one more segment than items. The split is kept per cached page.
 */
import type { CachedPage } from './page-cache.js';

/**
 * `splice(page, replacement)`: the page's JSON with `replacement(i)` in place of item i's `marker`,
 * or null when the JSON does not split into one segment more than `itemCount` says (serialize then).
 */
export function createJsonSplicer<T>(marker: string, itemCount: (value: T) => number) {
  const segmentsByPage = new WeakMap<CachedPage<T>, string[] | null>();
  return (page: CachedPage<T>, replacement: (index: number) => string): string | null => {
    let segments = segmentsByPage.get(page);
    if (segments === undefined) {
      const split = page.body.split(marker);
      segments = split.length === itemCount(page.value) + 1 ? split : null;
      segmentsByPage.set(page, segments);
    }
    if (!segments) return null;
    let json = segments[0] as string;
    for (let i = 1; i < segments.length; i += 1) json += replacement(i - 1) + (segments[i] as string);
    return json;
  };
}
