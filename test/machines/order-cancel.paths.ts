import { orderCancelMachine } from '../../machines/order-cancel.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The customer's cancellation reasons as the (fake) server lists them. */
export const cancelReasons = ['Ordered by mistake', 'Delivery is too late', 'Found a better price'];

export const orderCancelPaths: MachinePathConfig = {
  machine: withInertActors(orderCancelMachine),
  input: { orderId: 100001 },
  variants: {
    // a listed reason (one the list does not hold is refused by the guard: order-cancel.test.ts)
    CHOOSE: [{ reason: cancelReasons[1] }],
    'xstate.done.actor.loadReasons': [{ output: cancelReasons }],
    'xstate.error.actor.loadReasons': [{ error: new Error('Too many requests, please slow down.') }],
    'xstate.done.actor.cancelOrder': [{ output: 'Order canceled successfully.' }],
    'xstate.error.actor.cancelOrder': [{ error: new Error('You can not cancel the order after it is confirmed.') }],
  },
  serializeContext: (c: { reason: string | null }) => ({ reason: c.reason }),
};
