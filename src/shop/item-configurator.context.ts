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
import type { CartLine } from '../../domain/item-options.ts';
import { selectionUnitPrice } from './item-price.ts';

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
