import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import type { AddressForm } from '../../../machines/address.machine.ts';
import { errorMessage } from '../../api/errors.ts';
import { dialCodeOf } from '../../../domain/contact.ts';
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
  const [form, setForm] = useState<AddressForm>({ ...emptyForm, ...props.initial });
  const [dial, setDial] = useState(dialCodeOf(props.country));
  const [touched, setTouched] = useState(false);
  const { onClose, guest, contactOnly, start } = props;
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const [origin] = useState(start);

  useEffect(() => {
    const subs = [
      actor.on('saved', (e) => void toast.success(e.message)),
      actor.on('failed', (e) => void toast.error(errorMessage(e.error))),
      actor.on('keptLocally', (e) => storeGuestContact(guestContactOf(e.form, e.address, e.point))),
      actor.on('closed', () => closeRef.current()),
    ];
    if (!contactOnly) actor.send({ type: 'MOVE', latLng: origin });
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, contactOnly, origin]);

  const phone = form.contact_person_number.trim();
  const errors = {
    address: !contactOnly && !address ? t('address.errors.addressRequired') : undefined,
    name: !form.contact_person_name.trim() ? t('address.errors.nameRequired') : undefined,
    phone: !phone ? t('address.errors.phoneRequired') : undefined,
  };
  const set = (key: keyof AddressForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = () => {
    setTouched(true);
    if (errors.name || errors.phone || errors.address) return;
    const number = phone.startsWith('+') || !props.countryPicker ? phone : `${dial}${phone}`;
    const filled = { ...form, contact_person_number: number };
    if (contactOnly) {
      storeGuestContact(guestContactOf(filled, '', null));
      onClose();
      return;
    }
    actor.send({ type: 'SAVE', form: filled, guest });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={t(guest ? 'address.guestTitle' : props.editingId ? 'address.editTitle' : 'address.modalTitle')}
      maxWidth="720px"
      footer={
        <Button $size="lg" disabled={saving || (!contactOnly && !located)} onClick={submit}>
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
            error={touched ? errors.address : undefined}
          />
          <RadioCards
            legend={t('address.labelAs')}
            name="address_type"
            compact
            options={(['home', 'office', 'other'] as const).map((type) => ({
              value: type,
              label: t(`address.types.${type}`),
            }))}
            value={form.address_type}
            onValueChange={(address_type) => setForm((f) => ({ ...f, address_type }))}
          />
          {form.address_type === 'other' && (
            <TextField label={t('address.label')} value={form.address_label} onChange={set('address_label')} />
          )}
          <Row>
            <TextField label={t('address.road')} value={form.road} onChange={set('road')} />
            <TextField label={t('address.house')} value={form.house} onChange={set('house')} />
            <TextField label={t('address.floor')} value={form.floor} onChange={set('floor')} />
          </Row>
        </>
      )}
      <TextField
        label={t('address.contactName')}
        value={form.contact_person_name}
        onChange={set('contact_person_name')}
        markRequired
        error={touched ? errors.name : undefined}
      />
      {props.countryPicker ? (
        <PhoneField
          label={t('address.contactNumber')}
          dialCode={dial}
          onDialCodeChange={setDial}
          countryPicker
          value={form.contact_person_number}
          onChange={set('contact_person_number')}
          markRequired
          error={touched ? errors.phone : undefined}
        />
      ) : (
        <TextField
          label={t('address.contactNumber')}
          type="tel"
          value={form.contact_person_number}
          onChange={set('contact_person_number')}
          markRequired
          error={touched ? errors.phone : undefined}
        />
      )}
      {guest && (
        <TextField
          label={t('address.email')}
          type="email"
          value={form.contact_person_email}
          onChange={set('contact_person_email')}
        />
      )}
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
