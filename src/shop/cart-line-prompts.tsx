import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { itemDialog, pathWithDialog, productPath } from '../routes/paths.ts';
import type { CartRow } from '../api/cart-rows.ts';
import { LazyConfirmDialog } from '../ui/lazy-confirm-dialog.tsx';
import type { CartLineActor } from './cart-line.context.ts';

/**
 * What an add-to-cart control of the cart-line flow shows besides its button (product card, wishlist drawer): the
 * clear-cart confirmation of a store conflict, the location alert when no location is saved, and the way to the
 * item's options (the e-commerce product page or the item popup) when the flow asks for them.
 */
export function CartLinePrompts({ actor, item }: { actor: CartLineActor; item: CartRow['item'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const [locationAlert, setLocationAlert] = useState(false);
  useEffect(() => {
    const subs = [
      actor.on('locationRequired', () => setLocationAlert(true)),
      actor.on('openOptions', (e) =>
        e.target === 'productPage'
          ? navigate(productPath(item))
          : navigate({ search: itemDialog(item.id, { campaign: !!item.available_date_starts }) }),
      ),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, navigate, item]);
  return (
    <>
      <LazyConfirmDialog
        open={confirming}
        title={t('catalogue.card.clearCartTitle')}
        description={t('cart.messages.storeConflict')}
        confirmLabel={t('catalogue.card.clearCartConfirm')}
        cancelLabel={t('catalogue.card.cancel')}
        onConfirm={() => actor.send({ type: 'CONFIRM_CLEAR_CART' })}
        onCancel={() => actor.send({ type: 'CANCEL_CLEAR_CART' })}
      />
      <LazyConfirmDialog
        open={locationAlert}
        title={t('catalogue.card.locationTitle')}
        description={t('catalogue.card.locationBody')}
        confirmLabel={t('catalogue.card.setLocation')}
        cancelLabel={t('catalogue.card.cancel')}
        onConfirm={() => {
          setLocationAlert(false);
          navigate(pathWithDialog(pathname, 'picker', 'location'));
        }}
        onCancel={() => setLocationAlert(false)}
      />
    </>
  );
}
