import type { SnapshotFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth.machine.ts';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type AuthStep = 'signIn' | 'signUp' | 'otp' | 'phone' | 'info' | 'existing' | 'closed';

const stepTags = ['otp', 'phone', 'info', 'existing'] as const;

/** Which screen of the auth dialog is shown: the state's step tag; the 'form' tag shows the flow's form. */
export function stepOf(s: AuthSnapshot): AuthStep {
  if (s.status === 'done') return 'closed';
  return stepTags.find((tag) => s.hasTag(tag)) ?? s.context.flow;
}
