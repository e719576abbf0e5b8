import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addItemToWishlist, removeItemFromWishlist, wishlistQueries } from '../api/wishlist.ts';
import { useSignedIn } from '../session/hooks.ts';
import { WishToggle } from './wish-toggle.tsx';

// (the toggle itself is wish-toggle.tsx: the rental hearts use it without the item texts of the catalogue area)

/**
 * The wishlist heart of the product card and the item popup (spec part 2 §4 "Wishlist"): filled while the item is in
 * the wishlist. On a card it sits over the picture (`overlay`); in the popup it flows with the text (`inline`).
 */
export function WishlistHeart({
  itemId,
  name,
  placement = 'overlay',
}: {
  itemId: number;
  name: string;
  placement?: 'overlay' | 'inline';
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const wishlist = useQuery(wishlistQueries.list());
  const wished = signedIn && (wishlist.data?.item ?? []).some((i) => i.id === itemId);
  return (
    <WishToggle
      wished={wished}
      overlay={placement === 'overlay'}
      toggle={() => (wished ? removeItemFromWishlist(itemId) : addItemToWishlist(itemId))}
      addLabel={t('catalogue.card.wishlistAdd', { name })}
      removeLabel={t('catalogue.card.wishlistRemove', { name })}
      notLoggedIn={t('catalogue.card.notLoggedIn')}
    />
  );
}
