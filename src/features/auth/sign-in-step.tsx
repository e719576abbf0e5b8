import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { loginMethodsMachine } from '../../../machines/login-methods.machine.ts';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Divider, Muted } from './auth.styles.ts';
import { ManualSignInForm } from './manual-sign-in-form.tsx';
import { PhoneForm } from './phone-form.tsx';
import { SignInHold } from './sign-in-hold.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { useAuthConfig } from './use-auth-config.ts';

/** Sign-in with only the methods the config enables (login-methods statechart). */
export function SignInStep({ actor, onSignUp }: { actor: ActorRefFrom<typeof authMachine>; onSignUp: () => void }) {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  const [methods, send] = useMachine(loginMethodsMachine, { input: auth.flags });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const phone = useSelector(actor, (s) => (s.context.loginType === 'otp' ? s.context.phone : null));
  const { otp, manual, social, phoneOnly } = auth.flags;
  useEffect(
    () => send({ type: 'CONFIG_CHANGED', flags: { otp, manual, social, phoneOnly } }),
    [send, otp, manual, social, phoneOnly],
  );
  const state = String(methods.value);
  const showManual = methods.hasTag('manual');
  const showOtp = methods.hasTag('otp');
  const showSocial = methods.hasTag('social');
  return (
    <div data-login-methods={state}>
      {showManual && (
        <ManualSignInForm
          key={methods.hasTag('phoneOnly') ? 'phone' : 'any'}
          busy={busy}
          phone={methods.hasTag('phoneOnly') ? { dialCode: auth.dialCode, countryPicker: auth.countryPicker } : null}
          dialCode={auth.dialCode}
          onSubmit={(credentials) => actor.send({ type: 'SUBMIT_SIGN_IN', credentials })}
        />
      )}
      {showManual && <SignInHold actor={actor} />}
      {showOtp && (
        <PhoneForm
          busy={busy}
          initialPhone={phone}
          submitLabel={t('auth.getOtp')}
          onSubmit={(p) => actor.send({ type: 'REQUEST_LOGIN_OTP', phone: p })}
        />
      )}
      {methods.can({ type: 'USE_OTP' }) && (
        <Button
          $variant="secondary"
          $block
          disabled={busy}
          onClick={() => send({ type: 'USE_OTP' })}
          style={{ marginBlockStart: 12 }}
        >
          {t('auth.signInWithOtp')}
        </Button>
      )}
      {methods.can({ type: 'USE_PASSWORD' }) && (
        <Button $variant="link" onClick={() => send({ type: 'USE_PASSWORD' })} style={{ marginBlockStart: 12 }}>
          {t('auth.signInWithPassword')}
        </Button>
      )}
      {showSocial && (
        <>
          {(showManual || showOtp) && <Divider>{t('auth.or')}</Divider>}
          <SocialButtons
            providers={auth.providers}
            busy={busy}
            onChoose={(medium) => actor.send({ type: 'SOCIAL_SIGN_IN', medium })}
          />
        </>
      )}
      <Muted>
        {t('auth.noAccount')}{' '}
        <Button $variant="link" onClick={onSignUp}>
          {t('auth.signUp')}
        </Button>
      </Muted>
    </div>
  );
}
