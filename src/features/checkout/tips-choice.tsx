import { useTranslation } from 'react-i18next';
import { CheckoutActor } from './checkout.context.ts';

/** The delivery-man tips offered (0 = none). */
const TIPS = [0, 10, 20, 50];

/** Delivery-man tips (home delivery, while the config's dm_tips_status is 1). */
export function TipsChoice({ money }: { money: (n: number) => string }) {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const tips = CheckoutActor.useSelector((s) => s.context.tips);
  return (
    <fieldset>
      <legend>{t('checkout.tips.heading')}</legend>
      {TIPS.map((tip) => (
        <label key={tip}>
          <input
            type="radio"
            name="tips"
            checked={tips === tip}
            onChange={() => checkout.send({ type: 'CHOOSE_TIPS', tips: tip })}
          />{' '}
          {tip === 0 ? t('checkout.tips.none') : money(tip)}
        </label>
      ))}
    </fieldset>
  );
}
