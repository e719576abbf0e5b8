import { logoutMachine } from '../../machines/logout.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const logoutPaths: MachinePathConfig = {
  machine: withInertActors(logoutMachine),
  variants: {
    'xstate.done.actor.revokeSession': [{ output: { message: 'Logged out' } }],
    'xstate.error.actor.revokeSession': [{ error: new Error('Network down') }],
  },
};
