import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { classifyContact, normalizePhone } from '../../../domain/contact.ts';
import { postSocialSchema, type PostSocialValues } from '../../../domain/validation/auth.ts';
import type { authMachine } from '../../../machines/auth.machine.ts';
import { Form, Muted } from './auth.styles.ts';

/**
 * user_info / the post-social dialog ('Just one step away!'): Name (marked required), phone or email (the one the
 * account was not identified by), optional refer code, Done. No validation rules (spec part 1 §5).
 */
export function PersonalInfoStep({ actor }: { actor: ActorRefFrom<typeof authMachine> }) {
  const { t } = useTranslation();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const social = useSelector(actor, (s) => s.context.loginType === 'social');
  const { register, handleSubmit } = useForm<PostSocialValues>({
    resolver: yupResolver(postSocialSchema),
    defaultValues: { name: '', contact: '', ref_code: '' },
  });
  const submit = handleSubmit((v) => {
    const contact = v.contact.trim();
    const kind = contact ? classifyContact(contact) : null;
    actor.send({
      type: 'SUBMIT_INFO',
      info: {
        name: v.name.trim(),
        ...(kind === 'phone' ? { phone: normalizePhone(contact) } : kind === 'email' ? { email: contact } : {}),
        ref_code: v.ref_code.trim(),
      },
    });
  });
  return (
    <Form onSubmit={submit} noValidate aria-busy={busy}>
      {social && <Muted>{t('auth.postSocialIntro')}</Muted>}
      <TextField label={t('auth.name')} autoComplete="name" markRequired {...register('name')} />
      <TextField
        label={social ? t('auth.phoneOrEmail') : t('auth.email')}
        autoComplete={social ? 'tel' : 'email'}
        {...register('contact')}
      />
      <TextField label={t('auth.referCode')} autoComplete="off" {...register('ref_code')} />
      <Button type="submit" $block $size="lg" disabled={busy}>
        {busy ? t('auth.submitting') : t('auth.done')}
      </Button>
    </Form>
  );
}
