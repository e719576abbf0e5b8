import { lazy } from 'react';
import { useUrlDialog } from '../../ui/use-url-dialog.ts';

// The drawer is its own chunk: the host (on every page) only reads the URL.
const CartDrawer = lazy(() => import('./cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })));

/** Hosts the cart drawer while the URL asks for it (`?drawer=cart`, opened by the navbar's cart button). */
export function CartDrawerHost() {
  const drawer = useUrlDialog('drawer');
  if (drawer.value !== 'cart') return null;
  return <CartDrawer onClose={drawer.close} />;
}
