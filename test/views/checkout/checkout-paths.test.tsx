import { vi } from 'vitest';
// The fake backend must replace fetch before the API client is imported.
await vi.hoisted(() => import('../../support/fake-api.ts'));
// The checkout machine's graph paths replayed through the checkout page (`/checkout?page=cart`) against the fake
// API: CHOOSE_ORDER_TYPE is a click on Home Delivery / Take Away, CHOOSE_DAY a choice of Tomorrow, CHOOSE_SLOT a
// later time slot (or Now / no slot), CHOOSE_PAYMENT a click on the payment method, TYPE_NOTE / TYPE_INSTRUCTION
// typing in the note / instruction, CHOOSE_TIPS a click on a tip, APPLY_COUPON a code typed and applied,
// REMOVE_COUPON a click on Remove coupon. After every step the screen declared below for each region's state and
// for the fields must show, and the order Place Order sends at the end says the same.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, type SnapshotFrom } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.machine.ts';
import { CheckoutPage } from '../../../src/features/checkout/checkout-page.tsx';
import type { FakeApi } from '../../support/fake-api.ts';
import { PLACE, scheduledCheckoutApi } from './checkout-fixture.ts';
import {
  allTransitions,
  describePath,
  machineCoverage,
  stateKey,
  transitionPaths,
} from '../../support/machine-paths.ts';
import { greedyCover } from '../../support/covering-paths.ts';
import { renderWithProviders } from '../../support/render.tsx';
import { checkoutPaths } from '../../machines/checkout.paths.ts';
import { replaySteps } from '../../support/machine-paths.ts';

/** Sunday 22 Nov 2026, 12:00 in Dhaka: the store (open all day) has Now and later slots today and tomorrow. */
const NOON = new Date('2026-11-22T06:00:00Z');

let api: FakeApi;
beforeEach(() => {
  toast.remove();
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOON);
  api = scheduledCheckoutApi();
});
afterEach(() => {
  vi.useRealTimers();
});

const tipsGroup = () => screen.getByRole('group', { name: 'Delivery Man Tips' });
const slotBox = () => screen.getByRole('combobox', { name: 'Time slot' });
const dayBox = () => screen.getByRole('combobox', { name: 'Day' });
/** Opens a select (the kit's listbox) and picks the first option `name` matches. */
async function choose(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, name: string | RegExp) {
  await user.click(box);
  await user.click((await screen.findAllByRole('option', { name }))[0]!);
}
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
      return choose(user, dayBox(), event.dayOffset === 1 ? 'Tomorrow' : 'Today');
    case 'CHOOSE_SLOT':
      // no slot: "Now" (open now) or "Choose a time slot"; a later slot: the first option that has a time
      return choose(user, slotBox(), event.scheduleAt === null ? /^(Now|Choose a time slot)$/ : /^\d\d:\d\d – /);
    case 'CHOOSE_PAYMENT':
      return user.click(screen.getByRole('radio', { name: paymentName[event.method as string]! }));
    case 'TYPE_NOTE':
      await user.clear(screen.getByRole('textbox', { name: 'Note for the store' }));
      return user.type(screen.getByRole('textbox', { name: 'Note for the store' }), event.text);
    case 'TYPE_INSTRUCTION':
      await user.clear(screen.getByRole('textbox', { name: 'Add delivery instruction' }));
      return user.type(screen.getByRole('textbox', { name: 'Add delivery instruction' }), event.text);
    case 'CHOOSE_TIPS':
      return user.click(within(tipsGroup()).getByRole('radio', { name: new RegExp(String(event.tips)) }));
    case 'APPLY_COUPON':
      await user.type(screen.getByRole('textbox', { name: 'Enter coupon code' }), event.coupon.code);
      return user.click(screen.getByRole('button', { name: 'Apply' }));
    case 'REMOVE_COUPON':
      return user.click(screen.getByRole('button', { name: 'Remove coupon' }));
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
      expect(dayBox()).toHaveTextContent(dayOffset === 0 ? 'Today' : 'Tomorrow');
      await waitFor(() => expect(slotBox()).toHaveTextContent(dayOffset === 0 ? 'Now' : 'Choose a time slot'));
      break;
    case 'schedule.later':
      expect(dayBox()).toHaveTextContent(dayOffset === 0 ? 'Today' : 'Tomorrow');
      await waitFor(() => expect(slotBox().textContent).toMatch(/^\d\d:\d\d – \d\d:\d\d$/));
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

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** What the fields show for the chart's context (declared here, checked after every step). */
async function expectFields(s: Snapshot) {
  const c = s.context;
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note for the store' })).toHaveValue(c.note));
  if (s.hasTag('delivery')) {
    expect(screen.getByRole('textbox', { name: 'Add delivery instruction' })).toHaveValue(c.instruction);
    const tip = within(tipsGroup()).getByRole('radio', { name: c.tips ? new RegExp(String(c.tips)) : 'Not now' });
    expect(tip).toBeChecked();
  } else expect(screen.queryByRole('group', { name: 'Delivery Man Tips' })).not.toBeInTheDocument();
  if (c.coupon) {
    expect(await screen.findByText(`Coupon ${c.coupon.code} applied`)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Coupon discount/ })).not.toHaveTextContent(/\$0\.00/);
  } else await waitFor(() => expect(screen.getByRole('textbox', { name: 'Enter coupon code' })).toBeInTheDocument());
}

