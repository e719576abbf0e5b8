import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { fromPromise } from 'xstate';
import { newsletterMachine } from '../../../machines/newsletter.machine.ts';
import { errorMessage } from '../../api/errors.ts';
import { subscribeNewsletter } from '../../api/newsletter.ts';

/** The newsletter machine bound to the subscribe call and the toaster. */
export function createNewsletterMachine({ t }: { t: TFunction }) {
  return newsletterMachine.provide({
    actors: { subscribe: fromPromise<unknown, { email: string }>(({ input }) => subscribeNewsletter(input.email)) },
    actions: {
      showSubscribedToast: () => void toast.success(t('footer.newsletter.subscribed')),
      showErrorToast: ({ event }) => void toast.error(errorMessage((event as { error?: unknown }).error)),
    },
  });
}
