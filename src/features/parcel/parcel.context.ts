import { fromPromise } from 'xstate';
import { parcelMachine, type PlaceParcelInput, type PlacedParcel } from '../../../machines/parcel.machine.ts';
import type { PlaceOrderBody } from '../../api/orders.ts';
import { keysPerAttempt } from '../../api/idempotency.ts';
import { placeParcel } from '../../api/parcel.ts';

/**
 * The parcel flow bound to POST /customer/order/place (order_type=parcel): the machine numbers the attempts (a retry
 * of the same body keeps its number), the binding keeps one Idempotency-Key per attempt number.
 */
export function createParcelMachine() {
  const keyOf = keysPerAttempt();
  return parcelMachine.provide({
    actors: {
      placeParcel: fromPromise<PlacedParcel, PlaceParcelInput>(async ({ input }) => {
        const placed = await placeParcel(input.body as unknown as PlaceOrderBody, keyOf(String(input.attempt)));
        return { orderId: placed.order_id, total: placed.total_ammount, redirectLink: placed.redirect_link ?? null };
      }),
    },
  });
}
