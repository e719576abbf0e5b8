import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  itemConfiguratorMachine,
  type AddToCartInput,
  type UpdateCartInput,
} from '../../machines/item-configurator.machine.ts';
import { cartQueries, type CartRow } from '../api/cart.ts';
import { addCartItem, cartLinesOf, clearCart, updateCartItem } from '../api/cart-lines.ts';
import type { Item } from '../api/items.ts';
import { checkoutPath } from '../app/paths.ts';
import type { CartLine } from '../../domain/item-options.ts';
import { storeBuyNow } from '../session/storage.ts';
import { selectionUnitPrice } from './item-price.ts';
import { useShopToasts } from '../ui/use-shop-toasts.ts';

type Rows = CartRow[];

/**
 * The item configurator bound to the cart calls (spec part 1 §4, §5; part 2 §4): the cart body's price is the
 * selection's unit price from the shared pricing module; every answer (the whole cart) goes into the query cache.
 */
export function createItemConfigurator({ queryClient, item }: { queryClient: QueryClient; item: Item }) {
  const answer = (rows: Rows) => {
    queryClient.setQueryData(cartQueries.list().queryKey, rows);
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
 * checkout (its `?item=` went with the old page: nothing to close).
 */
export function useItemConfiguratorSignals(actor: ItemConfiguratorActor, item: Item, onCheckout: () => void) {
  const show = useShopToasts();
  const navigate = useNavigate();
  useEffect(() => {
    const toasted = actor.on('toast', show);
    const checkout = actor.on('checkout', (e) => {
      onCheckout();
      storeBuyNow({ page: e.page, selection: e.selection, item });
      navigate(checkoutPath(e.page));
    });
    return () => {
      toasted.unsubscribe();
      checkout.unsubscribe();
    };
  }, [actor, show, navigate, item, onCheckout]);
}
