import { lazy } from 'react';
import { useIsRental } from '../../session/hooks.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

// The drawer is its own chunk: the host (on every page) only reads the URL and the module.
const RentalWishlistDrawer = lazy(() =>
  import('./rental-wishlist-drawer.tsx').then((m) => ({ default: m.RentalWishlistDrawer })),
);

/**
 * Hosts the wishlist drawer in the rental module while the URL asks for it (`?drawer=wishlist`, opened by the
 * navbar's wishlist button). Other modules have the shop drawer (src/features/wishlist).
 */
export function RentalWishlistDrawerHost() {
  const drawer = useUrlDialog('drawer');
  const isRental = useIsRental();
  if (drawer.value !== 'wishlist' || !isRental) return null;
  return <RentalWishlistDrawer onClose={drawer.close} />;
}
