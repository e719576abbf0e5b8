import { addFundMachine } from '../../machines/add-fund.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** The gateways of the (fake) config's active_payment_method_list. */
export const fundMethods = ['stripe', 'paypal'];

export const addFundPaths: MachinePathConfig = {
  machine: withInertActors(addFundMachine),
  input: { methods: fundMethods },
  variants: {
    // an amount, a cleared field ('Please Enter amount') and 0 (Submit stays disabled)
    AMOUNT: [{ amount: '50' }, { amount: '' }, { amount: '0' }],
    // a listed gateway (one the list does not hold is refused by the guard: add-fund.test.ts)
    CHOOSE_METHOD: [{ method: 'paypal' }],
    'xstate.done.actor.addFund': [{ output: 'http://localhost/payment/wallet?token=abc' }],
    'xstate.error.actor.addFund': [{ error: new Error('The selected payment method is invalid.') }],
  },
  // what the guards and the view read: an amount above 0, the cleared-amount and missing-method messages, a method
  serializeContext: (c: { amount: string; method: string | null; amountMissing: boolean; methodMissing: boolean }) => ({
    positive: Number(c.amount) > 0,
    amountMissing: c.amountMissing,
    method: c.method !== null,
    methodMissing: c.methodMissing,
  }),
};
