import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import type { ShopToast } from '../../domain/cart-messages.ts';

/** Shows a toast a cart flow emitted: a `cart.messages` entry (with its duration) or the server's own text. */
export function showShopToast(t: TFunction, event: ShopToast) {
  if ('text' in event) return void toast.error(event.text);
  const text = t(`cart.messages.${event.message}`, event.params);
  const options = event.durationMs ? { duration: event.durationMs } : undefined;
  if (event.tone === 'success') toast.success(text, options);
  else if (event.tone === 'error') toast.error(text, options);
  else toast(text, options);
}
