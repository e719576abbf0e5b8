import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { joinPhone, nationalDigits } from '../../../domain/contact.ts';
import { phoneSchema, type PhoneValues } from '../../../domain/validation/auth.ts';
import { Form } from './auth.styles.ts';
import { PhoneField } from '../../shop/phone-field.tsx';
import { useAuthConfig, useDialCode } from './use-auth-config.ts';

export interface PhoneFormProps {
  busy: boolean;
  /** A phone to start from (kept after a failed call or when coming back). */
  initialPhone?: string | null;
  submitLabel: string;
  onSubmit: (phone: string) => void;
}

/**
 * A phone number form (OTP sign-in's Get OTP, the social phone step), with the config's dial code and country picker:
 * 'Please give a phone number', min 10.
 */
export function PhoneForm({ busy, initialPhone, submitLabel, onSubmit }: PhoneFormProps) {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  const dial = useDialCode(auth);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PhoneValues>({
    resolver: yupResolver(phoneSchema),
    defaultValues: { phone: initialPhone ? nationalDigits(auth.dialCode, initialPhone) : '' },
    mode: 'onTouched',
  });
  return (
    <Form onSubmit={handleSubmit((v) => onSubmit(joinPhone(dial.dialCode, v.phone)))} noValidate aria-busy={busy}>
      <PhoneField
        label={t('auth.phoneNumber')}
        markRequired
        {...dial}
        error={errors.phone?.message ? t(errors.phone.message) : undefined}
        {...register('phone')}
      />
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : submitLabel}
      </Button>
    </Form>
  );
}
