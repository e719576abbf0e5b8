import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { classifyContact, normalizePhone } from '../../domain/contact.ts';
import { signInSchema, type SignInValues } from '../../domain/validation/auth.ts';
import type { ManualCredentials } from '../../../machines/auth.machine.ts';
import { rememberedLogin } from '../../session/storage.ts';
import { CheckLabel, Form, Row } from './auth.styles.ts';
import { paths } from '../../app/paths.ts';

export interface ManualSignInFormProps {
  busy: boolean;
  onSubmit: (credentials: ManualCredentials) => void;
}

/** Email/phone + password, Remember me (keeps the identifier only) and the forgot-password link. */
export function ManualSignInForm({ busy, onSubmit }: ManualSignInFormProps) {
  const { t } = useTranslation();
  const remembered = rememberedLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    defaultValues: {
      email_or_phone: remembered?.email_or_phone ?? '',
      password: '',
      remember: remembered?.remember ?? false,
    },
    mode: 'onTouched',
  });
  const submit = handleSubmit((v) => {
    const field_type = classifyContact(v.email_or_phone) ?? 'email';
    const email_or_phone = field_type === 'phone' ? normalizePhone(v.email_or_phone) : v.email_or_phone.trim();
    onSubmit({ email_or_phone, password: v.password, field_type, remember: !!v.remember });
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('auth.emailOrPhone')}
        autoComplete="username"
        markRequired
        error={err(errors.email_or_phone?.message)}
        {...register('email_or_phone')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        markRequired
        error={err(errors.password?.message)}
        {...register('password')}
      />
      <Row>
        <CheckLabel>
          <input type="checkbox" {...register('remember')} />
          {t('auth.rememberMe')}
        </CheckLabel>
        <Link to={paths.forgotPassword}>{t('auth.forgotPassword')}</Link>
      </Row>
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.signIn')}
      </Button>
    </Form>
  );
}
