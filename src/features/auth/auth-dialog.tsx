import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import toast from '../../ui/toast.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { Dialog } from '../../ui/dialog.tsx';
import { session } from '../../session/storage.ts';
import { paths, type AuthMode } from '../../routes/paths.ts';
import { createAuthMachine } from './auth.context.ts';
import { stepOf, type AuthStep } from './auth-steps.ts';
import { useAuthConfig } from './use-auth-config.ts';
import { SignInStep } from './sign-in-step.tsx';
import { SignUpStep } from './sign-up-step.tsx';
import { OtpStep } from './otp-step.tsx';
import { PhoneModalStep } from './phone-modal-step.tsx';
import { PersonalInfoStep } from './personal-info-step.tsx';
import { IsItYouStep } from './is-it-you-step.tsx';
import { PhoneAuthAnchor } from './phone-auth-anchor.tsx';
import { heldSeconds } from './sign-in-hold.tsx';

export interface AuthDialogProps {
  mode: AuthMode;
  onClose: () => void;
  onModeChange: (mode: AuthMode) => void;
}

const titles: Record<Exclude<AuthStep, 'closed'>, string> = {
  signIn: 'auth.signInTitle',
  signUp: 'auth.signUpTitle',
  otp: 'auth.otpTitle',
  phone: 'auth.phoneModalTitle',
  info: 'auth.userInfoTitle',
  existing: 'auth.isItYouTitle',
};

const destinations = { interest: paths.interest, home: paths.home } as const;

/** The auth dialog: sign-in (enabled methods only), sign-up, OTP, phone_modal, user_info and 'Is It You?'. */
export function AuthDialog({ mode, onClose, onModeChange }: AuthDialogProps) {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const phoneAuthAnchor = useRef<HTMLDivElement>(null);
  // The machine is created once; its actors read the latest config and language through this ref.
  const live = useRef({ auth, t });
  useLayoutEffect(() => {
    live.current = { auth, t };
  });
  // eslint-disable-next-line react-hooks/refs -- the callbacks read the refs when the machine calls them, never during render
  const [machine] = useState(() =>
    createAuthMachine({
      queryClient,
      config: () => live.current.auth.config,
      t: (key) => live.current.t(key),
      phoneAuthContainer: () => phoneAuthAnchor.current,
    }),
  );
  const flow = mode === 'sign-up' ? 'signUp' : 'signIn';
  // What the session holds when the dialog opens decides where a sign-up continues (the machine's guard).
  const [place] = useState(() => ({
    zoneStored: !!session.zoneId(),
    moduleType: session.module()?.module_type ?? null,
  }));
  // Opened on the password-recovery page, a sign-in goes on to /home (the machine's guard).
  const onRecoveryPage = pathname === paths.forgotPassword;
  const settings = { firebaseOtp: auth.firebaseOtp, onRecoveryPage, otpLength: auth.otpLength, ...place };
  const actor = useActorRef(machine, { input: { flow, settings } });
  const step = useSelector(actor, stepOf);
  const social = useSelector(actor, (s) => s.context.loginType === 'social');

  // The machine's signals to the view.
  useEffect(() => {
    const subscriptions = [
      // a held password sign-in is told under the form, with its countdown (SignInHold)
      actor.on('error', ({ message }) => {
        if (heldSeconds(message) === null) void toast.error(message || t('common.somethingWentWrong'));
      }),
      actor.on('signedIn', ({ next }) => (next ? navigate(destinations[next], { replace: true }) : onClose())),
      actor.on('dismissed', () => onClose()),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t, navigate, onClose]);

  // The URL (?auth=sign-in|sign-up) is the source of the form shown; the links change the URL.
  useEffect(() => actor.send({ type: 'OPEN', flow }), [actor, flow]);
  useEffect(
    () =>
      actor.send({
        type: 'CONFIGURE',
        settings: { firebaseOtp: auth.firebaseOtp, onRecoveryPage, otpLength: auth.otpLength, ...place },
      }),
    [actor, auth.firebaseOtp, auth.otpLength, onRecoveryPage, place],
  );

  if (step === 'closed') return null;
  const title = step === 'info' && social ? t('auth.postSocialTitle') : t(titles[step]);
  return (
    <Dialog open onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })} title={title} maxWidth="440px">
      {auth.query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : step === 'signIn' ? (
        <SignInStep actor={actor} onSignUp={() => onModeChange('sign-up')} />
      ) : step === 'signUp' ? (
        <SignUpStep actor={actor} onSignIn={() => onModeChange('sign-in')} />
      ) : step === 'otp' ? (
        <OtpStep actor={actor} />
      ) : step === 'phone' ? (
        <PhoneModalStep actor={actor} />
      ) : step === 'info' ? (
        <PersonalInfoStep actor={actor} />
      ) : (
        <IsItYouStep actor={actor} />
      )}
      <PhoneAuthAnchor anchor={phoneAuthAnchor} />
    </Dialog>
  );
}
