import type { SnapshotFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine.ts';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthStep = 'signIn' | 'signUp' | 'otp' | 'phone' | 'info' | 'existing' | 'closed';

/** Which screen of the auth dialog a machine state shows (calls in flight keep their form on screen, busy). */
export function stepOf(s: AuthSnapshot): AuthStep {
  if (s.status === 'done') return 'closed';
  if (s.matches('otp')) return 'otp';
  if (s.matches('phoneModal') || (s.matches('socialSigningIn') && s.context.phone)) return 'phone';
  if (s.matches('userInfo') || s.matches('updatingInfo')) return 'info';
  if (s.matches('isExistUser') || s.matches('confirmingExisting')) return 'existing';
  if (s.context.flow === 'signUp') return 'signUp';
  return 'signIn';
}

const idle = ['signIn', 'signUp', 'phoneModal', 'userInfo', 'isExistUser'] as const;

/** A call is in flight (buttons disabled, aria-busy). */
export const isBusy = (s: AuthSnapshot) =>
  s.status === 'active' && !idle.some((v) => s.matches(v)) && !s.matches({ otp: 'entering' });
