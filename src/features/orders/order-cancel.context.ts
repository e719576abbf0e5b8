import { fromPromise } from 'xstate';
import { orderCancelMachine, type CancelRequest } from '../../../machines/order-cancel.machine.ts';
import { cancelOrder, fetchCancellationReasons } from '../../api/orders.ts';

/** The order-cancel flow bound to the cancellation reasons (customer's) and PUT /customer/order/cancel. */
export function createOrderCancelMachine() {
  return orderCancelMachine.provide({
    actors: {
      loadReasons: fromPromise<string[]>(async () => (await fetchCancellationReasons()).map((r) => r.reason)),
      cancelOrder: fromPromise<string, CancelRequest>(
        async ({ input }) => (await cancelOrder(input.orderId, input.reason)).message,
      ),
    },
  });
}
