import { fromPromise } from 'xstate';
import { orderRefundMachine, type RefundRequestInput } from '../../../machines/order-refund.machine.ts';
import { fetchRefundReasons, requestRefund } from '../../api/refunds.ts';

/** The order-refund flow bound to GET refund-reasons and POST /customer/order/refund-request. */
export function createOrderRefundMachine() {
  return orderRefundMachine.provide({
    actors: {
      loadReasons: fromPromise<string[]>(() => fetchRefundReasons()),
      requestRefund: fromPromise<string, RefundRequestInput>(({ input }) => requestRefund(input)),
    },
  });
}
