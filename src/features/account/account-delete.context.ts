import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { accountDeleteMachine, type RemoveAnswer } from '../../../machines/account-delete.machine.ts';
import { removeAccount } from '../../api/account.ts';
import { endSession, forgetAccountData } from '../../session/effects.ts';

/**
 * The account-delete flow bound to DELETE customer/remove-account and to the session's sign-out pieces: the token
 * leaves storage and the account's data (cart, wishlist, profile) leaves the cache.
 */
export function createAccountDeleteMachine({ queryClient }: { queryClient: QueryClient }) {
  return accountDeleteMachine.provide({
    actors: { removeAccount: fromPromise<RemoveAnswer>(() => removeAccount()) },
    actions: {
      endSession,
      clearAccountData: () => forgetAccountData(queryClient),
    },
  });
}
