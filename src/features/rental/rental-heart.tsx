import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WishToggle } from '../../shop/wish-toggle.tsx';
import { addRentalWish, removeRentalWish, type RentalWish } from '../../api/rental-wishlist.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import { useSignedIn } from '../../session/hooks.ts';

/**
 * The rental wishlist heart on vehicle cards, the vehicle page and the provider page (spec part 2 §4 "Wishlist",
 * §5): filled while the vehicle or provider is in the wishlist.
 */
export function RentalHeart({ wish, name }: { wish: RentalWish; name: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const wishlist = useQuery(wishlistQueries.rental());
  const wished =
    signedIn &&
    ('vehicle_id' in wish
      ? (wishlist.data?.vehicles ?? []).some((v) => v.id === wish.vehicle_id)
      : (wishlist.data?.providers ?? []).some((p) => p.id === wish.provider_id));
  return (
    <WishToggle
      wished={wished}
      toggle={() => (wished ? removeRentalWish(wish) : addRentalWish(wish))}
      addLabel={t('rental.wishlist.add', { name })}
      removeLabel={t('rental.wishlist.remove', { name })}
      notLoggedIn={t('rental.wishlist.notLoggedIn')}
    />
  );
}
