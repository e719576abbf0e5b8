import { fromPromise } from 'xstate';
import { addFundMachine, type AddFundRequest } from '../../../machines/add-fund.machine.ts';
import { keysPerAttempt } from '../../api/idempotency.ts';
import { addFund } from '../../api/wallet.ts';

/**
 * The add-fund flow bound to POST customer/wallet/add-fund: the payment page returns to `callback` (this page) with
 * flag=success|fail|cancel. One Idempotency-Key per attempt: a retried submit of the same attempt is answered once.
 */
export function createAddFundMachine(callback: () => string) {
  const keyOf = keysPerAttempt();
  return addFundMachine.provide({
    actors: {
      addFund: fromPromise<string, AddFundRequest>(({ input }) =>
        addFund(
          { amount: input.amount, paymentMethod: input.paymentMethod, callback: callback() },
          keyOf(`${input.attempt}:${input.amount}:${input.paymentMethod}`),
        ),
      ),
    },
  });
}
