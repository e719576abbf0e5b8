import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { newPasswordSchema, type NewPasswordValues } from '../../domain/validation/auth.ts';
import type { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { Form } from './auth.styles.ts';

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
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        markRequired
        error={err(errors.password?.message)}
        {...register('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        markRequired
        error={err(errors.confirm_password?.message)}
        {...register('confirm_password')}
      />
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.resetPassword')}
      </Button>
    </Form>
  );
}
