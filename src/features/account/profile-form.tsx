import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { ApiError, errorMessage } from '../../api/errors.ts';
import type { Config } from '../../api/config.ts';
import type { CustomerInfo } from '../../api/customer.ts';
import { otpLength } from '../../api/backend-dialect.ts';
import { paths } from '../../routes/paths.ts';
import { phoneInput, profileSchema, type ProfileFormValues } from '../../../domain/validation/profile.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { Card } from '../../ui/page-frame.ts';
import { Actions } from './account.styles.ts';
import { PhotoField } from './photo-field.tsx';
import { fullName } from './profile-card.tsx';
import { createProfileEditMachine } from './profile-edit.context.ts';
import { ProfileOtpDialog } from './profile-otp-dialog.tsx';

const defaultsOf = (profile: CustomerInfo): ProfileFormValues => ({
  name: fullName(profile),
  phone: profile.phone ?? '',
  email: profile.email ?? '',
  password: '',
  confirm_password: '',
  current_password: '',
});

/** The failure's messages: each entry of 6amMart's `errors[]`, otherwise its message. */
const messagesOf = (error: unknown) =>
  error instanceof ApiError && error.errors.length ? error.errors.map((e) => e.message) : [errorMessage(error)];

/**
 * Edit Personal Details (the profile-edit statechart): name, phone (digits, a leading +; locked once verified),
 * email, password + confirm when manual login is on (and the current password once a new one is typed), the photo; Go Back, Reset (asks when changed), Update Profile.
 * A refusal shows the server's messages and the form keeps what was typed.
 */
export function ProfileForm({ profile, config }: { profile: CustomerInfo; config: Config | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [machine] = useState(createProfileEditMachine);
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy') && !s.hasTag('otp'));
  const confirmReset = useSelector(actor, (s) => s.hasTag('confirmReset'));
  const defaults = useMemo(() => defaultsOf(profile), [profile]);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    control,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({ resolver: yupResolver(profileSchema), defaultValues: defaults });
  const phoneLocked = profile.is_phone_verified === 1 && !!profile.phone;
  const manualLogin = config?.centralize_login?.manual_login_status === 1;

  // a refetched profile (after an update) becomes the form's starting point
  useEffect(() => reset(defaults), [defaults, reset]);

  useEffect(() => {
    const subs = [
      actor.on('reset', () => {
        reset(defaults);
        setPhoto(null);
      }),
      actor.on('updated', ({ message }) => {
        toast.success(message || t('account.edit.updated'));
        // what was saved is the form's new starting point (never keep a password on screen)
        reset({ ...getValues(), password: '', confirm_password: '', current_password: '' });
        setPhoto(null);
        void queryClient.invalidateQueries({ queryKey: ['customer'] });
      }),
      actor.on('failed', ({ error }) => messagesOf(error).forEach((m) => void toast.error(m))),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, defaults, getValues, queryClient, reset, t]);

  const submit = handleSubmit((v) =>
    actor.send({
      type: 'SUBMIT',
      values: {
        name: v.name.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        password: manualLogin ? v.password : '',
        currentPassword: manualLogin ? v.current_password : '',
        image: photo,
      },
    }),
  );
  const error = (key: keyof ProfileFormValues) => (errors[key]?.message ? t(errors[key].message) : undefined);
  const phone = register('phone');

  return (
    <Card aria-labelledby="edit-personal-details">
      <h2 id="edit-personal-details">{t('account.edit.title')}</h2>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <Fields>
          <PhotoField current={profile.image_full_url} file={photo} onFile={setPhoto} disabled={busy} />
          <TextField
            label={t('account.edit.name')}
            autoComplete="name"
            markRequired
            error={error('name')}
            {...register('name')}
          />
          <TextField
            label={t('account.edit.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            markRequired
            readOnly={phoneLocked}
            hint={phoneLocked ? t('account.edit.phoneLocked') : undefined}
            error={error('phone')}
            {...phone}
            onChange={(e) => {
              setValue('phone', phoneInput(e.target.value), { shouldDirty: true, shouldValidate: !!errors.phone });
            }}
          />
          <TextField
            label={t('account.edit.email')}
            type="email"
            autoComplete="email"
            markRequired
            error={error('email')}
            {...register('email')}
          />
          {manualLogin && <PasswordFields control={control} register={register} error={error} />}
        </Fields>
        <Actions>
          <Button
            $variant="ghost"
            disabled={busy}
            onClick={() => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(paths.home))}
          >
            {t('account.edit.goBack')}
          </Button>
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => actor.send({ type: 'RESET', dirty: isDirty || photo !== null })}
          >
            {t('account.edit.reset')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('account.edit.submitting') : t('account.edit.submit')}
          </Button>
        </Actions>
      </form>
      <ConfirmDialog
        open={confirmReset}
        title={t('account.edit.reset')}
        description={t('account.edit.resetConfirm')}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
      <ProfileOtpDialog
        actor={actor}
        demoOtp={config?.demo ? (config.demo_otp ?? null) : null}
        codeLength={otpLength(config)}
      />
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-end: ${({ theme }) => theme.space(5)};
`;

type PasswordField = 'password' | 'confirm_password' | 'current_password';

/** The new password and its confirmation; the current password once a new one is typed (the server asks for it). */
function PasswordFields({
  control,
  register,
  error,
}: {
  control: Control<ProfileFormValues>;
  register: UseFormRegister<ProfileFormValues>;
  error: (key: PasswordField) => string | undefined;
}) {
  const { t } = useTranslation();
  const newPassword = useWatch({ control, name: 'password' }) !== '';
  const fields: { name: PasswordField; label: string; hint?: string; autoComplete: string }[] = [
    {
      name: 'password',
      label: 'account.edit.password',
      hint: 'account.edit.passwordHint',
      autoComplete: 'new-password',
    },
    { name: 'confirm_password', label: 'account.edit.confirmPassword', autoComplete: 'new-password' },
    ...(newPassword
      ? [
          {
            name: 'current_password' as const,
            label: 'account.edit.currentPassword',
            hint: 'account.edit.currentPasswordHint',
            autoComplete: 'current-password',
          },
        ]
      : []),
  ];
  return fields.map((f) => (
    <TextField
      key={f.name}
      label={t(f.label)}
      type="password"
      autoComplete={f.autoComplete}
      hint={f.hint ? t(f.hint) : undefined}
      error={error(f.name)}
      {...register(f.name)}
    />
  ));
}
