import { useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  itemConfiguratorMachine,
  type AddToCartInput,
  type UpdateCartInput,
} from '../../machines/item-configurator.machine.ts';
import { cartQueries } from '../api/cart.ts';
import { putAnswer } from '../api/query-client.ts';
import type { CartRow } from '../api/cart-rows.ts';
import { addCartItem, cartLinesOf, clearCart, updateCartItem } from '../api/cart-lines.ts';
import type { Item } from '../api/items.ts';
import type { CartLine } from '../../domain/item-options.ts';
import { checkoutPath } from '../routes/paths.ts';
import { storeBuyNow } from '../session/tab-storage.ts';
import { type LazyFlow } from '../ui/lazy-flow.tsx';
import { useFlowEmitted } from '../ui/use-flow-emitted.ts';
import { useShopToasts } from '../ui/use-shop-toasts.ts';
import { selectionUnitPrice } from './item-price.ts';

type Rows = CartRow[];

/** What the bound configurator and its signals are made from: the page's query client and item, and `onCheckout`. */
export interface ItemConfiguratorDeps {
  queryClient: QueryClient;
  item: Item;
  onCheckout: () => void;
}

/**
 * The item configurator bound to the cart calls (spec part 1 §4, §5; part 2 §4): the cart body's price is the
 * selection's unit price from the shared pricing module; every answer (the whole cart) goes into the query cache.
 */
export function createItemConfigurator({ queryClient, item }: ItemConfiguratorDeps) {
  const answer = (rows: Rows) => {
    putAnswer(queryClient, cartQueries.list().queryKey, rows);
    return cartLinesOf(rows);
  };
  return itemConfiguratorMachine.provide({
    actors: {
      addToCart: fromPromise<CartLine[], AddToCartInput>(async ({ input }) =>
        answer(await addCartItem({ ...input, price: selectionUnitPrice(item, input.variation) })),
      ),
      updateCart: fromPromise<CartLine[], UpdateCartInput>(async ({ input }) =>
        answer(await updateCartItem({ ...input, price: selectionUnitPrice(item, input.variation) })),
      ),
      clearCart: fromPromise<CartLine[], void>(async () => answer(await clearCart())),
    },
  });
}

export type ItemConfiguratorActor = ActorRefFrom<typeof itemConfiguratorMachine>;

/**
 * Shows the configurator's toasts and follows Buy Now / Order Now to the checkout page, leaving the selection and
 * the item in session storage for it (the cart is not touched). `onCheckout` learns that the popup left for
 * checkout (its `?item=` went with the old page: nothing to close). Mounted with the statechart.
 */
export function ItemConfiguratorSignals({
  flow,
  deps: { item, onCheckout },
}: {
  flow: LazyFlow<ItemConfiguratorActor>;
  deps: ItemConfiguratorDeps;
}) {
  const show = useShopToasts();
  const navigate = useNavigate();
  useFlowEmitted(flow, 'toast', show);
  useFlowEmitted(flow, 'checkout', (e) => {
    onCheckout();
    storeBuyNow({ page: e.page, selection: e.selection, item });
    navigate(checkoutPath(e.page));
  });
  return null;
}
