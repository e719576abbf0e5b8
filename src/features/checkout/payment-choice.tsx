import type { Config } from '../../api/config.ts';
import { CheckoutActor } from './checkout.context.ts';
import { useStoreZone } from './checkout-effects.ts';
import type { CheckoutData } from './checkout-data.ts';
import { selectFacts, selectTotal } from './checkout-selectors.ts';
import { PaymentSection } from './payment-section.tsx';

/** Payment Method from the chart: the method, the wallet's partial payment, the balance and the total. */
export function PaymentChoice(p: { config: Config; store: CheckoutData['store']; money: (n: number) => string }) {
  const checkout = CheckoutActor.useActorRef();
  const { zone } = useStoreZone(p.store);
  const guest = CheckoutActor.useSelector((s) => selectFacts(s)?.guest ?? true);
  const walletBalance = CheckoutActor.useSelector((s) => selectFacts(s)?.walletBalance ?? 0);
  const total = CheckoutActor.useSelector(selectTotal);
  const method = CheckoutActor.useSelector((s) => s.context.payment);
  const partial = CheckoutActor.useSelector((s) => s.context.partial);
  return (
    <PaymentSection
      config={p.config}
      zone={zone}
      guest={guest}
      walletBalance={walletBalance}
      total={total}
      money={p.money}
      value={{ method, partial }}
      onChange={(choice) => checkout.send({ type: 'CHOOSE_PAYMENT', method: choice.method, partial: choice.partial })}
    />
  );
}
