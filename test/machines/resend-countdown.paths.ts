import { resendCountdownMachine } from '../../machines/resend-countdown.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const resendCountdownPaths: MachinePathConfig = {
  machine: withInertActors(resendCountdownMachine),
  // A 1-second lock keeps the graph small: one tick reaches "ready".
  input: { seconds: 1 },
  serializeContext: (c) => c.remaining,
};
