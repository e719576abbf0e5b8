import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cartLineMachine, type LineUpdateInput, type RemoveLineInput } from '../../../machines/cart-line.machine.ts';
import { addCartItem, cartLinesOf, clearCart, removeCartItem, unitPriceOf, updateCartItem } from '../../api/cart.ts';
import type { CartLine, CartSelection } from '../../domain/item-options.ts';
import { takeServerCart, type CartRow } from './cart-data.ts';
import { useShopToasts } from '../../ui/use-shop-toasts.ts';

/**
 * The cart-line machine bound to the cart calls (spec part 1 §4; part 2 §4): each call answers the whole cart,
 * which goes into the query cache (badge, drawer and cards read it) and back to the machine as cart lines.
 */
export function createCartLineMachine({ queryClient, item }: { queryClient: QueryClient; item: CartRow['item'] }) {
  const answer = (rows: CartRow[]): CartLine[] => {
    takeServerCart(queryClient, rows);
    return cartLinesOf(rows);
  };
  return cartLineMachine.provide({
    actors: {
      addToCart: fromPromise<CartLine[], CartSelection>(async ({ input }) =>
        answer(await addCartItem({ ...input, price: unitPriceOf(item, input.variation) })),
      ),
      clearCart: fromPromise<CartLine[], void>(async () => answer(await clearCart())),
      updateLine: fromPromise<CartLine[], LineUpdateInput>(async ({ input }) =>
        answer(
          await updateCartItem({
            cart_id: input.cart_id ?? 0,
            item_id: input.item_id,
            model: input.model,
            price: input.price,
            quantity: input.quantity,
            variation: input.variation,
            add_on_ids: input.add_on_ids,
            add_on_qtys: input.add_on_qtys,
          }),
        ),
      ),
      removeLine: fromPromise<CartLine[], RemoveLineInput>(async ({ input }) =>
        answer(await removeCartItem(input.cart_id)),
      ),
    },
  });
}

export type CartLineActor = ActorRefFrom<typeof cartLineMachine>;

/** Shows what a cart line asks for (its toasts); the cart itself reaches the cache through the actors. */
export function useCartLineSignals(actor: CartLineActor) {
  const show = useShopToasts();
  useEffect(() => {
    const toasted = actor.on('toast', show);
    return () => toasted.unsubscribe();
  }, [actor, show]);
}

export const useCartLineMachine = (item: CartRow['item']) => {
  const queryClient = useQueryClient();
  return createCartLineMachine({ queryClient, item });
};
