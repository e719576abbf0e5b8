import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The checkout machine's graph paths replayed through the checkout page (`/checkout?page=cart`) against the fake
// API: CHOOSE_ORDER_TYPE is a click on Home Delivery / Take Away, CHOOSE_DAY a choice of Tomorrow, CHOOSE_SLOT a
// later time slot (or Now / no slot), CHOOSE_PAYMENT a click on the payment method. After every step the screen
// declared below for each region's state must show, and the order the page would place says the same.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import type { FakeApi } from '../../support/fake-api.ts';
import { checkoutApi } from './checkout-fixture.ts';
import { describePath, machineCoverage, stateKey, transitionPaths } from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { checkoutPaths } from '../../machines/checkout.paths.ts';
import { replaySteps } from '../../machines/shop-replay.ts';

/** Sunday 22 Nov 2026, 12:00 in Dhaka: the store (open all day) has Now and later slots today and tomorrow. */
const NOON = new Date('2026-11-22T06:00:00Z');
const PLACE = 'POST /api/v1/customer/order/place';

/** A store open all day taking scheduled orders, at a 60-minute slot interval; a wallet that covers the order. */
function serve() {
  const api = checkoutApi({
    store: {
      schedule_order: true,
      schedules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opening_time: '00:00:00', closing_time: '23:59:00' })),
    },
    config: { schedule_order: true, schedule_order_slot_duration: 60 },
    walletBalance: 500,
  });
  api.hold(PLACE);
  return api;
}

let api: FakeApi;
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
  api = serve();
});
afterEach(() => {
  vi.useRealTimers();
});

const slotBox = () => screen.getByRole('combobox', { name: 'Time slot' }) as HTMLSelectElement;
const paymentName: Record<string, RegExp> = {
  cash_on_delivery: /^Cash On Delivery$/,
  wallet: /^Wallet/,
  digital_payment: /^Digital Payment$/,
};

async function drive(event: EventObject & Record<string, any>) {
  const user = userEvent.setup();
  switch (event.type) {
    case 'CHOOSE_ORDER_TYPE':
      return user.click(
        screen.getByRole('radio', { name: event.orderType === 'take_away' ? 'Take Away' : 'Home Delivery' }),
      );
    case 'CHOOSE_DAY':
      return user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), String(event.dayOffset));
    case 'CHOOSE_SLOT': {
      if (event.scheduleAt === null) return user.selectOptions(slotBox(), '');
      // a later slot: the first option that has a time
      const later = [...slotBox().options].find((o) => o.value !== '')!;
      return user.selectOptions(slotBox(), later.value);
    }
    case 'CHOOSE_PAYMENT':
      return user.click(screen.getByRole('radio', { name: paymentName[event.method as string]! }));
    default:
      throw new Error(`no user action for ${event.type}`);
  }
}

/** What each region's state shows (declared here, checked after every step). */
async function expectRegion(state: string, dayOffset: number) {
  switch (state) {
    case 'orderType.delivery':
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Home Delivery' })).toBeChecked());
      expect(screen.getByRole('region', { name: 'Delivery Addresses' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Add delivery instruction' })).toBeInTheDocument();
      expect(screen.getByRole('row', { name: /^Delivery fee/ })).toBeInTheDocument();
      break;
    case 'orderType.takeAway':
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Take Away' })).toBeChecked());
      expect(screen.queryByRole('region', { name: 'Delivery Addresses' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Add delivery instruction' })).not.toBeInTheDocument();
      expect(screen.queryByRole('row', { name: /^Delivery fee/ })).not.toBeInTheDocument();
      break;
    case 'schedule.now':
      expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue(String(dayOffset));
      await waitFor(() => expect(slotBox()).toHaveValue(''));
      expect(slotBox().selectedOptions[0]!.textContent).toBe(dayOffset === 0 ? 'Now' : 'Choose a time slot');
      break;
    case 'schedule.later':
      expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue(String(dayOffset));
      await waitFor(() => expect(slotBox().value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/));
      expect(slotBox().selectedOptions[0]!.textContent).toMatch(/^\d\d:\d\d – \d\d:\d\d$/);
      break;
    case 'payment.cash':
    case 'payment.wallet':
    case 'payment.digital': {
      const method = { cash: 'cash_on_delivery', wallet: 'wallet', digital: 'digital_payment' }[state.slice(8)]!;
      await waitFor(() => expect(screen.getByRole('radio', { name: paymentName[method]! })).toBeChecked());
      for (const other of Object.keys(paymentName).filter((m) => m !== method))
        expect(screen.getByRole('radio', { name: paymentName[other]! })).not.toBeChecked();
      break;
    }
    default:
      throw new Error(`no UI declared for ${state}`);
  }
}

/**
 * The paths replayed here: the fewest graph paths (test/machines/checkout.paths.ts) that still take every transition
 * (greedy set cover; the graph has one path per transition and combination of the other regions' states).
 */
function pagePaths() {
  const every = machineCoverage(checkoutPaths, []).missing;
  const keyed = transitionPaths(checkoutPaths).map((p) => {
    const missing = machineCoverage(checkoutPaths, [p]).missing;
    return { path: p, keys: every.filter((t) => !missing.includes(t)) };
  });
  return greedyCover(keyed);
}

describe('checkout machine paths replayed through the checkout page', () => {
  const paths = pagePaths();

  it('the replayed paths take every transition of the machine', () => {
    const coverage = machineCoverage(checkoutPaths, paths);
    expect(coverage.missing).toEqual([]);
    expect(coverage.covered).toBe(coverage.transitions);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: the page shows each state on the way',
    async (_name, path) => {
      await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
      await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
      await screen.findByText('12 Harbour Road, Dhaka', { exact: false });
      const steps = replaySteps(checkoutMachine, path);
      const check = async (snapshot: (typeof steps)[number]['after']) => {
        for (const region of stateKey(snapshot).split('|')) await expectRegion(region, snapshot.context.dayOffset);
      };
      await check(steps[0]?.before ?? createActor(checkoutMachine).getSnapshot());
      for (const step of steps) {
        await drive(step.event as EventObject & Record<string, any>);
        await check(step.after);
      }
      // the order the page places carries the choices of the state the path ends in
      const last = steps.at(-1)?.after ?? createActor(checkoutMachine).getSnapshot();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      const body = api.calls(PLACE)[0]!.body as Record<string, unknown>;
      expect(body.order_type).toBe(last.context.orderType);
      expect(body.payment_method).toBe(last.context.payment);
      if (last.hasTag('scheduled')) expect(body.schedule_at).toMatch(/^2026-11-2[23] \d\d:\d\d$/);
      else expect(body.schedule_at).toBeNull();
      expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByTestId('order-total')).toBeVisible();
    },
    60_000,
  );
});
