import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChargePayer, ParcelPayment, ParcelProblem } from '../../../machines/parcel.machine.ts';
import type { Config } from '../../api/config.ts';
import type { ParcelZone } from '../../api/parcel.ts';
import type { ParcelPrice } from '../../../domain/pricing/parcel.ts';
import { Button } from '../../ui/button.tsx';
import { Actions, Problem } from './parcel.styles.ts';
import { RadioCards } from '../../ui/radio-cards.tsx';

export interface PaymentChoice {
  payer: ChargePayer;
  payment: ParcelPayment;
  note: string;
}

/**
 * Who pays, the payment method (cash on delivery, the wallet for signed-in customers, digital payment, as the config
 * and the sender's zone allow), a note, and the fee: distance, delivery fee, service charge and total from the
 * shared parcel rule. Send Parcel hands the choice to the flow (the receiver pays only cash on delivery).
 */
export function PaymentStep(p: {
  config: Config;
  zone: ParcelZone | null;
  guest: boolean;
  walletBalance: number;
  price: ParcelPrice | null;
  money: (n: number) => string;
  problem: ParcelProblem | null;
  busy: boolean;
  onPlace: (choice: PaymentChoice) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const methods: ParcelPayment[] = [
    ...(p.config.cash_on_delivery && p.zone?.cashOnDelivery !== false ? (['cash_on_delivery'] as const) : []),
    ...(!p.guest && p.config.customer_wallet_status === 1 ? (['wallet'] as const) : []),
    ...(p.config.digital_payment && p.zone?.digitalPayment !== false ? (['digital_payment'] as const) : []),
  ];
  const [choice, setChoice] = useState<PaymentChoice>({
    payer: 'sender',
    payment: methods[0] ?? 'cash_on_delivery',
    note: '',
  });
  return (
    <form
      noValidate
      aria-labelledby="parcel-payment-heading"
      onSubmit={(e) => {
        e.preventDefault();
        p.onPlace(choice);
      }}
    >
      <h2 id="parcel-payment-heading">{t('parcel.payment.heading')}</h2>
      <RadioCards
        legend={t('parcel.payment.payer')}
        name="charge_payer"
        compact
        options={(['sender', 'receiver'] as const).map((payer) => ({
          value: payer,
          label: t(`parcel.payment.${payer}`),
        }))}
        value={choice.payer}
        onValueChange={(payer) => setChoice((c) => ({ ...c, payer }))}
      />
      <RadioCards
        legend={t('parcel.payment.method')}
        name="payment_method"
        options={methods.map((payment) => ({
          value: payment,
          label: t(`parcel.payment.${payment}`),
          note: payment === 'wallet' ? t('parcel.payment.balance', { amount: p.money(p.walletBalance) }) : undefined,
        }))}
        value={choice.payment}
        onValueChange={(payment) => setChoice((c) => ({ ...c, payment }))}
      />
      {p.problem === 'receiverPaysCash' && <Problem role="alert">{t('parcel.errors.receiverPaysCash')}</Problem>}
      <label>
        {t('parcel.payment.note')}
        <textarea
          value={choice.note}
          maxLength={191}
          onChange={(e) => setChoice((c) => ({ ...c, note: e.target.value }))}
        />
      </label>
      {p.price ? (
        <Summary aria-label={t('parcel.payment.heading')}>
          <dt>{t('parcel.payment.distance')}</dt>
          <dd data-testid="parcel-distance">{t('parcel.payment.km', { km: p.price.distance.toFixed(3) })}</dd>
          <dt>{t('parcel.payment.deliveryFee')}</dt>
          <dd data-testid="parcel-fee">{p.money(p.price.deliveryFee)}</dd>
          {p.price.additionalCharge > 0 && (
            <>
              <dt>{p.config.additional_charge_name || t('parcel.payment.additionalCharge')}</dt>
              <dd>{p.money(p.price.additionalCharge)}</dd>
            </>
          )}
          <dt>{t('parcel.payment.total')}</dt>
          <dd data-testid="parcel-total">{p.money(p.price.total)}</dd>
        </Summary>
      ) : (
        <p role="status">{t('parcel.payment.calculating')}</p>
      )}
      <Actions>
        <Button $variant="secondary" onClick={p.onBack} disabled={p.busy}>
          {t('parcel.party.back')}
        </Button>
        <Button type="submit" $size="lg" disabled={p.busy || !p.price}>
          {p.busy ? t('parcel.payment.sending') : t('parcel.payment.send')}
        </Button>
      </Actions>
    </form>
  );
}

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  dd {
    margin: 0;
    text-align: end;
    font-weight: 600;
  }
`;
