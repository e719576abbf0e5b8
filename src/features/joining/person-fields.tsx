import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/text-field.tsx';
import { FieldPair, StepButtons } from './joining.styles.ts';

/** A field registered with the step's form, with its worded message. */
export type Registered = UseFormRegisterReturn & { error?: string };

// What both registrations' steps share: the contact of the person who applies, the new account's password, and the
// end of a step that sends the application.

/** The new account's password (6amMart's rule in its hint) and its confirmation, side by side. */
export function PasswordFields({ password, confirm }: { password: Registered; confirm: Registered }) {
  const { t } = useTranslation();
  return (
    <FieldPair>
      <TextField
        label={t('joining.account.password')}
        type="password"
        autoComplete="new-password"
        markRequired
        hint={t('joining.account.passwordHint')}
        {...password}
      />
      <TextField
        label={t('joining.account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        markRequired
        {...confirm}
      />
    </FieldPair>
  );
}

/** The applicant's (or owner's) first and last name, phone and email, side by side. */
export function ContactFields({
  fName,
  lName,
  phone,
  email,
}: {
  fName: Registered;
  lName: Registered;
  phone: Registered;
  email: Registered;
}) {
  const { t } = useTranslation();
  return (
    <FieldPair>
      <TextField label={t('joining.firstName')} autoComplete="given-name" markRequired {...fName} />
      <TextField label={t('joining.lastName')} autoComplete="family-name" {...lName} />
      <TextField label={t('joining.phone')} type="tel" autoComplete="tel" markRequired {...phone} />
      <TextField label={t('joining.email')} type="email" autoComplete="email" markRequired {...email} />
    </FieldPair>
  );
}

/**
 * The end of a step that can send the application: the server's refusal, Back, and the send button (its form's
 * submit, or `onSend` outside a form), which says "Sending…" and is disabled while sending.
 */
export function SendingStepEnd({
  busy,
  error,
  onBack,
  label,
  onSend,
  canSend = true,
}: {
  busy: boolean;
  error: string | null;
  onBack: () => void;
  label: string;
  onSend?: () => void;
  canSend?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <StepButtons>
        <Button $variant="secondary" disabled={busy} onClick={onBack}>
          {t('joining.back')}
        </Button>
        <Button
          type={onSend ? 'button' : 'submit'}
          disabled={busy || !canSend}
          aria-busy={busy || undefined}
          onClick={onSend}
        >
          {busy ? t('joining.sending') : label}
        </Button>
      </StepButtons>
    </>
  );
}
