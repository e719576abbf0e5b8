import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The delivery fee while it is worked out: the store's zone (its delivery charges) is looked up at the delivery point;
// until it answers the summary says the fee and the total are being calculated (never $0) and Place Order waits —
// on the page's first answer and again after another address is chosen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryKm } from '../../../domain/pricing/distance.ts';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { type FakeApi, json, type Reply } from '../../support/fake-api.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { checkoutApi, PLACE, savedAddress } from './checkout-fixture.ts';

const ZONE = 'GET /api/v1/config/get-zone-id';
/** A second saved address in the store's zone, about 7.8 km north (its fee at $1/km is above the $5 minimum). */
const farther = {
  ...savedAddress,
  id: 8,
  address_type: 'office',
  address: '40 Lake Drive, Dhaka',
  latitude: '23.8625',
};
const fartherKm = deliveryKm(
  { lat: Number(savedAddress.latitude), lng: Number(savedAddress.longitude) },
  { lat: Number(farther.latitude), lng: Number(farther.longitude) },
);
const fartherFee = fartherKm.toFixed(2);

let api: FakeApi;
let zoneReply: Reply;

beforeEach(async () => {
  localStorage.clear();
  api = checkoutApi();
  api.on('GET /api/v1/customer/address/list', json({ total_size: 2, addresses: [savedAddress, farther] }));
  zoneReply = await api.routes.get(ZONE)!({} as never);
  api.hold(ZONE);
});

/** Answers every zone lookup held so far. */
const answerZones = () => {
  while (api.waiting(ZONE) > 0) api.release(ZONE, zoneReply);
};

const summaryRow = (label: string) => {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByRole('rowheader', { name: label }).closest('tr')!;
};
const placeOrder = () => screen.getByRole('button', { name: 'Place Order' });

async function expectPending() {
  await waitFor(() => expect(summaryRow('Delivery fee')).toHaveTextContent('Calculating…'));
  expect(summaryRow('Total Amount')).toHaveTextContent('Calculating…');
  expect(summaryRow('Delivery fee')).not.toHaveTextContent('$');
  expect(placeOrder()).toBeDisabled();
}

async function expectKnown(fee: RegExp) {
  await waitFor(() => expect(summaryRow('Delivery fee')).toHaveTextContent(fee));
  expect(summaryRow('Total Amount')).not.toHaveTextContent('Calculating…');
  expect(placeOrder()).toBeEnabled();
}

describe('the delivery fee while it is worked out', () => {
  it('says Calculating… and keeps Place Order disabled until the store’s zone answers', async () => {
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
    await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
    await expectPending();
    const user = userEvent.setup();
    await user.click(placeOrder());
    expect(api.calls(PLACE)).toHaveLength(0);
    answerZones();
    await expectKnown(/\(\+\) \$5\.00/);
  });

  it('says it again after another address is chosen, until the zone at the new point answers', async () => {
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
    await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
    answerZones();
    await expectKnown(/\(\+\) \$5\.00/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    await user.click(within(dialog).getByRole('radio', { name: /Office/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    await expectPending();
    answerZones();
    expect(Number(fartherFee)).toBeGreaterThan(5);
    await expectKnown(new RegExp(`\\(\\+\\) \\$${fartherFee.replace('.', '\\.')}`));
  });

  it("adds the delivery vehicle's extra charge vehicle/extra_charge answers for the delivery distance, and waits for it", async () => {
    const EXTRA = 'GET /api/v1/vehicle/extra_charge';
    api.hold(EXTRA);
    await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
    await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
    answerZones();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View Saved Address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Addresses' });
    await user.click(within(dialog).getByRole('radio', { name: /Office/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    answerZones();
    // the zone has answered, the vehicle's charge at the new distance not yet: still being worked out
    await waitFor(() => expect(api.waiting(EXTRA, (r) => r.query.get('distance') === String(fartherKm))).toBe(1));
    await expectPending();
    api.release(EXTRA, json(1.5), (r) => r.query.get('distance') === String(fartherKm));
    while (api.waiting(EXTRA) > 0) api.release(EXTRA, json(0));
    // 7.8 km × $1 + $1.50 (the server adds the same: server/lib/orders/place-order.ts)
    await expectKnown(new RegExp(`\\(\\+\\) \\$${(fartherKm + 1.5).toFixed(2).replace('.', '\\.')}`));
  });

  it('has the words in both catalogues', async () => {
    expect((await createI18n('en')).t('checkout.summary.calculating')).toBe('Calculating…');
    expect((await createI18n('ar')).t('checkout.summary.calculating')).toBe('جارٍ الحساب…');
  });
});
