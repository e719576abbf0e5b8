import { fromPromise } from 'xstate';
import { newsletterMachine } from '../../../machines/newsletter.machine.ts';
import { subscribeNewsletter } from '../../api/newsletter.ts';

/** The newsletter machine bound to the subscribe call (the view shows the toasts it emits). */
export function createNewsletterMachine() {
  return newsletterMachine.provide({
    actors: { subscribe: fromPromise<unknown, { email: string }>(({ input }) => subscribeNewsletter(input.email)) },
  });
}
