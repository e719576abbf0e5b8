// Binds the forgot-password statechart to the recovery calls and toasts.
import { fromPromise } from 'xstate';
import { forgotPassword, resetPassword, verifyResetToken } from '../../api/auth.ts';
import type { RecoveryTarget } from '../../api/auth-types.ts';
import { ApiError } from '../../api/errors.ts';
import { forgotPasswordMachine, type RecoveryRequest } from '../../../machines/forgot-password.machine.ts';

const target = (r: RecoveryRequest): RecoveryTarget =>
  r.method === 'phone'
    ? { verification_method: 'phone', phone: r.phone ?? '' }
    : { verification_method: 'email', email: r.email ?? '' };

/**
 * A code request the backend answered with success but whose code did not go out (6amMart 2.6: 200 with `Failed to
 * send sms`) as the catalogue's sentence; any other failure as it is.
 */
export function codeNotSent(error: unknown, t: (key: string) => string): unknown {
  if (!(error instanceof ApiError) || error.status < 200 || error.status >= 300) return error;
  return new Error(t('auth.failures.codeNotSent'));
}

/**
 * `legacy()`: the backend predates centralize_login (phone recovery with the older bodies), read at call time; `t`
 * words the failures the backend does not word for the customer.
 */
export function createForgotPasswordMachine(
  legacy: () => boolean = () => false,
  t: (key: string) => string = (key) => key,
) {
  return forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) =>
        forgotPassword(target(input), legacy()).catch((error: unknown) => {
          throw codeNotSent(error, t);
        }),
      ),
      verifyCode: fromPromise(({ input }) =>
        verifyResetToken({ ...target(input), reset_token: input.resetToken }, legacy()),
      ),
      resetPassword: fromPromise(({ input }) =>
        resetPassword(
          {
            ...target(input),
            reset_token: input.resetToken,
            password: input.password,
            confirm_password: input.confirm_password,
          },
          legacy(),
        ),
      ),
    },
  });
}
