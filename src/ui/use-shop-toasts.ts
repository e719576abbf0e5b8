import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import toast from './toast.ts';
import type { ShopToast } from '../../domain/cart-messages.ts';

/** Shows a cart / item flow's toast: a catalogue message in the UI language, or the server's own text. */
export function useShopToasts() {
  const { t } = useTranslation();
  return useCallback(
    (event: ShopToast) => {
      const text = 'text' in event ? event.text : t(`cart.messages.${event.message}`, event.params);
      const options = 'durationMs' in event && event.durationMs ? { duration: event.durationMs } : undefined;
      if (event.tone === 'success') toast.success(text, options);
      else if (event.tone === 'error') toast.error(text, options);
      else toast(text, options);
    },
    [t],
  );
}
