import { useCallback, useSyncExternalStore } from 'react';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartQueries, type CartRow } from '../api/cart.ts';
import { cartLinesOf } from '../api/cart-lines.ts';
import { lineOfItem, type CartLine, type ConfigurableItem } from '../../domain/item-options.ts';
import { subscribe as onSessionChange } from '../session/storage.ts';

/**
 * The store cart as many product cards read it (docs/architecture.md, "The first load"): one observer of the cart's
 * query per query client, following the session's owner and module, and each card subscribed to its own line. A card
 * draws again only when its line changes — not when the cart's owner does (a guest id given after the first render
 * made every card of a page draw again in one synchronous task: `useCart` reads the session), nor when the cart
 * loads, nor when another item's line changes.
 */
interface CartLines {
  subscribe: (listener: () => void) => () => void;
  lines: () => CartLine[];
}

const NO_LINES: CartLine[] = [];
const stores = new WeakMap<QueryClient, CartLines>();
// the lines of a cart answer, read once for every card (React Query keeps an unchanged answer's rows)
const linesOfRows = new WeakMap<CartRow[], CartLine[]>();

function cartLinesStore(client: QueryClient): CartLines {
  const known = stores.get(client);
  if (known) return known;
  const listeners = new Set<() => void>();
  let observer: Pick<QueryObserver<CartRow[]>, 'getCurrentResult'> | null = null;
  let leaveSession = () => {};
  const notify = () => listeners.forEach((listener) => listener());
  let leaveCart = () => {};
  const store: CartLines = {
    subscribe(listener) {
      listeners.add(listener);
      if (!observer) {
        const cart = new QueryObserver(client, cartQueries.list());
        observer = cart;
        leaveCart = cart.subscribe(notify);
        // the owner (a guest id, a sign-in) or the module changed: the cart of the new key (the same key: nothing)
        leaveSession = onSessionChange(() => cart.setOptions(cartQueries.list()));
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !observer) return;
        leaveCart();
        leaveSession();
        observer = null;
      };
    },
    lines() {
      const rows = observer?.getCurrentResult().data ?? client.getQueryData<CartRow[]>(cartQueries.list().queryKey);
      if (!rows) return NO_LINES;
      let lines = linesOfRows.get(rows);
      if (!lines) linesOfRows.set(rows, (lines = cartLinesOf(rows)));
      return lines;
    },
  };
  stores.set(client, store);
  return store;
}

/**
 * An item's first line in the shopper's store cart (a product card's), or null: none, or the cart not loaded yet. As
 * the server drew it (no line: it never asks for a shopper's cart) while the page hydrates.
 */
export function useCartLineOf(item: Pick<ConfigurableItem, 'id' | 'available_date_starts'>): CartLine | null {
  const store = cartLinesStore(useQueryClient());
  const { id, available_date_starts } = item;
  const lineNow = useCallback(
    () => lineOfItem(store.lines(), { id, available_date_starts }, null) ?? null,
    [store, id, available_date_starts],
  );
  return useSyncExternalStore(store.subscribe, lineNow, noLine);
}

const noLine = () => null;
