import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { errorMessage } from '../../api/errors.ts';
import { isOtpCode } from '../../../domain/contact.ts';
import type { profileEditMachine } from '../../../machines/profile-edit.machine.ts';
import { Button } from '../../ui/button.tsx';
import { ResendCode } from '../../shop/resend-code.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { OtpInput } from '../../ui/otp-input.tsx';
import { Note, Problem } from './account.styles.ts';

/**
 * The profile's OTP dialog (phone or email): the server's notice, the code boxes (Verify enabled once complete),
 * Resend code after a 60-second countdown, the demo hint, and the server's message when a code is refused.
 */
export function ProfileOtpDialog({
  actor,
  demoOtp,
  codeLength,
}: {
  actor: ActorRefFrom<typeof profileEditMachine>;
  demoOtp: string | null;
  codeLength: number;
}) {
  const { t } = useTranslation();
  const open = useSelector(actor, (s) => s.hasTag('otp'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.hasTag('otpFailed'));
  const medium = useSelector(actor, (s) => s.context.medium);
  const target = useSelector(actor, (s) =>
    s.context.medium === 'phone' ? s.context.values?.phone : s.context.values?.email,
  );
  const notice = useSelector(actor, (s) => s.context.notice);
  const error = useSelector(actor, (s) => (s.context.error ? errorMessage(s.context.error) : null));
  // the code typed belongs to one sent code: a new one (another medium, a resend) starts with empty boxes
  const sent = useSelector(actor, (s) => s.context.codesSent);
  const [entry, setEntry] = useState({ sent: 0, code: '' });
  const code = entry.sent === sent ? entry.code : '';
  const setCode = (typed: string) => setEntry({ sent, code: typed });
  const close = () => actor.send({ type: 'CLOSE' });
  const resend = useCallback(() => actor.send({ type: 'RESEND' }), [actor]);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && !busy && close()}
      dismissible={!busy}
      title={t('account.otp.title')}
      description={
        medium === 'phone' ? t('account.otp.sentToPhone', { target }) : t('account.otp.sentToEmail', { target })
      }
      footer={
        <Button
          disabled={busy || !isOtpCode(code, codeLength)}
          aria-busy={busy}
          onClick={() => actor.send({ type: 'VERIFY', code })}
        >
          {busy ? t('account.otp.verifying') : t('account.otp.verify')}
        </Button>
      }
    >
      {notice && <Note>{notice}</Note>}
      <OtpInput value={code} onChange={setCode} disabled={busy} label={t('account.otp.code')} length={codeLength} />
      {/* the same 60-second lock as sign-in and password recovery; each code sent starts it again */}
      <ResendCode key={sent} busy={busy} onResend={resend} />
      {demoOtp && <Note role="note">{t('auth.demoOtp', { secret: demoOtp })}</Note>}
      {failed && error && <Problem role="alert">{error}</Problem>}
    </Dialog>
  );
}
