import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { ErrorText } from '../../ui/text-field.tsx';
import { resetCodeSchemaOf } from '../../../domain/validation/auth.ts';
import type { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { Form, Hint, Muted } from './auth.styles.ts';
import { OtpInput } from '../../ui/otp-input.tsx';
import { ResendCode } from '../../shop/resend-code.tsx';
import { useAuthConfig } from './use-auth-config.ts';

/** Step 1: the 6-digit reset code (4 from older backends), resend after the 60 s countdown, or change the phone/email. */
export function RecoveryCodeForm({ actor }: { actor: ActorRefFrom<typeof forgotPasswordMachine> }) {
  const { t } = useTranslation();
  const { demoOtp } = useAuthConfig();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const target = useSelector(actor, (s) => (s.context.method === 'phone' ? s.context.phone : s.context.email) ?? '');
  const length = useSelector(actor, (s) => s.context.settings.codeLength);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    try {
      resetCodeSchemaOf(length).validateSync({ code });
    } catch (err) {
      setError((err as Error).message);
      return;
    }
    setError(null);
    actor.send({ type: 'VERIFY_CODE', code });
  };
  return (
    <Form noValidate aria-busy={busy} onSubmit={submit}>
      <Muted>{t('auth.codeSentTo', { target, digits: length })}</Muted>
      <OtpInput label={t('auth.resetCode')} value={code} onChange={setCode} disabled={busy} length={length} />
      {error && <ErrorText role="alert">{t(error)}</ErrorText>}
      {demoOtp && <Hint role="note">{t('auth.demoOtp', { secret: demoOtp })}</Hint>}
      <Button type="submit" $block $size="lg" disabled={busy}>
        {t('auth.verify')}
      </Button>
      <ResendCode busy={busy} onResend={() => actor.send({ type: 'RESEND_CODE' })} />
      <Button $variant="link" disabled={busy} onClick={() => actor.send({ type: 'CHANGE_CONTACT' })}>
        {t('auth.changeContact')}
      </Button>
    </Form>
  );
}
