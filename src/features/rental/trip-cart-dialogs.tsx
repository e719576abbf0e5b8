import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useTripCartActor, useTripCartDialog, useTripCartState } from './trip-cart.context.ts';
import { useTripCart } from '../../shop/shopper-cart.ts';

/**
 * The trip cart's dialogs (spec part 2 §2 "Rental screens and dialogs"): the different-provider check, change trip
 * type, change trip duration, the list of cart vehicles to remove, and the clear-cart confirmation. Each shows
 * while the machine carries its tag (and stays, busy, while its call runs).
 */
export function TripCartDialogs() {
  const { t } = useTranslation();
  const actor = useTripCartActor();
  const tag = useTripCartDialog();
  const busy = useTripCartState((s) => s.hasTag('busy'));
  const conflicts = useTripCartState((s) => s.context.conflicts);
  const cart = useTripCart();
  const confirm = () => actor.send({ type: 'CONFIRM' });
  const cancel = () => actor.send({ type: 'CANCEL' });
  const question = {
    providerDialog: t('rental.dialogs.providerConflict'),
    tripTypeDialog: t('rental.dialogs.changeTripType'),
    durationDialog: t('rental.dialogs.changeDuration'),
    resetDialog: t('rental.dialogs.reset'),
  };
  const listed = (cart.data?.carts ?? []).filter((line) => conflicts.includes(line.id));
  return (
    <>
      {tag && tag !== 'conflictList' ? (
        <ConfirmDialog
          open
          title={question[tag]}
          confirmLabel={t('rental.dialogs.yes')}
          cancelLabel={t('rental.dialogs.no')}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => !busy && cancel()}
        />
      ) : null}
      <Dialog
        open={tag === 'conflictList'}
        onOpenChange={(open) => !open && !busy && cancel()}
        role="alertdialog"
        title={t('rental.dialogs.conflictsTitle')}
        maxWidth="440px"
        footer={
          <>
            <Button $variant="secondary" onClick={cancel} disabled={busy}>
              {t('rental.dialogs.cancel')}
            </Button>
            <Button onClick={() => actor.send({ type: 'REMOVE_CONFLICTS' })} disabled={busy} aria-busy={busy}>
              {t('rental.dialogs.removeAndContinue')}
            </Button>
          </>
        }
      >
        <List aria-label={t('rental.dialogs.conflictsTitle')}>
          {listed.map((line) => (
            <li key={line.id}>{line.vehicle.name}</li>
          ))}
        </List>
      </Dialog>
    </>
  );
}

const List = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;
