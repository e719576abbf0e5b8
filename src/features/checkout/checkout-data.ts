// What the checkout page loads: the rows to order (the module's cart, or the Buy Now / Order Now selection kept in
// session storage), their store, the config, the customer and the saved addresses; and, for the checkout chart, the
// facts it reads (machines/checkout.machine.ts CheckoutFacts) from those answers.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CheckoutFacts, StoreOpening } from '../../../machines/checkout.machine.ts';
import { addressQueries, type CustomerAddress } from '../../api/address.ts';
import type { CartRow } from '../../api/cart-rows.ts';
import type { StoreZone } from '../../api/checkout.ts';
import type { BackendCharges } from '../../../domain/pricing/checkout.ts';
import type { SurgePrice } from '../../../domain/pricing/delivery.ts';
import { configQueries, type Config } from '../../api/config.ts';
import { customerQueries, type CustomerInfo } from '../../api/customer.ts';
import type { Item } from '../../api/items.ts';
import { storeDetailsQueries, type StoreDetails } from '../../api/stores.ts';
import { paths } from '../../routes/paths.ts';
import { offeredOrderTypes } from '../../../domain/checkout.ts';
import { isStoreOpen } from '../../../domain/availability.ts';
import { useSession } from '../../session/hooks.ts';
import { session } from '../../session/storage.ts';
import { readBuyNow, type StoredBuyNow } from '../../session/tab-storage.ts';
import { buyNowCart, buyNowRow } from './buy-now.tsx';
import { checkoutPricing } from './checkout-price.ts';
import { timeSlots } from './time-slots.ts';
import type { FailedLoad } from '../../shop/load-failure.tsx';
import { useCart } from '../../shop/shopper-cart.ts';

/** The page's answers once every one the checkout needs has come. */
export interface CheckoutData {
  buyNow: boolean;
  guest: boolean;
  rows: CartRow[];
  store: StoreDetails;
  config: Config;
  customer: CustomerInfo | undefined;
  addresses: CustomerAddress[] | undefined;
}

export type CheckoutLoad =
  | { status: 'noBuyNowItem' }
  | { status: 'loading' }
  | { status: 'empty' }
  /** The cart, the store or the config could not be loaded (no answer, too slow, the server's failure). */
  | { status: 'failed'; queries: FailedLoad[] }
  | ({ status: 'ready' } & CheckoutData);

/** `page=cart` the module's cart; `page=buy_now` / `page=campaign` the item just chosen (the cart is not touched). */
export function useCheckoutData(): CheckoutLoad {
  const [search] = useSearchParams();
  const page = search.get('page') ?? 'cart';
  const { token } = useSession();
  const buyNow = page !== 'cart';
  const cart = useCart(!buyNow);
  // Buy Now / Order Now: the stored selection (read once: it survives a reload of this page)
  const [bought] = useState(() => (buyNow ? (readBuyNow(page) as StoredBuyNow<Item> | null) : null));
  const rows = useMemo(
    () => (buyNow ? (bought ? [buyNowRow(bought)] : []) : (cart.data ?? [])),
    [buyNow, bought, cart.data],
  );
  const storeId = rows[0]?.item.store_id ?? null;
  const storeQuery = useQuery({
    ...storeDetailsQueries.details(String(storeId ?? ''), session.module()?.id ?? null),
    enabled: storeId !== null,
  });
  const store = storeQuery.data;
  const configQuery = useQuery(configQueries.config());
  const config = configQuery.data;
  const customer = useQuery(customerQueries.info()).data;
  const addresses = useQuery(addressQueries.list()).data;
  const guest = !token;
  // one object while the answers stay the same (the chart's facts are sent again only when one changes)
  const ready = useMemo(
    () =>
      store && config && rows.length
        ? { status: 'ready' as const, buyNow, guest, rows, store, config, customer, addresses }
        : null,
    [buyNow, guest, rows, store, config, customer, addresses],
  );
  if (buyNow && !bought) return { status: 'noBuyNowItem' };
  // a load without an answer is not an empty cart nor a page that never fills in
  const failed = [cart, storeQuery, configQuery].filter((q) => q.isError && q.data === undefined);
  if (failed.length) return { status: 'failed', queries: failed };
  if ((!buyNow && cart.isPending) || (storeId !== null && !store) || !config) return { status: 'loading' };
  return ready ?? { status: 'empty' };
}

