import { useTranslation } from 'react-i18next';
import { Panel } from '../../ui/panel.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';
import { CheckoutActor } from './checkout.context.ts';

/** The delivery-man tips offered (0 = none). */
const TIPS = [0, 10, 20, 50];

/** Delivery-man tips (home delivery, while the config's dm_tips_status is 1). */
export function TipsChoice({ money }: { money: (n: number) => string }) {
  const { t } = useTranslation();
  const checkout = CheckoutActor.useActorRef();
  const tips = CheckoutActor.useSelector((s) => s.context.tips);
  return (
    <Panel>
      <RadioCards
        legend={t('checkout.tips.heading')}
        name="tips"
        compact
        options={TIPS.map((tip) => ({ value: tip, label: tip === 0 ? t('checkout.tips.none') : money(tip) }))}
        value={tips}
        onValueChange={(tip) => checkout.send({ type: 'CHOOSE_TIPS', tips: tip })}
      />
    </Panel>
  );
}
