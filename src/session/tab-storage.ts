// What one browser tab keeps for a page (sessionStorage): the text typed in a form until it is sent, and the item Buy
// Now / Order Now leaves for the checkout. Apart from storage.ts (every page's first load): only the pages that keep
// or read these load it.
import type { CartSelection } from '../../domain/item-options.ts';
import { safe } from './storage.ts';

// --- Buy Now / Order Now (sessionStorage `buy-now`): the item just chosen, for /checkout?page=buy_now|campaign ----

export const sessionKeys = {
  buyNow: 'buy-now',
  checkoutTyped: 'checkout-typed',
  tripBookingTyped: 'trip-booking-typed',
} as const;

// --- What was typed in a form (sessionStorage): it survives a failure and a reload until the form is sent ----------

/** A form whose typed text is kept for the tab: the checkout's, the trip booking's. */
export type TypedForm = 'checkoutTyped' | 'tripBookingTyped';

/** Keeps (or with null forgets) what was typed in `form`'s text fields (strings; blanks are not kept). */
export function storeTyped(form: TypedForm, value: Record<string, string> | null) {
  safe(() => {
    const kept = value && Object.fromEntries(Object.entries(value).filter(([, v]) => v !== ''));
    if (!kept || !Object.keys(kept).length) sessionStorage.removeItem(sessionKeys[form]);
    else sessionStorage.setItem(sessionKeys[form], JSON.stringify(kept));
  }, undefined);
}

/** What was typed in `form` in this tab: each of `fields` as kept, '' when nothing (or nothing readable) was. */
export function readTyped<F extends string>(form: TypedForm, fields: readonly F[]): Record<F, string> {
  const raw = safe(() => sessionStorage.getItem(sessionKeys[form]), null);
  const v = raw == null ? null : safe(() => JSON.parse(raw) as Record<string, unknown> | null, null);
  const text = (x: unknown) => (typeof x === 'string' ? x : '');
  return Object.fromEntries(fields.map((f) => [f, text(v?.[f])])) as Record<F, string>;
}

/** What Buy Now / Order Now leaves for the checkout page: the page, the selection (cart add body) and the item. */
export interface StoredBuyNow<I = unknown> {
  page: 'buy_now' | 'campaign';
  selection: CartSelection;
  item: I;
}

/** Keeps (or with null forgets) the Buy Now selection for this tab; it survives a reload of /checkout. */
export function storeBuyNow(value: StoredBuyNow | null) {
  safe(() => {
    if (value === null) sessionStorage.removeItem(sessionKeys.buyNow);
    else sessionStorage.setItem(sessionKeys.buyNow, JSON.stringify(value));
  }, undefined);
}

/** The stored Buy Now selection of `page`, or null (none, another page's, or not readable). */
export function readBuyNow(page: string): StoredBuyNow | null {
  const raw = safe(() => sessionStorage.getItem(sessionKeys.buyNow), null);
  const v = raw == null ? null : safe(() => JSON.parse(raw) as Partial<StoredBuyNow<unknown>>, null);
  const s = v?.selection;
  if (!v || v.page !== page || !v.item || typeof v.item !== 'object') return null;
  if (!s || typeof s.item_id !== 'number' || typeof s.quantity !== 'number' || s.quantity < 1) return null;
  if (s.model !== 'Item' && s.model !== 'ItemCampaign') return null;
  return {
    page: v.page,
    item: v.item,
    selection: {
      item_id: s.item_id,
      model: s.model,
      quantity: s.quantity,
      variation: Array.isArray(s.variation) ? s.variation : [],
      add_on_ids: Array.isArray(s.add_on_ids) ? s.add_on_ids : [],
      add_on_qtys: Array.isArray(s.add_on_qtys) ? s.add_on_qtys : [],
    },
  };
}
