import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerAddress } from '../../api/address.ts';
import type { LatLng } from '../../../domain/geo.ts';
import type { GuestContact } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { addressesInZone, describeCustomerAddress, SavedAddressesDialog } from '../../shop/saved-addresses-dialog.tsx';
import { Panel } from '../../ui/panel.ts';

// The address modal (its map, its form and their libraries) is a chunk of its own, loaded when it opens.
const AddressDialog = lazy(() => import('./address-dialog.tsx').then((m) => ({ default: m.AddressDialog })));

export interface AddressSelectorProps {
  guest: boolean;
  orderType: 'delivery' | 'take_away';
  addresses: CustomerAddress[] | undefined;
  selected: CustomerAddress | null;
  onSelect: (address: CustomerAddress) => void;
  guestContact: GuestContact | null;
  onGuestContactChange: () => void;
  storeZoneId: number | null;
  start: LatLng;
  countryPicker: boolean;
  country?: string;
}

type Open = { kind: 'saved' } | { kind: 'add' } | { kind: 'edit'; address: CustomerAddress } | { kind: 'contact' };

/**
 * 'Delivery Addresses' (spec part 1 §2): a customer's delivery shows the current card, View Saved Address and an
 * add button; a guest sees the contact-info card with an edit button (kept locally). Take-away hides the address
 * block; a guest's edit there opens the contact-info modal only.
 */
export function AddressSelector(p: AddressSelectorProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const closeGuest = () => {
    setOpen(null);
    p.onGuestContactChange();
  };
  if (!p.guest && p.orderType === 'take_away') return null;
  return (
    <Section aria-labelledby="delivery-addresses">
      <h2 id="delivery-addresses">{t('address.selector.heading')}</h2>
      {p.guest ? (
        <Card role="group" aria-label={t('address.selector.guestCard')}>
          {p.guestContact ? (
            <>
              <strong>{p.guestContact.contact_person_name}</strong>
              <span>{p.guestContact.contact_person_number}</span>
              {p.guestContact.contact_person_email && <span>{p.guestContact.contact_person_email}</span>}
              {p.orderType === 'delivery' && (
                <span>
                  {[p.guestContact.road, p.guestContact.house, p.guestContact.floor].filter(Boolean).join(', ')}{' '}
                  {p.guestContact.address}
                </span>
              )}
            </>
          ) : (
            <span>{t('address.selector.none')}</span>
          )}
          <Button
            $variant="secondary"
            onClick={() => setOpen(p.orderType === 'take_away' ? { kind: 'contact' } : { kind: 'add' })}
          >
            {p.guestContact ? t('address.selector.editContact') : t('address.selector.addContact')}
          </Button>
        </Card>
      ) : (
        <>
          <Card>
            {p.selected ? (
              <>
                <strong>
                  {t(`address.types.${p.selected.address_type}`, { defaultValue: p.selected.address_type })}
                </strong>
                <span>{p.selected.address}</span>
              </>
            ) : (
              <span>{t('address.selector.none')}</span>
            )}
          </Card>
          <Actions>
            <Button $variant="secondary" onClick={() => setOpen({ kind: 'saved' })}>
              {t('address.selector.viewSaved')}
            </Button>
            <Button $variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
              {t('address.selector.add')}
            </Button>
          </Actions>
        </>
      )}
      {open?.kind === 'saved' && (
        <SavedAddressesDialog
          addresses={addressesInZone(p.addresses, p.storeZoneId)}
          describe={describeCustomerAddress}
          selectedId={p.selected?.id ?? null}
          onSelect={(a) => {
            p.onSelect(a);
            close();
          }}
          onAdd={() => setOpen({ kind: 'add' })}
          onEdit={(address) => setOpen({ kind: 'edit', address })}
          onClose={close}
        />
      )}
      {(open?.kind === 'add' || open?.kind === 'contact' || open?.kind === 'edit') && (
        <Suspense>
          <AddressDialog
            start={
              open.kind === 'edit'
                ? { lat: Number(open.address.latitude), lng: Number(open.address.longitude) }
                : p.start
            }
            editingId={open.kind === 'edit' ? open.address.id : null}
            initial={
              open.kind === 'edit'
                ? {
                    address_type: (['home', 'office', 'other'].includes(open.address.address_type)
                      ? open.address.address_type
                      : 'other') as 'home' | 'office' | 'other',
                    road: open.address.road ?? '',
                    house: open.address.house ?? '',
                    floor: open.address.floor ?? '',
                    contact_person_name: open.address.contact_person_name ?? '',
                    contact_person_number: open.address.contact_person_number ?? '',
                  }
                : p.guest && p.guestContact
                  ? { ...p.guestContact, address_type: 'home', address_label: '' }
                  : undefined
            }
            guest={p.guest}
            // a new address is where this order goes; an edited one stays chosen if it was
            onSaved={(saved) => {
              if (open.kind === 'add' || saved.id === p.selected?.id) p.onSelect(saved);
            }}
            contactOnly={open.kind === 'contact'}
            countryPicker={p.countryPicker}
            country={p.country}
            onClose={p.guest ? closeGuest : close}
          />
        </Suspense>
      )}
    </Section>
  );
}

const Section = styled(Panel).attrs({ as: 'section' })``;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;
