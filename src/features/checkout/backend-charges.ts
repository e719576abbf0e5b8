// What a real 6amMart backend will charge its own way for the order on the checkout page (docs/6ammart-clients.md,
// "How each price part is computed, and by whom"), asked for the shopper's current choices: on 3.x (its tax module)
// the tax get-Tax answers; on 2.6 the zone's increased fee (3.x has none). The delivery vehicle's extra charge and the
// surge are asked of every backend that has them, ours too (checkout-effects.ts). The embedded API is asked nothing
// here: its server prices with the SPA's own rules.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { backendPricingQueries, pricingDialect } from '../../api/backend-pricing.ts';
import type { BackendCharges } from '../../../domain/pricing/checkout.ts';
import type { BackendChargesState, CheckoutData } from './checkout-data.ts';
import { CheckoutActor } from './checkout.context.ts';
import { sameDestination, selectDestination, selectOrderType, selectPrice } from './checkout-selectors.ts';

/** The amount the order is taxed on: subtotal − discount − coupon (what 6amMart's clients send; 3.x reads its cart). */
const selectTaxBase = (s: Parameters<typeof selectPrice>[0]) => {
  const price = selectPrice(s);
  return price ? Math.round((price.subtotal - price.discount - price.coupon) * 100) / 100 : 0;
};

export function useBackendCharges(data: CheckoutData): BackendChargesState {
  const dialect = pricingDialect(data.config);
  const orderType = CheckoutActor.useSelector(selectOrderType);
  const destination = CheckoutActor.useSelector(selectDestination, sameDestination);
  const couponCode = CheckoutActor.useSelector((s) => s.context.coupon?.code ?? null);
  const orderAmount = CheckoutActor.useSelector(selectTaxBase);
  const { store } = data;
  const storeAt = { lat: Number(store.latitude), lng: Number(store.longitude) };
  const km = orderType === 'delivery' && destination ? deliveryKm(storeAt, destination) : null;
  const taxModule = dialect === 'tax-module';
  const cartKey = data.rows.map((r) => `${r.id}:${r.item_id}:${r.quantity}`).join(',');
  const tax = useQuery(
    backendPricingQueries.tax(
      { storeId: store.id, orderType, orderAmount, couponCode, distance: km, cartKey },
      taxModule,
    ),
  );
  const taxAnswer = taxModule ? (tax.data ?? null) : null;
  // one object while the answers stay the same (the chart's facts are sent again only when one changes)
  const charges = useMemo(
    (): BackendCharges | undefined =>
      dialect === 'shared'
        ? undefined
        : // a get-Tax that failed leaves the store's rate (the 2.6 way): the backend says its own at placement
          { tax: taxAnswer, zoneIncrease: !taxModule },
    [dialect, taxAnswer, taxModule],
  );
  return { charges, pending: dialect !== 'shared' && asking(tax) };
}

/** A query is being asked for the current choices (its first answer, or the next one while the last is shown). */
export const asking = (q: { isPending: boolean; isPlaceholderData: boolean; fetchStatus: string }) =>
  q.fetchStatus !== 'idle' && (q.isPending || q.isPlaceholderData);
