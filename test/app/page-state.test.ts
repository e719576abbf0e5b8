// src/app/page-state.ts `asOfThePageRequest`: a kept server page's queries count as fetched when the page was asked
// for, so the browser does not fetch them all again after hydrating a page rendered a minute before.
import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { asOfThePageRequest } from '../../src/app/page-state.ts';

const STALE_TIME = 60_000;
const browser = () => new QueryClient({ defaultOptions: { queries: { staleTime: STALE_TIME } } });

/** The server's state of a page rendered `age` ms ago: a list with data, and a query that failed. */
function keptPage(age: number) {
  const server = new QueryClient();
  server.setQueryData(['items', 'popular'], [{ id: 7, name: 'Fresh Milk' }], { updatedAt: Date.now() - age });
  return dehydrate(server);
}

const isStale = (client: QueryClient) =>
  client
    .getQueryCache()
    .find({ queryKey: ['items', 'popular'] })!
    .isStaleByTime(STALE_TIME);

describe('asOfThePageRequest', () => {
  it('a page rendered 90 s before it was asked for: its data is fresh from the request on, and unchanged', () => {
    const requestedAt = Date.now() - 2_000;
    const state = keptPage(90_000);

    const asServed = browser();
    hydrate(asServed, state);
    expect(isStale(asServed)).toBe(true); // as the render stamped it: fetched again at once

    const asRequested = browser();
    hydrate(asRequested, asOfThePageRequest(state, requestedAt));
    expect(isStale(asRequested)).toBe(false);
    expect(asRequested.getQueryState(['items', 'popular'])?.dataUpdatedAt).toBe(requestedAt);
    expect(asRequested.getQueryData(['items', 'popular'])).toEqual([{ id: 7, name: 'Fresh Milk' }]);
  });

  it('a page fetched or revalidated (bytes came from the server) counts as of the request; one from the HTTP cache does not', () => {
    const requestedAt = Date.now() - 2_000;
    const state = keptPage(90_000);
    const revalidated = browser();
    hydrate(revalidated, asOfThePageRequest(state, requestedAt, { transferSize: 310 })); // a 304's headers
    expect(isStale(revalidated)).toBe(false);
    const fromCache = browser(); // a back navigation to a page the browser kept, however old
    hydrate(fromCache, asOfThePageRequest(state, requestedAt, { transferSize: 0 }));
    expect(isStale(fromCache)).toBe(true);
  });

  it('is stale again once the staleTime has passed since the request', () => {
    const client = browser();
    hydrate(client, asOfThePageRequest(keptPage(0), Date.now() - STALE_TIME - 1));
    expect(isStale(client)).toBe(true);
  });

  it('leaves a query without data as it is, and does not change the state it is given', () => {
    const server = new QueryClient();
    server.getQueryCache().build(server, { queryKey: ['stores', 'latest'] }); // pending, never answered
    server.setQueryData(['items', 'popular'], [], { updatedAt: 1_000 });
    const state = dehydrate(server, { shouldDehydrateQuery: () => true });
    const copy = structuredClone(state);
    const shifted = asOfThePageRequest(state, 5_000);
    expect(shifted.queries.find((q) => q.queryKey[0] === 'stores')?.state.dataUpdatedAt).toBe(0);
    expect(shifted.queries.find((q) => q.queryKey[0] === 'items')?.state.dataUpdatedAt).toBe(5_000);
    expect(state).toEqual(copy);
  });
});
