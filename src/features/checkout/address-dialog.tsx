import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import type { AddressForm } from '../../../machines/address.machine.ts';
import type { CustomerAddress } from '../../api/address.ts';
import { errorMessage } from '../../api/errors.ts';
import { dialCodeOf } from '../../../domain/contact.ts';
import {
  addressFormSchema,
  addressMessages,
  addressTypes,
  type AddressFormValues,
} from '../../../domain/validation/address.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { storeGuestContact, type GuestContact } from '../../session/storage.ts';
import { MapPointPicker } from '../../shop/map-point-picker.tsx';
import { PhoneField } from '../../shop/phone-field.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import toast from '../../ui/toast.ts';
import { createAddressMachine } from './address.context.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';

export interface AddressDialogProps {
  /** Where the map opens (the stored location or the address being edited). */
  start: LatLng;
  initial?: Partial<AddressForm>;
  editingId?: number | null;
  guest: boolean;
  /** Contact-only (a guest's take-away): no map, no address fields. */
  contactOnly?: boolean;
  /** config.country_picker_status = 1: the phone's country dropdown shows. */
  countryPicker: boolean;
  country?: string;
  /** A customer's address is saved: the address the server stored. */
  onSaved?: (address: CustomerAddress) => void;
  onClose: () => void;
}

const emptyForm: AddressForm = {
  address_type: 'home',
  address_label: '',
  road: '',
  house: '',
  floor: '',
  contact_person_name: '',
  contact_person_number: '',
  contact_person_email: '',
};

/**
 * The address modal (spec part 1 §2–§5): the map picker (drag → address + zone; outside every zone refused), Label
 * As home / office / other, road, house, floor, contact name and number, guest email (optional). Customers save on
 * the server (its message shows); a guest's contact info is kept locally.
 */
export function AddressDialog(props: AddressDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [machine] = useState(() => createAddressMachine(queryClient));
  const actor = useActorRef(machine, { input: { editingId: props.editingId ?? null } });
  const address = useSelector(actor, (s) => s.context.address);
  const located = useSelector(actor, (s) => s.hasTag('located'));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const { onClose, guest, contactOnly, start } = props;
  // the form's fields live in react-hook-form (checked by addressFormSchema when Save is pressed, then as they change)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<AddressFormValues>({
    resolver: yupResolver(addressFormSchema),
    defaultValues: { ...emptyForm, ...props.initial, dial_code: dialCodeOf(props.country) },
  });
  const addressType = useWatch({ control, name: 'address_type' });
  const closeRef = useRef(onClose);
  const savedRef = useRef(props.onSaved);
  useEffect(() => {
    closeRef.current = onClose;
    savedRef.current = props.onSaved;
  }, [onClose, props.onSaved]);
  const [origin] = useState(start);

  useEffect(() => {
    const subs = [
      actor.on('saved', (e) => {
        toast.success(e.message);
        if (e.address) savedRef.current?.(e.address);
      }),
      actor.on('failed', (e) => void toast.error(errorMessage(e.error))),
      actor.on('keptLocally', (e) => storeGuestContact(guestContactOf(e.form, e.address, e.point))),
      actor.on('closed', () => closeRef.current()),
    ];
    if (!contactOnly) actor.send({ type: 'MOVE', latLng: origin });
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, contactOnly, origin]);

  const addressMissing = !contactOnly && !address;
  const err = (message?: string) => (message ? t(message) : undefined);
  const submit = handleSubmit(({ dial_code, ...form }) => {
    if (addressMissing) return;
    const phone = form.contact_person_number.trim();
    const number = phone.startsWith('+') || !props.countryPicker ? phone : `${dial_code}${phone}`;
    const filled = { ...form, contact_person_number: number };
    if (contactOnly) {
      storeGuestContact(guestContactOf(filled, '', null));
      onClose();
      return;
    }
    actor.send({ type: 'SAVE', form: filled, guest });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={t(guest ? 'address.guestTitle' : props.editingId ? 'address.editTitle' : 'address.modalTitle')}
      maxWidth="720px"
      footer={
        <Button $size="lg" disabled={saving || (!contactOnly && !located)} onClick={() => void submit()}>
          {saving ? t('address.saving') : t('address.save')}
        </Button>
      }
    >
      {!contactOnly && (
        <>
          <MapPointPicker
            actor={actor}
            showAddress={false}
            words={{
              loading: t('address.mapLoading'),
              mapLabel: t('address.mapLabel'),
              pinLabel: t('address.pinLabel'),
              resolving: t('address.resolving'),
              outOfZone: t('address.outOfZone'),
              lookupFailed: t('address.lookupFailed'),
              retry: t('address.retry'),
            }}
          />
          <TextField
            label={t('address.address')}
            value={address}
            readOnly
            markRequired
            error={isSubmitted && addressMissing ? t(addressMessages.addressRequired) : undefined}
          />
          <Controller
            control={control}
            name="address_type"
            render={({ field }) => (
              <RadioCards
                legend={t('address.labelAs')}
                name={field.name}
                compact
                options={addressTypes.map((type) => ({ value: type, label: t(`address.types.${type}`) }))}
                value={field.value}
                onValueChange={field.onChange}
              />
            )}
          />
          {addressType === 'other' && <TextField label={t('address.label')} {...register('address_label')} />}
          <Row>
            <TextField label={t('address.road')} {...register('road')} />
            <TextField label={t('address.house')} {...register('house')} />
            <TextField label={t('address.floor')} {...register('floor')} />
          </Row>
        </>
      )}
      <TextField
        label={t('address.contactName')}
        {...register('contact_person_name')}
        markRequired
        error={err(errors.contact_person_name?.message)}
      />
      {props.countryPicker ? (
        <Controller
          control={control}
          name="dial_code"
          render={({ field }) => (
            <PhoneField
              label={t('address.contactNumber')}
              dialCode={field.value}
              onDialCodeChange={field.onChange}
              countryPicker
              {...register('contact_person_number')}
              markRequired
              error={err(errors.contact_person_number?.message)}
            />
          )}
        />
      ) : (
        <TextField
          label={t('address.contactNumber')}
          type="tel"
          {...register('contact_person_number')}
          markRequired
          error={err(errors.contact_person_number?.message)}
        />
      )}
      {guest && <TextField label={t('address.email')} type="email" {...register('contact_person_email')} />}
    </Dialog>
  );
}

function guestContactOf(form: AddressForm, address: string, point: LatLng | null): GuestContact {
  return {
    contact_person_name: form.contact_person_name.trim(),
    contact_person_number: form.contact_person_number.trim(),
    contact_person_email: form.contact_person_email.trim(),
    address_type: form.address_type,
    address,
    road: form.road.trim(),
    house: form.house.trim(),
    floor: form.floor.trim(),
    latitude: point?.lat ?? null,
    longitude: point?.lng ?? null,
  };
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  > * {
    flex: 1;
  }
`;