/** A pharmacy order: the store's module or an item is a pharmacy's. */
export const isPharmacy = (d: Pick<CheckoutData, 'store' | 'rows'>) =>
  d.store.module?.module_type === 'pharmacy' || d.rows.some((r) => r.item.module_type === 'pharmacy');

/** A real backend's charges for the current choices (undefined on the embedded API) and whether one is still asked. */
export interface BackendChargesState {
  charges: BackendCharges | undefined;
  pending: boolean;
}

/** What the checkout asked beside the page's answers, for the current delivery point and choices. */
export interface CheckoutAnswers {
  /** The store's zone, the vehicle's extra charge or the surge is still being looked up: the delivery fee is not known. */
  zonePending: boolean;
  /** The delivery vehicle's extra charge at the delivery distance (vehicle/extra_charge; 0 without a delivery). */
  extraCharge?: number;
  /** The surge running for the store's zone and module (get-surge-price; null: none). */
  surge?: SurgePrice | null;
  /** A real 6amMart backend's own charges (absent on the embedded API). */
  backend?: BackendChargesState;
}

/** The facts of the checkout chart, from the page's answers, the store's zone and what else was asked. */
export function checkoutFactsOf(
  d: CheckoutData,
  zone: StoreZone | null,
  now: Date,
  asked: CheckoutAnswers,
): CheckoutFacts {
  const { store, config, rows, customer } = d;
  const pharmacy = isPharmacy(d);
  const pricing = checkoutPricing({
    rows,
    store,
    zone,
    config,
    now,
    extraCharge: asked.extraCharge ?? 0,
    surge: asked.surge ?? null,
  });
  return {
    storeId: store.id,
    storeZoneId: store.zone_id,
    guest: d.guest,
    orderTypes: offeredOrderTypes({ delivery: store.delivery, takeAway: store.take_away }, config),
    pricing: asked.backend?.charges ? { ...pricing, backend: asked.backend.charges } : pricing,
    addresses: d.addresses ?? [],
    customer: {
      name: `${customer?.f_name ?? ''} ${customer?.l_name ?? ''}`.trim(),
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
    },
    walletBalance: customer?.wallet_balance ?? 0,
    codLimit: zone?.maxCodAmount ?? null,
    pharmacy,
    prescriptionRequired: pharmacy && rows.some((r) => r.item.is_prescription_required === 1),
    buyNow: d.buyNow ? buyNowCart(rows[0]!) : null,
    paymentCallback: `${window.location.origin}${paths.orderSuccessful}`,
    shopperLocation: session.latLng(),
    zonePending: asked.zonePending,
    chargesPending: asked.backend?.pending ?? false,
    opening: storeOpening(d, now),
  };
}

/** The days Delivery Time offers (today, tomorrow). */
export const scheduleDays = [0, 1] as const;

/** Whether the order may be scheduled (Delivery Time shows): the config and the store allow it. */
export const takesScheduledOrders = ({ store, config }: Pick<CheckoutData, 'store' | 'config'>) =>
  !!config.schedule_order && !!store.schedule_order;

/** The minutes between two time slots: the config's, 30 when it names none. */
export const slotInterval = (config: CheckoutData['config']) => config.schedule_order_slot_duration ?? 30;

/** When the store takes the order at `now` (a store without hours: its `open` flag): open now, scheduled orders allowed, the days with a free time slot. */
export function storeOpening(d: Pick<CheckoutData, 'store' | 'config'>, now: Date): StoreOpening {
  const schedules = d.store.schedules ?? [];
  const scheduling = takesScheduledOrders(d);
  const interval = slotInterval(d.config);
  const { store } = d;
  return {
    // the server's `open` (approval, the store's toggle, its hours when it answered) and the hours at the page's clock
    openNow: store.open !== 0 && (schedules.length === 0 || isStoreOpen({ status: 1, active: true }, schedules, now)),
    scheduling,
    slotDays: scheduling ? scheduleDays.filter((day) => timeSlots(schedules, interval, now, day).length > 0) : [],
  };
}
