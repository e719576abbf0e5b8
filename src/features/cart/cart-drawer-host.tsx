import { useUrlDialog } from '../../ui/use-url-dialog.ts';
import { CartDrawer } from './cart-drawer.tsx';

/** Hosts the cart drawer while the URL asks for it (`?drawer=cart`, opened by the navbar's cart button). */
export function CartDrawerHost() {
  const drawer = useUrlDialog('drawer');
  if (drawer.value !== 'cart') return null;
  return <CartDrawer onClose={drawer.close} />;
}
