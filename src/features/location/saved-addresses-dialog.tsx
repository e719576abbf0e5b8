import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LocationActor } from './location-flow.tsx';

/** Saved addresses (signed-in customers): picking one opens it on the map to check its zone. */
export function SavedAddressesDialog() {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const loading = LocationActor.useSelector((s) => s.hasTag('loading'));
  const addresses = LocationActor.useSelector((s) => s.context.savedAddresses);
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t('location.savedAddressesTitle')}
      footer={
        <Button $variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      }
    >
      {loading ? (
        <div role="status" aria-label={t('location.savedAddressesLoading')}>
          <Skeleton $h="56px" />
        </div>
      ) : addresses.length === 0 ? (
        <p>{t('location.savedAddressesEmpty')}</p>
      ) : (
        <List>
          {addresses.map((address) => (
            <li key={address.id}>
              <Choice type="button" onClick={() => actor.send({ type: 'PICK_ADDRESS', address })}>
                <strong>
                  {t(`location.addressType.${address.addressType}`, { defaultValue: address.addressType })}
                </strong>
                <span>{address.address}</span>
              </Choice>
            </li>
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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 40vh;
  overflow: auto;
`;

const Choice = styled.button`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  text-align: start;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;
