import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { pointInPolygon } from '../../../domain/geo.ts';
import {
  deliveryTimeTypes,
  ringCentre,
  storeBusinessSchema,
  type StoreBusinessValues,
} from '../../../domain/validation/joining.ts';
import type { storeRegistrationMachine } from '../../../machines/store-registration.machine.ts';
import { Button } from '../../ui/button.tsx';
import { ImageAttachments } from '../../ui/image-attachments.tsx';
import { Panel } from '../../ui/panel.ts';
import { ErrorText, TextField } from '../../ui/text-field.tsx';
import { ChoiceField } from './choice-select.tsx';
import { FieldPair, StepButtons, StepForm } from './joining.styles.ts';
import { StoreLocationField } from './store-location-field.tsx';

type Actor = ActorRefFrom<typeof storeRegistrationMachine>;
type BusinessForm = StoreBusinessValues & { logo?: unknown };

/**
 * Step 1 of joining as a store: the business — name, address, zone and module, its place on the map inside the
 * zone, logo (required) and cover, delivery time and tax — each checked with its worded message when Next is
 * pressed; what was typed comes back from the chart when the applicant returns.
 */
export function StoreBusinessStep({ actor }: { actor: Actor }) {
  const { t } = useTranslation();
  const { business, zones, modules, logo, logoProblem, cover, coverProblem } = useSelector(actor, (s) => s.context);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<BusinessForm>({
    resolver: yupResolver(storeBusinessSchema) as never,
    // what the checks read besides the fields: the zones' areas and whether a logo is held (yup's context)
    context: { zones, hasLogo: logo !== null },
    mode: 'onTouched',
    defaultValues: (business ?? { name: '', address: '', delivery_time_type: 'min' }) as DefaultValues<BusinessForm>,
  });
  const [lat, lng] = useWatch({ control, name: ['latitude', 'longitude'] });
  const point = lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
  /** The pin placed (the zone's centre, a drag): the form holds the coordinates as sent. */
  const moveTo = (p: { lat: number; lng: number }) => {
    setValue('latitude', String(p.lat), { shouldValidate: true });
    setValue('longitude', String(p.lng), { shouldValidate: true });
  };
  const err = (m?: string) => (m ? t(m) : undefined);
  /** A zone chosen: the map goes to its centre unless the point already lies inside it. */
  const chooseZone = (id: string) => {
    setValue('zone_id', id, { shouldValidate: true });
    const ring = zones.find((z) => String(z.id) === id)?.ring ?? [];
    const centre = ringCentre(ring);
    if (centre && (!point || !pointInPolygon(point.lat, point.lng, ring))) moveTo(centre);
  };
  return (
    <StepForm
      onSubmit={handleSubmit(({ logo: _logo, ...values }) => actor.send({ type: 'NEXT', business: values }))}
      noValidate
      aria-label={t('joining.store.business')}
    >
      <Panel as="section" aria-labelledby="store-business">
        <h2 id="store-business">{t('joining.store.business')}</h2>
        <FieldPair>
          <TextField
            label={t('joining.store.name')}
            markRequired
            error={err(errors.name?.message)}
            {...register('name')}
          />
          <TextField
            label={t('joining.store.address')}
            autoComplete="street-address"
            markRequired
            error={err(errors.address?.message)}
            {...register('address')}
          />
          <ChoiceField
            control={control}
            name="module_id"
            label={t('joining.store.module')}
            options={modules.map((m) => ({ value: String(m.id), label: m.name }))}
          />
          <ChoiceField
            control={control}
            name="zone_id"
            label={t('joining.zone')}
            options={zones.map((z) => ({ value: String(z.id), label: z.name }))}
            onChange={chooseZone}
          />
        </FieldPair>
        <StoreLocationField
          point={point}
          onMove={moveTo}
          error={err(errors.latitude?.message ?? errors.longitude?.message)}
        />
      </Panel>
      <Panel as="section" aria-labelledby="store-images">
        <h2 id="store-images">{t('joining.store.images')}</h2>
        <ImageAttachments
          label={t('joining.store.logo')}
          max={1}
          images={logo ? [logo] : []}
          problem={logoProblem}
          onAdd={(files) => actor.send({ type: 'SET_LOGO', file: files[0]! })}
          onRemove={() => actor.send({ type: 'REMOVE_LOGO' })}
        />
        {errors.logo?.message && !logo && <ErrorText role="alert">{t(errors.logo.message)}</ErrorText>}
        <ImageAttachments
          label={t('joining.store.cover')}
          max={1}
          images={cover ? [cover] : []}
          problem={coverProblem}
          onAdd={(files) => actor.send({ type: 'SET_COVER', file: files[0]! })}
          onRemove={() => actor.send({ type: 'REMOVE_COVER' })}
        />
      </Panel>
      <Panel as="section" aria-labelledby="store-delivery">
        <h2 id="store-delivery">{t('joining.store.delivery')}</h2>
        <FieldPair>
          <TextField
            label={t('joining.store.minTime')}
            inputMode="numeric"
            markRequired
            error={err(errors.minimum_delivery_time?.message)}
            {...register('minimum_delivery_time')}
          />
          <TextField
            label={t('joining.store.maxTime')}
            inputMode="numeric"
            markRequired
            error={err(errors.maximum_delivery_time?.message)}
            {...register('maximum_delivery_time')}
          />
          <ChoiceField
            control={control}
            name="delivery_time_type"
            label={t('joining.store.timeType')}
            options={deliveryTimeTypes.map((u) => ({ value: u, label: t(`joining.store.timeTypes.${u}`) }))}
          />
          <TextField
            label={t('joining.store.tax')}
            inputMode="decimal"
            markRequired
            error={err(errors.tax?.message)}
            {...register('tax')}
          />
        </FieldPair>
      </Panel>
      <StepButtons>
        <Button type="submit">{t('joining.next')}</Button>
      </StepButtons>
    </StepForm>
  );
}
