import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { isOtpCode } from '../../../domain/contact.ts';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Form, Hint, Muted } from './auth.styles.ts';
import { OtpInput } from '../../ui/otp-input.tsx';
import { ResendCode } from '../../shop/resend-code.tsx';
import { useAuthConfig } from './use-auth-config.ts';

/** The OTP dialog: 6-digit code (Verify enabled only at 6 digits; 4 from older backends), resend countdown, demo hint. */
export function OtpStep({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const { t } = useTranslation();
  const { demoOtp } = useAuthConfig();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const resending = useSelector(actor, (s) => s.hasTag('resending'));
  const channel = useSelector(actor, (s) => s.context.channel ?? 'phone');
  const target = useSelector(actor, (s) => (s.context.channel === 'email' ? s.context.email : s.context.phone) ?? '');
  const length = useSelector(actor, (s) => s.context.settings.otpLength);
  const [code, setCode] = useState('');
  const complete = isOtpCode(code, length);
  return (
    <Form
      key={channel}
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) actor.send({ type: 'VERIFY_OTP', otp: code });
      }}
    >
      <Muted>{t(channel === 'email' ? 'auth.otpSentToEmail' : 'auth.otpSentToPhone', { target })}</Muted>
      <OtpInput value={code} onChange={setCode} disabled={busy} length={length} />
      {demoOtp && <Hint role="note">{t('auth.demoOtp', { secret: demoOtp })}</Hint>}
      <Button type="submit" $block $size="lg" disabled={!complete || busy}>
        {busy && !resending ? t('auth.submitting') : t('auth.verify')}
      </Button>
      <ResendCode busy={busy} onResend={() => actor.send({ type: 'RESEND_OTP' })} />
      <Button $variant="link" onClick={() => actor.send({ type: 'BACK' })} disabled={busy}>
        {t('auth.backToSignIn')}
      </Button>
    </Form>
  );
}
