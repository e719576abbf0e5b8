import { fromPromise } from 'xstate';
import { orderRefundMachine, type RefundRequestInput } from '../../../machines/order-refund.machine.ts';
import { requestRefund } from '../../api/refunds.ts';

/** The order-refund flow bound to POST /customer/order/refund-request (the dialog's query loads the reasons). */
export function createOrderRefundMachine() {
  return orderRefundMachine.provide({
    actors: {
      requestRefund: fromPromise<string, RefundRequestInput>(({ input }) => requestRefund(input)),
    },
  });
}
