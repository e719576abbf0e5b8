import { useTranslation } from 'react-i18next';
import type { CartRow } from '../../api/cart-rows.ts';
import { Button } from '../../ui/button.tsx';
import { CashbackNotice } from './cashback-notice.tsx';
import { CheckoutActor } from './checkout.context.ts';
import { usePlacementView } from './checkout-effects.ts';
import { Alert, Aside, Reason } from './checkout-layout.ts';
import { samePrice, selectDelivery, selectFeePending, selectPlaceBlocker, selectPrice } from './checkout-selectors.ts';
import { OrderItems } from './order-items.tsx';
import { Summary } from './summary.tsx';

/** The order beside the form: its items (or the bought item), the summary, the server's refusal and Place Order. */
export function OrderAside(p: {
  rows: CartRow[];
  buyNow: boolean;
  taxIncluded: boolean;
  money: (n: number) => string;
}) {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const price = CheckoutActor.useSelector(selectPrice, samePrice);
  const delivery = CheckoutActor.useSelector(selectDelivery);
  const feePending = CheckoutActor.useSelector(selectFeePending);
  // a backend that taxes the order itself says whether its prices include the tax (get-Tax)
  const backendTax = CheckoutActor.useSelector((s) => s.context.facts?.pricing.backend?.tax ?? null);
  const blocker = CheckoutActor.useSelector(selectPlaceBlocker);
  // the fee's wait is told by the summary ("Calculating…"); the store's hours are told beside the button
  const reason = blocker && blocker !== 'feePending' ? t(`checkout.blockers.${blocker}`) : null;
  const { busy, serverError } = usePlacementView();
  return (
    <Aside>
      <OrderItems rows={p.rows} buyNow={p.buyNow} money={p.money} />
      {price && (
        <Summary
          price={price}
          money={p.money}
          taxIncluded={backendTax ? backendTax.included : p.taxIncluded}
          delivery={delivery}
          feePending={feePending}
        />
      )}
      {price && !feePending && <CashbackNotice total={price.total} money={p.money} />}
      {serverError && <Alert role="alert">{serverError}</Alert>}
      {reason && <Reason id="place-order-reason">{reason}</Reason>}
      {/* (Place Order waits while the chart takes no PLACE: the delivery fee, the store's hours — placeBlocker) */}
      <Button
        $size="lg"
        disabled={busy || blocker !== null}
        aria-describedby={reason ? 'place-order-reason' : undefined}
        onClick={() => checkout.send({ type: 'PLACE' })}
      >
        {busy ? t('checkout.placing') : t('checkout.place')}
      </Button>
    </Aside>
  );
}
