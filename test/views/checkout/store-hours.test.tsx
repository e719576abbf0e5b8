import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The checkout of a store closed at the moment: Delivery Time opens on the first day with a free slot, and Place
// Order is disabled with the reason beside it until the order can be placed (machines/checkout.machine.ts
// placeBlocker) — never an alert after the press.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import { renderWithProviders } from '../../support/render.tsx';
import { checkoutApi, PLACE } from './checkout-fixture.ts';

/** Sunday 22 Nov 2026, 12:00 in Dhaka. */
const NOON = new Date('2026-11-22T06:00:00Z');
/** Sundays 08:00–11:00 (over by noon), other days 08:00–20:00. */
const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opening_time: '08:00:00',
  closing_time: day === 0 ? '11:00:00' : '20:00:00',
}));

beforeEach(() => {
  toast.remove();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
});
afterEach(() => {
  vi.useRealTimers();
});

const placeButton = () => screen.getByRole('button', { name: 'Place Order' });

async function openCheckout() {
  await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
  await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
  await screen.findByText('12 Harbour Road, Dhaka', { exact: false });
}

describe('checkout of a closed store', () => {
  it('opens on Tomorrow, disables Place Order with the reason until a slot is chosen', async () => {
    const api = checkoutApi({
      store: { schedule_order: true, open: 0, schedules: hours },
      config: { schedule_order: true, schedule_order_slot_duration: 60 },
    });
    api.hold(PLACE);
    await openCheckout();
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveTextContent('Tomorrow');
    await waitFor(() => expect(placeButton()).toBeDisabled());
    const reason = screen.getByText('The store is closed now. Schedule the order for later.');
    expect(placeButton()).toHaveAccessibleDescription(reason.textContent!);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Time slot' }));
    await user.click((await screen.findAllByRole('option', { name: /^08:00 – 09:00$/ }))[0]!);
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(screen.queryByText('The store is closed now. Schedule the order for later.')).not.toBeInTheDocument();
    await user.click(placeButton());
    await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
    expect(api.calls(PLACE)[0]!.body).toMatchObject({ schedule_at: '2026-11-23 08:00' });
  }, 60_000);

  it('a closed store that takes no scheduled order: Place Order disabled, the reason in words', async () => {
    checkoutApi({ store: { schedule_order: false, open: 0, schedules: hours } });
    await openCheckout();
    await waitFor(() => expect(placeButton()).toBeDisabled());
    expect(screen.getByText('The store is closed now and takes no orders for later.')).toBeVisible();
  }, 60_000);
});
