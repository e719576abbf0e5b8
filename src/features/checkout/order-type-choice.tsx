import { useTranslation } from 'react-i18next';
import { Panel } from '../../ui/panel.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { CheckoutActor } from './checkout.context.ts';
import { selectFacts, selectOrderType } from './checkout-selectors.ts';

/** Delivery Option: Home Delivery / Take Away, of those the store and the config offer. */
export function OrderTypeChoice() {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const offered = CheckoutActor.useSelector((s) => selectFacts(s)?.orderTypes ?? []);
  const orderType = CheckoutActor.useSelector(selectOrderType);
  return (
    <Panel>
      <RadioCards
        legend={t('checkout.orderType.heading')}
        name="order_type"
        options={offered.map((type) => ({ value: type, label: t(`checkout.orderType.${type}`) }))}
        value={orderType}
        onValueChange={(type) => checkout.send({ type: 'CHOOSE_ORDER_TYPE', orderType: type })}
      />
    </Panel>
  );
}
