// What a real 6amMart backend charges its own way (docs/6ammart-clients.md, "How each price part is computed, and by
// whom"), asked as that backend's own web client asks: the tax of 3.x's tax module (POST customer/order/get-Tax; the
// embedded API is not asked: its server prices with the SPA's own rules, pricingDialect 'shared', below) and the
// surge price (POST customer/order/get-surge-price; 3.x and the embedded API, 2.6 has none). The delivery vehicle's
// extra charge: vehicle-charge.ts. Each answer is read leniently: 3.5 answers get-Tax with
// `tax_included: null` and no `tax_percentage`.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client.ts';
import { flagOf, numberOf, objectOf, textOf } from './lenient.ts';
import { guestParams } from '../session/storage.ts';
import type { SurgePrice } from '../../domain/pricing/delivery.ts';
import type { BackendCharges } from '../../domain/pricing/checkout.ts';
import { isLegacyBackend, type DialectConfig } from './backend-generation.ts';

/**
 * How the backend prices an order, from what its config advertises (docs/6ammart-clients.md, "How each price part is
 * computed, and by whom"):
 * - `tax-module`: 6amMart 3.x, whose config advertises its tax module (`system_tax_type`, `system_tax_include_status`):
 *   it taxes the order itself and says how much through `POST customer/order/get-Tax`; the delivery fee adds the
 *   vehicle's extra charge and the surge price (not the zone's increased fee);
 * - `store-rate`: an older 6amMart (2.6): the store's `tax` percentage on the order; the delivery fee adds the
 *   vehicle's extra charge and the zone's increased fee;
 * - `shared`: the embedded API, whose server prices with the rules the SPA shows (domain/pricing).
 */
export type PricingDialect = 'shared' | 'store-rate' | 'tax-module';

export function pricingDialect(config: DialectConfig | null | undefined): PricingDialect {
  if (!config) return 'shared';
  if (isLegacyBackend(config)) return 'store-rate';
  return 'system_tax_type' in config || 'system_tax_include_status' in config ? 'tax-module' : 'shared';
}

/** The tax a backend's tax module works out for the order. */
export type BackendTax = NonNullable<BackendCharges['tax']>;

/** A get-Tax answer of any version: `tax_status` 'included' / 'excluded', else the `tax_included` flag. */
export function backendTaxOf(answer: unknown): BackendTax {
  const a = objectOf(answer) ?? {};
  const status = textOf(a['tax_status']);
  return {
    amount: numberOf(a['tax_amount']),
    included: status ? status === 'included' : flagOf(a['tax_included']) === 1,
  };
}

/** A get-surge-price answer: the surge running (null when its price is 0). */
export function surgeOf(answer: unknown): SurgePrice | null {
  const a = objectOf(answer) ?? {};
  const price = numberOf(a['price']);
  return price > 0 ? { price, priceType: a['price_type'] === 'percent' ? 'percent' : 'amount' } : null;
}

/** What the order about to be placed is taxed on: 3.x prices its own copy of the cart, with the coupon. */
export interface TaxQuestion {
  storeId: number;
  orderType: 'delivery' | 'take_away';
  /** Subtotal − discounts − coupon (what 6amMart's clients send; 3.x reads the cart instead). */
  orderAmount: number;
  couponCode: string | null;
  /** km from the store (a delivery), as the order sends it. */
  distance: number | null;
  /** What tells one cart from another (its rows and quantities): a changed cart is taxed again. */
  cartKey: string;
}

/** POST /api/v1/customer/order/get-Tax, as 6amMart 3.x's web client asks it before Place Order. */
export const fetchBackendTax = async (q: TaxQuestion): Promise<BackendTax> =>
  backendTaxOf(
    await unwrap(
      api.POST('/api/v1/customer/order/get-Tax', {
        body: {
          store_id: q.storeId,
          order_type: q.orderType,
          order_amount: q.orderAmount,
          coupon_code: q.couponCode,
          ...(q.distance !== null ? { distance: q.distance } : {}),
          ...guestParams(),
        },
      }),
    ),
  );

/** POST /api/v1/customer/order/get-surge-price for the store's zone and module at `dateTime` (shop time). */
export const fetchSurge = async (zoneId: number, moduleId: number, dateTime: string) =>
  surgeOf(
    await unwrap(
      api.POST('/api/v1/customer/order/get-surge-price', {
        body: { zone_id: zoneId, module_id: moduleId, date_time: dateTime, ...guestParams() },
      }),
    ),
  );

/** Asked again for each order type, coupon, cart and distance (the tax) or time (the surge); the last answer stays shown while the next comes. */
export const backendPricingQueries = {
  tax: (q: TaxQuestion, enabled: boolean) =>
    queryOptions({
      queryKey: ['checkout', 'backend-tax', q],
      queryFn: () => fetchBackendTax(q),
      enabled,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  surge: (zoneId: number, moduleId: number, dateTime: string, enabled: boolean) =>
    queryOptions({
      queryKey: ['checkout', 'surge', zoneId, moduleId, dateTime],
      queryFn: () => fetchSurge(zoneId, moduleId, dateTime),
      enabled,
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};
