import { useTranslation } from 'react-i18next';
import type { StoreZone } from '../../api/checkout.ts';
import type { Config } from '../../api/config.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Panel } from '../../ui/panel.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';

/** The methods of PlaceOrderBody (offline_payment: its information is sent from the order's details after placing). */
export type PaymentMethod = 'cash_on_delivery' | 'wallet' | 'digital_payment' | 'offline_payment';
export interface PaymentChoice {
  method: PaymentMethod;
  /** Pay the wallet balance now and the rest with `method`. */
  partial: boolean;
}

/**
 * Payment methods from the config and the store's zone: cash on delivery, the wallet (signed-in, with its balance),
 * digital payment and offline payment (signed-in, when the business takes it); partial payment when the config
 * allows it and the balance is short of the total.
 */
export function PaymentSection(p: {
  config: Config;
  zone: StoreZone | null;
  guest: boolean;
  walletBalance: number;
  total: number;
  money: (n: number) => string;
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
}) {
  const { t } = useTranslation();
  const methods: PaymentMethod[] = [
    ...(p.config.cash_on_delivery && p.zone?.cashOnDelivery !== false ? (['cash_on_delivery'] as const) : []),
    ...(!p.guest && p.config.customer_wallet_status === 1 ? (['wallet'] as const) : []),
    ...(p.config.digital_payment && p.zone?.digitalPayment !== false ? (['digital_payment'] as const) : []),
    // the payment information is sent from the order's details, which only a customer has
    ...(!p.guest && p.config.offline_payment_status === 1 ? (['offline_payment'] as const) : []),
  ];
  const partialOffered =
    !p.guest &&
    p.config.customer_wallet_status === 1 &&
    p.config.partial_payment_status === 1 &&
    p.walletBalance > 0 &&
    p.walletBalance < p.total &&
    p.value.method !== 'wallet';
  return (
    <Panel>
      <RadioCards
        legend={t('checkout.payment.heading')}
        name="payment_method"
        options={methods.map((method) => ({
          value: method,
          label: t(`checkout.payment.${method}`),
          note:
            method === 'wallet'
              ? `(${t('checkout.payment.balance', { amount: p.money(p.walletBalance) })})`
              : method === 'offline_payment'
                ? t('checkout.payment.offlineNote')
                : undefined,
        }))}
        value={p.value.method}
        onValueChange={(method) => p.onChange({ method, partial: method === 'wallet' ? false : p.value.partial })}
      >
        {partialOffered && (
          <Checkbox
            label={t('checkout.payment.partial', { amount: p.money(p.walletBalance) })}
            checked={p.value.partial}
            onCheckedChange={(partial) => p.onChange({ ...p.value, partial })}
          />
        )}
      </RadioCards>
    </Panel>
  );
}
