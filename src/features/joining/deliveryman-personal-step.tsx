import type { ReactNode } from 'react';
import { Controller, useForm, type Control, type DefaultValues } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  deliverymanPersonalSchema,
  earningTypes,
  identityTypes,
  type DeliverymanPersonalValues,
  type JoiningChoice,
} from '../../../domain/validation/joining.ts';
import type { deliverymanRegistrationMachine } from '../../../machines/deliveryman-registration.machine.ts';
import { Button } from '../../ui/button.tsx';
import { AttachedImages } from '../../shop/attached-images.tsx';
import { ImageAttachments } from '../../ui/image-attachments.tsx';
import { Panel } from '../../ui/panel.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { ErrorText, TextField } from '../../ui/text-field.tsx';
import { ChoiceField } from './choice-select.tsx';
import { ContactFields } from './person-fields.tsx';
import { FieldPair, StepButtons, StepForm } from './joining.styles.ts';

type Actor = ActorRefFrom<typeof deliverymanRegistrationMachine>;

/**
 * Step 1 of joining as a delivery man: name, contact, identity (type, number, images), profile image, zone, vehicle
 * and earning type, each checked with its worded message when Next is pressed; what was typed comes back from the
 * chart when the applicant returns from the next step.
 */
export function DeliverymanPersonalStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const { personal, zones, vehicles, photo, photoProblem } = useSelector(actor, (s) => s.context);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<DeliverymanPersonalValues>({
    resolver: yupResolver(deliverymanPersonalSchema),
    mode: 'onTouched',
    defaultValues: (personal ?? {
      f_name: '',
      l_name: '',
      email: '',
      phone: '',
      identity_number: '',
    }) as DefaultValues<DeliverymanPersonalValues>,
  });
  const err = (m?: string) => (m ? t(m) : undefined);
  return (
    <StepForm
      onSubmit={handleSubmit((values) => actor.send({ type: 'NEXT', values }))}
      noValidate
      aria-label={t('joining.deliveryman.personal')}
    >
      <TitledPanel id="dm-personal" title={t('joining.deliveryman.personal')}>
        <ContactFields
          fName={{ ...register('f_name'), error: err(errors.f_name?.message) }}
          lName={{ ...register('l_name'), error: err(errors.l_name?.message) }}
          phone={{ ...register('phone'), error: err(errors.phone?.message) }}
          email={{ ...register('email'), error: err(errors.email?.message) }}
        />
        <ImageAttachments
          label={t('joining.deliveryman.profileImage')}
          max={1}
          images={photo ? [photo] : []}
          problem={photoProblem}
          onAdd={(files) => actor.send({ type: 'SET_PHOTO', file: files[0]! })}
          onRemove={() => actor.send({ type: 'REMOVE_PHOTO' })}
        />
      </TitledPanel>
      <TitledPanel id="dm-identity" title={t('joining.deliveryman.identity')}>
        <FieldPair>
          <ChoiceField
            control={control}
            name="identity_type"
            label={t('joining.deliveryman.identityType')}
            options={identityTypes.map((type) => ({
              value: type,
              label: t(`joining.deliveryman.identityTypes.${type}`),
            }))}
          />
          <TextField
            label={t('joining.deliveryman.identityNumber')}
            markRequired
            error={err(errors.identity_number?.message)}
            {...register('identity_number')}
          />
        </FieldPair>
        <AttachedImages actor={actor} label={t('joining.deliveryman.identityImages')} />
      </TitledPanel>
      <WorkFields control={control} zones={zones} vehicles={vehicles} />
      <StepButtons>
        <Button type="submit">{t('joining.next')}</Button>
      </StepButtons>
    </StepForm>
  );
}

/** Where and how the delivery man works: the zone, the vehicle and the earning type. */
function WorkFields({
  control,
  zones,
  vehicles,
}: {
  control: Control<DeliverymanPersonalValues>;
  zones: JoiningChoice[];
  vehicles: JoiningChoice[];
}) {
  const { t } = useTranslation();
  return (
    <TitledPanel id="dm-work" title={t('joining.deliveryman.work')}>
      <FieldPair>
        <ChoiceField
          control={control}
          name="zone_id"
          label={t('joining.zone')}
          options={zones.map((z) => ({ value: String(z.id), label: z.name }))}
        />
        <ChoiceField
          control={control}
          name="vehicle_id"
          label={t('joining.deliveryman.vehicle')}
          options={vehicles.map((v) => ({ value: String(v.id), label: v.name }))}
        />
      </FieldPair>
      <Controller
        control={control}
        name="earning"
        render={({ field, fieldState }) => (
          <>
            <RadioCards
              legend={t('joining.deliveryman.earning')}
              options={earningTypes.map((e) => ({ value: e, label: t(`joining.deliveryman.earningTypes.${e}`) }))}
              value={field.value ?? null}
              onValueChange={field.onChange}
            />
            {fieldState.error?.message && <ErrorText role="alert">{t(fieldState.error.message)}</ErrorText>}
          </>
        )}
      />
    </TitledPanel>
  );
}

/** A section of the step: a panel named by its heading. */
function TitledPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel as="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}
