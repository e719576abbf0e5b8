// The item configurator's closed context and the rules its views read, apart from the statechart
// (item-configurator.machine.ts): the views read them on the resting snapshot too, before the statechart (and
// XState) has loaded (src/features/item/use-item-configurator.ts), so this module must not import XState.
import {
  cartSelection,
  matchingCartLine,
  type CartLine,
  type CartSelection,
  type ConfigurableItem,
  type ItemSelection,
} from '../domain/item-options.ts';

/** Whether the item can be ordered now (from domain/availability.ts, computed by the view). */
export interface ItemAvailability {
  /** Inside the item's available time window now. */
  availableNow: boolean;
  /** item.schedule_order: outside the window the customer may still order for later. */
  scheduleOrder: boolean;
  /** The window, HH:mm (the 'Not Available now' notice shows it as hh:mm a). */
  from: string;
  to: string;
}

export interface ItemConfiguratorContext {
  item: ConfigurableItem | null;
  availability: ItemAvailability | null;
  hasToken: boolean;
  /** The module's cart as the server last answered it. */
  cart: CartLine[];
  /** The cart line being edited (opened from the cart drawer), if any. */
  editingLineId: number | null;
  selection: ItemSelection;
}

/** No item open: nothing chosen, quantity 1. */
export const closedConfiguratorContext = (): ItemConfiguratorContext => ({
  item: null,
  availability: null,
  hasToken: false,
  cart: [],
  editingLineId: null,
  selection: { foodChoices: [], choiceIndexes: [], addOns: [], quantity: 1 },
});

export const selectionFor = (c: ItemConfiguratorContext): CartSelection | null =>
  c.item ? cartSelection(c.item, c.selection) : null;

/**
 * The cart line an Add would update: the line being edited, else the item's (and variation's) line. The view reads
 * it for the button's label: Update to cart when there is one, else Add to cart.
 */
export function cartLineToUpdate(c: ItemConfiguratorContext): CartLine | undefined {
  const selection = selectionFor(c);
  if (!selection) return undefined;
  if (c.editingLineId !== null) return c.cart.find((l) => l.id === c.editingLineId);
  return matchingCartLine(selection, c.cart);
}
