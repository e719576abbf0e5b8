import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ParcelParty, ParcelProblem } from '../../../machines/parcel.machine.ts';
import type { CustomerAddress } from '../../api/address.ts';
import type { LatLng } from '../../../domain/geo.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { Select } from '../../ui/select.tsx';
import { Actions, Problem } from './parcel.styles.ts';
import { PointPickerDialog } from './point-picker-dialog.tsx';

export const emptyParty: ParcelParty = {
  name: '',
  phone: '',
  address: '',
  lat: null,
  lng: null,
  road: '',
  house: '',
  floor: '',
};

/** A saved address as a sender: its place, contact person and details. */
export const partyOfAddress = (a: CustomerAddress): ParcelParty => ({
  name: a.contact_person_name ?? '',
  phone: a.contact_person_number ?? '',
  address: a.address ?? '',
  lat: Number(a.latitude),
  lng: Number(a.longitude),
  road: a.road ?? '',
  house: a.house ?? '',
  floor: a.floor ?? '',
});

/**
 * The sender's or the receiver's step: the place picked on the map (a sender may take a saved address), name, phone,
 * street, house and floor. Next sends what was typed to the flow, whose rules refuse an empty field (its message
 * shows beside the field) or a receiver at the sender's place.
 */
export function PartyForm(p: {
  kind: 'sender' | 'receiver';
  initial: ParcelParty;
  /** Where the map opens when no place is chosen yet. */
  start: LatLng;
  saved?: CustomerAddress[];
  problem: ParcelProblem | null;
  onSubmit: (party: ParcelParty) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [party, setParty] = useState(p.initial);
  const [picking, setPicking] = useState(false);
  const [savedId, setSavedId] = useState<string | null>(null);
  const incomplete = p.problem === (p.kind === 'sender' ? 'senderIncomplete' : 'receiverIncomplete');
  const missing = (value: string, key: string) => (incomplete && !value.trim() ? t(key) : undefined);
  const set = (key: keyof ParcelParty) => (e: { target: { value: string } }) =>
    setParty((x) => ({ ...x, [key]: e.target.value }));
  const hasPlace = party.lat !== null && party.lng !== null && !!party.address.trim();
  return (
    <form
      noValidate
      aria-labelledby={`parcel-${p.kind}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit(party);
      }}
    >
      <h2 id={`parcel-${p.kind}-heading`}>
        {t(p.kind === 'sender' ? 'parcel.party.senderHeading' : 'parcel.party.receiverHeading')}
      </h2>
      {p.saved && p.saved.length > 0 && (
        <Select
          label={t('parcel.party.savedAddress')}
          placeholder={t('parcel.party.savedNone')}
          options={p.saved.map((a) => ({ value: String(a.id), label: `${a.address_type} — ${a.address}` }))}
          value={savedId}
          onValueChange={(id) => {
            const a = p.saved!.find((x) => String(x.id) === id);
            if (!a) return;
            setSavedId(id);
            setParty(partyOfAddress(a));
          }}
        />
      )}
      <Place>
        <span>{t('parcel.party.place')}</span>
        <output aria-label={t('parcel.party.place')}>{hasPlace ? party.address : t('parcel.party.noPlace')}</output>
        <Button $variant="secondary" onClick={() => setPicking(true)}>
          {t(hasPlace ? 'parcel.party.change' : 'parcel.party.pick')}
        </Button>
      </Place>
      {incomplete && !hasPlace && <Problem role="alert">{t('parcel.errors.place')}</Problem>}
      {p.problem === 'samePlace' && <Problem role="alert">{t('parcel.errors.samePlace')}</Problem>}
      <TextField
        label={t(p.kind === 'sender' ? 'parcel.party.senderName' : 'parcel.party.receiverName')}
        value={party.name}
        onChange={set('name')}
        markRequired
        autoComplete={p.kind === 'sender' ? 'name' : 'off'}
        error={missing(party.name, p.kind === 'sender' ? 'parcel.errors.senderName' : 'parcel.errors.receiverName')}
      />
      <TextField
        label={t(p.kind === 'sender' ? 'parcel.party.senderPhone' : 'parcel.party.receiverPhone')}
        type="tel"
        value={party.phone}
        onChange={set('phone')}
        markRequired
        autoComplete={p.kind === 'sender' ? 'tel' : 'off'}
        error={missing(party.phone, p.kind === 'sender' ? 'parcel.errors.senderPhone' : 'parcel.errors.receiverPhone')}
      />
      <Row>
        <TextField label={t('parcel.party.road')} value={party.road} onChange={set('road')} />
        <TextField label={t('parcel.party.house')} value={party.house} onChange={set('house')} />
        <TextField label={t('parcel.party.floor')} value={party.floor} onChange={set('floor')} />
      </Row>
      <Actions>
        <Button $variant="secondary" onClick={p.onBack}>
          {t('parcel.party.back')}
        </Button>
        <Button type="submit">{t('parcel.party.next')}</Button>
      </Actions>
      {picking && (
        <PointPickerDialog
          start={party.lat !== null && party.lng !== null ? { lat: party.lat, lng: party.lng } : p.start}
          onPick={(place) =>
            setParty((x) => ({ ...x, address: place.address, lat: place.point.lat, lng: place.point.lng }))
          }
          onClose={() => setPicking(false)}
        />
      )}
    </form>
  );
}

const Place = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(3)};
  > span {
    font-weight: 600;
  }
  output {
    flex: 1;
    min-width: 200px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1;
  }
`;
