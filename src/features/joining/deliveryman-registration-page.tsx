import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useTheme } from 'styled-components';
import { errorMessage } from '../../api/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import toast from '../../ui/toast.ts';
import { createDeliverymanRegistrationMachine } from './deliveryman-registration.context.ts';
import { DeliverymanPersonalStep } from './deliveryman-personal-step.tsx';
import { JoiningAccountStep } from './joining-account-step.tsx';
import { PendingApproval } from './pending-approval.tsx';
import { JoiningPage, StepName } from './joining.styles.ts';

/**
 * /deliveryman-registration (the footer's "Become a Delivery Man"): the deliveryman-registration statechart's two
 * steps — personal information, then the password — and the pending-approval confirmation.
 */
export function DeliverymanRegistrationPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [machine] = useState(createDeliverymanRegistrationMachine);
  const actor = useActorRef(machine);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('loadFailed'));
  const personal = useSelector(actor, (s) => s.hasTag('personal'));
  const account = useSelector(actor, (s) => s.hasTag('account'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const registered = useSelector(actor, (s) => s.hasTag('registered'));
  const draft = useSelector(actor, (s) => s.context.account);
  const error = useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null));

  useEffect(() => {
    const sub = actor.on('failed', ({ error: e }) => void toast.error(errorMessage(e)));
    return () => sub.unsubscribe();
  }, [actor]);

  const step = personal ? 1 : account ? 2 : null;
  return (
    <JoiningPage>
      <h1>{t('joining.deliveryman.title')}</h1>
      {step && (
        <StepName>
          {t('joining.step', { step, of: 2 })} ·{' '}
          {t(step === 1 ? 'joining.deliveryman.personal' : 'joining.account.title')}
        </StepName>
      )}
      {loading && (
        <div role="status" aria-label={t('joining.loading')}>
          <Skeleton $h={theme.space(48)} />
        </div>
      )}
      {loadFailed && (
        <div role="alert">
          <p>
            {t('joining.loadFailed')} {error}
          </p>
          <Button onClick={() => actor.send({ type: 'RETRY' })}>{t('common.retry')}</Button>
        </div>
      )}
      {personal && <DeliverymanPersonalStep actor={actor} />}
      {account && (
        <JoiningAccountStep
          draft={draft}
          busy={busy}
          error={busy ? null : error}
          onBack={(typed) => actor.send({ type: 'BACK', account: typed })}
          onSubmit={(values) => actor.send({ type: 'SUBMIT', account: values })}
        />
      )}
      {registered && <PendingApproval heading={t('joining.deliveryman.pendingTitle')} />}
    </JoiningPage>
  );
}
