import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cartLineMachine, type LineUpdateInput, type RemoveLineInput } from '../../machines/cart-line.machine.ts';
import { cartQueries } from '../api/cart.ts';
import { putAnswer } from '../api/query-client.ts';
import type { CartRow } from '../api/cart-rows.ts';
import {
  addCartItem,
  cartLinesOf,
  clearCart,
  configurableItemOf,
  removeCartItem,
  updateCartItem,
} from '../api/cart-lines.ts';
import { unitPriceOf } from './item-price.ts';
import type { CartLine, CartSelection } from '../../domain/item-options.ts';
import type { Item } from '../api/items.ts';
import { ensureGuestId } from '../api/guest-id.ts';
import { useSession } from '../session/hooks.ts';
import { session } from '../session/storage.ts';
import { useShopToasts } from '../ui/use-shop-toasts.ts';
import { useCart } from './shopper-cart.ts';

/**
 * The cart-line machine bound to the cart calls (spec part 1 §4; part 2 §4), for the product card and the cart drawer
 * line alike: an add sends the selection's unit price from the shared pricing module (a guest without an id gets one
 * first); each call answers the module's whole cart, which goes into the cart query (badge, drawer and cards read
 * it) and back to the machine as cart lines.
 */
export function createCartLineMachine({ queryClient, item }: { queryClient: QueryClient; item: CartRow['item'] }) {
  const answer = (rows: CartRow[]): CartLine[] => {
    putAnswer(queryClient, cartQueries.list().queryKey, rows);
    return cartLinesOf(rows);
  };
  return cartLineMachine.provide({
    actors: {
      addToCart: fromPromise<CartLine[], CartSelection>(async ({ input }) => {
        if (!session.token()) await ensureGuestId();
        return answer(await addCartItem({ ...input, price: unitPriceOf(item, input.variation) }));
      }),
      clearCart: fromPromise<CartLine[], void>(async () => answer(await clearCart())),
      updateLine: fromPromise<CartLine[], LineUpdateInput>(async ({ input }) =>
        answer(await updateCartItem({ ...input, cart_id: input.cart_id ?? 0 })),
      ),
      removeLine: fromPromise<CartLine[], RemoveLineInput>(async ({ input }) =>
        answer(await removeCartItem(input.cart_id)),
      ),
    },
  });
}

export type CartLineActor = ActorRefFrom<typeof cartLineMachine>;

/** Shows the toasts a cart line asks for; the cart itself reaches the cache through the actors. */
export function useCartLineSignals(actor: CartLineActor) {
  const show = useShopToasts();
  useEffect(() => {
    const toasted = actor.on('toast', show);
    return () => toasted.unsubscribe();
  }, [actor, show]);
}

/**
 * An item's cart line as an add button uses it (the product card, the wishlist drawer): the actor follows the cart
 * query and shows its toasts; `add` adds (the location alert opens instead without a saved location).
 */
export function useItemCartLine(item: Item) {
  const queryClient = useQueryClient();
  const { location, zoneId } = useSession();
  const cart = useCart();
  const [machine] = useState(() => createCartLineMachine({ queryClient, item }));
  const actor = useActorRef(machine, { input: { item: configurableItemOf(item), cart: cartLinesOf(cart.data ?? []) } });
  const inCart = useSelector(actor, (s) => s.hasTag('inCart'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  useEffect(() => {
    if (cart.data) actor.send({ type: 'CART_CHANGED', cart: cartLinesOf(cart.data) });
  }, [actor, cart.data]);
  useCartLineSignals(actor);
  return { actor, inCart, busy, add: () => actor.send({ type: 'ADD', hasLocation: !!location && !!zoneId }) };
}
