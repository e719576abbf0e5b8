import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isRetriable, isSlow, recoveryDelay } from './errors.ts';

/**
 * Faults: a load that got no answer or a 5xx is asked twice more at once (React Query's short back-off),
 * then its page shows the failure with Try again (a slow one at once); while it shows, the load is asked again by itself every
 * `RECOVERY_MS` (a 429: after its Retry-After) and when the browser comes back online, so the page recovers without a
 * click once the API is back. A 4xx is not asked again (it would answer the same).
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // offline, a load is still tried and fails with the worded "could not reach" (React Query's default would
        // pause it: a skeleton until the browser is back online)
        networkMode: 'always',
        // an answer too slow is not asked again at once (another 15 s of skeleton): its failure shows with Try again
        retry: (count, error) => isRetriable(error) && !isSlow(error) && count < 2,
        refetchInterval: (query) =>
          query.state.status === 'error' ? (recoveryDelay(query.state.error) ?? false) : false,
      },
      // offline, a change is still sent and fails with the worded message instead of waiting paused (a busy button)
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The query client of the running app (docs/architecture.md, "A page request"): in the browser one for the
 * page's life; on the server the one of the request being rendered (src/app/entry-server.tsx sets the source).
 * Route loaders fill it; the Providers hand it to the views.
 */
let browserClient: QueryClient | undefined;
let source: () => QueryClient = () => (browserClient ??= createQueryClient());

export const appQueryClient = () => source();

export function setQueryClientSource(next: () => QueryClient) {
  source = next;
}

/** True while rendering on the server (set by the server entry): loaders wait for their data there. */
let onServer = false;
export const markServerRender = () => {
  onServer = true;
};

/** A page's query options (`queryOptions` or `infiniteQueryOptions` of src/api): whatever their data type. */
interface AnyQuery {
  queryKey: QueryKey;
  getNextPageParam?: unknown;
  enabled?: unknown;
  meta?: Record<string, unknown>;
}

/**
 * The `meta` of a query of one shopper's own (their cart, their trip cart). The server renders a page alike for
 * every shopper (docs/architecture.md, "A page request"): it never asks for one of these, and a view draws one as not
 * loaded yet until the page has hydrated (src/shop/shopper-cart.ts).
 */
export const SHOPPERS_OWN = { shoppersOwn: true } as const;
export const isShoppersOwn = (query: { meta?: Record<string, unknown> }) => query.meta?.shoppersOwn === true;

/**
 * Fetches a page's queries (the same options as the page's hooks) into the app's query client; on the server a
 * failed one is dropped (the page renders as loading and the browser asks again), a disabled one is skipped, and so is
 * a shopper's own on the server (`SHOPPERS_OWN`).
 */
export async function fetchInto(...queries: AnyQuery[]): Promise<void> {
  const client = appQueryClient();
  await Promise.all(
    queries
      .filter((q) => q.enabled !== false && !(onServer && isShoppersOwn(q)))
      .map(async (q) => {
        // the options come from src/api's own factories: their types only differ in data
        await (q.getNextPageParam ? client.prefetchInfiniteQuery(q as never) : client.prefetchQuery(q as never));
        // (in the browser the failure stays: the page shows it with Try again and asks again by itself)
        if (onServer && client.getQueryState(q.queryKey)?.status === 'error')
          client.removeQueries({ queryKey: q.queryKey, exact: true });
      }),
  );
}

/**
 * A route loader's work (docs/architecture.md, "A page request"): on the server the render waits for it (the
 * data goes into the HTML); in the browser it starts with the page's chunk and is not waited for (no request
 * waterfall; the page shows its loading state as before).
 */
export async function load(work: () => Promise<void>): Promise<null> {
  const running = work();
  if (onServer) await running;
  return null;
}

/** A loader that fetches `queries` (see `load` and `fetchInto`). */
export const preload = (...queries: AnyQuery[]) => load(() => fetchInto(...queries));

/** The loader of a public page without data of its own (the shell's is the root loader's): the server renders it. */
export const withoutData = () => null;

/** The latest answer put into each query (see `putAnswer`). */
const latestAnswers = new WeakMap<object, object>();

/**
 * What a change on the server (a cart call) brings into the cache. A load of the same query still on its way was
 * asked before the change's answer came and lands after it, over it (the card would go back to Add): once it has
 * landed, the change's answer is put back, unless a later change's came meanwhile. The load is not cancelled: what
 * waits for it (a chart that asked for the cart) still gets its answer.
 */
export function putAnswer<T>(client: QueryClient, queryKey: QueryKey, data: T) {
  client.setQueryData(queryKey, data);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) return;
  const answer = {};
  latestAnswers.set(query, answer);
  const putBack = () => latestAnswers.get(query) === answer && client.setQueryData(queryKey, data);
  if (query.state.fetchStatus === 'fetching') query.promise?.then(putBack, putBack);
}

/**
 * Asks the queries under `queryKey` again after a change (a wishlist add). A load still on its way was asked before
 * the change: it is let land, then the queries are asked again (React Query would otherwise hand the refresh that
 * load while the query has no answer yet: a heart tapped while the page's first wishlist loads would stay empty).
 */
export async function refreshAfterChange(client: QueryClient, queryKey: QueryKey) {
  await Promise.allSettled(
    client
      .getQueryCache()
      .findAll({ queryKey, fetchStatus: 'fetching' })
      .map((q) => q.promise),
  );
  await client.invalidateQueries({ queryKey });
}
