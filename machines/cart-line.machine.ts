import { assertEvent, assign, emit, enqueueActions, setup, stateIn } from 'xstate';
import { notProvided } from './shared/not-provided.ts';
import { holdsAnotherStore, storeConflictActions, storeConflictActors } from './shared/store-conflict.ts';
import { messageToast, type ShopToast } from '../domain/cart-messages.ts';
import {
  cartSelection,
  defaultSelection,
  hasStockVariations,
  limitsOf,
  lineQuantityUpdate,
  selectionOfLine,
  type CartLine,
  type CartPayload,
  type CartSelection,
  type ConfigurableItem,
} from '../domain/item-options.ts';
import { lineOfItem } from '../domain/cart-line.ts';
import { incrementBlock, quantityBlock } from '../domain/quantity.ts';

export interface CartLineInput {
  /** The item (a product card's item, or a cart row's `item`). */
  item: ConfigurableItem;
  /** The module's cart as the server last answered it. */
  cart: CartLine[];
  /** A cart drawer row: the cart line's id. A product card: omitted (the item's first line). */
  lineId?: number;
}

export interface CartLineContext {
  item: ConfigurableItem;
  lineId: number | null;
  cart: CartLine[];
  /** The line in the cart, as the server last confirmed it (null: not in the cart). */
  line: CartLine | null;
  /** The quantity shown: changed at once (optimistic), rolled back to line.quantity when the call fails. */
  quantity: number;
}

export type CartLineEvent =
  | { type: 'ADD'; hasLocation: boolean }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'REMOVE' }
  | { type: 'CONFIRM_CLEAR_CART' }
  | { type: 'CANCEL_CLEAR_CART' }
  | { type: 'CART_CHANGED'; cart: CartLine[] }
  /** The item's data was fetched again (stock, maximum_cart_quantity, options may have changed). */
  | { type: 'ITEM_CHANGED'; item: ConfigurableItem };

export type CartLineEmitted =
  | ShopToast
  | { type: 'cartChanged'; cart: CartLine[] }
  /** No saved location: the view opens the location alert instead of adding. */
  | { type: 'locationRequired' }
  /** The item needs its options first: the food popup / item modal, or the e-commerce product page. */
  | { type: 'openOptions'; target: 'productPage' | 'itemModal' };

export type LineUpdateInput = Omit<CartPayload, 'guest_id'>;
export type RemoveLineInput = { cart_id: number };

const limitsNow = (c: CartLineContext) =>
  limitsOf(c.item, c.line ? selectionOfLine(c.item, c.line).choiceIndexes : defaultSelection(c.item).choiceIndexes);

/** At quantity 1 the minus control becomes delete (part 1 §4; part 2 §4): the view reads this for its icon. */
export const minusRemovesLine = (c: Pick<CartLineContext, 'quantity'>): boolean => c.quantity <= 1;

/** Adding from a product card adds quantity 1 with no variation and no add-on. */
const plainSelection = (c: CartLineContext): CartSelection => cartSelection(c.item, defaultSelection(c.item));

/** Never sent: the update states are reached only with a line (typed for the line-less context). */
const noLine = (c: CartLineContext): CartLine => ({
  id: 0,
  item_id: c.item.id,
  item_type: 'Item',
  price: c.item.price,
  quantity: 0,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
  item: { store_id: c.item.store_id },
});

/**
 * One item's line in the cart, as the product card's button and the cart drawer's row show it (spec part 1 §2, §4;
 * part 2 §4 cart loading): Add → quantity stepper; plus and minus update the line through a call; at quantity 1
 * the minus removes it ('Cart item remove successfully.'), which turns the card back to Add. Changes show at once
 * and roll back with the server's message when the call fails.
 */
