import { cartLineMachine, type CartLineContext } from '../../machines/cart-line.machine.ts';
import { cartStoreId } from '../../domain/item-options.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { pizza, pizzaLine, soap, soapLine, tshirt } from './shop-fixtures.ts';

/** The item as refetched: in stock, sold out, limited to 1 per cart, or items that need their options first. */
export const itemVariants = [
  { item: soap },
  { item: { ...soap, stock: 0 } },
  { item: { ...soap, maximum_cart_quantity: 1 } },
  { item: tshirt },
  { item: pizza },
];

/** The cart as refetched: empty, holding the soap (1 or 2), or another store's item. */
export const cartVariants = [
  { cart: [] },
  { cart: [soapLine] },
  { cart: [{ ...soapLine, quantity: 2 }] },
  { cart: [pizzaLine] },
];

export const cartLinePaths: MachinePathConfig = {
  machine: withInertActors(cartLineMachine),
  input: { item: soap, cart: [] },
  variants: {
    ADD: [{ hasLocation: false }, { hasLocation: true }],
    ITEM_CHANGED: itemVariants,
    CART_CHANGED: cartVariants,
    'xstate.done.actor.addToCart': [{ output: [soapLine] }],
    'xstate.error.actor.addToCart': [{ error: new Error('Out of Stock.') }],
    'xstate.done.actor.clearCart': [{ output: [] }],
    'xstate.error.actor.clearCart': [{ error: new Error('Unauthorized') }],
    'xstate.done.actor.updateLine': [{ output: [{ ...soapLine, quantity: 2 }] }],
    'xstate.error.actor.updateLine': [{ error: new Error('Only 2 items are available in stock.') }],
    'xstate.done.actor.removeLine': [{ output: [] }],
    'xstate.error.actor.removeLine': [{ error: new Error('Cart item not found.') }],
  },
  serializeContext: (c: CartLineContext) => [
    c.item.id,
    c.item.stock,
    c.item.maximum_cart_quantity,
    cartStoreId(c.cart),
    c.line?.quantity ?? null,
    c.quantity,
  ],
};
