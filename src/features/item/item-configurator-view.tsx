import { configQueries } from '../../api/config.ts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { cartLineToUpdate } from '../../../machines/item-configurator.machine.ts';
import { cartLinesOf, configurableItemOf, type CartRow } from '../../api/cart.ts';
import { isItemAvailable } from '../../domain/availability.ts';
import { padQuantity } from '../../domain/quantity.ts';
import { useSession } from '../../session/hooks.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { createItemConfigurator, useItemConfiguratorSignals } from '../../shop/item-configurator.context.ts';
import { ItemOptionsFields } from '../../shop/item-options-fields.tsx';
import { selectionTotal } from '../../shop/item-price.ts';
import { useMoney } from '../../ui/use-money.ts';
import { clock12 } from '../../shop/clock12.ts';
import { ItemSummary, type PopupItem } from './item-summary.tsx';

/**
 * The item configurator in the food popup (spec part 1 §2, §4, §5; part 2 §4): variations, add-ons and quantity
 * bound to the item-configurator machine; the price recomputed on every change; Add to cart / Update to cart and
 * Buy Now, Order Now for a campaign item, or the 'Not Available now' notice; the store-conflict confirmation.
 */
export function ItemConfiguratorView({
  item,
  rows,
  lineId = null,
  onClose,
}: {
  item: PopupItem;
  rows: CartRow[];
  /** The cart line being edited (the cart drawer's Edit): its choices are restored and Update to cart changes it. */
  lineId?: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const queryClient = useQueryClient();
  const { signedIn } = useSession();
  const machine = useMemo(() => createItemConfigurator({ queryClient, item }), [queryClient, item]);
  const actor = useActorRef(machine);
  const leftForCheckout = useItemConfiguratorSignals(actor);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const cart = cartLinesOf(rows);
    const line = cart.find((l) => l.id === lineId && l.item_id === item.id);
    actor.send({
      type: 'OPEN',
      item: configurableItemOf(item),
      availability: {
        availableNow: isItemAvailable(
          {
            timeStarts: item.available_time_starts,
            timeEnds: item.available_time_ends,
            dateStarts: item.available_date_starts ?? null,
            dateEnds: item.available_date_ends ?? null,
          },
          new Date(),
        ),
        scheduleOrder: item.schedule_order,
        from: item.available_time_starts,
        to: item.available_time_ends,
      },
      hasToken: signedIn,
      cart,
      ...(line ? { line } : {}),
    });
  }, [actor, item, rows, lineId, signedIn]);
  const isOpen = useSelector(actor, (s) => s.hasTag('open'));
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) wasOpen.current = true;
    else if (wasOpen.current && !leftForCheckout.current) onClose();
  }, [isOpen, onClose, leftForCheckout]);

  const selection = useSelector(actor, (s) => s.context.selection);
  const unavailable = useSelector(actor, (s) => s.hasTag('unavailable'));
  const campaign = useSelector(actor, (s) => s.hasTag('campaign'));
  const ordering = useSelector(actor, (s) => s.hasTag('ordering'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canDecrement = useSelector(actor, (s) => s.can({ type: 'DECREMENT' }));
  const updating = useSelector(actor, (s) => cartLineToUpdate(s.context) !== undefined);
  const price = selectionTotal(item, selection);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={item.name}
      maxWidth="459px"
      footer={
        unavailable ? (
          <Notice role="status">
            {t('cart.item.notAvailableNow')}{' '}
            {t('cart.item.availableBetween', {
              from: clock12(item.available_time_starts),
              to: clock12(item.available_time_ends),
            })}
          </Notice>
        ) : (
          <Actions>
            <Quantity role="group" aria-label={t('cart.item.quantity')}>
              <IconButton
                $size="sm"
                aria-label={t('cart.item.decreaseQuantity')}
                disabled={!canDecrement || busy}
                onClick={() => actor.send({ type: 'DECREMENT' })}
              >
                −
              </IconButton>
              <span aria-live="polite">{padQuantity(selection.quantity)}</span>
              <IconButton
                $size="sm"
                aria-label={t('cart.item.increaseQuantity')}
                disabled={busy}
                onClick={() => actor.send({ type: 'INCREMENT' })}
              >
                +
              </IconButton>
            </Quantity>
            {campaign && (
              <Button disabled={busy} onClick={() => actor.send({ type: 'ORDER_NOW' })}>
                {t('cart.item.orderNow')}
              </Button>
            )}
            {(ordering || busy) && !campaign && (
              <>
                <Button $variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'BUY_NOW' })}>
                  {t('cart.item.buyNow')}
                </Button>
                <Button disabled={busy} onClick={() => actor.send({ type: 'ADD_TO_CART' })}>
                  {t(updating ? 'cart.item.updateToCart' : 'cart.item.addToCart')}
                </Button>
              </>
            )}
          </Actions>
        )
      }
    >
      <ItemSummary item={item} campaign={campaign} />
      <Total aria-label={t('cart.item.total')}>
        <strong>{money(price.total)}</strong>
        {price.before > price.total && <del>{money(price.before)}</del>}
      </Total>
      {!unavailable && (
        <ListArea>
          <ItemOptionsFields item={item} selection={selection} send={actor.send} disabled={busy} />
        </ListArea>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('cart.messages.storeConflict')}
        onConfirm={() => actor.send({ type: 'CONFIRM_CLEAR_CART' })}
        onCancel={() => actor.send({ type: 'CANCEL_CLEAR_CART' })}
      />
    </Dialog>
  );
}

const Total = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.primary};
  del {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The options' list area: 30 vh, scrolling (spec part 1 §2). */
const ListArea = styled.div`
  max-height: 30vh;
  overflow-y: auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
`;

const Quantity = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-inline-end: auto;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
