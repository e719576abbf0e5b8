import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { newPasswordSchema, type NewPasswordValues } from '../../../domain/validation/auth.ts';
import type { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { Form } from './auth.styles.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Step 2: the new password and its confirmation. */
export function NewPasswordForm({ actor }: { actor: ActorRefFrom<typeof forgotPasswordMachine> }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { password: '', confirm_password: '' },
    mode: 'onTouched',
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <Form noValidate aria-busy={busy} onSubmit={handleSubmit((v) => actor.send({ type: 'SUBMIT_PASSWORD', ...v }))}>
      <NewPasswordFields
        label={t('auth.newPassword')}
        password={{ ...register('password'), error: err(errors.password?.message) }}
        confirmPassword={{ ...register('confirm_password'), error: err(errors.confirm_password?.message) }}
      />
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.resetPassword')}
      </Button>
    </Form>
  );
}
