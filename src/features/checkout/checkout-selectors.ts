// The checkout chart read by the page's parts: narrow selectors (with their comparisons where they build objects).
import type { SnapshotFrom } from 'xstate';
import {
  currentAddress,
  destinationOf,
  feeKnown,
  placeBlocker,
  priceOf,
  type checkoutMachine,
  type CheckoutFacts,
} from '../../../machines/checkout.machine.ts';
import { samePoint, type LatLng } from '../../../domain/geo.ts';
import { lineAmount, type OrderPrice } from '../../../domain/pricing/order.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** The server's facts (the page renders the form once they are there). */
export const selectFacts = (s: Snapshot): CheckoutFacts | null => s.context.facts;
export const selectOrderType = (s: Snapshot) => s.context.orderType;
export const selectDelivery = (s: Snapshot) => s.hasTag('delivery');
export const selectDestination = (s: Snapshot) => destinationOf(s.context);
export const sameDestination = (a: LatLng | null, b: LatLng | null) => a === b || samePoint(a, b);
export const selectCurrentAddress = (s: Snapshot) => currentAddress(s.context);
export const selectPrice = (s: Snapshot) => priceOf(s.context);
export const samePrice = (a: OrderPrice | null, b: OrderPrice | null) => JSON.stringify(a) === JSON.stringify(b);
/** The delivery fee is still being worked out: the summary says so and Place Order waits (feeKnown). */
export const selectFeePending = (s: Snapshot) => !feeKnown(s.context);
/**
 * Each line's amount (unit × quantity + its add-ons, lineAmount) from the facts the summary is priced from: the
 * figures its Item price and Addons rows add up, in the order of the page's rows.
 */
export const selectLineAmounts = (s: Snapshot): number[] => s.context.facts?.pricing.lines.map(lineAmount) ?? [];
export const sameAmounts = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i]);
export const selectTotal = (s: Snapshot) => priceOf(s.context)?.total ?? 0;
export const selectPlacement = (s: Snapshot) => s.children.placement;
/** What keeps Place Order from being pressed (the fee, the store's hours), null when it can be pressed. */
export const selectPlaceBlocker = (s: Snapshot) => placeBlocker(s.context);
