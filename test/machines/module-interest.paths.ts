import { moduleInterestMachine } from '../../machines/module-interest.machine.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

/** Starts as a guest; SESSION signs in or out so both Save branches (account + local, local only) are reachable. */
export const moduleInterestPaths: MachinePathConfig = {
  machine: withInertActors(moduleInterestMachine),
  input: { moduleId: 1, signedIn: false },
  variants: {
    TOGGLE: [{ categoryId: 11 }],
    SESSION: [{ signedIn: true }],
    'xstate.done.actor.saveInterests': [{ output: { message: 'Interests updated' } }],
    'xstate.error.actor.saveInterests': [{ error: new Error('Server says no') }],
  },
  serializeContext: (ctx) => ({ n: ctx.selected.length, signedIn: ctx.signedIn }),
};
