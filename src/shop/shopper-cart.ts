import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { cartLoadsAtStart, cartQueries } from '../api/cart.ts';
import { useSession } from '../session/hooks.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

/**
 * A shopper's own query as a view may draw it (docs/architecture.md, "A page request"). The server renders a page
 * alike for every shopper and keeps it for the next one (server/static.ts): it never asks for their cart, so there the
 * cart is "not loaded yet" (the navbar without a count, a card's Add). While the browser hydrates the page, it reads
 * the same — also when its answer came in the meantime: the navbar hydrates first and asks for the cart, and a card
 * hydrated after the answer would otherwise draw its quantity where the server's HTML has Add. From the render after
 * hydration on (React renders every part again whose server snapshot differs), as it is.
 */
function asTheServerDrewIt<T>(query: UseQueryResult<T>, hydrated: boolean, asked: boolean): UseQueryResult<T> {
  if (hydrated) return query;
  // As React Query draws a query without an answer on the server and on the hydrating first render: `asked` when
  // the session the page started with loads it (an owner and a module of its kind), else disabled. A guest id
  // answered since (src/app/main.tsx asks for one at once) counts from the render after hydration.
  return {
    ...query,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: asked ? 'fetching' : 'idle',
    isPending: true,
    isLoading: asked,
    isFetching: asked,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isRefetching: false,
    isFetched: false,
    isFetchedAfterMount: false,
    isPlaceholderData: false,
    dataUpdatedAt: 0,
  } as UseQueryResult<T>;
}

/**
 * Whether a cart is on its way: asked for and not answered yet. A cart nobody asks for (no owner or module of its
 * kind yet, or the server's render) is pending too, but idle: the views draw it empty rather than loading.
 */
export const isCartLoading = (cart: Pick<UseQueryResult<unknown>, 'isPending' | 'fetchStatus'>) =>
  cart.isPending && cart.fetchStatus !== 'idle';

/** The module's store cart (server rows, oldest first), reloaded when the owner or module changes. */
export function useCart(enabled = true) {
  useSession(); // re-read the query options when the token, guest id or module changes
  const hydrated = useHydrated();
  const options = cartQueries.list();
  return asTheServerDrewIt(
    useQuery({ ...options, enabled: enabled && options.enabled }),
    hydrated,
    enabled && cartLoadsAtStart('store'),
  );
}

/** The rental module's trip cart (`{carts, user_data}`). */
export function useTripCart() {
  useSession();
  const hydrated = useHydrated();
  return asTheServerDrewIt(useQuery(cartQueries.rental()), hydrated, cartLoadsAtStart('trip'));
}
