import { lazy } from 'react';
import { useIsRental } from '../../session/hooks.ts';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

// The drawer is its own chunk: the host (on every page) only reads the URL and the module.
const ShopWishlistDrawer = lazy(() =>
  import('./shop-wishlist-drawer.tsx').then((m) => ({ default: m.ShopWishlistDrawer })),
);

/**
 * Hosts the wishlist drawer of every module but rental (`?drawer=wishlist`, opened by the navbar's wishlist button);
 * the rental module has its own drawer (src/features/rental).
 */
export function ShopWishlistDrawerHost() {
  const drawer = useUrlDialog('drawer');
  const isRental = useIsRental();
  if (drawer.value !== 'wishlist' || isRental) return null;
  return <ShopWishlistDrawer onClose={drawer.close} />;
}
