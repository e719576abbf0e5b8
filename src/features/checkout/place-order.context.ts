import { fromPromise } from 'xstate';
import { placeOrderMachine, type PlaceInput, type PlacedOrder } from '../../../machines/place-order.machine.ts';
import { placeOrder, type PlaceOrderBody } from '../../api/orders.ts';

/** A fresh Idempotency-Key (one per checkout attempt). */
const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The place-order flow bound to POST /customer/order/place: the machine numbers the attempts (a retry of the same
 * body keeps its number), the binding keeps one Idempotency-Key per attempt number.
 */
export function createPlaceOrderMachine() {
  const keys = new Map<number, string>();
  const keyOf = (attempt: number) => {
    if (!keys.has(attempt)) keys.set(attempt, newKey());
    return keys.get(attempt)!;
  };
  return placeOrderMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, PlaceInput>(async ({ input }) => {
        const placed = await placeOrder(input.body as unknown as PlaceOrderBody, keyOf(input.attempt));
        return { orderId: placed.order_id, total: placed.total_ammount, redirectLink: placed.redirect_link ?? null };
      }),
    },
  });
}
