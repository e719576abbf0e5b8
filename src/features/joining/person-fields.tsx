import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { FieldPair } from './joining.styles.ts';

/** A field registered with the step's form, with its worded message. */
export type Registered = UseFormRegisterReturn & { error?: string };

// The fields both registrations share: the contact of the person who applies, and the new account's password.

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
