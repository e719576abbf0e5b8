import { configQueries } from '../../api/config.ts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { minusRemovesLine } from '../../../machines/cart-line.machine.ts';
import type { CartLine } from '../../../domain/item-options.ts';
import { Button } from '../../ui/button.tsx';
import { configurableItemOf } from '../../api/cart-lines.ts';
import { itemDialog } from '../../routes/paths.ts';
import { rowAddOns } from '../../shop/row-add-ons.ts';
import type { CartRow } from './cart-data.ts';
import { CartLineItem, QuantityStepper } from '../../shop/cart-line-item.tsx';
import { createCartLineMachine, useCartLineSignals } from '../../shop/cart-line.context.ts';
import { variationText } from '../../shop/variation-text.ts';
import { useMoney } from '../../ui/use-money.ts';
import { useImageSrc } from '../../api/images.ts';

/** Whether a row has choices to edit in the item popup (variations or add-ons; campaign lines are not edited). */
const hasOptions = (row: CartRow) =>
  !row.item_type.endsWith('ItemCampaign') &&
  [row.item.food_variations, row.item.choice_options, row.item.add_ons].some((list) => (list ?? []).length > 0);

/**
 * A cart drawer line (spec part 1 §2 "Cart drawer", §4): image, name, variations, add-ons, price and the quantity
 * stepper, bound to the cart-line machine. The quantity changes at once and rolls back with the server's message;
 * at quantity 1 the minus removes the line ('Cart item remove successfully.'), which disappears at once. Edit opens
 * the item popup on the line's choices (`?item=<id>&line=<cart id>`): Update to cart changes that line.
 */
export function CartRowView({ row, lines }: { row: CartRow; lines: CartLine[] }) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const money = useMoney(useQuery(configQueries.formatting()).data);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const machine = useMemo(() => createCartLineMachine({ queryClient, item: row.item }), [queryClient, row.item]);
  const actor = useActorRef(machine, { input: { item: configurableItemOf(row.item), cart: lines, lineId: row.id } });
  useCartLineSignals(actor);
  useEffect(() => actor.send({ type: 'CART_CHANGED', cart: lines }), [actor, lines]);
  const quantity = useSelector(actor, (s) => s.context.quantity);
  const hidden = useSelector(actor, (s) => s.hasTag('notInCart'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (hidden) return null;
  const name = row.item.name;
  const addOns = row.add_on_ids.flatMap((id, i) => {
    const addOn = (row.item.add_ons ?? []).find((a) => a.id === id);
    return addOn ? [t('cart.drawer.addOn', { name: addOn.name, count: row.add_on_qtys[i] ?? 0 })] : [];
  });
  const variation = variationText(row);
  const removes = minusRemovesLine({ quantity });
  return (
    <CartLineItem
      name={name}
      image={src(row.item, 'image', 'item')}
      busy={busy}
      notes={[variation, addOns.join(', ')]}
      price={money(row.price * quantity + rowAddOns(row))}
      afterPrice={
        hasOptions(row) && (
          <Edit
            $variant="link"
            $size="sm"
            disabled={busy}
            aria-label={t('cart.drawer.edit', { name })}
            onClick={() => navigate({ search: itemDialog(row.item_id, { line: row.id }) })}
          >
            ✎
          </Edit>
        )
      }
    >
      <QuantityStepper
        label={t('cart.drawer.quantity', { name })}
        quantity={quantity}
        removes={removes}
        minusLabel={t(removes ? 'cart.drawer.remove' : 'cart.drawer.decrease', { name })}
        plusLabel={t('cart.drawer.increase', { name })}
        disabled={busy}
        onMinus={() => actor.send({ type: 'DECREMENT' })}
        onPlus={() => actor.send({ type: 'INCREMENT' })}
      />
    </CartLineItem>
  );
}

const Edit = styled(Button)`
  align-self: flex-start;
  padding-inline: 0;
`;
