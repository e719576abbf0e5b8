import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { cartLineMachine, type LineUpdateInput, type RemoveLineInput } from '../../../machines/cart-line.machine.ts';
import {
  addCartItem,
  cartLinesOf,
  configurableItemOf,
  cartQueries,
  clearCart,
  removeCartItem,
  updateCartItem,
} from '../../api/cart.ts';
import type { Item } from '../../api/items.ts';
import { cartPayload, type CartLine, type CartSelection, type ConfigurableItem } from '../../domain/item-options.ts';
import { unitPrice } from '../../domain/pricing/order.ts';
import { ensureGuestId } from '../../session/guest-id.ts';
import { session } from '../../session/storage.ts';

/** The item as the cart rules read it: the same conversion the cart drawer and the item popup use. */
export const configurableItem = (item: Item): ConfigurableItem => configurableItemOf(item);

/** The cart's owner for the body: null when signed in, else the stored (or newly issued) guest id. */
const guestIdForBody = async () => (session.token() ? null : await ensureGuestId());

/** The rows the cart rules read, from the server's cart rows (the cart query's data). */
export const asLines = cartLinesOf;

/**
 * The product card's cart-line machine bound to the cart calls (spec part 1 §4): an add sends the item's price
 * from the shared pricing module, quantity 1, no variation and no add-on; every call answers the module's cart,
 * which is written into the cart query so the navbar badge and the other cards follow.
 */
export function createCartLineMachine({ item, queryClient }: { item: Item; queryClient: QueryClient }) {
  const price = unitPrice(
    {
      price: item.price,
      discount: item.discount,
      discountType: item.discount_type,
      variations: item.variations ?? [],
      foodVariations: [],
    },
    [],
  );
  const store = (rows: Awaited<ReturnType<typeof addCartItem>>) => {
    queryClient.setQueryData(cartQueries.list().queryKey, rows);
    return asLines(rows);
  };
  return cartLineMachine.provide({
    actors: {
      addToCart: fromPromise<CartLine[], CartSelection>(async ({ input }) =>
        store(await addCartItem(cartPayload(input, { price, guestId: await guestIdForBody() }))),
      ),
      clearCart: fromPromise<CartLine[], void>(async () => store(await clearCart())),
      updateLine: fromPromise<CartLine[], LineUpdateInput>(async ({ input }) =>
        store(await updateCartItem({ ...input, cart_id: input.cart_id ?? 0 })),
      ),
      removeLine: fromPromise<CartLine[], RemoveLineInput>(async ({ input }) =>
        store(await removeCartItem(input.cart_id)),
      ),
    },
  });
}
