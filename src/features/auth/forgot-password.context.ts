// Binds the forgot-password statechart to the recovery calls and toasts.
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { forgotPassword, resetPassword, verifyResetToken, type RecoveryTarget } from '../../api/auth.ts';
import { forgotPasswordMachine, type RecoveryRequest } from '../../../machines/forgot-password.machine.ts';

const target = (r: RecoveryRequest): RecoveryTarget =>
  r.method === 'phone'
    ? { verification_method: 'phone', phone: r.phone ?? '' }
    : { verification_method: 'email', email: r.email ?? '' };

export function createForgotPasswordMachine(bindings: { finish: () => void }) {
  return forgotPasswordMachine.provide({
    actors: {
      requestCode: fromPromise(({ input }) => forgotPassword(target(input))),
      verifyCode: fromPromise(({ input }) => verifyResetToken({ ...target(input), reset_token: input.resetToken })),
      resetPassword: fromPromise(({ input }) =>
        resetPassword({
          ...target(input),
          reset_token: input.resetToken,
          password: input.password,
          confirm_password: input.confirm_password,
        }),
      ),
    },
    actions: {
      // Responses with errors show the first error as an error toast; otherwise the message as success (§8).
      showMessage: ({ event }) => {
        const message = (event as unknown as { output?: { message?: string } }).output?.message;
        if (message) toast.success(message);
      },
      showError: ({ context }) => void toast.error(context.error ?? ''),
      finish: () => bindings.finish(),
    },
  });
}
