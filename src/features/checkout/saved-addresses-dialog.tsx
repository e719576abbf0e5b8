import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerAddress } from '../../api/address.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

export interface SavedAddressesDialogProps {
  addresses: CustomerAddress[] | undefined;
  /** Only addresses in this zone are offered (the store's zone). */
  zoneId: number | null;
  selectedId: number | null;
  onSelect: (address: CustomerAddress) => void;
  onAdd: () => void;
  onEdit: (address: CustomerAddress) => void;
  onClose: () => void;
}

/**
 * Saved Addresses (spec part 1 §2): the list scrolls at 40 vh, filtered by the store's zone; Cancel and Select; the
 * empty state with an add button; an address typed 'Selected Address' cannot be edited.
 */
export function SavedAddressesDialog(p: SavedAddressesDialogProps) {
  const { t } = useTranslation();
  const list = (p.addresses ?? []).filter(
    (a) => p.zoneId === null || a.zone_id === p.zoneId || (a.zone_ids ?? []).includes(p.zoneId),
  );
  const [choice, setChoice] = useState<number | null>(p.selectedId);
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
          <Button disabled={!chosen} onClick={() => chosen && p.onSelect(chosen)}>
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
        <List role="radiogroup" aria-label={t('address.saved.title')}>
          {list.map((a) => (
            <Item key={a.id}>
              <label>
                <input type="radio" name="saved-address" checked={choice === a.id} onChange={() => setChoice(a.id)} />
                <strong>{t(`address.types.${a.address_type}`, { defaultValue: a.address_type })}</strong>{' '}
                <span>{a.address}</span>
              </label>
              {a.address_type !== 'Selected Address' && (
                <Button
                  $variant="link"
                  aria-label={t('address.saved.edit', { type: a.address_type })}
                  onClick={() => p.onEdit(a)}
                >
                  ✎
                </Button>
              )}
            </Item>
          ))}
        </List>
      )}
    </Dialog>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 40vh;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Item = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Empty = styled.div`
  text-align: center;
`;
