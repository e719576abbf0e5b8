import { assertEvent, assign, emit, setup, stateIn } from 'xstate';
import { notProvided } from './shared/not-provided.ts';
import { holdsAnotherStore, storeConflictActions, storeConflictActors } from './shared/store-conflict.ts';
import { messageToast, type ShopToast } from '../domain/cart-messages.ts';
import {
  addOnQuantity,
  basePrice,
  cartSelection,
  defaultSelection,
  isUnchanged,
  limitsOf,
  matchingCartLine,
  selectionOfLine,
  selectionProblem,
  stepAddOn,
  toggleAddOn,
  toggleFoodOption,
  type CartLine,
  type CartSelection,
  type ConfigurableItem,
} from '../domain/item-options.ts';
import { isCampaignItem } from '../domain/cart-line.ts';
import { canDecrement, incrementBlock } from '../domain/quantity.ts';
import {
  cartLineToUpdate,
  closedConfiguratorContext,
  selectionFor,
  type ItemAvailability,
  type ItemConfiguratorContext,
} from './item-configurator.start.ts';

export type { ItemAvailability, ItemConfiguratorContext };

export type ItemConfiguratorEvent =
  | {
      type: 'OPEN';
      item: ConfigurableItem;
      availability: ItemAvailability;
      hasToken: boolean;
      cart: CartLine[];
      /** Opened from a cart line: its choices are restored and Update to cart changes that line. */
      line?: CartLine;
    }
  | { type: 'CLOSE' }
  | { type: 'SELECT_FOOD_OPTION'; groupIndex: number; optionIndex: number }
  | { type: 'SELECT_CHOICE_OPTION'; choiceIndex: number; optionIndex: number }
  | { type: 'TOGGLE_ADD_ON'; id: number }
  | { type: 'INCREMENT_ADD_ON'; id: number }
  | { type: 'DECREMENT_ADD_ON'; id: number }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'ADD_TO_CART' }
  | { type: 'BUY_NOW' }
  | { type: 'ORDER_NOW' }
  | { type: 'CONFIRM_CLEAR_CART' }
  | { type: 'CANCEL_CLEAR_CART' };

/** What the configurator asks its view to do: show a toast, take the server's new cart, go to checkout. */
export type ItemConfiguratorEmitted =
  | ShopToast
  | { type: 'cartChanged'; cart: CartLine[] }
  | { type: 'checkout'; page: 'buy_now' | 'campaign'; selection: CartSelection };

/** The actors' inputs: the cart payload without the price and guest_id (the binding adds them: src/shop/item-configurator.context.ts). */
export type AddToCartInput = CartSelection;
export type UpdateCartInput = CartSelection & { cart_id: number };

/** Never sent: the saving states are reached only with an item (typed for the item-less closed context). */
const noSelection: CartSelection = {
  item_id: 0,
  model: 'Item',
  quantity: 1,
  variation: [],
  add_on_ids: [],
  add_on_qtys: [],
};

/**
 * The item configurator (spec part 1 §2 item detail popup, §4, §5; part 2 §2 shop-style item modal, §4, §5), used
 * by the food popup, the shop-style modal and the e-commerce product page.
 */
