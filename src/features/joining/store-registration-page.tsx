import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useTheme } from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { JoiningPage, StepName } from './joining.styles.ts';
import { PendingApproval } from './pending-approval.tsx';
import { StoreBusinessStep } from './store-business-step.tsx';
import { StoreOwnerStep } from './store-owner-step.tsx';
import { StorePlanStep } from './store-plan-step.tsx';
import { createStoreRegistrationMachine } from './store-registration.context.ts';

/**
 * /store-registration (the footer's "Become a Vendor owner"): the store-registration statechart's steps — the
 * business, the owner's account, the plan when subscriptions are offered — and the pending-approval confirmation.
 * A refusal shows on the last step; a package that could not start its trial offers Try again.
 */
export function StoreRegistrationPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [machine] = useState(createStoreRegistrationMachine);
  const actor = useActorRef(machine);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const registered = useSelector(actor, (s) => s.hasTag('registered'));
  const plans = useSelector(actor, (s) => s.context.subscriptions);
  const canGoBack = useSelector(actor, (s) => s.hasTag('loadFailed') && s.can({ type: 'BACK' }));
  const registeredStore = useSelector(actor, (s) => s.context.storeId !== null);
  const error = useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null));
  // the step on screen: its own tag, or the last step while sending or after a refusal
  const last = plans ? 'plan' : 'owner';
  const step =
    useSelector(actor, (s) =>
      s.hasTag('business') ? 'business' : s.hasTag('owner') ? 'owner' : s.hasTag('plan') ? 'plan' : null,
    ) ?? ((busy || failed) && !registeredStore ? last : null);

  useEffect(() => {
    const sub = actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e)));
    return () => sub.unsubscribe();
  }, [actor]);

  const steps = plans ? 3 : 2;
  const index = { business: 1, owner: 2, plan: 3 } as const;
  const names = {
    business: 'joining.store.business',
    owner: 'joining.store.owner',
    plan: 'joining.store.plan',
  } as const;
  return (
    <JoiningPage>
      <h1>{t('joining.store.title')}</h1>
      {step && (
        <StepName>
          {t('joining.step', { step: index[step], of: steps })} · {t(names[step])}
        </StepName>
      )}
      {loading && (
        <div role="status" aria-label={t('joining.loading')}>
          <Skeleton $h={theme.space(48)} />
        </div>
      )}
      {(loadFailed || (failed && registeredStore)) && (
        <div role="alert">
          <p>
            {t(loadFailed ? 'joining.loadFailed' : 'joining.store.trialFailed')} {error}
          </p>
          <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
          {canGoBack && (
            <Button $variant="secondary" onClick={() => actor.send({ type: 'BACK' })}>
              {t('joining.back')}
            </Button>
          )}
        </div>
      )}
      {step === 'business' && <StoreBusinessStep actor={actor} />}
      {step === 'owner' && <StoreOwnerStep actor={actor} error={failed ? error : null} />}
      {step === 'plan' && <StorePlanStep actor={actor} error={failed ? error : null} />}
      {registered && <PendingApproval heading={t('joining.store.pendingTitle')} />}
    </JoiningPage>
  );
}
