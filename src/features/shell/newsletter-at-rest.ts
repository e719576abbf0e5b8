import type { SnapshotFrom } from 'xstate';
import type { newsletterMachine } from '../../../machines/newsletter.machine.ts';

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;

/**
 * The newsletter's initial state ('editing', no email, no tag) as its view reads it while the statechart has not
 * started (newsletter.tsx): what the server renders and the hydration draws. test/machines/newsletter-at-rest.test.ts
 * checks it against the machine's own initial snapshot.
 */
export const newsletterAtRest = {
  context: { email: '' },
  hasTag: () => false,
} as unknown as NewsletterSnapshot;
