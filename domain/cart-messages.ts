// The cart and item messages (spec part 1 §5, §8; part 2 §4, §5 and the message catalogue), as the keys of the
// `cart.messages` catalogue (src/i18n/<lang>/cart.ts), and the toast a flow asks its view to show.

export const cartMessageKeys = [
  'itemAdded',
  'itemUpdated',
  'noChanges',
  'itemRemoved',
  'outOfStock',
  'outOfLimits',
  'variationOutOfStock',
  'variationRequired',
  'variationRange',
  'cartReplaced',
  'loginToOrder',
] as const;

export type CartMessageKey = (typeof cartMessageKeys)[number];

/** The clear-cart success toast lasts 5000 ms (part 2 §9). */
export const CART_REPLACED_TOAST_MS = 5000;

/** A toast the view shows: a catalogue message (with its parameters) or the server's own text. */
export type ShopToast =
  | {
      type: 'toast';
      tone: 'success' | 'error' | 'warning';
      message: CartMessageKey;
      params?: Record<string, string | number>;
      durationMs?: number;
    }
  | { type: 'toast'; tone: 'error'; text: string };

/** The server's message from a failed call (an Error, or 6amMart's `{errors:[{message}]}`). */
export function serverMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)) {
    const first: unknown = error.errors[0];
    if (typeof first === 'object' && first !== null && 'message' in first && typeof first.message === 'string')
      return first.message;
  }
  return '';
}

/** A catalogue toast. */
export const messageToast = (message: CartMessageKey, tone: 'success' | 'error' | 'warning'): ShopToast => ({
  type: 'toast',
  tone,
  message,
});

/** 'Your cart has been cleared successfully. And selected item added to the cart.', shown for 5000 ms. */
export const cartReplacedToast: ShopToast = {
  type: 'toast',
  tone: 'success',
  message: 'cartReplaced',
  durationMs: CART_REPLACED_TOAST_MS,
};

/** A failed call: the server's message as an error toast. */
export const serverErrorToast = (error: unknown): ShopToast => ({
  type: 'toast',
  tone: 'error',
  text: serverMessage(error),
});
