import { accountDeleteMachine } from '../../machines/account-delete.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const ongoingMessage = 'You have ongoing orders. Please complete them before deleting your account.';

export const accountDeletePaths: MachinePathConfig = {
  machine: withInertActors(accountDeleteMachine),
  variants: {
    'xstate.done.actor.removeAccount': [
      { output: { deleted: true } },
      { output: { deleted: false, message: ongoingMessage } },
    ],
    'xstate.error.actor.removeAccount': [{ error: new Error('Too many requests, please slow down.') }],
  },
};
