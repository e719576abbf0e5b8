import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

const steps = ['request', 'verify', 'reset'] as const;

/** The three recovery steps driven by the forgot-password statechart. */
export function ForgotPasswordFlow({ settings }: { settings: RecoverySettings }) {
  const { t } = useTranslation();
  const auth = useUrlDialog('auth');
  const openSignIn = () => auth.open('sign-in');
  const [machine] = useState(() => createForgotPasswordMachine({ finish: () => openSignIn() }));
  const actor = useActorRef(machine, { input: { settings } });
  const { phoneVerification, emailVerification } = settings;
  useEffect(
    () => actor.send({ type: 'CONFIGURE', settings: { phoneVerification, emailVerification } }),
    [actor, phoneVerification, emailVerification],
  );
  const value = useSelector(actor, (s) => s.value as string);
  const step =
    value === 'request' || value === 'requesting'
      ? 0
      : value === 'verify' || value === 'verifying' || value === 'resending'
        ? 1
        : value === 'reset' || value === 'resetting'
          ? 2
          : 3;
  if (value === 'unavailable') return <RecoveryErrorScreen />;
  return (
    <section aria-labelledby="recovery-step-title">
      {step < 3 && (
        <>
          <h2 id="recovery-step-title">{t(`auth.forgotStep.${steps[step as 0 | 1 | 2]}`)}</h2>
          <Muted>{t('auth.stepOf', { current: step + 1, total: 3 })}</Muted>
        </>
      )}
      {step === 0 && <RecoveryRequestForm actor={actor} />}
      {step === 1 && <RecoveryCodeForm actor={actor} />}
      {step === 2 && <NewPasswordForm actor={actor} />}
      {step === 3 && (
        <>
          <h2 id="recovery-step-title">{t('auth.signInTitle')}</h2>
          <Button $block onClick={openSignIn}>
            {t('auth.signIn')}
          </Button>
        </>
      )}
    </section>
  );
}
