import { useEffect, useRef, type RefObject } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cartStepperMachine } from '../../../machines/cart-stepper.machine.ts';
import { minusRemovesLine } from '../../../machines/cart-line.machine.ts';
import { configurableItemOf } from '../../api/cart-lines.ts';
import { padQuantity } from '../../../domain/quantity.ts';
import { useItemCartLine } from '../../shop/cart-line.context.ts';
import { CartLinePrompts } from '../../shop/cart-line-prompts.tsx';
import type { CartButtonProps } from './cart-button-props.ts';
import { Control, Round, Stepper } from './cart-button.styles.ts';
import Trash from 'lucide/dist/esm/icons/trash.mjs';
import { Icon } from '../../ui/icon.tsx';
import { KEEPS_FOCUS, useKeepFocus } from '../../ui/use-keep-focus.ts';

/**
 * The product card's cart control (spec part 1 §4 "Product card button", part 2 §9): Add; once in the cart a
 * quantity stepper (zero-padded below 10) that collapses 500 ms after the pointer leaves; minus at 1 removes the
 * line and brings Add back; without a saved location the location alert opens instead of adding. (A chunk of its
 * own, with the cart-line and stepper machines: cart-button.tsx shows the same control until it is in.)
 */
export function CartButtonLive({ item, act, focus }: CartButtonProps) {
  const { t } = useTranslation();
  const { actor, inCart, busy, add } = useItemCartLine(item);
  const stepper = useActorRef(cartStepperMachine);
  const control = useRef<HTMLDivElement>(null);
  useActOnArrival({ act, focus, control, add, expand: () => stepper.send({ type: 'ENTER' }) });
  // Add turning into the stepper (or back) under the focus keeps it on the control in its place: Add, the stepper's +
  useKeepFocus(control);
  const quantity = useSelector(actor, (s) => s.context.quantity);
  const removes = useSelector(actor, (s) => minusRemovesLine(s.context));
  const expanded = useSelector(stepper, (s) => s.hasTag('expanded'));

  useEffect(() => {
    actor.send({ type: 'ITEM_CHANGED', item: configurableItemOf(item) });
  }, [actor, item]);

  const name = item.name;
  return (
    <Control
      ref={control}
      onPointerEnter={() => stepper.send({ type: 'ENTER' })}
      onPointerLeave={() => stepper.send({ type: 'LEAVE' })}
      onFocus={() => stepper.send({ type: 'ENTER' })}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) stepper.send({ type: 'LEAVE' });
      }}
    >
      {!inCart ? (
        <Round
          {...KEEPS_FOCUS}
          aria-label={t('catalogue.card.addLabel', { name })}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={add}
        >
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('catalogue.card.add')}</span>
        </Round>
      ) : expanded ? (
        <Stepper role="group" aria-label={t('catalogue.card.quantity', { name, quantity: padQuantity(quantity) })}>
          <Round
            aria-label={removes ? t('catalogue.card.remove', { name }) : t('catalogue.card.decrease', { name })}
            disabled={busy}
            onClick={() => actor.send({ type: 'DECREMENT' })}
          >
            {removes ? <Icon shape={Trash} size={16} /> : <span aria-hidden="true">−</span>}
          </Round>
          <output aria-live="polite">{padQuantity(quantity)}</output>
          <Round
            {...KEEPS_FOCUS}
            aria-label={t('catalogue.card.increase', { name })}
            disabled={busy}
            onClick={() => actor.send({ type: 'INCREMENT' })}
          >
            <span aria-hidden="true">+</span>
          </Round>
        </Stepper>
      ) : (
        <Round
          {...KEEPS_FOCUS}
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

/**
 * What the shopper did on the placeholder before this arrived (cart-button.tsx), done once as it arrives: Add pressed
 * adds, the quantity pressed opens the stepper; a focused placeholder hands the focus to the control in its place.
 */
function useActOnArrival({
  act,
  focus,
  control,
  add,
  expand,
}: Pick<CartButtonProps, 'act' | 'focus'> & {
  control: RefObject<HTMLDivElement | null>;
  add: () => void;
  expand: () => void;
}) {
  const done = useRef(false);
  const handlers = useRef({ add, expand });
  useEffect(() => {
    handlers.current = { add, expand };
  });
  useEffect(() => {
    if (done.current || !act) return;
    done.current = true;
    if (focus) control.current?.querySelector('button')?.focus();
    if (act === 'add') handlers.current.add();
    else handlers.current.expand();
  }, [act, focus, control]);
}
