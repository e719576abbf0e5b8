import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { cartLinesOf, cartQueries, configurableItemOf } from '../../api/cart.ts';
import type { Item } from '../../api/items.ts';
import { itemDialog, pathWithDialog, productPath } from '../../app/paths.ts';
import { useSession } from '../../session/hooks.ts';
import { createCartLineMachine, useCartLineSignals } from '../../shop/cart-line.context.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

/**
 * The wishlist drawer's add-to-cart button (spec part 2 "Adding from the wishlist drawer"), the cart-line flow:
 * food items with variations open the item popup, e-commerce items with variations the product page, other items
 * are added with quantity 1 ('Item added to cart'); an item of another store asks to clear the cart first. An item
 * already in the cart gets one more.
 */
export function WishlistAddButton({ item }: { item: Item }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { location, zoneId } = useSession();
  const cart = useQuery(cartQueries.list());
  const [machine] = useState(() => createCartLineMachine({ queryClient, item }));
  const actor = useActorRef(machine, { input: { item: configurableItemOf(item), cart: cartLinesOf(cart.data ?? []) } });
  const inCart = useSelector(actor, (s) => s.hasTag('inCart'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const [locationAlert, setLocationAlert] = useState(false);

  useEffect(() => {
    if (cart.data) actor.send({ type: 'CART_CHANGED', cart: cartLinesOf(cart.data) });
  }, [actor, cart.data]);
  useCartLineSignals(actor);
  useEffect(() => {
    const subs = [
      actor.on('locationRequired', () => setLocationAlert(true)),
      actor.on('openOptions', (e) =>
        e.target === 'productPage' ? navigate(productPath(item)) : navigate({ search: itemDialog(item.id) }),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, item]);

  return (
    <>
      <Add
        aria-label={t('wishlist.addToCart', { name: item.name })}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() =>
          inCart ? actor.send({ type: 'INCREMENT' }) : actor.send({ type: 'ADD', hasLocation: !!location && !!zoneId })
        }
      >
        <span aria-hidden="true">🛒</span>
      </Add>
      <ConfirmDialog
        open={confirming}
        title={t('catalogue.card.clearCartTitle')}
        description={t('cart.messages.storeConflict')}
        confirmLabel={t('catalogue.card.clearCartConfirm')}
        cancelLabel={t('wishlist.no')}
        onConfirm={() => actor.send({ type: 'CONFIRM_CLEAR_CART' })}
        onCancel={() => actor.send({ type: 'CANCEL_CLEAR_CART' })}
      />
      <ConfirmDialog
        open={locationAlert}
        title={t('catalogue.card.locationTitle')}
        description={t('catalogue.card.locationBody')}
        confirmLabel={t('catalogue.card.setLocation')}
        cancelLabel={t('wishlist.no')}
        onConfirm={() => {
          setLocationAlert(false);
          navigate(pathWithDialog(pathname, 'picker', 'location'));
        }}
        onCancel={() => setLocationAlert(false)}
      />
    </>
  );
}

const Add = styled.button.attrs({ type: 'button' })`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: none;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
