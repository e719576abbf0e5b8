import { fromPromise } from 'xstate';
import { createActorContext } from '@xstate/react';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { placeOrderMachine, type PlaceInput, type PlacedOrder } from '../../../machines/place-order.machine.ts';
import { keysPerAttempt } from '../../api/idempotency.ts';
import { placeOrder } from '../../api/orders.ts';

/** What tells the prescription images apart (they are not part of the JSON the machine compares). */
const filesKey = (files: readonly Blob[]) =>
  files.map((f) => (f instanceof File ? `${f.name}:${f.size}:${f.lastModified}` : `${f.size}`)).join('|');

/**
 * The place-order flow bound to POST /customer/order/place: the machine numbers the attempts (a retry of the same
 * body keeps its number), the binding keeps one Idempotency-Key per attempt number and set of prescription images
 * (sent as multipart `order_attachment[]`).
 */
export function createPlaceOrderMachine() {
  const keyFor = keysPerAttempt();
  const keyOf = (attempt: number, files: readonly Blob[]) => keyFor(`${attempt}#${filesKey(files)}`);
  return placeOrderMachine.provide({
    actors: {
      placeOrder: fromPromise<PlacedOrder, PlaceInput>(async ({ input }) => {
        const files = input.attachments;
        const placed = await placeOrder(input.body, keyOf(input.attempt, files), files);
        return { orderId: placed.order_id, total: placed.total_ammount, redirectLink: placed.redirect_link ?? null };
      }),
    },
  });
}

/** The checkout chart with its placement bound to the API (one set of Idempotency-Keys per checkout page). */
export const createCheckoutMachine = () =>
  checkoutMachine.provide({ actors: { placement: createPlaceOrderMachine() } });

/** The checkout page's actor: the page provides it, its parts read narrow selectors and send events. */
export const CheckoutActor = createActorContext(checkoutMachine);
