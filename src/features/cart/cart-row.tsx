import { configQueries } from '../../api/config.ts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import styled from 'styled-components';
import { minusRemovesLine } from '../../../machines/cart-line.machine.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import type { CartLine } from '../../../domain/item-options.ts';
import { Button, IconButton } from '../../ui/button.tsx';
import { configurableItemOf } from '../../api/cart.ts';
import { itemDialog } from '../../app/paths.ts';
import { addOnsAmount, type CartRow } from './cart-data.ts';
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
  const money = useMoney(useQuery(configQueries.config()).data);
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
  return (
    <Line aria-label={name} aria-busy={busy}>
      <Thumb src={src(row.item, 'image', 'item')} alt="" loading="lazy" />
      <Details>
        <Name>{name}</Name>
        {variation && <Muted>{variation}</Muted>}
        {addOns.length > 0 && <Muted>{addOns.join(', ')}</Muted>}
        <Price>{money(row.price * quantity + addOnsAmount(row))}</Price>
        {hasOptions(row) && (
          <Edit
            $variant="link"
            $size="sm"
            disabled={busy}
            aria-label={t('cart.drawer.edit', { name })}
            onClick={() => navigate({ search: itemDialog(row.item_id, { line: row.id }) })}
          >
            ✎
          </Edit>
        )}
      </Details>
      <Stepper role="group" aria-label={t('cart.drawer.quantity', { name })}>
        <IconButton
          $size="sm"
          aria-label={t(minusRemovesLine({ quantity }) ? 'cart.drawer.remove' : 'cart.drawer.decrease', { name })}
          onClick={() => actor.send({ type: 'DECREMENT' })}
          disabled={busy}
        >
          {minusRemovesLine({ quantity }) ? '🗑' : '−'}
        </IconButton>
        <Count aria-live="polite">{padQuantity(quantity)}</Count>
        <IconButton
          $size="sm"
          aria-label={t('cart.drawer.increase', { name })}
          onClick={() => actor.send({ type: 'INCREMENT' })}
          disabled={busy}
        >
          +
        </IconButton>
      </Stepper>
    </Line>
  );
}

const Line = styled.li`
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Thumb = styled.img`
  width: 56px;
  height: 56px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Price = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;

const Count = styled.span`
  min-width: 2ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Edit = styled(Button)`
  align-self: flex-start;
  padding-inline: 0;
`;
