// The one-store-per-cart confirmation's shared pieces (docs/architecture.md, "Machines"): the cart line and the item
// configurator both ask "You have item from another store in cart…" before clearing the cart and adding the item.
// Their charts list these in `setup(…)` (`...storeConflictActions<Context, Event>()`, `...storeConflictActors`,
// the guard reads `holdsAnotherStore`), so each literal config names them like its own.
import { emit, type EventObject, type MachineContext } from 'xstate';
import { notProvided } from './not-provided.ts';
import { cartReplacedToast, serverErrorToast, type ShopToast } from '../../domain/cart-messages.ts';
import { cartStoreId, isFromAnotherStore, type CartLine, type CartSelection } from '../../domain/item-options.ts';

/** Told to the view with the server's new cart (it replaces the cached cart list). */
export type CartChangedEvent = { type: 'cartChanged'; cart: CartLine[] };

/** Does the cart hold items of another store than the item's? (null: no item) */
export const holdsAnotherStore = (item: { store_id: number } | null, cart: CartLine[]): boolean =>
  item !== null && isFromAnotherStore(item.store_id, cartStoreId(cart));

/** The calls: add the item (the server's new cart answers) and clear the other store's cart. */
export const storeConflictActors = {
  addToCart: notProvided<CartLine[], CartSelection>('addToCart'),
  clearCart: notProvided<CartLine[], void>('clearCart'),
};

/** The view's signals: the new cart, the cart replaced ('Your cart has been cleared…'), the server's message. */
export const storeConflictActions = <C extends MachineContext, E extends EventObject>() => ({
  emitCartChanged: emit<C, E, { cart: CartLine[] }, E, CartChangedEvent>((_, params) => ({
    type: 'cartChanged',
    cart: params.cart,
  })),
  emitCartReplaced: emit<C, E, undefined, E, ShopToast>(() => cartReplacedToast),
  emitServerError: emit<C, E, { error: unknown }, E, ShopToast>((_, params) => serverErrorToast(params.error)),
});
