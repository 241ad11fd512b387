import { describe, expect, it } from 'vitest';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { freshFromArrival } from './page-data';

describe('freshFromArrival', () => {
  it("dates a page's visitor queries from its arrival and leaves the ones the server marked stale", () => {
    const server = new QueryClient();
    const arrived = Date.now();
    const renderedAt = arrived - 5 * 60_000;
    server.setQueryData(['destinations', 'list'], { items: [] }, { updatedAt: renderedAt });
    server.setQueryData(['me'], { id: 'u1' }, { updatedAt: renderedAt });
    const state = dehydrate(server);
    state.queries.find((query) => query.queryHash.includes('me'))!.state.dataUpdatedAt = 0;

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, freshFromArrival(state, arrived));
    const list = browser.getQueryCache().find({ queryKey: ['destinations', 'list'] })!;
    const me = browser.getQueryCache().find({ queryKey: ['me'] })!;
    expect(list.state.dataUpdatedAt).toBe(arrived);
    expect(me.state.dataUpdatedAt).toBe(0);
    // Five minutes after it was rendered, the list is fresh where it arrived; the reader's own data is not.
    expect(list.isStaleByTime(30_000)).toBe(false);
    expect(me.isStaleByTime(30_000)).toBe(true);
    // Nothing else of the page's state changes.
    expect(freshFromArrival(state, arrived).queries.map((query) => query.queryHash)).toEqual(
      state.queries.map((query) => query.queryHash),
    );
  });
});
