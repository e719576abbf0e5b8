import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../../api/config.ts';
import { customerQueries } from '../../api/customer.ts';
import { moduleQueries } from '../../api/modules.ts';
import { wishlistQueries } from '../../api/wishlist.ts';
import { useSession } from '../../session/hooks.ts';
import { useCart, useTripCart } from '../../shop/shopper-cart.ts';

/** True when a rental module exists and is active (gates 'My trips'). */
export function useRentalModuleActive() {
  const modules = useQuery(moduleQueries.list());
  return (modules.data ?? []).some((m) => m.module_type === 'rental' && m.status === 1);
}

/** The badge counts: cart lines (the trip cart in rental) and wishlist entries (signed in only). */
export function useBadgeCounts() {
  useSession(); // re-read the query options when the token, guest id or module changes
  const cart = useCart();
  const rentalCart = useTripCart();
  const wishlist = useQuery(wishlistQueries.list());
  const rentalWishlist = useQuery(wishlistQueries.rental());
  const cartCount = (cart.data?.length ?? 0) + (rentalCart.data?.carts?.length ?? 0);
  const wishlistCount =
    (wishlist.data?.item?.length ?? 0) +
    (wishlist.data?.store?.length ?? 0) +
    (rentalWishlist.data?.vehicles?.length ?? 0) +
    (rentalWishlist.data?.providers?.length ?? 0);
  return { cartCount, wishlistCount };
}

/** The signed-in customer's profile (disabled for guests). */
export function useCustomer() {
  const { token } = useSession();
  return useQuery({ ...customerQueries.info(), enabled: !!token });
}

export function useConfig() {
  return useQuery(configQueries.config());
}
