import { useForm, type DefaultValues } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { storeOwnerSchema, type StoreOwnerValues } from '../../../domain/validation/joining.ts';
import type { storeRegistrationMachine } from '../../../machines/store-registration.machine.ts';
import { Panel } from '../../ui/panel.ts';
import { StepForm } from './joining.styles.ts';
import { ContactFields, PasswordFields, SendingStepEnd } from './person-fields.tsx';

type Actor = ActorRefFrom<typeof storeRegistrationMachine>;

/**
 * Step 2 of joining as a store: the owner's account — name, phone, email, password and its confirmation. Next
 * leads to the plan when the business offers subscriptions, else Submit sends the application; Back hands over what
 * was typed; a refusal shows the server's message above Submit.
 */
export function StoreOwnerStep({ actor, error }: { actor: Actor; error: string | null }) {
  const { t } = useTranslation();
  const owner = useSelector(actor, (s) => s.context.owner);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const plans = useSelector(actor, (s) => s.context.subscriptions);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<StoreOwnerValues>({
    resolver: yupResolver(storeOwnerSchema),
    mode: 'onTouched',
    defaultValues: (owner ?? {
      f_name: '',
      l_name: '',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
    }) as DefaultValues<StoreOwnerValues>,
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  const submit = handleSubmit((values) =>
    actor.send(plans ? { type: 'NEXT_OWNER', owner: values } : { type: 'SUBMIT', owner: values }),
  );
  return (
    <StepForm onSubmit={submit} noValidate aria-busy={busy} aria-label={t('joining.store.owner')}>
      <Panel as="fieldset" disabled={busy}>
        <h2>{t('joining.store.owner')}</h2>
        <ContactFields
          fName={{ ...register('f_name'), error: err(errors.f_name?.message) }}
          lName={{ ...register('l_name'), error: err(errors.l_name?.message) }}
          phone={{ ...register('phone'), error: err(errors.phone?.message) }}
          email={{ ...register('email'), error: err(errors.email?.message) }}
        />
        <PasswordFields
          password={{ ...register('password'), error: err(errors.password?.message) }}
          confirm={{ ...register('confirm_password'), error: err(errors.confirm_password?.message) }}
        />
      </Panel>
      <SendingStepEnd
        busy={busy}
        error={error}
        onBack={() => actor.send({ type: 'BACK', owner: getValues() })}
        label={t(plans ? 'joining.next' : 'joining.submit')}
      />
    </StepForm>
  );
}
