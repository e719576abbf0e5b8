import { useTranslation } from 'react-i18next';
import type { Item } from '../../api/items.ts';
import { useItemCartLine } from '../../shop/cart-line.context.ts';
import { CartLinePrompts } from '../../shop/cart-line-prompts.tsx';
import { WishlistCartButton } from '../../shop/wishlist-drawer.tsx';
import { Icon } from '../../ui/icon.tsx';

/**
 * The wishlist drawer's add-to-cart button (spec part 2 "Adding from the wishlist drawer"), the cart-line flow:
 * food items with variations open the item popup, e-commerce items with variations the product page, other items
 * are added with quantity 1 ('Item added to cart'); an item of another store asks to clear the cart first. An item
 * already in the cart gets one more.
 */
export function WishlistAddButton({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { actor, inCart, busy, add } = useItemCartLine(item);
  return (
    <>
      <WishlistCartButton
        aria-label={t('wishlist.addToCart', { name: item.name })}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => (inCart ? actor.send({ type: 'INCREMENT' }) : add())}
      >
        <Icon name="cart" />
      </WishlistCartButton>
      <CartLinePrompts actor={actor} item={item} />
    </>
  );
}