/** Events the page itself sends (LOADED), or driven by other view tests, with the reason; PLACE ends every path. */
const notReplayed: Record<string, string> = {
  LOADED: 'the page sends the server’s answers itself (place-order-paths: one order type offered)',
  CHOOSE_ADDRESS: 'the saved-address dialog’s own tests (address-paths) drive the choice',
  SAVE_GUEST_CONTACT: 'a guest page: place-order-paths (contact) and address-paths',
  ATTACH_PRESCRIPTIONS: 'a pharmacy page: place-order-paths (prescription scenarios)',
  PLACE: 'every replayed path ends with Place Order and checks the order sent',
  'xstate.error.actor.placement': 'no user action makes the placement stop',
};

/** The page offers the step in the state it starts from (an instruction and tips only for a home delivery…). */
function drivable(path: ReturnType<typeof transitionPaths>[number]) {
  return replaySteps({ machine: checkoutMachine, input: { guestContact: null, facts: null } }, path).every(
    ({ before, event }) => {
      if (event.type in notReplayed) return false;
      if (event.type === 'TYPE_INSTRUCTION' || event.type === 'CHOOSE_TIPS') return before.hasTag('delivery');
      if (event.type === 'APPLY_COUPON') return before.context.coupon === null;
      if (event.type === 'REMOVE_COUPON') return before.context.coupon !== null;
      return true;
    },
  );
}

/**
 * The paths replayed here: the fewest graph paths (test/machines/checkout.paths.ts) that still take every transition
 * (greedy set cover; the graph has one path per transition and combination of the other regions' states).
 */
function pagePaths() {
  const every = machineCoverage(checkoutPaths, []).missing;
  const keyed = transitionPaths(checkoutPaths)
    .filter(drivable)
    .map((p) => {
      const missing = machineCoverage(checkoutPaths, [p]).missing;
      return { path: p, keys: every.filter((t) => !missing.includes(t)) };
    });
  return greedyCover(keyed);
}

describe('checkout machine paths replayed through the checkout page', () => {
  const paths = pagePaths();

  it('the replayed paths take every transition of the machine but those of the events driven elsewhere', () => {
    const coverage = machineCoverage(checkoutPaths, paths);
    const elsewhere = allTransitions(checkoutPaths.machine)
      .filter((t) => t.transition.eventType in notReplayed || t.label === 'always')
      .map((t) => t.id);
    expect(coverage.missing.sort()).toEqual(elsewhere.sort());
  });

  it.each(paths.map((p) => [describePath(p), p] as const))(
    'path %s: the page shows each state on the way',
    async (_name, path) => {
      await renderWithProviders(<CheckoutPage />, { route: '/checkout?page=cart' });
      await screen.findByRole('heading', { name: 'Checkout' }, { timeout: 30_000 });
      await screen.findByText('12 Harbour Road, Dhaka', { exact: false });
      const steps = replaySteps({ machine: checkoutMachine, input: { guestContact: null, facts: null } }, path);
      const check = async (snapshot: (typeof steps)[number]['after']) => {
        for (const region of stateKey(snapshot).split('|')) await expectRegion(region, snapshot.context.dayOffset);
        await expectFields(snapshot);
      };
      await check(
        steps[0]?.before ?? createActor(checkoutMachine, { input: { guestContact: null, facts: null } }).getSnapshot(),
      );
      for (const step of steps) {
        await drive(step.event as EventObject & Record<string, any>);
        await check(step.after);
      }
      // the order the page places carries the choices of the state the path ends in
      const last =
        steps.at(-1)?.after ??
        createActor(checkoutMachine, { input: { guestContact: null, facts: null } }).getSnapshot();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
      await waitFor(() => expect(api.waiting(PLACE)).toBe(1));
      const body = api.calls(PLACE)[0]!.body as Record<string, unknown>;
      expect(body.order_type).toBe(last.context.orderType);
      expect(body.payment_method).toBe(last.context.payment);
      expect(body.order_note).toBe(last.context.note || null);
      expect(body.coupon_code).toBe(last.context.coupon?.code ?? null);
      // tips only when given (a missing dm_tips is none; v2.6 refuses any dm_tips, 0 too)
      expect(body.dm_tips).toBe(last.hasTag('delivery') && last.context.tips > 0 ? last.context.tips : undefined);
      expect(body.delivery_instruction).toBe((last.hasTag('delivery') && last.context.instruction) || null);
      if (last.hasTag('scheduled')) expect(body.schedule_at).toMatch(/^2026-11-2[23] \d\d:\d\d$/);
      else expect(body.schedule_at).toBeNull();
      expect(within(screen.getByRole('region', { name: 'Order Summary' })).getByTestId('order-total')).toBeVisible();
    },
    60_000,
  );
});
