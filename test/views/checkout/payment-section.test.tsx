import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../../src/api/config.ts';
import { PaymentSection } from '../../../src/features/checkout/payment-section.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const config = (over: Partial<Config>) =>
  ({
    cash_on_delivery: true,
    digital_payment: true,
    customer_wallet_status: 1,
    partial_payment_status: 0,
    offline_payment_status: 0,
    ...over,
  }) as Config;

async function methods(over: Partial<Config>, guest: boolean) {
  const { unmount } = await renderWithProviders(
    <PaymentSection
      config={config(over)}
      zone={null}
      guest={guest}
      walletBalance={10}
      total={20}
      money={(n) => `$${n}`}
      value={{ method: 'cash_on_delivery', partial: false }}
      onChange={() => undefined}
    />,
  );
  const group = screen.getByRole('group', { name: 'Payment Method' });
  const names = within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent ?? '');
  unmount();
  return names;
}

describe('checkout payment methods', () => {
  it('offers offline payment to a customer when the business takes it, with how it works', async () => {
    const offered = await methods({ offline_payment_status: 1 }, false);
    expect(offered).toHaveLength(4);
    expect(offered[3]).toBe(
      'Offline PaymentPay by bank transfer or mobile money, then send the payment information from the order',
    );
  });

  it('not when the business does not take it, nor to a guest (the information is sent from the order)', async () => {
    expect((await methods({ offline_payment_status: 0 }, false)).some((m) => m.startsWith('Offline'))).toBe(false);
    expect((await methods({ offline_payment_status: 1 }, true)).some((m) => m.startsWith('Offline'))).toBe(false);
  });
});
