import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '../../ui/button.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import type { RecoverySettings } from '../../../machines/forgot-password.machine.ts';
import { createForgotPasswordMachine } from './forgot-password.context.ts';
import { RecoveryRequestForm } from './recovery-request-form.tsx';
import { RecoveryCodeForm } from './recovery-code-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { RecoveryErrorScreen } from './recovery-error-screen.tsx';
import { Muted } from './auth.styles.ts';

/** The three steps, in order, as the statechart tags them. */
const stepTags = ['request', 'verify', 'reset'] as const;

/** The three recovery steps driven by the forgot-password statechart. */
export function ForgotPasswordFlow({ settings }: { settings: RecoverySettings }) {
  const { t } = useTranslation();
  const auth = useUrlDialog('auth');
  const openSignIn = auth.open;
  const [machine] = useState(createForgotPasswordMachine);
  const actor = useActorRef(machine, { input: { settings } });
  const { phoneVerification, emailVerification } = settings;
  useEffect(
    () => actor.send({ type: 'CONFIGURE', settings: { phoneVerification, emailVerification } }),
    [actor, phoneVerification, emailVerification],
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('message', ({ message }) => void (message && toast.success(message))),
      actor.on('error', ({ message }) => void toast.error(message)),
      actor.on('finished', () => openSignIn('sign-in')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, openSignIn]);
  // 0–2: the tagged step; 3: done (sign in).
  const step = useSelector(actor, (s) => {
    const index = stepTags.findIndex((tag) => s.hasTag(tag));
    return index >= 0 ? index : 3;
  });
  const unavailable = useSelector(actor, (s) => s.hasTag('unavailable'));
  if (unavailable) return <RecoveryErrorScreen />;
  return (
    <section aria-labelledby="recovery-step-title">
      {step < 3 && (
        <>
          <h2 id="recovery-step-title">{t(`auth.forgotStep.${stepTags[step as 0 | 1 | 2]}`)}</h2>
          <Muted>{t('auth.stepOf', { current: step + 1, total: 3 })}</Muted>
        </>
      )}
      {step === 0 && <RecoveryRequestForm actor={actor} />}
      {step === 1 && <RecoveryCodeForm actor={actor} />}
      {step === 2 && <NewPasswordForm actor={actor} />}
      {step === 3 && (
        <>
          <h2 id="recovery-step-title">{t('auth.signInTitle')}</h2>
          <Button $block onClick={() => openSignIn('sign-in')}>
            {t('auth.signIn')}
          </Button>
        </>
      )}
    </section>
  );
}
