import { newsletterMachine } from '../../machines/newsletter.machine.ts';
import { isEmail } from '../../domain/contact.ts';
import { withInertActors, type MachinePathConfig } from '../support/machine-paths.ts';

export const newsletterPaths: MachinePathConfig = {
  machine: withInertActors(newsletterMachine),
  variants: {
    CHANGE: [{ value: 'not-an-email' }, { value: 'reader@example.com' }],
    'xstate.done.actor.subscribe': [{ output: { message: 'Subscribed Successfully' } }],
    'xstate.error.actor.subscribe': [{ error: new Error('The email has already been taken.') }],
  },
  // The guard reads whether the typed email is valid: part of the state for path generation.
  serializeContext: (ctx: { email: string }) => isEmail(ctx.email),
};
