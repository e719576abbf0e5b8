import { useCallback, useSyncExternalStore } from 'react';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartQueries } from '../api/cart.ts';
import type { CartRow } from '../api/cart-rows.ts';
import { lineOfItem } from '../../domain/cart-line.ts';
import { subscribe as onSessionChange } from '../session/storage.ts';

/**
 * The store cart as many product cards read it (docs/architecture.md, "The first load"): one observer of the cart's
 * query per query client, following the session's owner and module, and each card subscribed to its own item's
 * quantity. A card draws again only when that changes — not when the cart's owner does (a guest id given after the
 * first render made every card of a page draw again in one synchronous task: `useCart` reads the session), nor when
 * the cart loads, nor when another item's line changes. The rows are read as the server answers them (the line rule
 * of domain/cart-line.ts reads their item and model): the cart rules' own lines stay off the listing pages.
 */
interface CartRows {
  subscribe: (listener: () => void) => () => void;
  rows: () => CartRow[];
}

const NO_ROWS: CartRow[] = [];
const stores = new WeakMap<QueryClient, CartRows>();

function cartRowsStore(client: QueryClient): CartRows {
  const known = stores.get(client);
  if (known) return known;
  const listeners = new Set<() => void>();
  let observer: Pick<QueryObserver<CartRow[]>, 'getCurrentResult'> | null = null;
  let leaveCart = () => {};
  let leaveSession = () => {};
  const notify = () => listeners.forEach((listener) => listener());
  const store: CartRows = {
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
    rows: () =>
      observer?.getCurrentResult().data ?? client.getQueryData<CartRow[]>(cartQueries.list().queryKey) ?? NO_ROWS,
  };
  stores.set(client, store);
  return store;
}

/**
 * The quantity of an item's first line in the shopper's store cart (a product card's), or null: none, or the cart
 * not loaded yet. As the server drew it (none: it never asks for a shopper's cart) while the page hydrates.
 */
export function useCartQuantityOf(item: { id: number; available_date_starts?: string | null }): number | null {
  const store = cartRowsStore(useQueryClient());
  const { id, available_date_starts } = item;
  const quantityNow = useCallback(
    () => lineOfItem(store.rows(), { id, available_date_starts }, null)?.quantity ?? null,
    [store, id, available_date_starts],
  );
  return useSyncExternalStore(store.subscribe, quantityNow, noQuantity);
}

const noQuantity = () => null;
