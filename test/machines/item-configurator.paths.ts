import { itemConfiguratorMachine, type ItemConfiguratorContext } from '../../machines/item-configurator.machine.ts';
import {
  addOnQuantity,
  basePrice,
  cartSelection,
  cartStoreId,
  isUnchanged,
  limitsOf,
  matchingCartLine,
  selectionProblem,
} from '../../domain/item-options.ts';
import { canDecrement, incrementBlock } from '../../domain/quantity.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';
import { campaignBurger, pizza, pizzaLine, soapLine, tshirt, tshirtLine } from './shop-fixtures.ts';

const open = { availableNow: true, scheduleOrder: false, from: '10:00', to: '22:00' };

/** One OPEN per situation the guards tell apart. */
export const openVariants = [
  { item: pizza, availability: open, hasToken: false, cart: [] },
  { item: pizza, availability: open, hasToken: false, cart: [soapLine] }, // another store's item in the cart
  { item: pizza, availability: { ...open, availableNow: false }, hasToken: false, cart: [] }, // Not Available now
  { item: pizza, availability: { ...open, availableNow: false, scheduleOrder: true }, hasToken: true, cart: [] },
  { item: pizza, availability: open, hasToken: true, cart: [pizzaLine], line: pizzaLine }, // editing a cart line
  { item: tshirt, availability: open, hasToken: true, cart: [tshirtLine] },
  { item: campaignBurger, availability: open, hasToken: true, cart: [] },
  { item: campaignBurger, availability: open, hasToken: false, cart: [] },
];

export const addedCart = [{ ...pizzaLine, id: 12, quantity: 1 }];

// The graph keys states by the facts the guards read (the selection itself is unbounded).
const facts = (c: ItemConfiguratorContext) => {
  if (!c.item) return null;
  const selection = cartSelection(c.item, c.selection);
  const line =
    c.editingLineId !== null ? c.cart.find((l) => l.id === c.editingLineId) : matchingCartLine(selection, c.cart);
  const firstAddOn = c.item.add_ons[0]?.id;
  return [
    c.item.id,
    c.hasToken,
    c.availability?.availableNow,
    c.availability?.scheduleOrder,
    cartStoreId(c.cart),
    selectionProblem(c.item, c.selection)?.message ?? null,
    line ? isUnchanged(selection, line) : null,
    incrementBlock(c.selection.quantity, limitsOf(c.item, c.selection.choiceIndexes)),
    canDecrement(c.selection.quantity, basePrice(c.item, c.selection.choiceIndexes)),
    firstAddOn === undefined ? null : addOnQuantity(c.selection.addOns, firstAddOn) > 0,
  ];
};

const itemOf = (s: { context: ItemConfiguratorContext }) => s.context.item;

export const itemConfiguratorPaths: MachinePathConfig = {
  machine: withInertActors(itemConfiguratorMachine),
  variants: {
    OPEN: openVariants,
    // Each group's second option (a single group: choose / replace / deselect); every option of a multi group.
    SELECT_FOOD_OPTION: (s) =>
      (itemOf(s)?.food_variations ?? []).flatMap((group, groupIndex) =>
        group.type === 'multi'
          ? group.values.map((_, optionIndex) => ({ groupIndex, optionIndex }))
          : [{ groupIndex, optionIndex: 1 }],
      ),
    SELECT_CHOICE_OPTION: (s) =>
      (itemOf(s)?.choice_options.length ?? 0) > 0
        ? [
            { choiceIndex: 0, optionIndex: 1 },
            { choiceIndex: 1, optionIndex: 1 },
          ]
        : [],
    TOGGLE_ADD_ON: (s) => (itemOf(s)?.add_ons.length ? [{ id: itemOf(s)!.add_ons[0].id }] : []),
    INCREMENT_ADD_ON: (s) => (itemOf(s)?.add_ons.length ? [{ id: itemOf(s)!.add_ons[0].id }] : []),
    DECREMENT_ADD_ON: (s) => (itemOf(s)?.add_ons.length ? [{ id: itemOf(s)!.add_ons[0].id }] : []),
    'xstate.done.actor.addToCart': [{ output: addedCart }],
    'xstate.error.actor.addToCart': [{ error: new Error('Item already exists in the cart.') }],
    'xstate.done.actor.updateCart': [{ output: [{ ...tshirtLine, quantity: 2 }] }],
    'xstate.error.actor.updateCart': [{ error: new Error('Maximum cart quantity limit over') }],
    'xstate.done.actor.clearCart': [{ output: [] }],
    'xstate.error.actor.clearCart': [{ error: new Error('Unauthorized') }],
  },
  serializeContext: facts,
};
