import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cartStepperMachine } from '../../../machines/cart-stepper.machine.ts';
import { minusRemovesLine } from '../../../machines/cart-line.machine.ts';
import { cartLinesOf, cartQueries, configurableItemOf } from '../../api/cart.ts';
import type { Item } from '../../api/items.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import { lineOfItem } from '../../../domain/item-options.ts';
import { useItemCartLine } from '../../shop/cart-line.context.ts';
import { CartLinePrompts } from '../../shop/cart-line-prompts.tsx';
import { row } from '../../ui/layout.ts';

/**
 * The product card's cart control (spec part 1 §4 "Product card button", part 2 §9): Add; once in the cart a
 * quantity stepper (zero-padded below 10) that collapses 500 ms after the pointer leaves; minus at 1 removes the
 * line and brings Add back; without a saved location the location alert opens instead of adding.
 *
 * A card whose item is not in the cart shows Add alone, without its two charts: a page of cards (rendered on the
 * server and hydrated in the browser) would otherwise create and start two actors per card that nobody uses. The
 * charts start when the item is in the cart (the same rule as the cart-line chart's, `lineOfItem`) or when Add is
 * pressed — then the cart-line chart gets that ADD as its first event.
 */
export function CartButton({ item }: { item: Item }) {
  const cart = useQuery(cartQueries.list()).data;
  // 'cart': the item was in the cart; 'pressed': Add was pressed. Once started, the charts stay (they own the state)
  const [started, setStarted] = useState<'no' | 'cart' | 'pressed'>('no');
  const inCart = useMemo(() => !!cart && !!lineOfItem(cartLinesOf(cart), configurableItemOf(item), null), [cart, item]);
  if (started === 'no' && inCart) setStarted('cart');
  if (started !== 'no' || inCart) return <CartLineButton item={item} addAtStart={started === 'pressed'} />;
  return (
    <Control>
      <AddButton name={item.name} busy={false} onClick={() => setStarted('pressed')} />
    </Control>
  );
}

function AddButton({ name, busy, onClick }: { name: string; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Round
      aria-label={t('catalogue.card.addLabel', { name })}
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <span aria-hidden="true">+</span>
      <span className="visually-hidden">{t('catalogue.card.add')}</span>
    </Round>
  );
}

/** The cart control with its charts (see CartButton); `addAtStart`: Add was pressed before they started. */
function CartLineButton({ item, addAtStart }: { item: Item; addAtStart: boolean }) {
  const { t } = useTranslation();
  const { actor, inCart, busy, add } = useItemCartLine(item);
  // once, after the chart has started (its start is an effect of useItemCartLine's, which runs first)
  const addSent = useRef(false);
  useEffect(() => {
    if (!addAtStart || addSent.current) return;
    addSent.current = true;
    add();
  }, [addAtStart, add]);
  const stepper = useActorRef(cartStepperMachine);
  const quantity = useSelector(actor, (s) => s.context.quantity);
  const removes = useSelector(actor, (s) => minusRemovesLine(s.context));
  const expanded = useSelector(stepper, (s) => s.hasTag('expanded'));

  useEffect(() => {
    actor.send({ type: 'ITEM_CHANGED', item: configurableItemOf(item) });
  }, [actor, item]);

  const name = item.name;
  return (
    <Control
      onPointerEnter={() => stepper.send({ type: 'ENTER' })}
      onPointerLeave={() => stepper.send({ type: 'LEAVE' })}
      onFocus={() => stepper.send({ type: 'ENTER' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) stepper.send({ type: 'LEAVE' });
      }}
    >
      {!inCart ? (
        <AddButton name={name} busy={busy} onClick={add} />
      ) : expanded ? (
        <Stepper role="group" aria-label={t('catalogue.card.quantity', { name, quantity: padQuantity(quantity) })}>
          <Round
            aria-label={removes ? t('catalogue.card.remove', { name }) : t('catalogue.card.decrease', { name })}
            disabled={busy}
            onClick={() => actor.send({ type: 'DECREMENT' })}
          >
            <span aria-hidden="true">{removes ? '🗑' : '−'}</span>
          </Round>
          <output aria-live="polite">{padQuantity(quantity)}</output>
          <Round
            aria-label={t('catalogue.card.increase', { name })}
            disabled={busy}
            onClick={() => actor.send({ type: 'INCREMENT' })}
          >
            <span aria-hidden="true">+</span>
          </Round>
        </Stepper>
      ) : (
        <Round
          $wide
          aria-label={t('catalogue.card.quantity', { name, quantity: padQuantity(quantity) })}
          onClick={() => stepper.send({ type: 'ENTER' })}
        >
          {padQuantity(quantity)}
        </Round>
      )}
      <CartLinePrompts actor={actor} item={item} />
    </Control>
  );
}

const Control = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space(2)};
  inset-inline-end: ${({ theme }) => theme.space(2)};
`;

const Stepper = styled.div`
  ${row(2)}
  padding: 2px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  output {
    min-width: 2ch;
    text-align: center;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Round = styled.button.attrs({ type: 'button' })<{ $wide?: boolean }>`
  min-width: 36px;
  height: 36px;
  padding-inline: ${({ $wide }) => ($wide ? '10px' : '0')};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
