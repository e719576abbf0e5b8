import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/text-field.tsx';
import { FieldPair } from './joining.styles.ts';

type Registered = UseFormRegisterReturn & { error?: string };

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
