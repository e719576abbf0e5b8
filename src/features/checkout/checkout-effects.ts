// What the checkout page does beside rendering: it keeps the chart's facts in step with the server's answers (the
// store's zone is looked up at the delivery point the chart holds) and follows the placement's signals (the
// confirmation page, the payment page, the server's message as a toast).
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { checkoutQueries } from '../../api/checkout.ts';
import { vehicleChargeQueries } from '../../api/vehicle-charge.ts';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { errorMessage } from '../../api/errors.ts';
import { orderSuccessPath } from '../../routes/paths.ts';
import { storeBuyNow, storeTyped } from '../../session/tab-storage.ts';
import toast from '../../ui/toast.ts';
import { asking, useBackendCharges } from './backend-charges.ts';
import { backendPricingQueries, pricingDialect } from '../../api/backend-pricing.ts';
import { formatShopTime } from '../../../domain/shop-time.ts';
import { checkoutFactsOf, type CheckoutData } from './checkout-data.ts';
import { CheckoutActor } from './checkout.context.ts';
import { sameDestination, selectDestination, selectOrderType, selectPlacement } from './checkout-selectors.ts';

/**
 * The store's zone and the module's charges there (found at the delivery point when the store stands outside it), and
 * whether it is still being looked up for the current delivery point.
 */
export function useStoreZone(store: CheckoutData['store']) {
  const destination = CheckoutActor.useSelector(selectDestination, sameDestination);
  const query = useQuery(checkoutQueries.storeZone(store, destination));
  return { zone: query.data ?? null, pending: query.isPending };
}

/**
 * The delivery vehicle's extra charge at the delivery distance (domain/pricing/distance.ts, the server's), and whether
 * it is still being asked. A backend that cannot answer it (an older 6amMart without the route) adds none.
 */
function useVehicleCharge(store: CheckoutData['store']) {
  const destination = CheckoutActor.useSelector(selectDestination, sameDestination);
  const km = destination
    ? deliveryKm({ lat: Number(store.latitude), lng: Number(store.longitude) }, destination)
    : null;
  const query = useQuery(vehicleChargeQueries.at(km));
  return { extraCharge: query.data ?? 0, pending: asking(query) };
}

/**
 * The surge running for the store's zone and module at the order's time (get-surge-price, as 6amMart 3.x's clients
 * ask it; a delivery's fee adds it), and whether it is still being asked. 6amMart 2.6 has no surge: not asked there.
 */
function useSurge(data: CheckoutData, now: Date) {
  const orderType = CheckoutActor.useSelector(selectOrderType);
  const scheduleAt = CheckoutActor.useSelector((s) => s.context.scheduleAt);
  const { store } = data;
  const query = useQuery(
    backendPricingQueries.surge(
      store.zone_id,
      store.module_id,
      scheduleAt ?? formatShopTime(now) ?? '',
      orderType === 'delivery' && pricingDialect(data.config) !== 'store-rate',
    ),
  );
  return { surge: query.data ?? null, pending: asking(query) };
}

/** Sends the chart the facts of the server's answers whenever one changes. */
export function useFactsSync(data: CheckoutData, now: Date) {
  const checkout = CheckoutActor.useActorRef();
  const zone = useStoreZone(data.store);
  const vehicle = useVehicleCharge(data.store);
  const surge = useSurge(data, now);
  const { charges, pending: chargesPending } = useBackendCharges(data);
  const zonePending = zone.pending || vehicle.pending || surge.pending;
  const facts = useMemo(
    () =>
      checkoutFactsOf(data, zone.zone, now, {
        zonePending,
        extraCharge: vehicle.extraCharge,
        surge: surge.surge,
        backend: { charges, pending: chargesPending },
      }),
    [data, zone.zone, now, zonePending, vehicle.extraCharge, surge.surge, charges, chargesPending],
  );
  useEffect(() => checkout.send({ type: 'LOADED', facts }), [checkout, facts]);
}

/** Follows the placement: confirmed → the confirmation page; digital payment → the payment page; failed → a toast. */
export function usePlacementSignals(buyNow: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = CheckoutActor.useActorRef();
  const placement = CheckoutActor.useSelector(selectPlacement);
  useEffect(() => {
    const subs = [
      checkout.on('crashed', ({ error }) => void toast.error(errorMessage(error))),
      placement?.on('confirmed', ({ order }) => {
        storeTyped('checkoutTyped', null);
        if (buyNow) storeBuyNow(null);
        else void queryClient.invalidateQueries({ queryKey: ['cart'] });
        navigate(orderSuccessPath(order.orderId));
      }),
      placement?.on('redirect', ({ url }) => {
        storeTyped('checkoutTyped', null);
        window.location.assign(url);
      }),
      placement?.on('failed', ({ error }) => void toast.error(errorMessage(error))),
    ];
    return () => subs.forEach((s) => s?.unsubscribe());
  }, [checkout, placement, navigate, queryClient, buyNow]);
}

/** The placement's state as the page shows it: busy (Place Order disabled), the refused rule, the server's message. */
export function usePlacementView() {
  const placement = CheckoutActor.useSelector(selectPlacement);
  const busy = useSelector(
    placement,
    (s) => !!s && (s.hasTag('busy') || s.hasTag('redirecting') || s.hasTag('confirmed')),
  );
  const problem = useSelector(placement, (s) => (s?.hasTag('invalid') ? s.context.problem : null));
  const serverError = useSelector(placement, (s) => (s?.hasTag('failed') ? errorMessage(s.context.error) : null));
  return { busy, problem, serverError };
}

/**
 * Keeps what the shopper typed (the delivery instruction and the note) for the tab as it changes, so that it survives
 * a failure and a reload of the page; a placed order forgets it (usePlacementSignals).
 */
export function useTypedKept() {
  const instruction = CheckoutActor.useSelector((s) => s.context.instruction);
  const note = CheckoutActor.useSelector((s) => s.context.note);
  useEffect(() => storeTyped('checkoutTyped', { instruction, note }), [instruction, note]);
}
