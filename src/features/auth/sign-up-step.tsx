import { useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { ErrorText, TextField } from '../../ui/text-field.tsx';
import { joinPhone, nationalDigits } from '../../../domain/contact.ts';
import { signUpSchema, type SignUpValues } from '../../../domain/validation/auth.ts';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Form, Muted } from './auth.styles.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { PhoneField } from '../../shop/phone-field.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useAuthConfig, useDialCode } from './use-auth-config.ts';
import { paths } from '../../routes/paths.ts';

/** Sign-up: Name, Email, Phone, Password, Confirm password, optional refer code; Sign Up needs the terms box. */
export function SignUpStep({ actor, onSignIn }: { actor: ActorRefFrom<typeof authMachine>; onSignIn: () => void }) {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  // The last submitted details survive a failed call (and coming back from the OTP step).
  const previous = useSelector(actor, (s) => s.context.signUp);
  const dial = useDialCode(auth);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: {
      name: previous?.name ?? '',
      email: previous?.email ?? '',
      phone: previous ? nationalDigits(auth.dialCode, previous.phone) : '',
      password: previous?.password ?? '',
      confirm_password: previous?.confirm_password ?? '',
      ref_code: previous?.ref_code ?? '',
      terms: !!previous,
    },
  });
  const terms = useWatch({ control, name: 'terms' });
  const err = (m?: string) => (m ? t(m) : undefined);
  const submit = handleSubmit((v) =>
    actor.send({
      type: 'SUBMIT_SIGN_UP',
      details: {
        name: v.name.trim(),
        email: v.email.trim(),
        phone: joinPhone(dial.dialCode, v.phone),
        password: v.password,
        confirm_password: v.confirm_password,
        ref_code: (v.ref_code ?? '').trim(),
      },
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        markRequired
        error={err(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        markRequired
        error={err(errors.email?.message)}
        {...register('email')}
      />
      <PhoneField
        label={t('auth.phone')}
        markRequired
        {...dial}
        error={err(errors.phone?.message)}
        {...register('phone')}
      />
      <NewPasswordFields
        label={t('auth.password')}
        password={{ ...register('password'), error: err(errors.password?.message) }}
        confirmPassword={{ ...register('confirm_password'), error: err(errors.confirm_password?.message) }}
      />
      {auth.config?.ref_earning_status === 1 && (
        <TextField label={t('auth.referCode')} autoComplete="off" {...register('ref_code')} />
      )}
      <Checkbox
        label={
          <>
            {t('auth.acceptTerms')}{' '}
            <a href={paths.termsAndConditions} target="_blank" rel="noopener noreferrer">
              {t('auth.termsAndConditions')}
            </a>
          </>
        }
        aria-describedby={terms ? undefined : 'sign-up-terms-note'}
        {...register('terms')}
      />
      {!terms && <ErrorText id="sign-up-terms-note">{t('auth.validation.termsRequired')}</ErrorText>}
      <Button type="submit" $block $size="lg" disabled={busy || !terms} style={{ marginBlockStart: 12 }}>
        {busy ? t('auth.submitting') : t('auth.signUp')}
      </Button>
      <Muted>
        {t('auth.haveAccount')}{' '}
        <Button $variant="link" onClick={onSignIn}>
          {t('auth.signIn')}
        </Button>
      </Muted>
    </Form>
  );
}
