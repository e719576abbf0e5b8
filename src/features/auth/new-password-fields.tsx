import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';

/** A registered field with its (translated) validation message. */
type PasswordInput = UseFormRegisterReturn & { error?: string };

/** A new password (labelled `label`) and its confirmation: both required, both offered the browser's new-password help. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
}: {
  label: string;
  password: PasswordInput;
  confirmPassword: PasswordInput;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" markRequired {...password} />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        markRequired
        {...confirmPassword}
      />
    </>
  );
}
