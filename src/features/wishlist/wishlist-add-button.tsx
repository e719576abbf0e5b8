import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cartLinesOf, cartQueries, configurableItemOf } from '../../api/cart.ts';
import type { Item } from '../../api/items.ts';
import { useSession } from '../../session/hooks.ts';
import { createCartLineMachine, useCartLineSignals } from '../../shop/cart-line.context.ts';
import { CartLinePrompts } from '../../shop/cart-line-prompts.tsx';
import { WishlistCartButton } from '../../shop/wishlist-drawer.tsx';

/**
 * The wishlist drawer's add-to-cart button (spec part 2 "Adding from the wishlist drawer"), the cart-line flow:
 * food items with variations open the item popup, e-commerce items with variations the product page, other items
 * are added with quantity 1 ('Item added to cart'); an item of another store asks to clear the cart first. An item
 * already in the cart gets one more.
 */
export function WishlistAddButton({ item }: { item: Item }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { location, zoneId } = useSession();
  const cart = useQuery(cartQueries.list());
  const [machine] = useState(() => createCartLineMachine({ queryClient, item }));
  const actor = useActorRef(machine, { input: { item: configurableItemOf(item), cart: cartLinesOf(cart.data ?? []) } });
  const inCart = useSelector(actor, (s) => s.hasTag('inCart'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  useEffect(() => {
    if (cart.data) actor.send({ type: 'CART_CHANGED', cart: cartLinesOf(cart.data) });
  }, [actor, cart.data]);
  useCartLineSignals(actor);

  return (
    <>
      <WishlistCartButton
        aria-label={t('wishlist.addToCart', { name: item.name })}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() =>
          inCart ? actor.send({ type: 'INCREMENT' }) : actor.send({ type: 'ADD', hasLocation: !!location && !!zoneId })
        }
      >
        <span aria-hidden="true">🛒</span>
      </WishlistCartButton>
      <CartLinePrompts actor={actor} item={item} />
    </>
  );
}
