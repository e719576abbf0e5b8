import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../ui/toast.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { Button } from '../../ui/button.tsx';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import type { RecoverySettings } from '../../../machines/forgot-password.machine.ts';
import { createForgotPasswordMachine } from './forgot-password.context.ts';
import { RecoveryRequestForm } from './recovery-request-form.tsx';
import { RecoveryErrorScreen } from './recovery-error-screen.tsx';
import { Muted } from './auth.styles.ts';
import { useAuthConfig } from './use-auth-config.ts';
import { deferredPart } from '../../ui/deferred-part.tsx';
import { whenIdle } from '../../ui/load-later.ts';

/** A later step's form while its chunk loads (it is asked for when the browser is idle on the first step). */
function StepLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

// The code and new-password steps are chunks of their own: the page's first load carries the first step only.
const codeStep = deferredPart(() => import('./recovery-code-form.tsx').then((m) => m.RecoveryCodeForm), StepLoading);
const passwordStep = deferredPart(() => import('./new-password-form.tsx').then((m) => m.NewPasswordForm), StepLoading);
const RecoveryCodeForm = codeStep.Part;
const NewPasswordForm = passwordStep.Part;
/** Loads the code and new-password steps ahead (the view tests, which expect them at once). */
export const preloadRecoverySteps = () => Promise.all([codeStep.preload(), passwordStep.preload()]);

/** The three steps, in order, as the statechart tags them. */
const stepTags = ['request', 'verify', 'reset'] as const;

/** The three recovery steps driven by the forgot-password statechart. */
export function ForgotPasswordFlow({ settings }: { settings: RecoverySettings }) {
  const { t } = useTranslation();
  const auth = useUrlDialog('auth');
  const openSignIn = auth.open;
  // The calls read whether the backend is an older one (its recovery bodies) when they are made.
  const { legacy } = useAuthConfig();
  const live = useRef(legacy);
  useLayoutEffect(() => {
    live.current = legacy;
  });
  // eslint-disable-next-line react-hooks/refs -- the callback reads the ref when the machine calls it, never during render
  const [machine] = useState(() => createForgotPasswordMachine(() => live.current, t));
  const actor = useActorRef(machine, { input: { settings } });
  const { phoneVerification, emailVerification, codeLength } = settings;
  useEffect(
    () => actor.send({ type: 'CONFIGURE', settings: { phoneVerification, emailVerification, codeLength } }),
    [actor, phoneVerification, emailVerification, codeLength],
  );
  useEffect(() => {
    const subscriptions = [
      actor.on('message', ({ message }) => void (message && toast.success(message))),
      actor.on('error', ({ message }) => void toast.error(message || t('common.somethingWentWrong'))),
      actor.on('finished', () => openSignIn('sign-in')),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, openSignIn, t]);
  // 0–2: the tagged step; 3: done (sign in).
  const step = useSelector(actor, (s) => {
    const index = stepTags.findIndex((tag) => s.hasTag(tag));
    return index >= 0 ? index : 3;
  });
  const unavailable = useSelector(actor, (s) => s.hasTag('unavailable'));
  useEffect(() => whenIdle(() => void preloadRecoverySteps().catch(() => undefined)), []);
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
