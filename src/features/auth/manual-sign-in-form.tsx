import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { classifyContact, joinPhone, nationalDigits, phoneWithDialCode } from '../../../domain/contact.ts';
import { phoneSignInSchema, signInSchema, type SignInValues } from '../../../domain/validation/auth.ts';
import type { ManualCredentials } from '../../../machines/auth.machine.ts';
import { rememberedLogin } from '../../session/storage.ts';
import { Form, Muted, Row } from './auth.styles.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { PhoneField } from '../../shop/phone-field.tsx';
import { paths } from '../../routes/paths.ts';
import { useDialCode } from './use-auth-config.ts';

export interface ManualSignInFormProps {
  busy: boolean;
  onSubmit: (credentials: ManualCredentials) => void;
  /** An older backend (no centralize_login): phone + password only, with the country code. */
  phone?: { dialCode: string; countryPicker: boolean } | null;
  /** The config country's dialling code: a phone typed without one is sent with it ("2025550123" → "+12025550123"). */
  dialCode?: string;
}

/**
 * Email/phone + password, Remember me (keeps the identifier only) and the forgot-password link; for an older
 * backend the identifier is a phone number ('Please give a phone number', 'number must be 10 digits').
 */
export function ManualSignInForm({ busy, onSubmit, phone, dialCode = '' }: ManualSignInFormProps) {
  const { t } = useTranslation();
  const remembered = rememberedLogin();
  const dial = useDialCode(phone ?? { dialCode: '', countryPicker: false });
  const rememberedId = remembered?.email_or_phone ?? '';
  // A remembered phone is shown without its dialling code; a remembered email does not fit a phone-only form.
  const initialId = !phone
    ? rememberedId
    : classifyContact(rememberedId) === 'phone'
      ? nationalDigits(phone.dialCode, rememberedId)
      : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: yupResolver(phone ? phoneSignInSchema : signInSchema),
    defaultValues: {
      email_or_phone: initialId,
      password: '',
      remember: remembered?.remember ?? false,
    },
    mode: 'onTouched',
  });
  const submit = handleSubmit((v) => {
    if (phone) {
      const number = joinPhone(dial.dialCode, v.email_or_phone);
      return onSubmit({ email_or_phone: number, password: v.password, field_type: 'phone', remember: !!v.remember });
    }
    const field_type = classifyContact(v.email_or_phone) ?? 'email';
    const email_or_phone =
      field_type === 'phone' ? phoneWithDialCode(dialCode, v.email_or_phone) : v.email_or_phone.trim();
    onSubmit({ email_or_phone, password: v.password, field_type, remember: !!v.remember });
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      {phone ? (
        <>
          <Muted>{t('auth.phoneSignInHint')}</Muted>
          <PhoneField
            label={t('auth.phoneNumber')}
            autoComplete="username"
            markRequired
            {...dial}
            error={err(errors.email_or_phone?.message)}
            {...register('email_or_phone')}
          />
        </>
      ) : (
        <TextField
          label={t('auth.emailOrPhone')}
          autoComplete="username"
          markRequired
          error={err(errors.email_or_phone?.message)}
          {...register('email_or_phone')}
        />
      )}
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        markRequired
        error={err(errors.password?.message)}
        {...register('password')}
      />
      <Row>
        <Checkbox label={t('auth.rememberMe')} {...register('remember')} />
        <Link to={paths.forgotPassword}>{t('auth.forgotPassword')}</Link>
      </Row>
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.signIn')}
      </Button>
    </Form>
  );
}
