// The newsletter statechart at work: a chunk of its own (with XState), mounted by newsletter.tsx on the form's first
// use (the pointer over it, the focus in it, a keystroke or Subscribe), so no page loads XState for the footer.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import toast from '../../ui/toast.ts';
import { useAttachActor, type ActorLater } from '../../ui/actor-later.tsx';
import { errorMessage } from '../../api/errors.ts';
import { createNewsletterMachine } from './newsletter.context.ts';

export type NewsletterActorRef = ActorRefFrom<ReturnType<typeof createNewsletterMachine>>;

/** Starts the statechart, hands it to the view through `later` and shows the toasts it emits. */
export function NewsletterLive({ later }: { later: ActorLater<NewsletterActorRef> }) {
  const { t } = useTranslation();
  const [machine] = useState(createNewsletterMachine);
  const actor = useActorRef(machine);
  useAttachActor(later, actor);
  useEffect(() => {
    const subscriptions = [
      actor.on('subscribed', () => void toast.success(t('footer.newsletter.subscribed'))),
      actor.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t]);
  return null;
}