export const itemConfiguratorMachine = setup({
  types: {
    context: {} as ItemConfiguratorContext,
    events: {} as ItemConfiguratorEvent,
    emitted: {} as ItemConfiguratorEmitted,
  },
  actions: {
    open: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      const line = event.line ?? matchingCartLine(cartSelection(event.item, defaultSelection(event.item)), event.cart);
      return {
        item: event.item,
        availability: event.availability,
        hasToken: event.hasToken,
        cart: event.cart,
        editingLineId: event.line?.id ?? null,
        selection: line ? selectionOfLine(event.item, line) : defaultSelection(event.item),
      };
    }),
    reset: assign(() => closedConfiguratorContext()),
    toggleFoodOption: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_FOOD_OPTION');
      const groups = context.item?.food_variations ?? [];
      return {
        selection: {
          ...context.selection,
          foodChoices: toggleFoodOption(groups, context.selection.foodChoices, event.groupIndex, event.optionIndex),
        },
      };
    }),
    selectChoiceOption: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_CHOICE_OPTION');
      const choiceIndexes = context.selection.choiceIndexes.map((o, i) =>
        i === event.choiceIndex ? event.optionIndex : o,
      );
      // Picking a variation changes the price and resets the quantity to 1 (part 2 §4).
      return { selection: { ...context.selection, choiceIndexes, quantity: 1 } };
    }),
    toggleAddOn: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE_ADD_ON');
      const addOns = context.item ? toggleAddOn(context.item, context.selection.addOns, event.id) : [];
      return { selection: { ...context.selection, addOns } };
    }),
    incrementAddOn: assign(({ context, event }) => {
      assertEvent(event, 'INCREMENT_ADD_ON');
      return { selection: { ...context.selection, addOns: stepAddOn(context.selection.addOns, event.id, 1) } };
    }),
    decrementAddOn: assign(({ context, event }) => {
      assertEvent(event, 'DECREMENT_ADD_ON');
      return { selection: { ...context.selection, addOns: stepAddOn(context.selection.addOns, event.id, -1) } };
    }),
    incrementQuantity: assign(({ context }) => ({
      selection: { ...context.selection, quantity: context.selection.quantity + 1 },
    })),
    decrementQuantity: assign(({ context }) => ({
      selection: { ...context.selection, quantity: context.selection.quantity - 1 },
    })),
    takeCart: assign((_, params: { cart: CartLine[] }) => ({ cart: params.cart })),
    emitOutOfLimits: emit(() => messageToast('outOfLimits', 'error')),
    emitOutOfStock: emit(() => messageToast('outOfStock', 'error')),
    emitSelectionProblem: emit(({ context }) => {
      const problem = context.item ? selectionProblem(context.item, context.selection) : null;
      return problem && 'params' in problem
        ? { type: 'toast' as const, tone: 'error' as const, message: problem.message, params: problem.params }
        : messageToast(problem?.message ?? 'outOfStock', 'error');
    }),
    emitNoChanges: emit(() => messageToast('noChanges', 'warning')),
    emitLoginRequired: emit(() => messageToast('loginToOrder', 'error')),
    emitItemAdded: emit(() => messageToast('itemAdded', 'success')),
    emitItemUpdated: emit(() => messageToast('itemUpdated', 'success')),
    ...storeConflictActions<ItemConfiguratorContext, ItemConfiguratorEvent>(),
    /** Buy Now (page buy_now) or a campaign's Order Now (page campaign): checkout with the selection. */
    emitCheckout: emit(({ context }, params: { page: 'buy_now' | 'campaign' }) => ({
      type: 'checkout' as const,
      page: params.page,
      selection: selectionFor(context) ?? noSelection,
    })),
  },
  guards: {
    isCampaignItem: ({ context }) => (context.item ? isCampaignItem(context.item) : false),
    isOrderable: ({ context }) => Boolean(context.availability?.availableNow || context.availability?.scheduleOrder),
    isSignedOut: ({ context }) => !context.hasToken,
    isAddOnChecked: ({ context, event }) => {
      assertEvent(event, ['INCREMENT_ADD_ON', 'DECREMENT_ADD_ON']);
      return addOnQuantity(context.selection.addOns, event.id) > 0;
    },
    isAtMaximum: ({ context }) =>
      context.item !== null &&
      incrementBlock(context.selection.quantity, limitsOf(context.item, context.selection.choiceIndexes)) === 'maximum',
    isAtStock: ({ context }) =>
      context.item !== null &&
      incrementBlock(context.selection.quantity, limitsOf(context.item, context.selection.choiceIndexes)) === 'stock',
    canDecrement: ({ context }) =>
      context.item !== null &&
      canDecrement(context.selection.quantity, basePrice(context.item, context.selection.choiceIndexes)),
    hasSelectionProblem: ({ context }) =>
      context.item === null || selectionProblem(context.item, context.selection) !== null,
    isUnchangedCartLine: ({ context }) => {
      const line = cartLineToUpdate(context);
      const selection = selectionFor(context);
      return Boolean(line && selection && isUnchanged(selection, line));
    },
    isInCart: ({ context }) => cartLineToUpdate(context) !== undefined,
    /** The selection is being added to a cart just cleared of another store's items. */
    isAfterClear: stateIn({ saving: { adding: 'afterClear' } }),
    isFromAnotherStore: ({ context }) => holdsAnotherStore(context.item, context.cart),
  },
  actors: {
    ...storeConflictActors,
    updateCart: notProvided<CartLine[], UpdateCartInput>('updateCart'),
  },
}).createMachine({
  id: 'item-configurator',
  description:
    'The item detail popup / item modal: choose variations, add-ons and quantity, then Add to cart (or Update to cart), Buy Now, or Order Now for a campaign item. One store per cart.',
  context: () => closedConfiguratorContext(),
  initial: 'closed',
  states: {
    closed: {
      description: 'No item popup is open.',
      entry: 'reset',
      on: {
        OPEN: { target: 'open', actions: 'open' },
      },
    },
    open: {
      description: 'The item popup is open.',
      tags: ['open'],
      initial: 'resolving',
      on: {
        CLOSE: { target: 'closed' },
      },
      states: {
        resolving: {
          description:
            'Campaign items show a single Order Now button. Inside the available time window the item can be ordered; outside it, if schedule_order is true, Buy Now and add-to-cart are shown; otherwise only the Not Available now notice with the range.',
          always: [
            { guard: 'isCampaignItem', target: 'editable.campaign' },
            { guard: 'isOrderable', target: 'editable.ordering' },
            { target: 'unavailable' },
          ],
        },
        unavailable: {
          description: 'Not Available now: the notice shows the available time window (hh:mm a).',
          tags: ['unavailable'],
        },
        editable: {
          description:
            'Variations, add-ons and quantity. Single-choice variation: clicking the chosen option deselects it; another replaces it. Multi-choice: each option toggles. Add-on: checking sets quantity 1, unchecking 0; minus disabled at 0 or unchecked. Quantity minimum 1 (decrement disabled at 1 or when price is 0); it cannot exceed maximum_cart_quantity or (non-food) the stock.',
          initial: 'ordering',
          on: {
            SELECT_FOOD_OPTION: { actions: 'toggleFoodOption' },
            SELECT_CHOICE_OPTION: { actions: 'selectChoiceOption' },
            TOGGLE_ADD_ON: { actions: 'toggleAddOn' },
            INCREMENT_ADD_ON: { guard: 'isAddOnChecked', actions: 'incrementAddOn' },
            DECREMENT_ADD_ON: { guard: 'isAddOnChecked', actions: 'decrementAddOn' },
            INCREMENT: [
              { guard: 'isAtMaximum', actions: 'emitOutOfLimits' },
              { guard: 'isAtStock', actions: 'emitOutOfStock' },
              { actions: 'incrementQuantity' },
            ],
            DECREMENT: { guard: 'canDecrement', actions: 'decrementQuantity' },
          },
          states: {
            campaign: {
              description:
                'A campaign item: a single Order Now button (needs a login token) → /checkout?page=campaign.',
              tags: ['campaign'],
              on: {
                ORDER_NOW: [
                  { guard: 'isSignedOut', actions: 'emitLoginRequired' },
                  { guard: 'hasSelectionProblem', actions: 'emitSelectionProblem' },
                  {
                    target: '#item-configurator.closed',
                    actions: { type: 'emitCheckout', params: { page: 'campaign' } },
                  },
                ],
              },
            },
            ordering: {
              description:
                'Add to cart (Update to cart if the item is already in the cart) and Buy Now (→ /checkout?page=buy_now). Required variation groups need a selection, multi groups stay between min and max, a sold-out variation blocks buy and add.',
              tags: ['ordering'],
              on: {
                ADD_TO_CART: [
                  { guard: 'hasSelectionProblem', actions: 'emitSelectionProblem' },
                  { guard: 'isUnchangedCartLine', actions: 'emitNoChanges' },
                  { guard: 'isInCart', target: '#item-configurator.saving.updating' },
                  { guard: 'isFromAnotherStore', target: '#item-configurator.open.confirmingStoreConflict' },
                  { target: '#item-configurator.saving.adding' },
                ],
                BUY_NOW: [
                  { guard: 'hasSelectionProblem', actions: 'emitSelectionProblem' },
                  {
                    target: '#item-configurator.closed',
                    actions: { type: 'emitCheckout', params: { page: 'buy_now' } },
                  },
                ],
              },
            },
          },
        },
        confirmingStoreConflict: {
          description:
            'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
          tags: ['confirming'],
          on: {
            CONFIRM_CLEAR_CART: { target: '#item-configurator.saving.clearingCart' },
            CANCEL_CLEAR_CART: { target: 'editable.ordering' },
          },
        },
      },
    },
    saving: {
      description: 'A cart call is under way; the popup stays open.',
      tags: ['open', 'busy'],
      initial: 'adding',
      states: {
        adding: {
          description:
            "Adding the selection to the cart; after add, the local cart is rebuilt from the response and the popup closes (after the other store's cart was cleared, the toast says so instead).",
          initial: 'toCart',
          states: {
            toCart: { description: 'Adding the selection to the cart as it is; when added: Item added to cart.' },
            afterClear: {
              description:
                'Adding the selected item to the cleared cart: Your cart has been cleared successfully. And selected item added to the cart.',
            },
          },
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => selectionFor(context) ?? noSelection,
            onDone: [
              {
                guard: 'isAfterClear',
                target: '#item-configurator.closed',
                actions: [
                  { type: 'emitCartChanged', params: ({ event }) => ({ cart: event.output }) },
                  'emitCartReplaced',
                ],
              },
              {
                target: '#item-configurator.closed',
                actions: [
                  { type: 'emitCartChanged', params: ({ event }) => ({ cart: event.output }) },
                  'emitItemAdded',
                ],
              },
            ],
            onError: {
              target: '#item-configurator.open.editable.ordering',
              actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updating: {
          description: 'Updating the cart line; after update, Item updated successfully shows and the popup closes.',
          invoke: {
            id: 'updateCart',
            src: 'updateCart',
            input: ({ context }) => ({
              ...(selectionFor(context) ?? noSelection),
              cart_id: cartLineToUpdate(context)?.id ?? 0,
            }),
            onDone: {
              target: '#item-configurator.closed',
              actions: [
                { type: 'emitCartChanged', params: ({ event }) => ({ cart: event.output }) },
                'emitItemUpdated',
              ],
            },
            onError: {
              target: '#item-configurator.open.editable.ordering',
              actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        clearingCart: {
          description: 'Clearing the cart of the other store (the customer continued).',
          invoke: {
            id: 'clearCart',
            src: 'clearCart',
            onDone: {
              target: 'adding.afterClear',
              actions: [
                { type: 'takeCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'emitCartChanged', params: ({ event }) => ({ cart: event.output }) },
              ],
            },
            onError: {
              target: '#item-configurator.open.editable.ordering',
              actions: { type: 'emitServerError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
