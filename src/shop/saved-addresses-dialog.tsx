import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerAddress } from '../api/address.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { RadioCards } from '../ui/radio-cards.tsx';
import { inZone } from '../../domain/checkout.ts';

/** What the dialog needs of an address: the checkout's customer addresses and the location picker's both fit. */
export interface SavedAddressChoice {
  id: number;
  /** 'home', 'office', 'other', or a type of its own ('Selected Address' cannot be edited). */
  type: string;
  address: string;
}

/** A customer address as the dialog lists it. */
export const describeCustomerAddress = (a: CustomerAddress): SavedAddressChoice => ({
  id: a.id,
  type: a.address_type,
  address: a.address,
});

/** The customer addresses in a store's zone (all of them when the zone is not known); undefined while loading. */
export const addressesInZone = (addresses: CustomerAddress[] | undefined, zoneId: number | null) =>
  addresses?.filter((a) => zoneId === null || inZone(a, zoneId));

export interface SavedAddressesDialogProps<A> {
  /** The addresses offered; undefined while they load. */
  addresses: readonly A[] | undefined;
  /** How an address reads in the list. */
  describe: (address: A) => SavedAddressChoice;
  /** The address chosen when the dialog opens. */
  selectedId?: number | null;
  onSelect: (address: A) => void;
  onAdd: () => void;
  /** Given: every address but a 'Selected Address' gets an edit button. */
  onEdit?: (address: A) => void;
  onClose: () => void;
}

/**
 * Saved Addresses (spec part 1 §2), for the checkout's address selector and the location picker: the list scrolls at
 * 40 vh; Cancel and Select; the empty state 'Oops – You don’t have any saved address yet. please save address to
 * continue' with an add button; an address typed 'Selected Address' cannot be edited.
 */
export function SavedAddressesDialog<A>(p: SavedAddressesDialogProps<A>) {
  const { t } = useTranslation();
  const list = (p.addresses ?? []).map((value) => ({ value, ...p.describe(value) }));
  const [choice, setChoice] = useState<number | null>(p.selectedId ?? null);
  const chosen = list.find((a) => a.id === choice) ?? null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && p.onClose()}
      title={t('address.saved.title')}
      footer={
        <>
          <Button $variant="secondary" onClick={p.onClose}>
            {t('address.saved.cancel')}
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && p.onSelect(chosen.value)}>
            {t('address.saved.select')}
          </Button>
        </>
      }
    >
      {p.addresses === undefined ? (
        <p role="status">{t('address.saved.loading')}</p>
      ) : list.length === 0 ? (
        <Empty>
          <p>{t('address.saved.empty')}</p>
          <Button onClick={p.onAdd}>{t('address.saved.add')}</Button>
        </Empty>
      ) : (
        <RadioCards
          legend={t('address.saved.title')}
          // the dialog's title says it
          hideLegend
          name="saved-address"
          options={list.map((a) => {
            const type = t(`address.types.${a.type}`, { defaultValue: a.type });
            return {
              value: a.id,
              label: type,
              note: a.address,
              action: p.onEdit && a.type !== 'Selected Address' && (
                <Button
                  $variant="link"
                  aria-label={t('address.saved.edit', { type })}
                  onClick={() => p.onEdit?.(a.value)}
                >
                  ✎
                </Button>
              ),
            };
          })}
          value={choice}
          // the list scrolls at 40 vh (spec part 1 §2)
          maxHeight="40vh"
          onValueChange={setChoice}
        />
      )}
    </Dialog>
  );
}

const Empty = styled.div`
  text-align: center;
`;