export const cartLineMachine = setup({
  types: {
    context: {} as CartLineContext,
    input: {} as CartLineInput,
    events: {} as CartLineEvent,
    emitted: {} as CartLineEmitted,
  },
  actions: {
    /** The server's new cart: the line and its quantity as it holds them, and the view told (cartChanged). */
    takeCart: enqueueActions<
      CartLineContext,
      CartLineEvent,
      { cart: CartLine[] },
      CartLineEvent,
      never,
      never,
      never,
      never,
      CartLineEmitted
    >(({ context, enqueue }, { cart }) => {
      const line = lineOfItem(cart, context.item, context.lineId) ?? null;
      enqueue.assign({ cart, line, quantity: line?.quantity ?? 0 });
      enqueue.emit({ type: 'cartChanged', cart });
    }),
    takeChangedCart: assign(({ context, event }) => {
      assertEvent(event, 'CART_CHANGED');
      const line = lineOfItem(event.cart, context.item, context.lineId) ?? null;
      return { cart: event.cart, line, quantity: line?.quantity ?? 0 };
    }),
    takeItem: assign(({ context, event }) => {
      assertEvent(event, 'ITEM_CHANGED');
      const line = lineOfItem(context.cart, event.item, context.lineId) ?? null;
      return { item: event.item, line, quantity: line?.quantity ?? 0 };
    }),
    incrementQuantity: assign(({ context }) => ({ quantity: context.quantity + 1 })),
    decrementQuantity: assign(({ context }) => ({ quantity: context.quantity - 1 })),
    clearQuantity: assign({ quantity: 0 }),
    rollBackQuantity: assign(({ context }) => ({ quantity: context.line?.quantity ?? 0 })),
    emitLocationRequired: emit({ type: 'locationRequired' as const }),
    emitOpenProductPage: emit({ type: 'openOptions' as const, target: 'productPage' as const }),
    emitOpenItemModal: emit({ type: 'openOptions' as const, target: 'itemModal' as const }),
    emitOutOfStock: emit(() => messageToast('outOfStock', 'error')),
    emitOutOfLimits: emit(() => messageToast('outOfLimits', 'error')),
    emitItemAdded: emit(() => messageToast('itemAdded', 'success')),
    emitItemRemoved: emit(() => messageToast('itemRemoved', 'success')),
    ...storeConflictActions<CartLineContext, CartLineEvent>(),
  },
  guards: {
    isInCart: ({ context }) => context.line !== null,
    /** The item is being added to a cart just cleared of another store's items. */
    isAfterClear: stateIn({ adding: 'afterClear' }),
    hasNoLocation: ({ event }) => {
      assertEvent(event, 'ADD');
      return !event.hasLocation;
    },
    // E-commerce items with variations go to the product page; food variations open the item modal.
    needsProductPage: ({ context }) => context.item.module_type === 'ecommerce' && hasStockVariations(context.item),
    needsItemModal: ({ context }) => context.item.food_variations.length > 0 || hasStockVariations(context.item),
    isOutOfStock: ({ context }) => quantityBlock(1, limitsNow(context)) !== null,
    isFromAnotherStore: ({ context }) => holdsAnotherStore(context.item, context.cart),
    isAtMaximum: ({ context }) => incrementBlock(context.quantity, limitsNow(context)) === 'maximum',
    isAtStock: ({ context }) => incrementBlock(context.quantity, limitsNow(context)) === 'stock',
    isAtOne: ({ context }) => minusRemovesLine(context),
  },
  actors: {
    ...storeConflictActors,
    updateLine: notProvided<CartLine[], LineUpdateInput>('updateLine'),
    removeLine: notProvided<CartLine[], RemoveLineInput>('removeLine'),
  },
}).createMachine({
  id: 'cart-line',
  description:
    'Product card button and cart drawer row: an item not in the cart shows Add; after adding, a quantity stepper; decreasing at 1 removes the item (Cart item remove successfully.) and reverts to Add. Without a saved location, add to cart opens a location alert instead. Changes are optimistic and roll back with the server message on failure.',
  context: ({ input }) => {
    const line = lineOfItem(input.cart, input.item, input.lineId ?? null) ?? null;
    return { item: input.item, lineId: input.lineId ?? null, cart: input.cart, line, quantity: line?.quantity ?? 0 };
  },
  initial: 'resolving',
  states: {
    resolving: {
      description: 'Is the item in the cart?',
      always: [{ guard: 'isInCart', target: 'inCart' }, { target: 'notInCart' }],
    },
    notInCart: {
      description: 'An item not in the cart shows Add.',
      tags: ['notInCart'],
      on: {
        ADD: [
          { guard: 'hasNoLocation', actions: 'emitLocationRequired' },
          { guard: 'needsProductPage', actions: 'emitOpenProductPage' },
          { guard: 'needsItemModal', actions: 'emitOpenItemModal' },
          { guard: 'isOutOfStock', actions: 'emitOutOfStock' },
          { guard: 'isFromAnotherStore', target: 'confirmingStoreConflict' },
          { target: 'adding' },
        ],
        CART_CHANGED: { target: 'resolving', actions: 'takeChangedCart' },
        ITEM_CHANGED: { target: 'resolving', actions: 'takeItem' },
      },
    },
    confirmingStoreConflict: {
      description:
        'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
      tags: ['notInCart', 'confirming'],
      on: {
        CONFIRM_CLEAR_CART: { target: 'clearingCart' },
        CANCEL_CLEAR_CART: { target: 'notInCart' },
      },
    },
    adding: {
      description:
        'Adding the item with quantity 1 (after the cart of another store was cleared, the toast says so instead).',
      tags: ['notInCart', 'busy'],
      initial: 'toCart',
      states: {
        toCart: { description: 'Adding the item to the cart as it is; when added: Item added to cart.' },
        afterClear: {
          description:
            'Adding the item to the cleared cart; when added: Your cart has been cleared successfully. And selected item added to the cart.',
        },
      },
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => plainSelection(context),
        onDone: [
          {
            guard: 'isAfterClear',
            target: 'resolving',
            actions: [{ type: 'takeCart', params: ({ event }) => ({ cart: event.output }) }, 'emitCartReplaced'],
          },
          {
            target: 'resolving',
            actions: [{ type: 'takeCart', params: ({ event }) => ({ cart: event.output }) }, 'emitItemAdded'],
          },
        ],
        onError: {
          target: 'notInCart',
          actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    clearingCart: {
      description: 'Clearing the cart of the other store.',
      tags: ['notInCart', 'busy'],
      invoke: {
        id: 'clearCart',
        src: 'clearCart',
        onDone: {
          target: 'adding.afterClear',
          actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: {
          target: 'notInCart',
          actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    inCart: {
      description:
        'The quantity stepper. Plus is refused at maximum_cart_quantity or (non-food) at the stock; at quantity 1 the minus control becomes delete.',
      tags: ['inCart'],
      on: {
        INCREMENT: [
          { guard: 'isAtMaximum', actions: 'emitOutOfLimits' },
          { guard: 'isAtStock', actions: 'emitOutOfStock' },
          { target: 'updatingQuantity', actions: 'incrementQuantity' },
        ],
        DECREMENT: [
          { guard: 'isAtOne', target: 'removing', actions: 'clearQuantity' },
          { target: 'updatingQuantity', actions: 'decrementQuantity' },
        ],
        REMOVE: { target: 'removing', actions: 'clearQuantity' },
        CART_CHANGED: { target: 'resolving', actions: 'takeChangedCart' },
        ITEM_CHANGED: { target: 'resolving', actions: 'takeItem' },
      },
    },
    updatingQuantity: {
      description: 'The new quantity shows at once while the cart item is updated through a call.',
      tags: ['inCart', 'busy'],
      invoke: {
        id: 'updateLine',
        src: 'updateLine',
        input: ({ context }) => lineQuantityUpdate(context.line ?? noLine(context), context.quantity),
        onDone: {
          target: 'resolving',
          actions: { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
        },
        onError: {
          target: 'inCart',
          actions: ['rollBackQuantity', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    removing: {
      description: 'The line disappears at once (the card shows Add) while it is removed through a call.',
      tags: ['notInCart', 'busy'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        input: ({ context }) => ({ cart_id: context.line?.id ?? 0 }),
        onDone: {
          target: 'resolving',
          actions: [{ type: 'takeCart', params: ({ event }) => ({ cart: event.output }) }, 'emitItemRemoved'],
        },
        onError: {
          target: 'inCart',
          actions: ['rollBackQuantity', { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
