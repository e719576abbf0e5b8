import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { joinPhone, nationalDigits } from '../../../domain/contact.ts';
import { recoveryEmailSchema, recoveryPhoneSchema } from '../../../domain/validation/auth.ts';
import type { forgotPasswordMachine } from '../../../machines/forgot-password.machine.ts';
import { Form, Muted } from './auth.styles.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { PhoneField } from '../../shop/phone-field.tsx';
import { useAuthConfig, useDialCode } from './use-auth-config.ts';

type Actor = ActorRefFrom<typeof forgotPasswordMachine>;

/** Step 0: the method (only when both phone and email verification are on; phone by default) and the contact. */
export function RecoveryRequestForm({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const auth = useAuthConfig();
  const method = useSelector(actor, (s) => s.context.method);
  const offered = useSelector(
    actor,
    (s) => s.context.settings.phoneVerification && s.context.settings.emailVerification,
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const digits = useSelector(actor, (s) => s.context.settings.codeLength);
  const previous = useSelector(actor, (s) => ({ phone: s.context.phone, email: s.context.email }));
  const dial = useDialCode(auth);
  const phoneForm = useForm({
    resolver: yupResolver(recoveryPhoneSchema),
    defaultValues: { phone: previous.phone ? nationalDigits(auth.dialCode, previous.phone) : '' },
    mode: 'onTouched',
  });
  const emailForm = useForm({
    resolver: yupResolver(recoveryEmailSchema),
    defaultValues: { email: previous.email ?? '' },
    mode: 'onTouched',
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <div>
      {offered && (
        <RadioCards
          legend={t('auth.recoverWith')}
          name="recovery-method"
          compact
          options={(['phone', 'email'] as const).map((m) => ({
            value: m,
            label: t(m === 'phone' ? 'auth.viaPhone' : 'auth.viaEmail'),
          }))}
          value={method}
          onValueChange={(m) => actor.send({ type: 'CHOOSE_METHOD', method: m })}
        />
      )}
      {method === 'phone' ? (
        <Form
          noValidate
          aria-busy={busy}
          onSubmit={phoneForm.handleSubmit((v) =>
            actor.send({ type: 'SUBMIT_CONTACT', phone: joinPhone(dial.dialCode, v.phone) }),
          )}
        >
          <Muted>{t('auth.recoveryPhoneHelp', { digits })}</Muted>
          <PhoneField
            label={t('auth.phoneNumber')}
            markRequired
            {...dial}
            error={err(phoneForm.formState.errors.phone?.message)}
            {...phoneForm.register('phone')}
          />
          <Button type="submit" $block $size="lg" disabled={busy}>
            {busy ? t('auth.submitting') : t('auth.sendCode')}
          </Button>
        </Form>
      ) : (
        <Form
          noValidate
          aria-busy={busy}
          onSubmit={emailForm.handleSubmit((v) => actor.send({ type: 'SUBMIT_CONTACT', email: v.email.trim() }))}
        >
          <Muted>{t('auth.recoveryEmailHelp', { digits })}</Muted>
          <TextField
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            markRequired
            error={err(emailForm.formState.errors.email?.message)}
            {...emailForm.register('email')}
          />
          <Button type="submit" $block $size="lg" disabled={busy}>
            {busy ? t('auth.submitting') : t('auth.sendCode')}
          </Button>
        </Form>
      )}
    </div>
  );
}
