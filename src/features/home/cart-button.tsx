import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { padQuantity } from '../../../domain/quantity.ts';
import { deferredPart, type PlaceholderProps } from '../../ui/deferred-part.tsx';
import { whenIdle } from '../../ui/load-later.ts';
import { Control, Round } from './cart-button.styles.ts';
import type { CartButtonProps } from './cart-button-props.ts';
import { useCartQuantityOf } from '../../shop/cart-quantity-of.ts';

/**
 * The product card's cart control at rest, as the cart-line machine's initial state shows it: Add, or the item's
 * quantity in the cart (the stepper collapsed). The control itself (cart-button-live.tsx: the cart-line and stepper
 * machines, with XState) is a chunk of its own, off the listing pages' first load: it is fetched when the browser is
 * idle after the first render, and replaces this only on the card the pointer or the focus comes to (a page of cards
 * starting their machines was a long task on a phone, and most cards are never pressed); a press before then is done
 * once it is in.
 */
function CartButtonAtRest({ item, activate, prepare }: CartButtonProps & PlaceholderProps<CartButtonProps>) {
  const { t } = useTranslation();
  const quantity = useCartQuantityOf(item);
  // the chunk is fetched when the browser is idle; the control is swapped in only for the card the shopper comes to
  useEffect(preloadWhenIdle, []);
  const name = item.name;
  const press = (act: CartButtonProps['act']) => (e: { currentTarget: Element }) =>
    activate({ act, focus: e.currentTarget === document.activeElement });
  return (
    <Control onPointerEnter={prepare} onFocus={prepare}>
      {quantity === null ? (
        <Round aria-label={t('catalogue.card.addLabel', { name })} onClick={press('add')}>
          <span aria-hidden="true">+</span>
          <span className="visually-hidden">{t('catalogue.card.add')}</span>
        </Round>
      ) : (
        <Round
          $wide
          aria-label={t('catalogue.card.quantity', { name, quantity: padQuantity(quantity) })}
          onClick={press('expand')}
        >
          {padQuantity(quantity)}
        </Round>
      )}
    </Control>
  );
}

/**
 * The live control's chunk, asked for once the browser is idle: once for the page rather than once per card (each idle
 * callback asked for is work in the commit that draws a page of cards, and a profile's trace, as Lighthouse's, records
 * its stack). A failed load is asked for again when a shopper comes to a card.
 */
let idlePreload: unknown;
const preloadWhenIdle = () => void (idlePreload ??= whenIdle(() => void control.preload().catch(() => {})));

const control = deferredPart(() => import('./cart-button-live.tsx').then((m) => m.CartButtonLive), CartButtonAtRest);

/** The product card's cart control (spec part 1 §4 "Product card button"; cart-button-live.tsx). */
export const CartButton = control.IntentPart;

/** Loads the control ahead (the view tests that replay its machines, which expect it at once). */
export const preloadCartButton = control.preload;
