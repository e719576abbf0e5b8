// Binds the forgot-password statechart to the recovery calls and toasts.
import { fromPromise } from 'xstate';
import { forgotPassword, resetPassword, verifyResetToken } from '../../api/auth.ts';
import type { RecoveryTarget } from '../../api/auth-types.ts';
import { forgotPasswordMachine, type RecoveryRequest } from '../../../machines/forgot-password.machine.ts';

const target = (r: RecoveryRequest): RecoveryTarget =>
  r.method === 'phone'
    ? { verification_method: 'phone', phone: r.phone ?? '' }
    : { verification_method: 'email', email: r.email ?? '' };

/** `legacy()`: the backend predates centralize_login (phone recovery with the older bodies), read at call time. */
export function createForgotPasswordMachine(legacy: () => boolean = () => false) {
  return forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => forgotPassword(target(input), legacy())),
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
