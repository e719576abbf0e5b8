import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { configQueries } from '../../api/config.ts';
import { useMoney } from '../../ui/use-money.ts';
import type { Item } from '../../api/items.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { LazyConfirmDialog } from '../../ui/lazy-confirm-dialog.tsx';
import { clock12 } from '../../shop/clock12.ts';
import type { ItemConfigurator } from './use-item-configurator.ts';
import { inlineRow } from '../../ui/layout.ts';

/**
 * The configurator's quantity stepper and actions (spec part 1 §4, §5; part 2 §2 "Shop-style item detail modal"):
 * Order Now for a campaign item, Buy Now and Add to cart / Update to cart, or the 'Not Available now' notice. The
 * stepper and the main action share one row at every width; the main action carries the running total (price ×
 * quantity with the chosen options), its description; Buy Now goes under them.
 */
export function ConfiguratorActions({
  item,
  configurator: c,
  withTotal = true,
}: {
  item: Item;
  configurator: ItemConfigurator;
  /** false where the page's own price line is already the running total (the shop-style details). */
  withTotal?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney(useQuery(configQueries.config()).data);
  const ids = useId();
  const total = (
    <Sum id={`${ids}-total`}>
      <span className="visually-hidden">{t('cart.item.total')} </span>
      <strong>{money(c.price.total)}</strong>
      {c.price.before > c.price.total && <del>{money(c.price.before)}</del>}
    </Sum>
  );
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
      <MainRow>
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
        {/* drawn, disabled, before the configurator opens too (as the server draws it): nothing below moves when
          they come alive */}
        <MainAction
          disabled={c.busy || (!c.campaign && !c.ordering)}
          // named by its words, described by the total
          aria-labelledby={`${ids}-label`}
          aria-describedby={withTotal ? `${ids}-total` : undefined}
          onClick={() => c.actor.send({ type: c.campaign ? 'ORDER_NOW' : 'ADD_TO_CART' })}
        >
          <span id={`${ids}-label`}>
            {t(c.campaign ? 'cart.item.orderNow' : c.updating ? 'cart.item.updateToCart' : 'cart.item.addToCart')}
          </span>
          {withTotal && total}
        </MainAction>
      </MainRow>
      {!c.campaign && (
        <Button
          $variant="secondary"
          $block
          disabled={c.busy || !c.ordering}
          onClick={() => c.actor.send({ type: 'BUY_NOW' })}
        >
          {t('cart.item.buyNow')}
        </Button>
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
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  inline-size: 100%;
`;

/** The stepper and the main action: one row at every width (the action's words wrap inside it if they must). */
const MainRow = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Quantity = styled.div`
  ${inlineRow(1)}
  flex: none;
`;

/** The main action (Add to cart, Update to cart, Order Now) with the running total after its words. */
const MainAction = styled(Button)`
  flex: 1;
  min-inline-size: 0;
  justify-content: space-between;
  text-align: start;
`;

/** The running total on the main action: the price the shopper pays, the price before a discount struck through. */
const Sum = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  font-variant-numeric: tabular-nums;
  del {
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.error};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
