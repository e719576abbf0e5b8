import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Item } from '../../api/items.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { clock12 } from '../../shop/clock12.ts';
import type { ItemConfigurator } from './use-item-configurator.ts';
import { inlineRow } from '../../ui/layout.ts';

/**
 * The configurator's quantity stepper and actions (spec part 1 §4, §5; part 2 §2 "Shop-style item detail modal"):
 * Order Now for a campaign item, Buy Now and Add to cart / Update to cart, or the 'Not Available now' notice.
 */
export function ConfiguratorActions({ item, configurator: c }: { item: Item; configurator: ItemConfigurator }) {
  const { t } = useTranslation();
  if (c.unavailable)
    return (
      <Notice role="status">
        {t('cart.item.notAvailableNow')}{' '}
        {t('cart.item.availableBetween', {
          from: clock12(item.available_time_starts),
          to: clock12(item.available_time_ends),
        })}
      </Notice>
    );
  return (
    <Actions>
      <Quantity role="group" aria-label={t('cart.item.quantity')}>
        <IconButton
          $size="sm"
          aria-label={t('cart.item.decreaseQuantity')}
          disabled={!c.canDecrement || c.busy}
          onClick={() => c.actor.send({ type: 'DECREMENT' })}
        >
          −
        </IconButton>
        <span aria-live="polite">{padQuantity(c.selection.quantity)}</span>
        <IconButton
          $size="sm"
          aria-label={t('cart.item.increaseQuantity')}
          disabled={c.busy}
          onClick={() => c.actor.send({ type: 'INCREMENT' })}
        >
          +
        </IconButton>
      </Quantity>
      {c.campaign && (
        <Button disabled={c.busy} onClick={() => c.actor.send({ type: 'ORDER_NOW' })}>
          {t('cart.item.orderNow')}
        </Button>
      )}
      {/* drawn, disabled, before the configurator opens too (as the server draws it): a phone's row wraps to two
          lines with them, and nothing below moves when they come alive */}
      {!c.campaign && (
        <>
          <Button
            $variant="secondary"
            disabled={c.busy || !c.ordering}
            onClick={() => c.actor.send({ type: 'BUY_NOW' })}
          >
            {t('cart.item.buyNow')}
          </Button>
          <Button disabled={c.busy || !c.ordering} onClick={() => c.actor.send({ type: 'ADD_TO_CART' })}>
            {t(c.updating ? 'cart.item.updateToCart' : 'cart.item.addToCart')}
          </Button>
        </>
      )}
    </Actions>
  );
}

/** The store-conflict confirmation (spec part 1 §4 "Store conflict"): clear the cart and add, or keep the cart. */
export function StoreConflictConfirm({ configurator: c }: { configurator: ItemConfigurator }) {
  const { t } = useTranslation();
  return (
    <LazyConfirmDialog
      open={c.confirming}
      title={t('cart.messages.storeConflict')}
      onConfirm={() => c.actor.send({ type: 'CONFIRM_CLEAR_CART' })}
      onCancel={() => c.actor.send({ type: 'CANCEL_CLEAR_CART' })}
    />
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
`;

const Quantity = styled.div`
  ${inlineRow(1)}
  margin-inline-end: auto;
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
