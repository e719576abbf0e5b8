import { useTranslation } from 'react-i18next';
import { CheckoutActor } from './checkout.context.ts';
import { selectFacts, selectOrderType } from './checkout-selectors.ts';

/** Delivery Option: Home Delivery / Take Away, of those the store and the config offer. */
export function OrderTypeChoice() {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const offered = CheckoutActor.useSelector((s) => selectFacts(s)?.orderTypes ?? []);
  const orderType = CheckoutActor.useSelector(selectOrderType);
  return (
    <fieldset>
      <legend>{t('checkout.orderType.heading')}</legend>
      {offered.map((type) => (
        <label key={type}>
          <input
            type="radio"
            name="order_type"
            checked={orderType === type}
            onChange={() => checkout.send({ type: 'CHOOSE_ORDER_TYPE', orderType: type })}
          />{' '}
          {t(`checkout.orderType.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
