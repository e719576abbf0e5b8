// A line's add-ons (spec part 2 §9): the ones it chose among those the item offers, and their amount. Read by the
// cart, the checkout summary and the server's order lines; its own module, so that the cart carries no more of the
// pricing than this.
import { sum } from './money.ts';

/** The add-ons a line chose (ids with their quantities, 1 when none is given), among those the item offers. */
export function chosenAddOns<A extends { id: number; price: number }>(
  ids: readonly number[],
  quantities: readonly number[],
  offered: readonly A[],
): (A & { quantity: number })[] {
  return ids.flatMap((id, i) => {
    const addOn = offered.find((a) => a.id === id);
    return addOn ? [{ ...addOn, quantity: quantities[i] ?? 1 }] : [];
  });
}

/** Σ add-on price × quantity. */
export const addOnsTotal = (chosen: readonly { price: number; quantity: number }[]) =>
  sum(chosen.map((a) => a.price * a.quantity));
